import type { AppContext } from '../../context';
import { createAltchaChallenge } from './altcha';
import { RECAPTCHA_ACTION } from './recaptcha';

export type BotChallenge =
  | { provider: 'altcha'; challenge: Awaited<ReturnType<typeof createAltchaChallenge>> }
  | { provider: 'recaptcha'; siteKey: string; action: string };

/** What the invitation form needs to prove a human: an ALTCHA challenge, or the reCAPTCHA key. */
export async function createBotChallenge(ctx: AppContext): Promise<BotChallenge> {
  if (ctx.config.recaptcha) {
    return {
      provider: 'recaptcha',
      siteKey: ctx.config.recaptcha.siteKey,
      action: RECAPTCHA_ACTION,
    };
  }
  return { provider: 'altcha', challenge: await createAltchaChallenge(ctx.db) };
}
