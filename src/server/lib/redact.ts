/**
 * Scrubs the secrets that travel inside links: reset, confirmation, setup and invitation
 * tokens. Used where a link is kept or written somewhere that is not its delivery channel
 * (the outbox when SMTP delivers, request logs). Every pattern is a fixed prefix followed by
 * one character class, so it runs in linear time on any input.
 */
export const REDACTED = '[redacted]';

/** Query parameters that carry a single-use secret (`;` also ends the `&amp;` of HTML). */
const SECRET_QUERY_PARAM = /([?&;](?:token|invite|code)=)[^&#\s"'<>]+/gi;

/** Path segments that are themselves a secret, such as better-auth's `/reset-password/<token>`. */
const SECRET_PATH_SEGMENT =
  /(\/(?:reset-password|verify-email|invite|accept-invitation)\/)[^/?#&\s"'<>]+/gi;

export function redactUrlSecrets(text: string): string {
  return text
    .replace(SECRET_QUERY_PARAM, `$1${REDACTED}`)
    .replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
}
