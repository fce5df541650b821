import { describe, expect, it } from 'vitest';
import { s3ConfigFromEnv, s3Storage, signS3Request } from './s3-storage';

describe('S3 storage', () => {
  it('signs requests exactly like the AWS Signature Version 4 example (GET object with a range)', () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
    const authorization = signS3Request({
      method: 'GET',
      path: '/test.txt',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('is configured only when bucket and keys are set', () => {
    expect(s3ConfigFromEnv({})).toBeUndefined();
    expect(
      s3ConfigFromEnv({
        S3_BUCKET: 'docs',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
      }),
    ).toEqual({
      bucket: 'docs',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });

  it('puts, gets and deletes objects by signed requests to the bucket', async () => {
    const objects = new Map<string, Buffer>();
    const seen: string[] = [];
    const fakeS3 = async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const headers = init?.headers as Record<string, string>;
      seen.push(`${method} ${url}`);
      expect(headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=key\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
      );
      if (method === 'PUT') objects.set(url, Buffer.from(init!.body as Uint8Array));
      if (method === 'DELETE') objects.delete(url);
      if (method === 'GET') {
        const body = objects.get(url);
        return body
          ? new Response(new Uint8Array(body))
          : new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 });
      }
      return new Response(null, { status: method === 'DELETE' ? 204 : 200 });
    };
    const store = s3Storage(
      {
        bucket: 'docs',
        region: 'eu-west-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        endpoint: 'http://minio:9000',
        forcePathStyle: true,
      },
      fakeS3 as typeof fetch,
    );
    await store.put('org/id-plan (1).pdf', new Uint8Array([1, 2, 3]));
    expect(seen[0]).toBe('PUT http://minio:9000/docs/org/id-plan%20%281%29.pdf');
    expect([...(await store.get('org/id-plan (1).pdf'))!]).toEqual([1, 2, 3]);
    await store.delete('org/id-plan (1).pdf');
    expect(await store.get('org/id-plan (1).pdf')).toBeNull();
  });
});
