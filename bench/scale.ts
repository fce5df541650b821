/**
 * `tsx bench/scale.ts`: do the hot paths stay flat as the data grows (issue 10, point 4)?
 *
 * On a PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/
 * bench_scale; skipped with a message when none answers) two databases are migrated and
 * loaded in bulk: `<name>_1k` with 10 organizations of 100 campaigns (1 000 campaigns),
 * `<name>` with 10 000 organizations of 100 campaigns (1 M campaigns). Each campaign has
 * DAYS days of metrics and one output. The hot paths then run through the same service
 * functions as the API, in a tenant transaction as a member of one organization, alternating
 * between the two databases so that machine noise hits both alike; the table prints each
 * path's p50 at 1 k and at 1 M and their ratio, target ≤ 1.2×. Every statement those
 * services run (and the statements nested in the SQL functions they call, through
 * auto_explain) is then explained at 1 M: a sequential scan of a Row-Level-Security table
 * fails the run.
 *
 * A loaded database keeps a marker row (bench_scale_marker) naming its shape, so a second
 * run skips the load. Exit 1 when a target is missed.
 */
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { withTenant } from '../src/server/db/tenant';
import { listCampaigns } from '../src/server/modules/campaigns/list-campaigns';
import { getCampaignMetrics } from '../src/server/modules/campaigns/get-campaign-metrics';
import { getDashboardMetrics } from '../src/server/modules/dashboard/get-dashboard-metrics';
import { listOutputs } from '../src/server/modules/outputs/list-outputs';
import { CAMPAIGNS_PAGE_SIZE } from '../src/shared/campaigns';
import { sql } from 'drizzle-orm';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_scale';
const CAMPAIGNS_PER_ORG = 100;
const DAYS = Number(process.env.BENCH_SCALE_DAYS ?? 7);
const SMALL_ORGS = 10;
const LARGE_ORGS = Number(process.env.BENCH_SCALE_ORGS ?? 10_000);
// Organizations are loaded in batches, one transaction each, so progress shows and a
// batch's work stays in memory.
const BATCH_ORGS = 1_000;
const ROUNDS = 40;
const PER_ROUND = 5;
const TARGET_RATIO = 1.2;
const KEYSET_PAGE = 20;
const SMALL_TABLE_ROWS = 1_000;

// `version` names the load's SQL: a database loaded by an older one is loaded again.
type Shape = { version: number; orgs: number; campaignsPerOrg: number; days: number };
const LOAD_VERSION = 3;
type Member = { orgId: string; userId: string; campaignId: string; deepCursor: string };
type Path = { name: string; run: (db: Database, m: Member) => Promise<unknown> };

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
const databaseName = (url: string) => new URL(url).pathname.slice(1);
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function ensureDatabase(url: string): Promise<'created' | 'exists'> {
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    const name = databaseName(url);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return 'exists';
    await admin.query(`create database "${name.replace(/"/g, '""')}"`);
    return 'created';
  } finally {
    await admin.end();
  }
}

/**
 * Loads `shape` unless the marker says it is there. Bulk SQL as the owner with
 * session_replication_role = replica: the per-row triggers (the dashboard cache's
 * invalidation, the default client of a scoped member) and the foreign-key checks would
 * only cost time here, since the rows are consistent by construction and the cache is empty.
 */
