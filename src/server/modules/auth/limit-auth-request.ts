/**
 * Rate limits in front of better-auth's endpoints under /api/auth: one per client address
 * and kind of request, and a per-account throttle on sign-in that holds however many
 * addresses an attacker spreads the guesses over.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { RateLimitedError, type RateRule } from '../../lib/rate-limit';

const ADDRESS_RULES: { prefix: string; name: string; rule: RateRule }[] = [
  { prefix: '/api/auth/sign-in/', name: 'sign-in', rule: { window: 60, max: 10 } },
  {
    prefix: '/api/auth/request-password-reset',
    name: 'password-reset-request',
    rule: { window: 60, max: 5 },
  },
  {
    prefix: '/api/auth/send-verification-email',
    name: 'confirmation-request',
    rule: { window: 60, max: 5 },
  },
  { prefix: '/api/auth/reset-password', name: 'password-reset', rule: { window: 60, max: 10 } },
  { prefix: '/api/auth/change-password', name: 'password-change', rule: { window: 60, max: 10 } },
];
const OTHER_REQUESTS = { name: 'auth', rule: { window: 60, max: 120 } };

const SIGN_IN_PATH = '/api/auth/sign-in/email';

/** Wrong passwords for one account, from any address, before that account's sign-in pauses. */
export const ACCOUNT_SIGN_IN_RULE: RateRule = { window: 15 * 60, max: 10 };

export async function limitAuthRequest(
  c: Context<AppEnv>,
  forward: () => Promise<Response>,
): Promise<Response> {
  const { rateLimiter } = c.get('ctx');
  const byAddress = ADDRESS_RULES.find((r) => c.req.path.startsWith(r.prefix)) ?? OTHER_REQUESTS;
  try {
    await rateLimiter.consume(byAddress.name, c.get('clientIp'), byAddress.rule);
    const account =
      c.req.method === 'POST' && c.req.path === SIGN_IN_PATH
        ? await signInAccount(c.req.raw)
        : undefined;
    if (!account) return await forward();
    // Counted before the password is checked, so parallel guesses cannot all slip past the limit.
    await rateLimiter.consume('sign-in-account', account, ACCOUNT_SIGN_IN_RULE);
    const res = await forward();
    if (res.status !== 401)
      await rateLimiter.refund('sign-in-account', account, ACCOUNT_SIGN_IN_RULE);
    return res;
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    // better-auth's client reads a top-level `message`; our clients read `error.message`.
    return c.json(
      { error: { code: error.code, message: error.message }, message: error.message },
      429,
      { 'Retry-After': String(error.retryAfterSeconds) },
    );
  }
}

/** The normalized e-mail of a sign-in, read from a copy of the body better-auth will parse (JSON or form). */
async function signInAccount(request: Request): Promise<string | undefined> {
  const type = request.headers.get('content-type') ?? '';
  let email: unknown;
  if (type.includes('json')) {
    email = (
      (await request
        .clone()
        .json()
        .catch(() => undefined)) as { email?: unknown } | undefined
    )?.email;
  } else if (type.includes('form')) {
    email = (
      await request
        .clone()
        .formData()
        .catch(() => undefined)
    )?.get('email');
  }
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}
