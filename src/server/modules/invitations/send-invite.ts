import type { OrganizationType } from '@/shared/constants';
import type { AppContext } from '../../context';
import { createInvite, findActiveInvite } from './create-invite';

/**
 * Whitelists an address and e-mails the invitation. When only the e-mail fails (SMTP down),
 * the invite stands and `emailSent` is false, so the admin can tell the person another way.
 */
export async function sendInvite(
  ctx: AppContext,
  opts: {
    email: string;
    organizationType: OrganizationType;
    invitedBy: string;
    requestId?: string;
  },
) {
  const email = opts.email.trim().toLowerCase();
  try {
    await createInvite(ctx.db, ctx.mailer, { ...opts, email, appUrl: ctx.config.appUrl });
    return { emailSent: true };
  } catch (error) {
    if (!(await findActiveInvite(ctx.db, email))) throw error;
    ctx.logger.error({ err: error, to: email }, 'invitation e-mail not delivered');
    return { emailSent: false };
  }
}
