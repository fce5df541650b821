/**
 * Issue 9: a member scoped to one client reaches nothing of another client by any route.
 * An agency has clients A and B; B has a campaign with metrics, an agent session with a
 * saved output, a document, a competitor, a content item, a scenario... An account
 * manager assigned to A then calls every operation of the OpenAPI document with B's ids in
 * the path, the query and the body. No answer may carry B's data, no operation aimed at
 * B's rows may succeed, and B's rows read back unchanged afterwards.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, MUTATING, validValue, type Schema } from '../../../security/lib/openapi';
import { queryRows } from '../db/client';
import { run } from '../modules/agent-sessions/test-helpers';
import { addTeammate } from '../modules/team/testing';
import { createTestApp, type TestApp } from '../testing/test-app';

type Op = {
  method: string;
  path: string;
  params: { name: string; in: string }[];
  body: Schema | undefined;
  bodyType: string | undefined;
};

/** The table behind a path segment, to find B's row of the right kind for `/{segment}/{id}`. */
const TABLE_OF_SEGMENT: Record<string, string> = {
  clients: 'clients',
  campaigns: 'campaigns',
  outputs: 'agent_outputs',
  'agent-sessions': 'agent_sessions',
  documents: 'documents',
  competitors: 'competitors',
  alerts: 'competitor_alerts',
  plans: 'campaign_plans',
  tasks: 'plan_tasks',
  phases: 'plan_phases',
  rules: 'plan_automation_rules',
  items: 'content_items',
  'content-items': 'content_items',
  'quick-wins': 'quick_wins',
  scenarios: 'roi_scenarios',
  runs: 'agent_runs',
  approvals: 'output_approvals',
  reports: 'client_reports',
  messages: 'portal_messages',
};
/** Route parameters named after their resource. */
const TABLE_OF_PARAM: Record<string, string> = {
  clientId: 'clients',
  campaignId: 'campaigns',
  sessionId: 'agent_sessions',
  outputId: 'agent_outputs',
  documentId: 'documents',
  planId: 'campaign_plans',
  competitorId: 'competitors',
  reportId: 'client_reports',
  runId: 'agent_runs',
};
/** Body and query fields that name a row. */
const TABLE_OF_FIELD: Record<string, string> = {
  client_id: 'clients',
  campaign_id: 'campaigns',
  session_id: 'agent_sessions',
  output_id: 'agent_outputs',
  document_id: 'documents',
  competitor_id: 'competitors',
  plan_id: 'campaign_plans',
  task_id: 'plan_tasks',
  scenario_id: 'roi_scenarios',
};

/** B's rows: tables with a client column, and the children reached through a parent. */
const CLIENT_TABLES = [
  'campaigns',
  'agent_sessions',
  'agent_outputs',
  'documents',
  'campaign_plans',
  'competitors',
  'content_items',
  'quick_wins',
  'roi_scenarios',
  'output_approvals',
  'client_reports',
  'portal_messages',
];
const CHILD_TABLES: [table: string, column: string, parent: string][] = [
  ['campaign_daily_metrics', 'campaign_id', 'campaigns'],
  ['agent_runs', 'session_id', 'agent_sessions'],
  ['agent_messages', 'session_id', 'agent_sessions'],
  ['competitor_alerts', 'competitor_id', 'competitors'],
  ['plan_phases', 'plan_id', 'campaign_plans'],
  ['plan_tasks', 'plan_id', 'campaign_plans'],
  ['plan_automation_rules', 'plan_id', 'campaign_plans'],
];

