/**
 * index.html carries the caller's session (what GET /api/v1/me answers, or null when signed
 * out) in a non-executed JSON block with this id, so the web app's guards decide on the
 * first render instead of waiting for one more round trip.
 */
export const EMBEDDED_SESSION_ID = 'stratagent-session';
