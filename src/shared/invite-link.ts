import { z } from 'zod';

/** The query parameter of a sign-up link that carries the invitation's single-use token. */
export const INVITE_TOKEN_PARAM = 'invite';

/** Days an invitation can be used after it was last sent (PRODUCT.md); sending it again restarts them. */
export const INVITATION_VALID_DAYS = 14;

/** An invitation token as a client sends it back; anything longer cannot be one of ours. */
export const inviteTokenSchema = z.string().trim().max(128);
