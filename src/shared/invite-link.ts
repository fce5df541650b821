import { z } from 'zod';

/** The query parameter of a sign-up link that carries the invitation's single-use token. */
export const INVITE_TOKEN_PARAM = 'invite';

/** An invitation token as a client sends it back; anything longer cannot be one of ours. */
export const inviteTokenSchema = z.string().trim().max(128);
