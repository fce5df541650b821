/**
 * Every request body is capped before anything reads or parses it, chunked bodies included
 * (hono's bodyLimit counts the stream), so a huge JSON body costs the server nothing.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { AppError } from './errors';

/** The largest JSON body any route accepts; the biggest real one (a business context) is a few KB. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** Routes that take a file and enforce a larger limit of their own (documents 10 MB, metrics CSV 2 MB). */
const OWN_LIMIT: { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/v1\/documents$/ },
  { method: 'POST', path: /^\/api\/v1\/campaigns\/[^/]+\/metrics\/import$/ },
];

const capJsonBody = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: () => {
    throw new AppError(
      'payload_too_large',
      `The request body is larger than ${JSON_BODY_MAX_BYTES / (1024 * 1024)} MB.`,
    );
  },
});

export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  const own = OWN_LIMIT.some((r) => r.method === c.req.method && r.path.test(c.req.path));
  return own ? next() : capJsonBody(c, next);
};
