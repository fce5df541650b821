/**
 * Light on the wire: the web build's files are served from their brotli or gzip siblings
 * (written at build time next to each file as `<file>.br` and `<file>.gz`), and whole
 * answers of a compressible type (JSON, HTML, scripts, styles, SVG) are compressed on the
 * fly from 1 KB. Streams (the agents' SSE answers) are never read here, so they stay
 * unbuffered.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { getMimeType } from 'hono/utils/mime';

/** Smaller answers gain less than the header and the work cost. */
export const COMPRESS_MIN_BYTES = 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Whole answers only: no text/event-stream, no text/plain (the AI SDK's text streams). */
const COMPRESSIBLE =
  /^(?:application\/(?:json|javascript|xml)|text\/(?:html|css|javascript|xml)|image\/svg\+xml)\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

type Encoding = 'br' | 'gzip';
const SIBLING: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Up to this an answer is compressed at once, on the event loop: brotli at quality 4 with a
 * 256 KB window takes from about 50 µs for a page of JSON to a few tenths of a millisecond for
 * a page of outputs (about 100 KB), less than handing the work to the thread pool and back
 * (0.4 ms, more on a busy machine), for about 6 % more bytes.
 */
const INLINE_MAX_BYTES = 128 * 1024;
const inline: Record<Encoding, (body: Uint8Array) => Buffer> = {
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => zlib.gzipSync(body, { level: 4 }),
};
/**
 * Larger answers, off the event loop: quality 5 and level 6, most of the gain for a fraction
 * of the maximum's time.
 */
const compressors: Record<Encoding, (body: Uint8Array) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => gzip(body, { level: 6 }),
};

/** The encodings the client accepts, best first (brotli before gzip); `q=0` refuses one. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean);
    q.set(name, weight === undefined ? 1 : Number(weight));
  }
  return (['br', 'gzip'] as const).filter((e) => (q.get(e) ?? q.get('*') ?? 0) > 0);
}

/** A Buffer as the Uint8Array a Response takes, without a copy. */
const bytes = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

const addVary = (headers: Headers) => {
  const vary = headers.get('vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
};

/** Compresses a whole answer of a compressible type from COMPRESS_MIN_BYTES. */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get('content-type');
  if (
    c.req.method === 'HEAD' ||
    res.status === 204 ||
    res.status === 206 ||
    res.headers.has('content-encoding') ||
    !type ||
    !COMPRESSIBLE.test(type) ||
    NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')
  ) {
    return;
  }
  // An answer that states a length under the threshold stays as it is, unread, like those
  // above: reading `body` makes the Node adapter build a whole fetch Response for it.
  const length = res.headers.get('content-length');
  if (length !== null && Number(length) < COMPRESS_MIN_BYTES) {
    addVary(res.headers);
    return;
  }
  if (!res.body) return;
  addVary(res.headers);
  const encoding = acceptedEncodings(c.req.header('accept-encoding'))[0];
  if (!encoding) return;
  const body = new Uint8Array(await res.arrayBuffer());
  if (body.byteLength < COMPRESS_MIN_BYTES) {
    c.res = new Response(body, res);
    return;
  }
  const compressed =
    body.byteLength <= INLINE_MAX_BYTES
      ? inline[encoding](body)
      : await compressors[encoding](body);
  // Hono copies the replaced answer's headers onto the new one: fix them on the old first.
  res.headers.set('content-encoding', encoding);
  res.headers.set('content-length', String(compressed.byteLength));
  const etag = res.headers.get('etag');
  if (etag && !etag.startsWith('W/')) res.headers.set('etag', `W/${etag}`);
  c.res = new Response(bytes(compressed), res);
};

/**
 * A JSON answer served many times over from a cache: serialised once, and compressed at most
 * once per encoding, on the first request that takes it. `T` is the value's type, so the
 * answer keeps its route's typed contract.
 */
export type SharedJson<T> = {
  text: string;
  /** `text`'s length in UTF-8 bytes. */
  textBytes: number;
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  /** Types only: what `text` holds. */
  readonly value?: T;
};

export const sharedJson = <T>(value: T): SharedJson<T> => {
  const text = JSON.stringify(value);
  return { text, textBytes: Buffer.byteLength(text, 'utf8'), encoded: {} };
};

/** The 200 answer of a SharedJson in the best encoding the client takes (compressAnswers leaves it be). */
export function sharedJsonResponse<T>(c: Context, answer: SharedJson<T>) {
  const headers = new Headers({ 'content-type': 'application/json' });
  addVary(headers);
  const encoding =
    answer.text.length >= COMPRESS_MIN_BYTES
      ? acceptedEncodings(c.req.header('accept-encoding'))[0]
      : undefined;
  let res: Response;
  if (encoding) {
    const body = (answer.encoded[encoding] ??= bytes(
      inline[encoding](Buffer.from(answer.text, 'utf8')),
    ));
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.byteLength));
    res = new Response(body, { headers });
  } else {
    headers.set('content-length', String(answer.textBytes));
    res = new Response(answer.text, { headers });
  }
  return res as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}

/**
 * The web build's files, from their precompressed sibling when the client takes one.
 * Hashed files under /assets/ never change and are cached for a year. Folders and
 * index.html fall through: the web app's index is answered elsewhere.
 */
export function serveWebFiles(root: string): MiddlewareHandler {
  const base = path.resolve(root);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    if (relative.includes('\0') || relative.split('/').includes('..')) return next();
    const file = path.join(base, relative);
    if (!file.startsWith(base + path.sep) || path.basename(file) === 'index.html') return next();
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return next();

    const headers = new Headers({
      'content-type': getMimeType(file) ?? 'application/octet-stream',
    });
    if (c.req.path.startsWith('/assets/')) headers.set('cache-control', IMMUTABLE);
    let served = file;
    let size = stat.size;
    if (COMPRESSIBLE.test(headers.get('content-type')!)) {
      addVary(headers);
      for (const encoding of acceptedEncodings(c.req.header('accept-encoding'))) {
        const sibling = await fs.stat(file + SIBLING[encoding]).catch(() => null);
        if (!sibling?.isFile()) continue;
        served = file + SIBLING[encoding];
        size = sibling.size;
        headers.set('content-encoding', encoding);
        break;
      }
    }
    headers.set('content-length', String(size));
    if (c.req.method === 'HEAD') return new Response(null, { headers });
    return new Response(bytes(await fs.readFile(served)), { headers });
  };
}
