/**
 * `npm run bench`: what a request costs beyond the SQL it needs, and how the server holds
 * under concurrent load, on a fresh embedded database loaded with the demo organizations.
 *
 * 1. Sequential, in process: for each hot endpoint the whole request's p50 (middleware,
 *    session, tenant transaction, service, JSON) against the p50 of the bare SQL behind it,
 *    run on the database as the tenant would (one open tenant transaction, no HTTP, no
 *    auth). Target: full ≤ max(3 × bare, bare + 1 ms).
 * 2. Concurrent, against a real listening server in this process (autocannon, 5 s each):
 *    at 10 connections p99 < 25 ms; at 50 connections throughput ≥ 25 % of /healthz's
 *    with p99 ≤ 3 × p50.
 * 3. The same targets for the campaigns list and dashboard metrics once the organization
 *    holds 10 000 campaigns.
 *
 * The targets are ratios measured in one run, so they hold on any machine; run it idle.
 * Exit 1 when a target is missed.
 */
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import { buildContext } from '../src/server/bootstrap';
import { loadConfig } from '../src/server/config';
import { openDatabase, queryRows, type Tx } from '../src/server/db/client';
import { createLogger } from '../src/server/lib/logger';
import { readDashboardMetrics } from '../src/server/modules/dashboard/get-dashboard-metrics';
import { campaignColumns } from '../src/server/modules/campaigns/queries';
import { loadDemo } from '../src/server/modules/demo/load-demo';
import { outputSelect } from '../src/server/modules/outputs/queries';
import { CAMPAIGNS_PAGE_SIZE } from '../src/shared/campaigns';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARM_UP = 20;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4300);
const SCALE_CAMPAIGNS = 10_000;
const OUTPUTS_PAGE = 20;

type Scope = { orgId: string; userId: string; campaignId: string };
type Case = { name: string; path: string; bare: (tx: Tx, s: Scope) => Promise<unknown> };

/** The statements each service runs, in order, with the route's default parameters. */
const CASES: Case[] = [
  {
    name: 'GET /me',
    path: '/api/v1/me',
    bare: async (tx, s) => {
      await tx.execute(sql`select id, name, type, slug from organizations where id = ${s.orgId}`);
      await tx.execute(
        sql`select role_name, client_id from get_user_roles(${s.userId}, ${s.orgId})`,
      );
      await tx.execute(sql`select needs_onboarding from check_onboarding_status(${s.userId})`);
    },
  },
  {
    name: 'GET /dashboard/metrics',
    path: '/api/v1/dashboard/metrics',
    bare: (tx, s) => readDashboardMetrics(tx, s.orgId),
  },
  {
    name: 'GET /dashboard/recommendations',
    path: '/api/v1/dashboard/recommendations',
    bare: async (tx, s) => {
      await readDashboardMetrics(tx, s.orgId);
      await tx.execute(sql`select o.name, bc.company_name, bc.industry
        from organizations o left join business_contexts bc on bc.org_id = o.id
        where o.id = ${s.orgId}::uuid`);
      await tx.execute(sql`select agent_type, count(*)::int as n from agent_outputs
        where org_id = ${s.orgId}::uuid and saved group by agent_type`);
      await tx.execute(sql`select c.id, c.name, c.status, c.budget_cents::double precision as budget_cents,
          c.spent_cents::double precision as spent_cents,
          exists (select 1 from campaign_daily_metrics m where m.campaign_id = c.id) as has_metrics
        from campaigns c where c.org_id = ${s.orgId}::uuid and c.archived_at is null
        order by c.priority_level desc, c.created_at desc, c.id`);
    },
  },
  {
    name: 'GET /campaigns',
    path: '/api/v1/campaigns',
    bare: async (tx, s) => {
      await tx.execute(sql`select ${campaignColumns} from get_campaigns_list(${s.orgId}::uuid,
        false, null::uuid, null::text, ${CAMPAIGNS_PAGE_SIZE}::int, 0)`);
      await tx.execute(sql`select count(*)::int as total from campaigns c
        where c.org_id = ${s.orgId}::uuid and c.archived_at is null`);
    },
  },
  {
    name: 'GET /campaigns/{id}/metrics',
    path: '/api/v1/campaigns/{id}/metrics',
    bare: async (tx, s) => {
      await tx.execute(
        sql`select ${campaignColumns} from get_campaign_details(${s.campaignId}::uuid, ${s.orgId}::uuid)`,
      );
      await tx.execute(sql`select date::text as date, impressions::float8 as impressions,
          clicks::float8 as clicks, conversions::float8 as conversions,
          spend_cents::float8 as spend_cents, revenue_cents::float8 as revenue_cents
        from campaign_daily_metrics
        where campaign_id = ${s.campaignId}::uuid and org_id = ${s.orgId}::uuid order by date`);
    },
  },
  {
    name: 'GET /outputs',
    path: '/api/v1/outputs',
    bare: async (tx) => {
      await tx.execute(
        sql`${outputSelect} where true order by o.created_at desc, o.id limit ${OUTPUTS_PAGE} offset 0`,
      );
      await tx.execute(sql`select count(*)::int as total from agent_outputs o where true`);
    },
  },
  {
    name: 'GET /documents/search?q=coffee',
    path: '/api/v1/documents/search?q=coffee',
    bare: (tx) =>
      tx.execute(sql`select d.id, d.title, d.filename, d.mime_type, d.campaign_id, d.client_id,
          d.created_at, ts_rank(d.search_vector, q)::float8 as rank,
          ts_headline('english', d.title, q, 'HighlightAll=true') as title_headline,
          ts_headline('english', d.text_content, q,
            'MaxWords=35, MinWords=12, ShortWord=2, MaxFragments=2') as snippet
        from documents d, websearch_to_tsquery('english', 'coffee') q
        where d.search_vector @@ q order by rank desc, d.created_at desc limit 20`),
  },
];

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
const ms = (n: number) => n.toFixed(2).padStart(8);
const row = (cells: (string | number)[], widths: number[]) =>
  cells
    .map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!)))
    .join(' ');

