import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { PASSWORD_HASH_COST, passwordHasher } from './password-hash';

describe('password hashes', () => {
  it('are made at 2^14 by every configuration read from the environment', () => {
    expect(PASSWORD_HASH_COST).toBe(16_384);
    expect(loadConfig({}).passwordHashCost).toBe(PASSWORD_HASH_COST);
    expect(loadConfig({ NODE_ENV: 'production' }).passwordHashCost).toBe(PASSWORD_HASH_COST);
  });

  it("read better-auth's own hashes, and better-auth reads ours", async () => {
    const hasher = passwordHasher();
    const theirs = await hashPassword('Sup3rSecret!');
    expect(await hasher.verify({ hash: theirs, password: 'Sup3rSecret!' })).toBe(true);
    expect(await hasher.verify({ hash: theirs, password: 'Sup3rSecret?' })).toBe(false);
    const ours = await hasher.hash('Sup3rSecret!');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: 'Sup3rSecret!' })).toBe(true);
  });

  it('salt every hash and never match a malformed one', async () => {
    const hasher = passwordHasher(2 ** 10);
    const [a, b] = [await hasher.hash('same'), await hasher.hash('same')];
    expect(a).not.toBe(b);
    for (const hash of ['', 'nocolon', 'abc:', ':abc', `${a.split(':')[0]}:zz`, `${a}00`])
      expect(await hasher.verify({ hash, password: 'same' })).toBe(false);
  });

  it('treat the same password in another Unicode form as the same password', async () => {
    const hasher = passwordHasher(2 ** 10);
    const hash = await hasher.hash('Caf\u00e9-Passw0rd');
    expect(await hasher.verify({ hash, password: 'Cafe\u0301-Passw0rd' })).toBe(true);
  });
});