async function load(database: Database, shape: Shape, label: string): Promise<number | null> {
  return database.session(async (s) => {
    await s.exec(`create table if not exists bench_scale_marker (
      shape jsonb primary key, load_ms integer not null, loaded_at timestamptz not null default now())`);
    const marker = await s.rows<{ load_ms: number }>(
      'select load_ms from bench_scale_marker where shape = $1::jsonb',
      [JSON.stringify(shape)],
    );
    if (marker.length) return null;
    const start = process.hrtime.bigint();
    await s.exec(`
      truncate organizations cascade;
      -- Ids in load order (as time-ordered ids would be), so each index grows at its end.
      create or replace function bench_uuid(kind text, n bigint) returns uuid
        language sql immutable as $$
          select (lpad(to_hex(array_position(array['org', 'client', 'campaign', 'metric', 'output'], kind)), 8, '0')
            || '-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid
        $$;`);
    for (let first = 1; first <= shape.orgs; first += BATCH_ORGS) {
      const last = Math.min(shape.orgs, first + BATCH_ORGS - 1);
      // Rows numbered organization by organization, so each one's rows are stored together.
      const n = shape.campaignsPerOrg;
      const orgs = last - first + 1;
      const campaignRows = `(select ${first} + i / ${n} as g, i % ${n} + 1 as c
        from generate_series(0, ${orgs * n - 1}) i) k`;
      const metricRows = `(select ${first} + i / ${n * shape.days} as g, (i / ${shape.days}) % ${n} + 1 as c,
        i % ${shape.days} as d from generate_series(0, ${orgs * n * shape.days - 1}) i) k`;
      const tenRows = `(select ${first} + i / 10 as g, i % 10 + 1 as i
        from generate_series(0, ${orgs * 10 - 1}) i) k`;
      await s.exec(`
        begin;
        set local session_replication_role = replica;
        insert into organizations (id, name, type, slug, onboarding_completed_at)
          select bench_uuid('org', g), 'Bench organization ' || g, 'SME', 'bench-' || g, now()
          from generate_series(${first}, ${last}) g;
        insert into users (id, name, email, org_id, email_verified)
          select 'bench-user-' || g, 'Bench member ' || g, 'member' || g || '@bench.example', bench_uuid('org', g), true
          from generate_series(${first}, ${last}) g;
        insert into user_roles (org_id, user_id, role_name)
          select bench_uuid('org', g), 'bench-user-' || g, 'sme_owner' from generate_series(${first}, ${last}) g;
        insert into clients (id, org_id, name, created_at)
          select bench_uuid('client', g), bench_uuid('org', g), 'Client of ' || g, timestamptz '2026-01-01'
          from generate_series(${first}, ${last}) g;
        insert into campaigns (id, org_id, client_id, name, priority_level, status, budget_cents, spent_cents,
            start_date, created_by, created_at, updated_at)
          select bench_uuid('campaign', g * 1000 + c), bench_uuid('org', g),
            case when c % 10 = 0 then bench_uuid('client', g) end, 'Campaign ' || c, c % 5,
            (array['draft', 'active', 'paused', 'completed'])[1 + c % 4], 100000 + c * 1000, c * 700,
            date '2026-01-01', 'bench-user-' || g,
            timestamptz '2026-01-01' + (c % 50) * interval '1 hour',
            timestamptz '2026-01-01' + c * interval '1 hour'
          from ${campaignRows};
        insert into campaign_daily_metrics (id, org_id, campaign_id, date, impressions, clicks, conversions,
            spend_cents, revenue_cents)
          select bench_uuid('metric', (g * 1000 + c) * 100 + d), bench_uuid('org', g),
            bench_uuid('campaign', g * 1000 + c), date '2026-01-01' + d,
            1000 + d * 10, 50 + d, 5, 100 * (c + 1), 300 * (c + 1)
          from ${metricRows};
        insert into agent_outputs (id, org_id, campaign_id, agent_type, output_type, title, summary, created_by,
            created_at, updated_at)
          select bench_uuid('output', g * 1000 + c), bench_uuid('org', g), bench_uuid('campaign', g * 1000 + c),
            'strategy', 'strategy', 'Strategy for campaign ' || c, 'A plan', 'bench-user-' || g,
            timestamptz '2026-01-02' + c * interval '1 minute', timestamptz '2026-01-02' + c * interval '1 minute'
          from ${campaignRows};
        insert into documents (org_id, title, filename, mime_type, text_content, created_by)
          select bench_uuid('org', g), 'Brand guide', 'brand.md', 'text/markdown', 'Our brand', 'bench-user-' || g
          from generate_series(${first}, ${last}) g;
        insert into ai_interactions (org_id, user_id, agent_type, created_at)
          select bench_uuid('org', g), 'bench-user-' || g, 'strategy', timestamptz '2026-01-02' + i * interval '1 hour'
          from ${tenRows};
        insert into activity_log (org_id, user_id, action, entity_type, created_at)
          select bench_uuid('org', g), 'bench-user-' || g, 'campaign.created', 'campaign',
            timestamptz '2026-01-01' + i * interval '1 hour'
          from ${tenRows};
        commit;`);
      process.stdout.write(`  ${label}: ${last} of ${shape.orgs} organizations loaded\r`);
    }
    await s.exec('vacuum analyze');
    // The load's pages written out now, not by a checkpoint in the middle of the measurement
    // (CI measured the 1 M database 1.4× slower on one path once, right after a load).
    await s.exec('checkpoint').catch(() => undefined);
    const loadMs = Math.round(ms(start));
    await s.rows('insert into bench_scale_marker (shape, load_ms) values ($1::jsonb, $2)', [
      JSON.stringify(shape),
      loadMs,
    ]);
    process.stdout.write('\n');
    return loadMs;
  });
}