let missed = 0;
const verdict = (ok: boolean) => {
  if (!ok) missed++;
  return ok ? 'ok' : 'MISSED';
};

async function main() {
  const started = performance.now();
  const config = loadConfig({
    PORT: String(PORT),
    APP_URL: `http://127.0.0.1:${PORT}`,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
  });
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
  const { data: me } = (await (
    await app.request('/api/v1/me', { headers: { cookie } })
  ).json()) as {
    data: { user: { id: string }; organization: { id: string } };
  };
  const campaigns = (await (
    await app.request('/api/v1/campaigns', { headers: { cookie } })
  ).json()) as { data: { id: string }[] };
  const scope: Scope = {
    orgId: me.organization.id,
    userId: me.user.id,
    campaignId: campaigns.data[0]!.id,
  };
  const pathOf = (c: Case) => c.path.replace('{id}', scope.campaignId);

  const full = async (path: string) => {
    const res = await app.request(path, { headers: { cookie } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    await res.arrayBuffer();
  };

  /** p50 of `run` repeated; the bare runs share one tenant transaction, as a request's queries do. */
  const sample = async (run: () => Promise<unknown>) => {
    for (let i = 0; i < WARM_UP; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b);
  };
  const bareSample = (c: Case) =>
    ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select app_set_tenant(${scope.orgId}, ${scope.userId})`);
      await tx.execute(sql`set local role stratagent_tenant`);
      return sample(() => c.bare(tx, scope));
    });

  const sequential = async (title: string, cases: Case[]) => {
    console.log(`\n${title}: ${ITERATIONS} requests each after ${WARM_UP} warm-up, in process\n`);
    const widths = [34, 8, 8, 8, 8, 8, 7];
    console.log(row(['request', 'full p50', 'full p95', 'SQL p50', 'ratio', 'target', ''], widths));
    for (const c of cases) {
      const bare = p(await bareSample(c), 0.5);
      const times = await sample(() => full(pathOf(c)));
      const p50 = p(times, 0.5);
      const target = Math.max(3 * bare, bare + 1);
      console.log(
        row(
          [
            c.name,
            ms(p50),
            ms(p(times, 0.95)),
            ms(bare),
            `${(p50 / bare).toFixed(1)}×`,
            ms(target),
            verdict(p50 <= target),
          ],
          widths,
        ),
      );
    }
  };

  await sequential('Demo data', CASES);

  const server = serve({ fetch: app.fetch, port: PORT, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const load = async (path: string, connections: number, seconds = LOAD_SECONDS) => {
    const result = await autocannon({
      url: `${base}${path}`,
      connections,
      duration: seconds,
      headers: { cookie, 'accept-encoding': 'gzip, br' },
    });
    if (result.non2xx || result.errors) {
      throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  };

  await load('/healthz', 10, 1);
  const healthz = await load('/healthz', 50);
  const concurrent = async (title: string) => {
    console.log(
      `\n${title}: autocannon ${LOAD_SECONDS} s per line, /healthz ${Math.round(healthz.rps)} req/s at 50 connections\n`,
    );
    const widths = [28, 6, 8, 8, 8, 30, 7];
    console.log(row(['request', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'target', ''], widths));
    for (const c of CASES.filter(
      (c) => c.name === 'GET /dashboard/metrics' || c.name === 'GET /campaigns',
    )) {
      await load(pathOf(c), 10, 1);
      const ten = await load(pathOf(c), 10);
      console.log(
        row(
          [c.name, 10, Math.round(ten.rps), ten.p50, ten.p99, 'p99 < 25 ms', verdict(ten.p99 < 25)],
          widths,
        ),
      );
      const fifty = await load(pathOf(c), 50);
      const share = fifty.rps / healthz.rps;
      console.log(
        row(
          [
            c.name,
            50,
            Math.round(fifty.rps),
            fifty.p50,
            fifty.p99,
            `${Math.round(share * 100)} % of healthz ≥ 25 %, p99 ≤ 3×p50`,
            verdict(share >= 0.25 && fifty.p99 <= 3 * Math.max(fifty.p50, 1)),
          ],
          widths,
        ),
      );
    }
  };
  await concurrent('Concurrent, demo data');

  // Scale: the demo SME organization grows to 10 000 campaigns, inserted in bulk as its owner.
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select app_set_tenant(${scope.orgId}, ${scope.userId})`);
    await tx.execute(sql`set local role stratagent_tenant`);
    await tx.execute(sql`insert into campaigns (org_id, name, status, priority_level, budget_cents, spent_cents, created_by)
      select ${scope.orgId}::uuid, 'Scale campaign ' || n,
        (array['draft','active','paused','completed'])[1 + n % 4], n % 5, 100000 + n, n * 10, ${scope.userId}
      from generate_series(1, ${SCALE_CAMPAIGNS}) n`);
  });
  const [count] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from campaigns where org_id = ${scope.orgId}::uuid`,
  );
  await sequential(
    `One organization with ${count!.n} campaigns`,
    CASES.filter((c) => c.name === 'GET /dashboard/metrics' || c.name === 'GET /campaigns'),
  );
  await concurrent(`Concurrent, ${count!.n} campaigns`);

  server.close();
  await database.close();
  console.log(`\nBench took ${Math.round((performance.now() - started) / 1000)} s`);
  console.log(missed ? `${missed} target(s) missed` : 'All targets met');
  process.exit(missed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
