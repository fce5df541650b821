/**
 * Password hashes: scrypt in Node's own implementation (the libuv thread pool, so a sign-in
 * never blocks the event loop), stored as better-auth stores them (`<hex salt>:<hex key>`,
 * r = 16, p = 1, a 64-byte key), so every account made before keeps signing in.
 *
 * The work factor N is 2^14, better-auth's. The Vitest server tests run thousands of sign-ups
 * and sign-ins against an application per file and pass a smaller one through
 * `Config.passwordHashCost` (testing/test-app.ts); nothing reads it from the environment, and
 * the running server, the browser tests and the security suite always hash at 2^14.
 */
import crypto from 'node:crypto';

/** better-auth's work factor, which every stored hash was made with. */
export const PASSWORD_HASH_COST = 2 ** 14;

const BLOCK_SIZE = 16;
const KEY_LENGTH = 64;

function deriveKey(password: string, salt: string, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: cost, r: BLOCK_SIZE, p: 1, maxmem: 256 * cost * BLOCK_SIZE },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export function passwordHasher(cost: number = PASSWORD_HASH_COST) {
  return {
    async hash(password: string): Promise<string> {
      const salt = crypto.randomBytes(16).toString('hex');
      return `${salt}:${(await deriveKey(password, salt, cost)).toString('hex')}`;
    },
    /** Compares in constant time; a malformed stored hash never matches. */
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const [salt, key] = hash.split(':');
      if (!salt || !key || !/^[0-9a-f]+$/i.test(key) || key.length !== KEY_LENGTH * 2) return false;
      const derived = await deriveKey(password, salt, cost);
      return crypto.timingSafeEqual(derived, Buffer.from(key, 'hex'));
    },
  };
}
