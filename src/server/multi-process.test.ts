/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: started at
 * once on a fresh database (migrations applied once under their advisory lock, one auth
 * secret stored for both), a session made on one valid on the other, a caller changed in
 * the database forgotten by both caches, rate limits counted across both, stale runs
 * claimed by exactly one of them, and a run whose process is killed mid-way finished by
 * the other. Needs TEST_DATABASE_URL; under a minute on two cores.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations } from './db/migrate';
import { withDatabase } from './testing/global-setup';
import { cookieFrom } from './testing/test-app';
import { parseStream, PROFILE } from './modules/agent-sessions/test-helpers';

const url = process.env.TEST_DATABASE_URL;
const FIRST_PORT = Number(process.env.MULTI_PROCESS_PORT ?? 4410);
const PORTS = [FIRST_PORT, FIRST_PORT + 1];
/** What the load balancer would be: both processes share it as APP_URL (origin checks, links). */
const APP_URL = `http://127.0.0.1:${FIRST_PORT + 2}`;
/** Long enough to stop a process while its run waits; harmless, as only tests set it. */
const RUN_DELAY_MS = 3000;

type Server = { child: ChildProcess; base: string; out: string[]; exited: boolean };

function startServer(port: number, databaseUrl: string): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      APP_URL,
      AUTH_SECRET: '',
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'on',
      LLM_PROVIDER: '',
      STRATAGENT_TEST_RUN_DELAY_MS: String(RUN_DELAY_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { child, base: `http://127.0.0.1:${port}`, out: [], exited: false };
  child.stdout!.on('data', (chunk: Buffer) => server.out.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => server.out.push(chunk.toString()));
  child.on('exit', () => {
    server.exited = true;
  });
  return server;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** A request as the browser sends it through the load balancer: same origin, JSON, a cookie. */
async function call(server: Server, path: string, init: { body?: unknown; cookie?: string } = {}) {
  const res = await fetch(`${server.base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      origin: APP_URL,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

/** The JSON log lines a process printed with this message. */
const logged = (server: Server, msg: string) =>
  server.out
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; runId?: string })
    .filter((entry) => entry.msg === msg);

describe.skipIf(!url)('two server processes on one PostgreSQL database', () => {
  let admin: pg.Client;
  let db: pg.Client;
  let name: string;
  let servers: Server[];
  const owner = { email: 'owner@example.com', password: 'Sup3rSecret!' };
  let cookie: string;
  let orgId: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const base = new URL(url!).pathname.slice(1) || 'postgres';
    name = `${base}_mp_${crypto.randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const databaseUrl = withDatabase(url!, name);
    // Both at once, on an empty database: each one migrates, stores or reads the auth secret.
    servers = PORTS.map((port) => startServer(port, databaseUrl));
    for (const server of servers)
      await until(
        `${server.base}/healthz`,
        async () => {
          if (server.exited) throw new Error(`a server exited:\n${server.out.join('')}`);
          return (await fetch(`${server.base}/healthz`)).ok || undefined;
        },
        45_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${server.out.join('')}`);
      });
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    for (const server of servers ?? []) if (!server.exited) server.child.kill('SIGKILL');
    await db?.end();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  it('applies the migrations once and shares one stored auth secret', async () => {
    const { rows } = await db.query<{ name: string }>('select name from schema_migrations');
    expect(rows.map((r) => r.name).sort()).toEqual(listMigrations().map((m) => m.name));
    const secrets = await db.query("select 1 from app_settings where key = 'auth_secret'");
    expect(secrets.rowCount).toBe(1);
    for (const server of servers) expect(server.exited).toBe(false);
  });

  it('accepts on one process the session signed in on the other', async () => {
    // Each process printed a setup link; the one stored last is the one that works.
    const tokens = servers.flatMap((s) =>
      [...s.out.join('').matchAll(/\/setup\?token=([\w-]+)/g)].map((m) => m[1]!),
    );
    const valid = [];
    for (const token of tokens)
      if ((await call(servers[0]!, '/api/v1/setup/check', { body: { token } })).json.data.valid)
        valid.push(token);
    expect(valid).toHaveLength(1);
    const setup = await call(servers[0]!, '/api/v1/setup', {
      body: {
        token: valid[0],
        name: 'Olive Owner',
        ...owner,
        confirmPassword: owner.password,
        organizationName: 'Harbor Roasters Ltd',
      },
    });
    expect(setup.status).toBe(201);
    cookie = cookieFrom(setup.headers);
    orgId = setup.json.data.organizationId;

    const me = await call(servers[1]!, '/api/v1/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.json.data.user.email).toBe(owner.email);
    const context = await call(servers[1]!, `/api/v1/business-context/organization/${orgId}`, {
      cookie,
      body: PROFILE,
    });
    expect(context.status).toBe(200);
  });

  it('forgets on both processes, within a notification, a caller changed in the database', async () => {
    const name = async (server: Server) =>
      (await call(server, '/api/v1/me', { cookie })).json.data.user.name as string;
    // Each process now holds the caller in its cache (30 s): only the NOTIFY of migration
    // 0029's trigger can make it see the change within the two seconds below.
    for (const server of servers) expect(await name(server)).toBe('Olive Owner');
    await db.query("update users set name = 'Olive O. Owner' where email = $1", [owner.email]);
    for (const server of servers)
      await until(
        'the renamed caller',
        async () => ((await name(server)) === 'Olive O. Owner' ? true : undefined),
        2_000,
      );
  });

  it('shows on both processes, within a notification, a campaign made on either', async () => {
    const names = async (server: Server) =>
      ((await call(server, '/api/v1/campaigns', { cookie })).json.data as { name: string }[])
        .map((c) => c.name)
        .sort();
    // Each process now keeps this page until the organization's campaigns change: only
    // migration 0035's NOTIFY can show the other process's new campaign.
    for (const server of servers) expect(await names(server)).toEqual([]);
    const made = await call(servers[0]!, '/api/v1/campaigns', {
      cookie,
      body: { name: 'Harbor blend' },
    });
    expect(made.status).toBe(201);
    expect(await names(servers[0]!)).toEqual(['Harbor blend']);
    await until(
      'the campaign on the other process',
      async () => ((await names(servers[1]!)).length === 1 ? true : undefined),
      2_000,
    );
  });

  it('shows on both processes, within a notification, dashboard figures changed on either', async () => {
    const count = async (server: Server) =>
      (await call(server, '/api/v1/dashboard/metrics', { cookie })).json.data
        .campaign_count as number;
    // Each process now keeps this answer until the organization changes: only migration
    // 0037's NOTIFY can show the other process's new campaign.
    const before = await count(servers[0]!);
    expect(await count(servers[1]!)).toBe(before);
    const made = await call(servers[1]!, '/api/v1/campaigns', {
      cookie,
      body: { name: 'Dock blend' },
    });
    expect(made.status).toBe(201);
    expect(await count(servers[1]!)).toBe(before + 1);
    await until(
      'the new count on the other process',
      async () => ((await count(servers[0]!)) === before + 1 ? true : undefined),
      2_000,
    );
  });

  it('counts sign-in attempts on both processes against one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(servers[i % 2]!, '/api/auth/sign-in/email', {
        body: { email: owner.email, password: 'not-the-password' },
      });
      statuses.push(res.status);
    }
    // Ten wrong passwords per minute from one address, wherever they land; the eleventh waits.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect((await call(servers[0]!, '/api/v1/me', { cookie })).status).toBe(200);
  });

  it('claims each stale run on exactly one process', async () => {
    const sessions: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call(servers[i % 2]!, '/api/v1/agent-sessions', {
        cookie,
        body: { agent_type: 'strategy' },
      });
      sessions.push(res.json.data.id);
    }
    // Runs as a third process that died would leave them; both sweepers race for them.
    const { rows } = await db.query<{ id: string }>(
      `insert into agent_runs (org_id, session_id, status, tool, created_by, created_at, heartbeat_at)
       select org_id, id, 'running', 'swot', created_by, now() - interval '2 minutes', now() - interval '1 minute'
       from agent_sessions where id = any($1) returning id`,
      [sessions],
    );
    const ids = rows.map((r) => r.id);
    await until(
      'the stale runs to finish',
      async () => {
        const done = await db.query(
          "select 1 from agent_runs where id = any($1) and status = 'succeeded'",
          [ids],
        );
        return done.rowCount === ids.length || undefined;
      },
      30_000,
    );
    const runs = await db.query<{ attempts: number; outputs: number }>(
      `select r.attempts, (select count(*)::int from agent_outputs o where o.session_id = r.session_id) as outputs
       from agent_runs r where r.id = any($1)`,
      [ids],
    );
    expect(runs.rows.every((r) => r.attempts === 2 && r.outputs === 1)).toBe(true);
    const claims = servers.flatMap((s) => logged(s, 'resuming an agent run').map((e) => e.runId));
    expect(claims.sort()).toEqual([...ids].sort());
  });

  it('finishes on the other process a run whose process was killed mid-way', async () => {
    const [first, second] = servers as [Server, Server];
    const session = await call(first, '/api/v1/agent-sessions', {
      cookie,
      body: { agent_type: 'strategy' },
    });
    const sessionId = session.json.data.id as string;
    const res = await fetch(`${first.base}/api/v1/agent-sessions/${sessionId}/runs`, {
      method: 'POST',
      headers: { origin: APP_URL, 'content-type': 'application/json', cookie },
      body: JSON.stringify({ tool: 'swot', message: 'Where should we grow?' }),
    });
    expect(res.status).toBe(200);
    const runId = res.headers.get('x-run-id')!;
    // Read the stream until the run works on its content (it waits there), then kill its process.
    const reader = res.body!.getReader();
    let text = '';
    const working = () =>
      // Complete lines only: a read may end in the middle of an event.
      parseStream(text.slice(0, text.lastIndexOf('\n') + 1)).some(
        (c) => c.type === 'data-progress' && (c.data as { step: number }).step === 2,
      );
    while (!working()) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended early: ${text}`);
      text += new TextDecoder().decode(value);
    }
    first.child.kill('SIGKILL');
    await reader.cancel().catch(() => undefined);

    const detail = await until(
      'the run to be finished by the other process',
      async () => {
        const got = await call(second, `/api/v1/agent-sessions/${sessionId}`, { cookie });
        return got.json.data.runs[0].status === 'running' ? undefined : got.json.data;
      },
      45_000,
    );
    expect(detail.runs[0]).toMatchObject({ id: runId, status: 'succeeded' });
    expect(detail.session.status).toBe('idle');
    expect(detail.outputs).toHaveLength(1);
    expect(detail.outputs[0].id).toBe(detail.runs[0].output_id);
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    const { rows } = await db.query('select attempts from agent_runs where id = $1', [runId]);
    expect(rows[0].attempts).toBe(2);
    expect(logged(second, 'resuming an agent run').map((e) => e.runId)).toContain(runId);
  }, 60_000);
});