/** A member of organization n, a campaign of theirs and the cursor of their last keyset page. */
async function memberOf(database: Database, n: number): Promise<Member> {
  const [row] = await database.session((s) =>
    s.rows<{ org_id: string; campaign_id: string }>(
      `select bench_uuid('org', $1) as org_id, bench_uuid('campaign', $1 * 1000 + 1) as campaign_id`,
      [n],
    ),
  );
  const member = { orgId: row!.org_id, userId: `bench-user-${n}`, campaignId: row!.campaign_id };
  const filters = { includeArchived: false, limit: KEYSET_PAGE, offset: 0 };
  let cursor: string | undefined;
  let deepCursor = '';
  do {
    const page = await listCampaigns(database.db, {
      caller: member,
      filters: { ...filters, cursor },
    });
    if (page.meta.next_cursor) deepCursor = page.meta.next_cursor;
    cursor = page.meta.next_cursor ?? undefined;
  } while (cursor);
  return { ...member, deepCursor };
}

const PATHS: Path[] = [
  {
    name: 'dashboard metrics (API, cached)',
    run: (d, m) => getDashboardMetrics(d.db, m),
  },
  {
    name: 'dashboard metrics (computed)',
    run: (d, m) =>
      withTenant(d.db, m, (tx) =>
        tx.execute(sql`select compute_dashboard_metrics(${m.orgId}::uuid)`),
      ),
  },
  {
    name: `campaigns list, first page (${CAMPAIGNS_PAGE_SIZE})`,
    run: (d, m) =>
      listCampaigns(d.db, {
        caller: m,
        filters: { includeArchived: false, limit: CAMPAIGNS_PAGE_SIZE, offset: 0 },
      }),
  },
  {
    name: `campaigns list, last keyset page (${KEYSET_PAGE})`,
    run: (d, m) =>
      listCampaigns(d.db, {
        caller: m,
        filters: { includeArchived: false, limit: KEYSET_PAGE, offset: 0, cursor: m.deepCursor },
      }),
  },
  {
    name: 'outputs list, first page (20)',
    run: (d, m) => listOutputs(d.db, m, { limit: 20, offset: 0 }),
  },
  {
    name: 'campaign metrics',
    run: (d, m) => getCampaignMetrics(d.db, { caller: m, campaignId: m.campaignId }),
  },
];

/** p50 per path at each scale, batches alternating between the two databases. */
async function measure(scales: { database: Database; members: Member[] }[]) {
  const results: number[][] = [];
  for (const path of PATHS) {
    const samples: number[][] = scales.map(() => []);
    // Warm-up: each member's path once at each scale.
    for (const scale of scales) for (const m of scale.members) await path.run(scale.database, m);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, scale] of scales.entries()) {
        for (let k = 0; k < PER_ROUND; k++) {
          const m = scale.members[k % scale.members.length]!;
          const start = process.hrtime.bigint();
          await path.run(scale.database, m);
          samples[i]!.push(ms(start));
        }
      }
    }
    results.push(samples.map(median));
  }
  return results;
}

/**
 * The plans of every statement the paths run for one member at 1 M, nested ones included
 * (auto_explain logs them to this session as LOG messages): the sequential scans of tables
 * under Row-Level Security.
 */
async function seqScans(url: string, member: Member): Promise<string[]> {
  const statements: { text: string; values: unknown[] }[] = [];
  const capture = await openDatabase({ kind: 'postgres', url, max: 1 });
  const client = await capture.pool!.connect();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: unknown }).query = (config: unknown, values?: unknown[]) => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    const params =
      (typeof config === 'string' ? undefined : (config as { values?: unknown[] }).values) ??
      values ??
      [];
    if (!/^(begin|commit|rollback|select app_set_tenant|set )/i.test(text.trim()))
      statements.push({ text, values: params });
    return query(config, values);
  };
  client.release();
  for (const path of PATHS) await path.run(capture, member);
  await capture.close();

  const explain = new pg.Client({ connectionString: url });
  await explain.connect();
  const plans: string[] = [];
  explain.on('notice', (notice) => {
    if (notice.message) plans.push(notice.message);
  });
  // Tables under Row-Level Security and the planner's row count of each.
  const tenantTables = new Map(
    (
      await explain.query<{ relname: string; reltuples: number }>(
        "select relname, reltuples from pg_class where relrowsecurity and relkind = 'r'",
      )
    ).rows.map((r) => [r.relname, Number(r.reltuples)]),
  );
  let nested = true;
  try {
    await explain.query(`load 'auto_explain'`);
    await explain.query(`set auto_explain.log_min_duration = 0`);
    await explain.query(`set auto_explain.log_nested_statements = on`);
    await explain.query(`set client_min_messages = log`);
  } catch {
    nested = false;
    console.log('  auto_explain is not available: only the top-level statements are explained');
  }
  for (const statement of statements) {
    await explain.query('begin');
    await explain.query('select app_set_tenant($1, $2)', [member.orgId, member.userId]);
    await explain.query('set local role stratagent_tenant');
    const result = await explain.query<{ 'QUERY PLAN': string }>(
      `explain ${statement.text}`,
      statement.values,
    );
    plans.push(result.rows.map((r) => r['QUERY PLAN']).join('\n'));
    if (nested) await explain.query(statement.text, statement.values);
    await explain.query('rollback');
  }
  await explain.end();
  // A table of a few pages is read whole by design (an index would cost more); a scan that
  // grows with the data is one over a table of SMALL_TABLE_ROWS rows or more.
  const found = new Set<string>();
  const small = new Set<string>();
  for (const plan of plans) {
    for (const match of plan.matchAll(/Seq Scan on (\w+)/g)) {
      const rows = tenantTables.get(match[1]!);
      if (rows === undefined) continue;
      (rows >= SMALL_TABLE_ROWS ? found : small).add(match[1]!);
    }
  }
  if (small.size)
    console.log(`  sequential scans of small tenant tables (allowed): ${[...small].join(', ')}`);
  console.log(
    `  ${statements.length} statements explained${nested ? ', nested ones included' : ''}`,
  );
  return [...found];
}

