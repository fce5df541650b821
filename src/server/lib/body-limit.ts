/**
 * Every request body is capped before anything reads or parses it, chunked bodies included
 * (hono's bodyLimit counts the stream), so a huge JSON body costs the server nothing.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { METRICS_IMPORT_MAX_BYTES } from '@/shared/campaign-metrics';
import { DOCUMENT_MAX_BYTES } from '@/shared/documents';
import { WHITE_LABEL_LIMITS } from '@/shared/white-label';
import { AppError } from './errors';

/** The largest JSON body any route accepts; the biggest real one (a business context) is a few KB. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/**
 * Routes that take a file and enforce a larger limit of their own, with their own message
 * (documents 10 MB plus the multipart envelope, metrics CSV 2 MB).
 */
const OWN_LIMIT: { method: string; path: RegExp; maxBytes: number }[] = [
  { method: 'POST', path: /^\/api\/v1\/documents$/, maxBytes: DOCUMENT_MAX_BYTES + 64 * 1024 },
  {
    method: 'POST',
    path: /^\/api\/v1\/campaigns\/[^/]+\/metrics\/import$/,
    maxBytes: METRICS_IMPORT_MAX_BYTES,
  },
  // White-label logo (1 MB) and favicon: the route refuses an image too large with its own message.
  {
    method: 'POST',
    path: /^\/api\/v1\/white-label\/(logo|favicon)$/,
    maxBytes: WHITE_LABEL_LIMITS.logoBytes + 64 * 1024,
  },
];

const tooLarge = () =>
  new AppError(
    'payload_too_large',
    `The request body is larger than ${JSON_BODY_MAX_BYTES / (1024 * 1024)} MB.`,
  );

const capJsonBody = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: () => {
    throw tooLarge();
  },
});

/**
 * A declared body up to this size is read and thrown away before the 413 goes out. Closing a
 * connection with unread data makes the kernel reset it, and a reset can destroy the 413 on
 * its way to the client; reading a few megabytes costs far less than a refusal the client
 * never sees. Larger declared bodies are refused at once.
 */
const DISCARD_MAX_BYTES = 16 * 1024 * 1024;
const DISCARD_MAX_MS = 2_000;

async function discardBody(body: ReadableStream<Uint8Array> | null) {
  if (!body) return;
  const reader = body.getReader();
  const deadline = Date.now() + DISCARD_MAX_MS;
  let read = 0;
  try {
    while (Date.now() < deadline && read <= DISCARD_MAX_BYTES) {
      const chunk = await reader.read();
      if (chunk.done) return;
      read += chunk.value.byteLength;
    }
  } catch {
    // The client went away: nothing left to protect.
  } finally {
    reader.releaseLock();
  }
}

/**
 * Whether a request may carry a body. GET and HEAD are answered from the method alone:
 * reading `body` of a GET makes the Node adapter build a whole fetch Request (with an abort
 * signal that only a full garbage collection frees, decision 055), for the null that fetch
 * gives GET and HEAD anyway.
 */
const mayCarryBody = (c: Context<AppEnv>) =>
  c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.raw.body !== null;

export const requestBodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Most requests carry no body: nothing to count.
  if (!mayCarryBody(c)) return next();
  const own = OWN_LIMIT.find((r) => r.method === c.req.method && r.path.test(c.req.path));
  const declared = Number(c.req.header('content-length') ?? 0);
  const overDeclared = declared > (own?.maxBytes ?? JSON_BODY_MAX_BYTES);
  if (overDeclared && declared <= DISCARD_MAX_BYTES) await discardBody(c.req.raw.body);
  // The route's own limit refuses from the declared length, with its own message.
  if (own) return next();
  if (overDeclared) throw tooLarge();
  return capJsonBody(c, next);
};
