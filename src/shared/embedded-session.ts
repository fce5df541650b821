/**
 * index.html carries the caller's session (what GET /api/v1/me answers, or null when signed
 * out) in a non-executed JSON block with this id, so the web app's guards decide on the
 * first render instead of waiting for one more round trip.
 */
export const EMBEDDED_SESSION_ID = 'stratagent-session';

/**
 * A page the server rendered for a signed-in visitor carries, beside it, the API answers it
 * shows (TanStack Query's dehydrated cache), so the web app's first render matches it.
 */
export const EMBEDDED_QUERIES_ID = 'stratagent-queries';