async function main() {
  const largeUrl = BASE_URL;
  const smallUrl = withDatabase(BASE_URL, `${databaseName(BASE_URL)}_1k`);
  try {
    await ensureDatabase(largeUrl);
    await ensureDatabase(smallUrl);
  } catch (error) {
    console.log(
      `bench:scale skipped: no PostgreSQL answers at ${new URL(largeUrl).host} (${(error as Error).message}). ` +
        'Set BENCH_DATABASE_URL to a server where the user may create databases.',
    );
    return 0;
  }
  const scales = [
    {
      label: '1 k',
      url: smallUrl,
      shape: {
        version: LOAD_VERSION,
        orgs: SMALL_ORGS,
        campaignsPerOrg: CAMPAIGNS_PER_ORG,
        days: DAYS,
      },
    },
    {
      label: '1 M',
      url: largeUrl,
      shape: {
        version: LOAD_VERSION,
        orgs: LARGE_ORGS,
        campaignsPerOrg: CAMPAIGNS_PER_ORG,
        days: DAYS,
      },
    },
  ];
  const opened = [];
  for (const scale of scales) {
    const database = await openDatabase({ kind: 'postgres', url: scale.url, max: 2 });
    await migrate(database);
    const loadMs = await load(database, scale.shape, scale.label);
    const campaigns = scale.shape.orgs * scale.shape.campaignsPerOrg;
    console.log(
      `${scale.label}: ${scale.shape.orgs} organizations, ${campaigns} campaigns, ` +
        `${campaigns * scale.shape.days} daily metrics, ${campaigns} outputs, ` +
        `${scale.shape.orgs * 20} activity and AI interaction rows — ` +
        (loadMs === null ? 'already loaded' : `loaded in ${(loadMs / 1000).toFixed(1)} s`),
    );
    // Members spread over the whole database: organization 1, then every tenth of it.
    const step = Math.max(1, Math.floor(scale.shape.orgs / SMALL_ORGS));
    const members = [];
    for (let i = 0; i < SMALL_ORGS; i++) members.push(await memberOf(database, 1 + i * step));
    opened.push({ ...scale, database, members });
  }

  const p50 = await measure(opened);
  const rows = PATHS.map((path, i) => {
    const [small, large] = p50[i]!;
    return { path: path.name, small: small!, large: large!, ratio: large! / small! };
  });
  console.log('\n| hot path | p50 at 1 k | p50 at 1 M | ratio (target ≤ 1.2×) |');
  console.log('|---|---:|---:|---:|');
  for (const r of rows) {
    const mark = r.ratio <= TARGET_RATIO ? 'ok' : 'MISSED';
    console.log(
      `| ${r.path} | ${r.small.toFixed(2)} ms | ${r.large.toFixed(2)} ms | ${r.ratio.toFixed(2)}× ${mark} |`,
    );
  }
  for (const scale of opened) await scale.database.close();

  console.log('\nEXPLAIN at 1 M:');
  const scans = await seqScans(largeUrl, opened[1]!.members[1]!);
  console.log(
    scans.length
      ? `  sequential scans of tenant tables: ${scans.join(', ')} — MISSED`
      : '  no sequential scan of a tenant table — ok',
  );
  return rows.every((r) => r.ratio <= TARGET_RATIO) && scans.length === 0 ? 0 : 1;
}

process.exitCode = await main();
