import { MESSAGES } from '@/shared/messages';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { verifyAltchaPayload } from './altcha';
import { verifyRecaptchaToken } from './recaptcha';

export type BotCheckProof = { altcha?: string | undefined; recaptchaToken?: string | undefined };

/** Throws the seed's 'Security validation failed' unless the proof passes the configured check. */
export async function verifyBotCheck(
  ctx: AppContext,
  proof: BotCheckProof,
  clientIp: string,
): Promise<void> {
  const { recaptcha } = ctx.config;
  let passed = false;
  if (recaptcha) {
    passed =
      Boolean(proof.recaptchaToken) &&
      (await verifyRecaptchaToken(recaptcha, {
        token: proof.recaptchaToken!,
        clientIp,
        logger: ctx.logger,
      }));
  } else {
    passed = Boolean(proof.altcha) && (await verifyAltchaPayload(ctx.db, proof.altcha!));
  }
  if (!passed) throw new AppError('bad_request', MESSAGES.invitation.securityFailed);
}
