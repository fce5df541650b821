/**
 * Single-use invitation tokens: 256 random bits in the e-mailed link, only their SHA-256
 * in the database, so a leaked table cannot be turned into working links.
 */
import crypto from 'node:crypto';
import { INVITATION_VALID_DAYS } from '@/shared/constants';
import { INVITE_TOKEN_PARAM } from '@/shared/invite-link';

export const hashInviteToken = (token: string) =>
  crypto.createHash('sha256').update(token).digest('hex');

/** A fresh token, and until when the invitation it is sent with can be used. */
export function newInviteToken(now = new Date()) {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000);
  return { token, tokenHash: hashInviteToken(token), expiresAt };
}

/** Whether an invitation was last sent more than INVITATION_VALID_DAYS ago. */
export const isInviteExpired = (invite: { expiresAt: Date }, now = new Date()) =>
  invite.expiresAt.getTime() <= now.getTime();

/** Whether `token` opens the invite whose stored hash is `tokenHash`. */
export function matchesInviteToken(tokenHash: string | null, token: string | undefined) {
  if (!tokenHash || !token) return false;
  return crypto.timingSafeEqual(Buffer.from(hashInviteToken(token)), Buffer.from(tokenHash));
}

/** The sign-up link of an invitation; every invitation e-mail builds its link here. */
export function signupLink(appUrl: string, email: string, token: string) {
  return `${appUrl}/signup?${new URLSearchParams({ email, [INVITE_TOKEN_PARAM]: token })}`;
}
