/**
 * A whole application on its own fresh database, driven through `app.request()` as a
 * client would. Factories create invited users and sign them in.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { INVITE_TOKEN_PARAM } from '@/shared/invite-link';
import { createApp } from '../app';
import { buildContext } from '../bootstrap';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createLogger, type Logger } from '../lib/logger';
import { createInvite } from '../modules/invitations/create-invite';
import { withDatabase } from './global-setup';

export const TEST_ORIGIN = 'http://localhost:3000';

export async function openTestDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const copy = await copyPgTemplate(url, template);
    const database = await openDatabase({ kind: 'postgres', url: copy.url, max: 4 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await copy.drop();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplatePath'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return openDatabase({ kind: 'pglite', client });
}

/** A fresh PostgreSQL database cloned from the migrated template: its URL, for opening it more than once. */
export async function copyPgTemplate(url: string, template: string) {
  const name = `stratagent_t${crypto.randomBytes(4).toString('hex')}_${process.ppid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { logger?: Logger } = {},
) {
  const config: Config = {
    ...loadConfig({ PORT: '3000', RATE_LIMITS: 'off', LOG_LEVEL: 'silent' }),
    // Thousands of sign-ups and sign-ins: scrypt at 2^10 instead of 2^14 (auth/password-hash.ts).
    passwordHashCost: 2 ** 10,
    ...overrides,
  };
  const database = await openTestDatabase();
  const logger = options.logger ?? createLogger('silent');
  const ctx = await buildContext({ config, database, logger, cliSecret: 'test-cli-secret' });
  const app = createApp(ctx);

  /** A request as the browser app sends it: same origin, JSON, with an optional cookie. */
  async function request(
    path: string,
    init: {
      method?: string;
      body?: unknown;
      cookie?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.cookie) headers.cookie = init.cookie;
    const res = await app.request(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers };
  }

  /** Invites, signs up and returns a signed-in user with their organization. */
  async function createUser(
    opts: {
      email?: string;
      password?: string;
      organizationName?: string;
      organizationType?: 'SME' | 'AGENCY';
    } = {},
  ) {
    const email = opts.email ?? `user-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const password = opts.password ?? 'Sup3rSecret!';
    const organizationType = opts.organizationType ?? 'SME';
    const { signupUrl } = await createInvite(ctx.db, ctx.mailer, {
      email,
      organizationType,
      appUrl: config.appUrl,
    });
    const res = await request('/api/v1/auth/signup', {
      body: {
        invite: inviteTokenOf(signupUrl),
        email,
        password,
        confirmPassword: password,
        organizationName: opts.organizationName ?? 'Acme Bakery',
        organizationType,
      },
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
    const cookie = cookieFrom(res.headers);
    return {
      email,
      password,
      cookie,
      userId: res.json.data.user.id as string,
      orgId: res.json.data.organization.id as string,
    };
  }

  async function signIn(email: string, password: string) {
    const res = await request('/api/auth/sign-in/email', { body: { email, password } });
    return { ...res, cookie: cookieFrom(res.headers) };
  }

  return { app, ctx, config, request, createUser, signIn, close: () => database.close() };
}

/** The invitation token carried by a sign-up link. */
export const inviteTokenOf = (signupUrl: string) =>
  new URL(signupUrl).searchParams.get(INVITE_TOKEN_PARAM) ?? undefined;

export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
