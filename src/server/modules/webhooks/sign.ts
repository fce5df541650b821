/**
 * The signature scheme: `Stratagent-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" keyed with the subscription's secret>`. A receiver recomputes it over the
 * raw body it received, compares in constant time and refuses old timestamps (replays).
 */
import crypto from 'node:crypto';

export function signWebhook(secret: string, timestamp: number, body: string): string {
  const digest = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** Whether `header` is a valid signature of `body` with `secret`, at most `toleranceSeconds` old. */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  const parts = Object.fromEntries(
    header.split(',').map((p) => p.split('=', 2) as [string, string]),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, t, body).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** A new secret: 32 random bytes, prefixed so it is recognisable in a secrets store. */
export const newWebhookSecret = () => `whsec_${crypto.randomBytes(32).toString('base64url')}`;
