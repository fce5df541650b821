/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Backblaze B2…) over plain
 * fetch with AWS Signature Version 4, so no SDK is needed. Enabled by the S3_* variables.
 */
import crypto from 'node:crypto';
import type { DocumentStorage } from './storage';

export type S3Config = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; unset = AWS (https://s3.{region}.amazonaws.com). */
  endpoint: string | undefined;
  /** Bucket in the path (MinIO and most S3-compatible servers) instead of the host name. */
  forcePathStyle: boolean;
};

/** S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY switch storage to S3; S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE refine it. */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3Config | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (!bucket || !accessKeyId || !secretAccessKey) return undefined;
  const endpoint = value('S3_ENDPOINT')?.replace(/(?<!\/)\/+$/, '');
  const pathStyle = value('S3_FORCE_PATH_STYLE');
  return {
    bucket,
    region: value('S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    endpoint,
    forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : Boolean(endpoint),
  };
}

const sha256 = (data: string | Uint8Array) =>
  crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: crypto.BinaryLike, data: string) =>
  crypto.createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of each path segment, as SigV4 for S3 requires (slashes kept). */
export const encodeKey = (key: string) =>
  key
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');

/** The Authorization header of a SigV4-signed S3 request. `headers` must include host, x-amz-date and x-amz-content-sha256. */
export function signS3Request(opts: {
  method: string;
  path: string;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): string {
  const names = Object.keys(opts.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(
    Object.entries(opts.headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')]),
  );
  const canonicalHeaders = names.map((name) => `${name}:${lower[name]}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    opts.method,
    opts.path,
    '',
    canonicalHeaders,
    signedHeaders,
    opts.payloadHash,
  ].join('\n');
  const amzDate = lower['x-amz-date']!;
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${opts.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${opts.secretAccessKey}`, day), opts.region), 's3'),
    'aws4_request',
  );
  const signature = crypto.createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${opts.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export function s3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): DocumentStorage {
  const base = config.endpoint ?? `https://s3.${config.region}.amazonaws.com`;
  const baseUrl = new URL(base);

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array) {
    const host = config.forcePathStyle ? baseUrl.host : `${config.bucket}.${baseUrl.host}`;
    const path = `${baseUrl.pathname.replace(/(?<!\/)\/+$/, '')}${config.forcePathStyle ? `/${encodeKey(config.bucket)}` : ''}/${encodeKey(key)}`;
    const payloadHash = sha256(body ?? '');
    const amzDate = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const headers: Record<string, string> = {
      host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
    };
    const authorization = signS3Request({
      method,
      path,
      headers,
      payloadHash,
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
    });
    const { host: _host, ...sent } = headers;
    return fetchImpl(`${baseUrl.protocol}//${host}${path}`, {
      method,
      headers: {
        ...sent,
        authorization,
        ...(body ? { 'content-type': 'application/octet-stream' } : {}),
      },
      body: body ? new Uint8Array(body) : undefined,
    });
  }

  const fail = async (what: string, res: Response) => {
    const detail =
      (await res.text().catch(() => '')).match(/<Code>([^<]+)<\/Code>/)?.[1] ?? res.statusText;
    return new Error(`S3 ${what} failed: HTTP ${res.status} ${detail}`);
  };

  return {
    async put(key, body) {
      const res = await send('PUT', key, body);
      if (!res.ok) throw await fail('upload', res);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw await fail('download', res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw await fail('delete', res);
    },
  };
}
