/**
 * Stale outputs (issue 11, point 5a; decision 044): an output lists what it was grounded in,
 * turns stale when one of those changes, and a refresh makes a fresh one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_SOURCE_MESSAGES } from '@/shared/output-sources';
import { queryRows } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { groundedUser, newSession, PROFILE, run } from '../agent-sessions/test-helpers';
import { addTeammate } from '../team/testing';

describe('output sources and staleness', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof groundedUser>>;
  let b: Awaited<ReturnType<typeof groundedUser>>;
  let sessionId: string;
  let documentId: string;
  let factId: string;

  const get = (path: string, cookie = a.cookie) => t.request(path, { cookie });
  const sources = async (id: string, cookie = a.cookie) =>
    (await get(`/api/v1/outputs/${id}/sources`, cookie)).json;
  const stale = async (id: string) => (await get(`/api/v1/outputs/${id}`)).json.data.stale;

  async function upload(name: string, text: string) {
    const form = new FormData();
    form.set('file', new File([text], name));
    const res = await t.app.request('/api/v1/documents', {
      method: 'POST',
      body: form,
      headers: { origin: TEST_ORIGIN, cookie: a.cookie },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    a = await groundedUser(t);
    b = await groundedUser(t, 'Rival Beans');
    documentId = await upload('tasting-notes.txt', 'Our beans are roasted every Monday.');
    // An approved extracted fact, as the context-approval flow leaves it.
    const [fact] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into business_context_history (org_id, agent_type, confidence_score, extracted_context, status, reviewed_at)
          values (${a.orgId}, 'campaign-planning', 0.9, ${JSON.stringify({ uniqueValue: 'Roasted to order' })}::jsonb, 'approved', now())
          returning id`,
    );
    factId = fact!.id;
    sessionId = await newSession(t, a.cookie, {
      agent_type: 'strategy',
      campaign_id: a.campaignId,
    });
  });
  afterAll(() => t.close());

  // The document is deleted by one test: the tests after it run without it.
  let withDocument = true;
  const runSwot = async () => {
    const result = await run(t, a.cookie, sessionId, {
      tool: 'swot',
      message: 'Focus on subscriptions',
      ...(withDocument ? { document_ids: [documentId] } : {}),
    });
    expect(result.outputId, result.error).toBeTruthy();
    return result.outputId!;
  };

  it('records the business context, approved facts and documents a run used', async () => {
    const id = await runSwot();
    const body = await sources(id);
    expect(body.stale).toBe(false);
    expect(body.refreshable).toBe(true);
    expect(body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'business_context', id: a.orgId, changed: false }),
        // The agent by its name, never its id ("campaign-planning").
        expect.objectContaining({
          kind: 'fact',
          id: factId,
          title: expect.stringMatching(/^Details approved from a Campaign Planning conversation/),
          changed: false,
          exists: true,
        }),
        expect.objectContaining({
          kind: 'document',
          id: documentId,
          title: 'tasting-notes',
          changed: false,
        }),
      ]),
    );
    expect(await stale(id)).toBe(false);
  });

  it('marks the output stale when the business context it used is edited, and lists it as stale', async () => {
    const id = await runSwot();
    const edited = await t.request(`/api/v1/business-context/organization/${a.orgId}`, {
      cookie: a.cookie,
      body: { ...PROFILE, description: 'Small-batch roaster now selling to cafés as well.' },
    });
    expect(edited.status).toBe(200);
    expect(await stale(id)).toBe(true);
    const list = (await get('/api/v1/outputs')).json.data as { id: string; stale: boolean }[];
    expect(list.find((o) => o.id === id)?.stale).toBe(true);
    const body = await sources(id);
    expect(body.stale).toBe(true);
    expect(body.data.find((s: { kind: string }) => s.kind === 'business_context').changed).toBe(
      true,
    );
  });

  it('marks the output stale when a fact it used is unapproved, or a document it used is deleted', async () => {
    const id = await runSwot();
    expect(await stale(id)).toBe(false);
    await t.ctx.db.execute(
      sql`update business_context_history set status = 'rejected' where id = ${factId}`,
    );
    expect(await stale(id)).toBe(true);
    const fact = (await sources(id)).data.find((s: { kind: string }) => s.kind === 'fact');
    expect(fact).toMatchObject({ changed: true, exists: false });

    const second = await runSwot();
    expect(await stale(second)).toBe(false);
    expect(
      (await t.request(`/api/v1/documents/${documentId}`, { cookie: a.cookie, method: 'DELETE' }))
        .status,
    ).toBe(200);
    withDocument = false;
    expect(await stale(second)).toBe(true);
    const doc = (await sources(second)).data.find((s: { kind: string }) => s.kind === 'document');
    expect(doc).toMatchObject({ title: 'tasting-notes', changed: true, exists: false });
  });

  it('refreshes a stale output into a new, fresh output made by the same tool and message', async () => {
    const fresh = await run(t, a.cookie, sessionId, { tool: 'pestel', message: 'Look at 2027' });
    const id = fresh.outputId!;
    await t.ctx.db.execute(
      sql`update business_contexts set description = 'Roaster and café supplier' where org_id = ${a.orgId}`,
    );
    expect(await stale(id)).toBe(true);
    const res = await t.request(`/api/v1/outputs/${id}/refresh`, { cookie: a.cookie, body: {} });
    expect(res.status, res.text).toBe(201);
    const newId = res.json.data.output_id as string;
    expect(newId).not.toBe(id);
    const output = (await get(`/api/v1/outputs/${newId}`)).json.data;
    expect(output).toMatchObject({ output_type: 'pestel', stale: false, session_id: sessionId });
    expect((await sources(newId)).stale).toBe(false);
    const [runRow] = await queryRows<{ tool: string; input: { message?: string } }>(
      t.ctx.db,
      sql`select tool, input from agent_runs where output_id = ${newId}`,
    );
    expect(runRow).toMatchObject({ tool: 'pestel', input: { message: 'Look at 2027' } });
    // The stale one stays as it was, for the record.
    expect(await stale(id)).toBe(true);
  });

  it('refuses to refresh an output no run made', async () => {
    const [row] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into agent_outputs (org_id, agent_type, output_type, title, content)
          values (${a.orgId}, 'strategy', 'swot', 'Imported SWOT', '{}'::jsonb) returning id`,
    );
    const res = await t.request(`/api/v1/outputs/${row!.id}/refresh`, {
      cookie: a.cookie,
      body: {},
    });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(OUTPUT_SOURCE_MESSAGES.notRefreshable);
    expect((await sources(row!.id)).refreshable).toBe(false);
  });

  it("gives another organization's output ids a 404, never its sources", async () => {
    const id = await runSwot();
    const theirs = await get(`/api/v1/outputs/${id}/sources`, b.cookie);
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toContain('tasting-notes');
    const refresh = await t.request(`/api/v1/outputs/${id}/refresh`, {
      cookie: b.cookie,
      body: {},
    });
    expect(refresh.status).toBe(404);
    expect((await get('/api/v1/outputs/not-a-uuid/sources')).status).toBe(400);
    // Row-Level Security holds the table itself to the organization.
    const count = (who: { orgId: string; userId: string }) =>
      withTenant(t.ctx.db, who, (tx) =>
        queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from output_sources where output_id = ${id}`,
        ),
      );
    expect((await count(a))[0]!.n).toBeGreaterThan(0);
    expect((await count(b))[0]!.n).toBe(0);
  });

  it('lets a viewer read the sources but not refresh', async () => {
    const viewer = await addTeammate(t, a.cookie, 'viewer');
    const id = await runSwot();
    expect((await get(`/api/v1/outputs/${id}/sources`, viewer.cookie)).status).toBe(200);
    const res = await t.request(`/api/v1/outputs/${id}/refresh`, {
      cookie: viewer.cookie,
      body: {},
    });
    expect(res.status).toBe(403);
  });
});
