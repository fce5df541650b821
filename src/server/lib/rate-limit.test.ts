import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../app';
import { buildContext } from '../bootstrap';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { copyPgTemplate, createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';
import { createLogger } from './logger';

type App = { request: TestApp['app']['request'] };

/** A sign-in as it reaches the server from `address` (the socket's peer), with optional extra headers. */
async function signInFrom(
  app: App,
  address: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const res = await app.request(
    '/api/auth/sign-in/email',
    {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    json: (await res.json()) as any,
  };
}

const randomEmail = () => `probe-${crypto.randomBytes(4).toString('hex')}@example.com`;

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true });
  });
  afterAll(() => t.close());

  it('eventually answers repeated failed sign-ins with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      statuses.push((await t.signIn('victim@example.com', `Wr0ng-guess-${i}`)).status);
    }
    expect(statuses[0]).toBe(401);
    expect(statuses).toContain(429);
    expect(statuses.slice(statuses.indexOf(429)).every((s) => s === 429)).toBe(true);
  });

  it('answers 429 with the error shape and a Retry-After header', async () => {
    let last: Awaited<ReturnType<typeof signInFrom>> | undefined;
    for (let i = 0; i < 11; i++)
      last = await signInFrom(t.app, '198.51.100.20', randomEmail(), 'Wr0ng-guess!');
    expect(last?.status).toBe(429);
    expect(last?.json.error).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(
        /^Too many attempts\. Please wait \d+ seconds? and try again\.$/,
      ),
    });
    expect(Number(last?.retryAfter)).toBeGreaterThan(0);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const forged = { 'x-forwarded-for': `192.0.2.${i}` };
      statuses.push(
        (await signInFrom(t.app, '198.51.100.21', randomEmail(), 'Wr0ng-guess!', forged)).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('limits sign-up attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await t.request('/api/v1/auth/signup', {
        body: {
          email: `not-invited-${i}@example.com`,
          password: 'Sup3rSecret!',
          confirmPassword: 'Sup3rSecret!',
          organizationName: 'Probe Ltd',
        },
      });
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.json.error.message).toMatch(
          /^Too many attempts\. Please wait \d+ seconds? and try again\.$/,
        );
    }
    expect(statuses[0]).toBe(403);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('rate limits behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true, trustProxy: 1 });
  });
  afterAll(() => t.close());

  it('limits each client by the address the proxy saw', async () => {
    const proxy = '10.0.0.2';
    const viaProxy = (client: string) => ({ 'x-forwarded-for': client });
    const first: number[] = [];
    for (let i = 0; i < 11; i++)
      first.push(
        (await signInFrom(t.app, proxy, randomEmail(), 'Wr0ng!', viaProxy('198.51.100.30'))).status,
      );
    expect(first.at(-1)).toBe(429);
    // Another client behind the same proxy is not affected.
    expect(
      (await signInFrom(t.app, proxy, randomEmail(), 'Wr0ng!', viaProxy('198.51.100.31'))).status,
    ).toBe(401);
    // The limited client cannot escape by prepending a forged address of its own.
    expect(
      (
        await signInFrom(
          t.app,
          proxy,
          randomEmail(),
          'Wr0ng!',
          viaProxy('192.0.2.99, 198.51.100.30'),
        )
      ).status,
    ).toBe(429);
  });

  it('pauses sign-in for an account guessed at from many addresses, and only that account', async () => {
    const victim = await t.createUser();
    const other = await t.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const client = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      statuses.push(
        (await signInFrom(t.app, '10.0.0.2', victim.email, `Wr0ng-guess-${i}`, client)).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);

    const withRightPassword = await signInFrom(
      t.app,
      '10.0.0.2',
      victim.email.toUpperCase(),
      victim.password,
      {
        'x-forwarded-for': '203.0.113.100',
      },
    );
    expect(withRightPassword.status).toBe(429);
    expect(Number(withRightPassword.retryAfter)).toBeGreaterThan(60);
    expect(withRightPassword.json.error.message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes and try again\.$/,
    );

    const otherAccount = await signInFrom(t.app, '10.0.0.2', other.email, other.password, {
      'x-forwarded-for': '203.0.113.101',
    });
    expect(otherAccount.status).toBe(200);
  });

  it('does not count successful sign-ins against the account', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 12; i++) {
      const res = await signInFrom(t.app, '10.0.0.2', user.email, user.password, {
        'x-forwarded-for': `203.0.113.${150 + i}`,
      });
      expect(res.status).toBe(200);
    }
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('rate limits on PostgreSQL (DATABASE_URL)', () => {
  it('holds one limit across two server processes and a restart', async () => {
    const copy = await copyPgTemplate(pgUrl!, inject('pgTemplate'));
    const config = {
      ...loadConfig({ PORT: '3000', LOG_LEVEL: 'silent', DATABASE_URL: copy.url }),
      rateLimits: true,
    };
    const start = async () => {
      const database = await openDatabase({ kind: 'postgres', url: copy.url, max: 2 });
      const ctx = await buildContext({ config, database, logger: createLogger('silent') });
      return { app: createApp(ctx), stop: () => database.close() };
    };
    const servers = [await start(), await start()];
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push(
          (await signInFrom(servers[i % 2]!.app, '198.51.100.40', randomEmail(), 'Wr0ng-guess!'))
            .status,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);

      await servers[0]!.stop();
      servers[0] = await start();
      expect(
        (await signInFrom(servers[0].app, '198.51.100.40', randomEmail(), 'Wr0ng-guess!')).status,
      ).toBe(429);
    } finally {
      for (const server of servers) await server.stop().catch(() => undefined);
      await copy.drop();
    }
  });
});