describe('a client-scoped member against another client of the agency', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['createUser']>>;
  let scopedCookie: string;
  let clientA: string;
  let clientB: string;
  const marker = `CLIENTB${crypto.randomBytes(4).toString('hex')}`;
  /** Ids of B's rows, by table. */
  const bIds = new Map<string, string[]>();

  const tableExists = async (table: string) =>
    (
      await queryRows<{ ok: boolean }>(
        t.ctx.db,
        sql`select to_regclass(${`public.${table}`}) is not null as ok`,
      )
    )[0]!.ok;

  async function collectB() {
    bIds.set('clients', [clientB]);
    for (const table of CLIENT_TABLES) {
      if (!(await tableExists(table))) continue;
      const rows = await queryRows<{ id: string }>(
        t.ctx.db,
        sql`select id::text as id from ${sql.identifier(table)} where client_id = ${clientB}`,
      );
      bIds.set(
        table,
        rows.map((r) => r.id),
      );
    }
    for (const [table, column, parent] of CHILD_TABLES) {
      const parents = bIds.get(parent) ?? [];
      if (!parents.length || !(await tableExists(table))) continue;
      const rows = await queryRows<{ id: string }>(
        t.ctx.db,
        sql`select id::text as id from ${sql.identifier(table)}
            where ${sql.identifier(column)}::text in (${sql.join(
              parents.map((p) => sql`${p}`),
              sql`, `,
            )})`,
      );
      bIds.set(
        table,
        rows.map((r) => r.id),
      );
    }
  }

  /** Every row of B, as text, to compare before and after the walk. */
  async function snapshotB() {
    const out: Record<string, string> = {};
    for (const [table, ids] of bIds) {
      if (!ids.length) continue;
      const rows = await queryRows<{ row: string }>(
        t.ctx.db,
        sql`select row_to_json(x)::text as row from ${sql.identifier(table)} x
            where x.id::text in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) order by x.id`,
      );
      out[table] = rows.map((r) => r.row).join('\n');
    }
    return out;
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Walk Agency', organizationType: 'AGENCY' });
    const insertClient = async (name: string) =>
      (
        await queryRows<{ id: string }>(
          t.ctx.db,
          sql`insert into clients (org_id, name, industry) values (${owner.orgId}, ${name}, 'Retail') returning id`,
        )
      )[0]!.id;
    clientA = await insertClient('Fernleaf Outdoors');
    clientB = await insertClient(`Harbor Tea ${marker}`);

    // B's work, made through the API by the agency owner, as the agency would.
    const campaign = await t.request('/api/v1/campaigns', {
      cookie: owner.cookie,
      body: {
        name: `Campaign ${marker}`,
        description: `Plans of ${marker}`,
        client_id: clientB,
        status: 'active',
        budget_cents: 500_000,
      },
    });
    expect(campaign.status).toBe(201);
    const campaignId = campaign.json.data.id as string;
    const metrics = await t.request(`/api/v1/campaigns/${campaignId}/metrics`, {
      cookie: owner.cookie,
      body: {
        rows: [
          {
            date: '2026-01-05',
            impressions: 777_001,
            clicks: 7001,
            conversions: 71,
            spend_cents: 70_001,
            revenue_cents: 170_001,
          },
        ],
      },
    });
    expect(metrics.status).toBeLessThan(300);
    const session = await t.request('/api/v1/agent-sessions', {
      cookie: owner.cookie,
      body: { agent_type: 'strategy', campaign_id: campaignId, title: `Session ${marker}` },
    });
    expect(session.status).toBe(201);
    const ran = await run(t, owner.cookie, session.json.data.id, {
      tool: 'swot',
      message: `Focus on ${marker}`,
    });
    expect(ran.outputId).toBeTruthy();
    await t.ctx.db.execute(
      sql`insert into documents (org_id, client_id, campaign_id, title, filename, mime_type, text_content)
          values (${owner.orgId}, ${clientB}, ${campaignId}, ${`Document ${marker}`}, 'b.txt', 'text/plain',
                  ${`Confidential pricing of ${marker}`})`,
    );
    await t.ctx.db.execute(
      sql`insert into competitors (org_id, client_id, name) values (${owner.orgId}, ${clientB}, ${`Rival ${marker}`})`,
    );

    const mate = await addTeammate(t, owner.cookie, 'account_manager');
    await t.ctx.db.execute(
      sql`update user_roles set client_id = ${clientA} where user_id = ${mate.userId}`,
    );
    scopedCookie = mate.cookie;
    await collectB();
  }, 120_000);
  afterAll(() => t.close());

  it('finds B invisible, untouchable and unchanged on every operation', async () => {
    const doc = (await t.request('/api/openapi.json')).json as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components?: { schemas?: Record<string, Schema> };
    };
    const resolve = (schema: Schema | undefined): Schema => {
      if (!schema) return {};
      if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
      return schema;
    };
    const ops: Op[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map(([method, raw]) => {
          const content =
            (raw.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
              ?.content ?? {};
          const bodyType = Object.keys(content)[0];
          return {
            method: method.toUpperCase(),
            path,
            params: (raw.parameters as Op['params'] | undefined) ?? [],
            body: bodyType ? resolve(content[bodyType]!.schema) : undefined,
            bodyType,
          };
        }),
    );
    expect(ops.length).toBeGreaterThan(100);

    const first = (table: string | undefined) => (table ? bIds.get(table)?.[0] : undefined);
    const secrets = [marker, ...[...bIds.values()].flat()];
    const named = (name: string, schema: Schema) => {
      if (TABLE_OF_FIELD[name]) return first(TABLE_OF_FIELD[name]) ?? undefined;
      if (name.endsWith('_ids') && TABLE_OF_FIELD[name.slice(0, -1)])
        return [first(TABLE_OF_FIELD[name.slice(0, -1)])].filter(Boolean);
      if (['name', 'title', 'summary', 'description', 'message', 'body', 'comment'].includes(name))
        return schema.type === 'object' ? undefined : 'Changed by the account manager of A';
      return undefined;
    };

    const before = await snapshotB();
    const problems: string[] = [];
    // Reads first, deletions last, so that a wrongly accepted deletion cannot hide a later leak.
    const order = (op: Op) => (op.method === 'GET' ? 0 : op.method === 'DELETE' ? 2 : 1);
    for (const op of [...ops].sort((a, b) => order(a) - order(b))) {
      if (/^\/api\/v1\/(?:auth|setup|invitation-requests|admin)\b/.test(op.path)) continue;
      let aimed = false;
      const values: Record<string, string> = {};
      for (const p of op.params.filter((x) => x.in === 'path')) {
        const segment = op.path.split(`/{${p.name}}`)[0]!.split('/').pop()!;
        const table =
          TABLE_OF_PARAM[p.name] ?? (p.name === 'id' ? TABLE_OF_SEGMENT[segment] : undefined);
        const id = first(table);
        if (id) aimed = true;
        values[p.name] =
          id ??
          (p.name === 'orgId'
            ? owner.orgId
            : p.name === 'index'
              ? '0'
              : '00000000-0000-4000-8000-000000000009');
      }
      const query = op.params
        .filter((p) => p.in === 'query' && TABLE_OF_FIELD[p.name])
        .map((p) => `${p.name}=${encodeURIComponent(first(TABLE_OF_FIELD[p.name]) ?? '')}`)
        .join('&');
      const url = fillPath(op.path, values) + (query ? `?${query}` : '');
      const body =
        op.bodyType === 'application/json' ? validValue(op.body ?? {}, resolve, named) : undefined;
      const bodyAimsAtB =
        body !== undefined && secrets.some((s) => JSON.stringify(body).includes(s));
      const res = await t.request(url, {
        method: op.method,
        cookie: scopedCookie,
        ...(body !== undefined ? { body } : MUTATING.has(op.method) ? { body: {} } : {}),
      });
      const label = `${op.method} ${url} → ${res.status}`;
      if (res.status >= 500) problems.push(`${label}: server error`);
      const leaked = secrets.filter((s) => res.text.includes(s) && !url.includes(s));
      if (leaked.length) problems.push(`${label}: LEAK of B (${leaked.slice(0, 2).join(', ')})`);
      // `{ success: false }` (an extraction that found nothing) is a 200 that wrote nothing.
      const ok = res.status >= 200 && res.status < 300 && res.json?.success !== false;
      if (ok && aimed) problems.push(`${label}: succeeded on B's row`);
      if (ok && bodyAimsAtB && MUTATING.has(op.method))
        problems.push(`${label}: a write naming B's rows succeeded`);
    }
    expect(problems).toEqual([]);
    expect(await snapshotB()).toEqual(before);
  }, 180_000);

  it('lets the owner see B, so the walk above aimed at real rows', async () => {
    expect(bIds.get('agent_outputs')?.length).toBeGreaterThan(0);
    expect(bIds.get('campaign_daily_metrics')?.length).toBeGreaterThan(0);
    const res = await t.request(`/api/v1/campaigns/${bIds.get('campaigns')?.[0]}`, {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain(marker);
  });
});
