/**
 * reCAPTCHA Enterprise, used instead of ALTCHA when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET
 * are set. With RECAPTCHA_PROJECT_ID the token is checked through the Enterprise assessment
 * API (RECAPTCHA_SECRET is then a Google Cloud API key); without it, through siteverify
 * (RECAPTCHA_SECRET is the key's legacy secret). Not exercised by the tests: it needs Google.
 */
import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';

export const RECAPTCHA_ACTION = 'submit_invitation_request';
const MIN_SCORE = 0.5;
const TIMEOUT_MS = 5_000;

type RecaptchaConfig = NonNullable<Config['recaptcha']>;

type Assessment = {
  tokenProperties?: { valid?: boolean; action?: string };
  riskAnalysis?: { score?: number };
};
type SiteVerify = { success?: boolean; action?: string; score?: number };

export async function verifyRecaptchaToken(
  config: RecaptchaConfig,
  opts: { token: string; clientIp: string; logger: Logger },
): Promise<boolean> {
  try {
    if (config.projectId) {
      const url = `https://recaptchaenterprise.googleapis.com/v1/projects/${encodeURIComponent(config.projectId)}/assessments?key=${encodeURIComponent(config.secret)}`;
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          event: {
            token: opts.token,
            siteKey: config.siteKey,
            expectedAction: RECAPTCHA_ACTION,
            userIpAddress: opts.clientIp,
          },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`assessment API answered ${res.status}`);
      const body = (await res.json()) as Assessment;
      return (
        body.tokenProperties?.valid === true &&
        body.tokenProperties.action === RECAPTCHA_ACTION &&
        (body.riskAnalysis?.score ?? 0) >= MIN_SCORE
      );
    }
    const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      body: new URLSearchParams({
        secret: config.secret,
        response: opts.token,
        remoteip: opts.clientIp,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
    const body = (await res.json()) as SiteVerify;
    return (
      body.success === true &&
      (body.action ?? RECAPTCHA_ACTION) === RECAPTCHA_ACTION &&
      (body.score ?? 1) >= MIN_SCORE
    );
  } catch (error) {
    opts.logger.warn({ err: error }, 'reCAPTCHA verification failed');
    return false;
  }
}
