import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  acceptedEncodings,
  compressAnswers,
  serveWebFiles,
  sharedJson,
  sharedJsonResponse,
} from './compression';

const script = 'export const answer = 42;\n'.repeat(100);

describe('content negotiation', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0, identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe('web build files', () => {
  let root: string;
  let app: Hono;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(root, 'assets'));
    const file = path.join(root, 'assets/index-abc123.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    fs.writeFileSync(path.join(root, 'logo.svg'), `<svg>${' '.repeat(2000)}</svg>`);
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
    app = new Hono();
    app.use('*', compressAnswers);
    app.use('*', serveWebFiles(root));
    app.get('*', (c) => c.text('spa index'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const get = (url: string, encoding?: string) =>
    app.request(url, { headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('serves the brotli sibling of a hashed asset, cached for good', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('serves the gzip sibling when brotli is refused, and the file itself when both are', async () => {
    const gz = await get('/assets/index-abc123.js', 'br;q=0, gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });

  it('compresses a file without siblings on the fly, and leaves index.html to the web app', async () => {
    const svg = await get('/logo.svg', 'gzip');
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get('content-encoding')).toBe('gzip');
    expect(svg.headers.get('cache-control')).toBeNull();
    expect(await (await get('/index.html')).text()).toBe('spa index');
    expect(await (await get('/assets/../index.html')).text()).toBe('spa index');
  });
});

describe('API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('compresses JSON over 1 KB and not smaller answers', async () => {
    const big = await t.app.request('/api/openapi.json', { headers: { 'accept-encoding': 'br' } });
    expect(big.headers.get('content-encoding')).toBe('br');
    expect(big.headers.get('vary')).toMatch(/Accept-Encoding/);
    const body = zlib.brotliDecompressSync(Buffer.from(await big.arrayBuffer())).toString();
    expect(JSON.parse(body)).toHaveProperty('openapi', '3.1.0');

    const small = await t.app.request('/healthz', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });
  });

  it('leaves an event stream unbuffered: the first event arrives before the stream ends', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const app = new Hono();
    app.use('*', compressAnswers);
    app.get('/stream', (c) =>
      streamSSE(c, async (stream) => {
        await stream.writeSSE({ data: 'x'.repeat(4096) });
        await held;
      }),
    );
    const res = await app.request('/stream', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    const first = await res.body!.getReader().read();
    expect(new TextDecoder().decode(first.value)).toContain('data: xxxx');
    release();
  });
});

describe('answers it leaves as they are', () => {
  it('never reads the body of an answer already encoded, or of a type it does not compress', async () => {
    // Reading `body` makes the Node adapter turn its light answer into a whole fetch Response.
    const untouched = (headers: Record<string, string>) =>
      new (class extends Response {
        override get body(): never {
          throw new Error('read the body');
        }
      })(null, { headers });
    const app = new Hono();
    app.use('*', compressAnswers);
    app.get('/encoded', () =>
      untouched({ 'content-type': 'application/json', 'content-encoding': 'br' }),
    );
    app.get('/binary', () => untouched({ 'content-type': 'image/png' }));
    app.get('/small', () =>
      untouched({ 'content-type': 'application/json', 'content-length': '200' }),
    );
    for (const path of ['/encoded', '/binary', '/small']) {
      const res = await app.request(path, { headers: { 'accept-encoding': 'br' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(path === '/encoded' ? 'br' : null);
    }
  });
});

describe('a shared JSON answer', () => {
  const serve = (answer: ReturnType<typeof sharedJson>) => {
    const app = new Hono();
    app.use('*', compressAnswers);
    app.get('/', (c) => sharedJsonResponse(c, answer));
    return app;
  };

  it('is compressed once per encoding and answers the same bytes every time', async () => {
    const answer = sharedJson({
      rows: Array.from({ length: 200 }, (_, i) => ({ i, name: `row ${i}` })),
    });
    const app = serve(answer);
    const first = await app.request('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const stored = answer.encoded.br;
    const second = await app.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(answer.encoded.br).toBe(stored);
    const body = Buffer.from(await second.arrayBuffer());
    expect(zlib.brotliDecompressSync(body).toString()).toBe(answer.text);
    const gzipped = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    const unzipped = zlib.gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString();
    expect(JSON.parse(unzipped)).toEqual(JSON.parse(answer.text));
  });

  it('goes as it is to a client that takes no encoding, or when small', async () => {
    const plain = await serve(sharedJson({ rows: 'x'.repeat(5000) })).request('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).rows).toHaveLength(5000);
    const small = await serve(sharedJson({ ok: true })).request('/', {
      headers: { 'accept-encoding': 'br' },
    });
    expect([small.headers.get('content-encoding'), await small.json()]).toEqual([
      null,
      { ok: true },
    ]);
    const accented = sharedJson({ name: 'Café Crème' });
    const stated = await serve(accented).request('/');
    expect(Number(stated.headers.get('content-length'))).toBe(
      (await stated.arrayBuffer()).byteLength,
    );
  });
});
