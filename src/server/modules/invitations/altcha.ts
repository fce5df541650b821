/**
 * ALTCHA proof-of-work, self-hosted: the default bot check of the invitation form.
 *
 * Challenges are signed with an HMAC key (ALTCHA_HMAC_KEY, or a key generated once and kept
 * in app_settings so that challenges survive restarts and are shared by every process),
 * expire after ten minutes and are accepted once: a solved challenge's signature is
 * recorded in altcha_used_challenges until it expires.
 */
import crypto from 'node:crypto';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { altchaUsedChallenges, appSettings } from '../../db/schema';

/**
 * Deterministic mode: the solver counts up from 0 to a secret counter, so the work is
 * bounded (at most 50,000 SHA-256 hashes, well under a second in a browser's workers).
 */
export const ALTCHA_SETTINGS = {
  algorithm: 'SHA-256',
  cost: 1,
  minCounter: 1_000,
  maxCounter: 50_000,
  ttlSeconds: 10 * 60,
} as const;

const SETTINGS_KEY = 'altcha_hmac_key';

type Secrets = { signature: string; keySignature: string };
const secretsByDb = new WeakMap<Db, Promise<Secrets>>();

async function loadHmacKey(db: Db): Promise<string> {
  const fromEnv = process.env.ALTCHA_HMAC_KEY?.trim();
  if (fromEnv) return fromEnv;
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTINGS_KEY));
  if (row) return row.value;
  await db
    .insert(appSettings)
    .values({ key: SETTINGS_KEY, value: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  // Read back: another process may have won the race to create it.
  const [stored] = await db.select().from(appSettings).where(eq(appSettings.key, SETTINGS_KEY));
  return stored!.value;
}

function altchaSecrets(db: Db): Promise<Secrets> {
  let secrets = secretsByDb.get(db);
  if (!secrets) {
    secrets = loadHmacKey(db).then((key) => ({
      signature: key,
      // A second secret, derived from the first, signs the expected key (fast verification).
      keySignature: crypto.createHmac('sha256', key).update('altcha-key-signature').digest('hex'),
    }));
    secrets.catch(() => secretsByDb.delete(db));
    secretsByDb.set(db, secrets);
  }
  return secrets;
}

export async function createAltchaChallenge(db: Db): Promise<Challenge> {
  const secrets = await altchaSecrets(db);
  return createChallenge({
    algorithm: ALTCHA_SETTINGS.algorithm,
    cost: ALTCHA_SETTINGS.cost,
    counter: randomInt(ALTCHA_SETTINGS.maxCounter, ALTCHA_SETTINGS.minCounter),
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
    expiresAt: new Date(Date.now() + ALTCHA_SETTINGS.ttlSeconds * 1000),
  });
}

// Shape check only: the signature covers the parameters exactly as sent, so they are
// verified as received rather than as re-serialised by the parser.
const payloadShape = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALTCHA_SETTINGS.algorithm),
      nonce: z.string(),
      salt: z.string(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});

function decodePayload(payload: string): Payload | undefined {
  try {
    const raw: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    return payloadShape.safeParse(raw).success ? (raw as Payload) : undefined;
  } catch {
    return undefined;
  }
}

/** True once for a correctly solved, unexpired challenge of ours; false otherwise. */
export async function verifyAltchaPayload(db: Db, payload: string): Promise<boolean> {
  const decoded = decodePayload(payload);
  if (!decoded) return false;
  const secrets = await altchaSecrets(db);
  const result = await verifySolution({
    challenge: decoded.challenge,
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  }).catch(() => undefined);
  if (!result?.verified) return false;
  return spend(db, decoded.challenge.signature!, decoded.challenge.parameters.expiresAt!);
}

/** Records a solved challenge; false when it was already used. */
async function spend(db: Db, signature: string, expiresAtSeconds: number): Promise<boolean> {
  await db.delete(altchaUsedChallenges).where(lt(altchaUsedChallenges.expiresAt, new Date()));
  const inserted = await db
    .insert(altchaUsedChallenges)
    .values({ signature, expiresAt: new Date(expiresAtSeconds * 1000) })
    .onConflictDoNothing()
    .returning({ signature: altchaUsedChallenges.signature });
  return inserted.length === 1;
}
