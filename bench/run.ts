/**
 * `npm run bench`: latency of the requests a signed-in user makes most, measured in
 * process against a fresh embedded database loaded with the demo organizations.
 * Prints p50/p95 per request and fails (exit 1) when a p95 target is missed.
 * Targets are for this repository's reference machine (2 cores); run on an idle machine.
 */
import { PGlite } from '@electric-sql/pglite';
import { createApp } from '../src/server/app';
import { buildContext } from '../src/server/bootstrap';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createLogger } from '../src/server/lib/logger';
import { loadDemo } from '../src/server/modules/demo/load-demo';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);

type Case = { name: string; path: string; method?: string; body?: unknown; p95TargetMs: number };

async function main() {
  const config = { ...loadConfig({ PORT: '3000', RATE_LIMITS: 'off', LOG_LEVEL: 'silent' }) };
  const database = await openDatabase({ kind: 'pglite', client: await PGlite.create() });
  const ctx = await buildContext({ config, database, logger: createLogger('silent') });
  const app = createApp(ctx);
  const { accounts } = await loadDemo(ctx);
  const sme = accounts[0]!;

  const signIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: config.appUrl },
    body: JSON.stringify({ email: sme.email, password: sme.password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const campaigns = (await (
    await app.request('/api/v1/campaigns', { headers: { cookie } })
  ).json()) as { data: { id: string }[] };
  const campaignId = campaigns.data[0]!.id;

  const cases: Case[] = [
    { name: 'GET /me', path: '/api/v1/me', p95TargetMs: 100 },
    { name: 'GET /dashboard/metrics (cached)', path: '/api/v1/dashboard/metrics', p95TargetMs: 50 },
    {
      name: 'GET /dashboard/recommendations',
      path: '/api/v1/dashboard/recommendations',
      p95TargetMs: 150,
    },
    { name: 'GET /campaigns', path: '/api/v1/campaigns', p95TargetMs: 100 },
    {
      name: 'GET /campaigns/{id}/metrics',
      path: `/api/v1/campaigns/${campaignId}/metrics`,
      p95TargetMs: 100,
    },
    { name: 'GET /outputs', path: '/api/v1/outputs', p95TargetMs: 100 },
    {
      name: 'GET /documents/search?q=coffee',
      path: '/api/v1/documents/search?q=coffee',
      p95TargetMs: 100,
    },
  ];

  let failed = 0;
  console.log(`${ITERATIONS} requests each, after 5 warm-up requests\n`);
  console.log(
    'request'.padEnd(40),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'target'.padStart(8),
  );
  for (const c of cases) {
    const run = async () => {
      const res = await app.request(c.path, {
        method: c.method ?? 'GET',
        headers: { cookie, origin: config.appUrl },
      });
      if (!res.ok) throw new Error(`${c.name} answered ${res.status}`);
      await res.arrayBuffer();
    };
    for (let i = 0; i < 5; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length * 0.5)]!;
    const p95 = times[Math.floor(times.length * 0.95)]!;
    const ok = p95 <= c.p95TargetMs;
    if (!ok) failed++;
    console.log(
      c.name.padEnd(40),
      p50.toFixed(1).padStart(8),
      p95.toFixed(1).padStart(8),
      `${c.p95TargetMs}`.padStart(8),
      ok ? '' : '  MISSED',
    );
  }
  await database.close();
  console.log(failed ? `\n${failed} target(s) missed` : '\nAll targets met');
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
