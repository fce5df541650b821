/**
 * Version history and rewrite (issue 28 point 5, decision 075): an output written offline is
 * rewritten by a model connected in Settings (a local OpenAI-compatible stand-in) as its
 * version 2 while version 1 stays offline; an edit is a person's version; a content item, a
 * campaign plan and quick wins follow the rewrite of the output that made them, keeping what
 * people did with them (decision 082); nobody outside the output's organization or client, no
 * portal user and no viewer gets at them.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swotSchema } from '@/shared/agent-runs';
import { campaignPlanSchema, planDetailSchema } from '@/shared/campaign-planning';
import { contentItemSchema, formatContentBrief, socialPostsSchema } from '@/shared/content';
import { quickWinsReportSchema } from '@/shared/quick-wins';
import {
  OUTPUT_VERSION_MESSAGES,
  outputVersionListSchema,
  outputVersionSchema,
} from '@/shared/output-versions';
import { queryRows } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { startFakeModel, type FakeModel, type FakeModelRequest } from '../../testing/fake-model';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CAMPAIGN, parseStream, PROFILE, runTool } from '../agent-sessions/test-helpers';
import { seedFor } from '../dashboard/testing';

const MODEL = 'harbor-writer';
const SWOT = swotSchema.parse({
  summary: 'Harbor Roasters can turn weekday commuters into subscribers.',
  strengths: [{ point: 'Roasts on site every morning', evidence: 'Business context' }],
  weaknesses: [{ point: 'One shop by the ferry terminal', evidence: 'Business context' }],
  opportunities: [{ point: 'Office coffee subscriptions', evidence: 'Coffee benchmarks' }],
  threats: [{ point: 'Chain cafes on the quay', evidence: 'Retail knowledge base' }],
  recommendations: [
    { title: 'Launch a commuter card', detail: 'Tenth coffee free.', priority: 'high' },
  ],
  sources: [{ kind: 'business_context', id: null, title: 'Harbor Roasters business context' }],
  assumptions: [],
});

describe('output versions and rewrite', () => {
  let t: TestApp;
  let model: FakeModel;
  type User = Awaited<ReturnType<TestApp['createUser']>>;
  let owner: User;
  let outsider: User;
  let clientA: string;
  let clientB: string;
  let outputId: string;
  let clientOutputId: string;
  let contentOutputId: string;
  let planOutputId: string;
  let quickWinsOutputId: string;
  /** What the model answers for a tool that made records, set by each test before it rewrites. */
  const answers: { posts?: unknown; phases?: unknown; ranking_rule?: unknown } = {};

  const api = (path: string, user: { cookie: string }, body?: unknown, method?: string) =>
    t.request(`/api/v1${path}`, { cookie: user.cookie, body, method });
  const versions = async (user: User, id = outputId) => {
    const res = await api(`/outputs/${id}/versions`, user);
    expect(res.status, res.text).toBe(200);
    return outputVersionListSchema.parse(res.json);
  };

  /** A rewrite streams its run (decision 082): it saves this output again, as its next version. */
  const rewrite = async (id: string, user: User = owner, body: unknown = {}) => {
    const res = await api(`/outputs/${id}/rewrite`, user, body);
    expect(res.status, res.text).toBe(200);
    const chunks = parseStream(res.text);
    expect(chunks.find((c) => c.type === 'error')).toBeUndefined();
    expect(chunks.find((c) => c.type === 'data-output')?.data).toMatchObject({ output_id: id });
    return { chunks, version: (await versions(owner, id)).data[0]!.version };
  };

  async function member(roleName: string, clientId: string | null) {
    const user = await t.createUser({ organizationName: `Scratch ${roleName}` });
    await t.ctx.db.update(users).set({ orgId: owner.orgId }).where(eq(users.id, user.userId));
    await t.ctx.db.delete(userRoles).where(eq(userRoles.userId, user.userId));
    await t.ctx.db
      .insert(userRoles)
      .values({ orgId: owner.orgId, userId: user.userId, roleName, clientId });
    return user;
  }

  beforeAll(async () => {
    model = await startFakeModel({
      answer: (request: FakeModelRequest) => {
        const properties = request.response_format?.json_schema?.schema?.properties ?? {};
        if ('answer' in properties) return { answer: 'ok' };
        const key = (['posts', 'phases', 'ranking_rule'] as const).find((k) => k in properties);
        return key ? answers[key] : SWOT;
      },
    });
    // No LLM_PROVIDER: runs are offline until the organization connects a model.
    t = await createTestApp({ llm: undefined, allowPrivateModelUrls: true });
    owner = await t.createUser({ organizationName: 'Harbor Roasters', organizationType: 'AGENCY' });
    outsider = await t.createUser({ organizationName: 'Rival Roasters' });
    expect(
      (await api(`/business-context/organization/${owner.orgId}`, owner, PROFILE)).status,
    ).toBe(200);
    const client = async (name: string) =>
      (
        await queryRows<{ id: string }>(
          t.ctx.db,
          sql`insert into clients (org_id, name, industry) values (${owner.orgId}, ${name}, 'Coffee') returning id`,
        )
      )[0]!.id;
    clientA = await client('Fernleaf Tea');
    clientB = await client('Quay Bakery');
    const first = await runTool(t, owner.cookie, { agent_type: 'strategy' }, { tool: 'swot' });
    expect(first.output?.engine).toBe('offline');
    outputId = first.outputId!;
    const forClient = await runTool(
      t,
      owner.cookie,
      { agent_type: 'strategy', client_id: clientA },
      { tool: 'swot' },
    );
    clientOutputId = forClient.outputId!;
    // The Content agent unlocks with a first document.
    await t.ctx.db.execute(
      sql`insert into documents (org_id, title, filename, mime_type) values (${owner.orgId}, 'Roasting notes', 'notes.txt', 'text/plain')`,
    );
    const content = await runTool(
      t,
      owner.cookie,
      { agent_type: 'content' },
      { tool: 'social_posts', message: formatContentBrief({ topic: 'Fresh roasting' }) },
    );
    if (!content.outputId) throw new Error(`no content output: ${content.res.text}`);
    contentOutputId = content.outputId;
    // Campaign planning unlocks past 3 campaigns, quick wins past 10 AI interactions.
    const campaigns: string[] = [];
    for (const client_id of [clientA, null, null, null]) {
      const res = await api('/campaigns', owner, {
        ...CAMPAIGN,
        name: `Push ${campaigns.length}`,
        client_id,
      });
      expect(res.status, res.text).toBe(201);
      campaigns.push(res.json.data.id as string);
    }
    const plan = await runTool(
      t,
      owner.cookie,
      { agent_type: 'campaign-planning', campaign_id: campaigns[0] },
      { tool: 'campaign_plan' },
    );
    if (!plan.outputId) throw new Error(`no plan output: ${plan.res.text}`);
    planOutputId = plan.outputId;
    await seedFor(t.ctx.db, owner).interactions(11);
    const wins = await runTool(
      t,
      owner.cookie,
      { agent_type: 'quick-wins' },
      { tool: 'opportunities' },
    );
    if (!wins.outputId) throw new Error(`no quick wins output: ${wins.res.text}`);
    quickWinsOutputId = wins.outputId;
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it('keeps the output as written as version 1, with its engine, author and sources', async () => {
    const list = await versions(owner);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      version: 1,
      engine: 'offline',
      engine_label: 'Offline draft',
      created_by: owner.userId,
      author_name: expect.any(String),
    });
    expect(list.rewrite).toEqual({ possible: true, reason: null, model: null });
    const one = await api(`/outputs/${outputId}/versions/1`, owner);
    expect(one.status, one.text).toBe(200);
    const v1 = outputVersionSchema.parse(one.json.data);
    const output = (await api(`/outputs/${outputId}`, owner)).json.data;
    expect(v1.content).toEqual(output.content);
    expect(v1.sources.map((s) => s.kind)).toContain('business_context');
    expect((await api(`/outputs/${outputId}/versions/2`, owner)).status).toBe(404);
  });

  it('gives an output saved outside a run (the demo, a direct insert) its version 1 too', async () => {
    const [row] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into agent_outputs (org_id, agent_type, output_type, title, content, engine, created_by)
          values (${owner.orgId}, 'strategy', 'note', 'Demo note', '{"text": "Kept"}'::jsonb, 'offline', ${owner.userId})
          returning id`,
    );
    const list = await versions(owner, row!.id);
    expect(list.data.map((v) => [v.version, v.engine, v.title])).toEqual([
      [1, 'offline', 'Demo note'],
    ]);
    expect(list.rewrite).toMatchObject({
      possible: false,
      reason: OUTPUT_VERSION_MESSAGES.notRewritable,
    });
    await t.ctx.db.execute(sql`delete from agent_outputs where id = ${row!.id}`);
  });

  it('refuses a model rewrite while no model is configured; an offline rewrite is version 2', async () => {
    const refused = await api(`/outputs/${outputId}/rewrite`, owner, { engine: 'model' });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(OUTPUT_VERSION_MESSAGES.noModel);
    expect((await versions(owner)).data).toHaveLength(1);

    expect((await rewrite(outputId, owner, { engine: 'offline' })).version).toBe(2);
    expect((await versions(owner)).data.map((v) => [v.version, v.engine])).toEqual([
      [2, 'offline'],
      [1, 'offline'],
    ]);
  });

  it('rewrites with the model connected in Settings: the new version is the model’s, version 1 stays offline', async () => {
    const saved = await api(
      '/settings/ai-model',
      owner,
      {
        choice: { provider: 'openai-compatible', model: MODEL },
        base_url: model.baseUrl,
        api_key: 'sk-harbor-versions-1234',
      },
      'PUT',
    );
    expect(saved.status, saved.text).toBe(200);
    expect((await versions(owner)).rewrite.model).toEqual({
      provider: 'openai-compatible',
      model: MODEL,
      label: `${MODEL} via OpenAI-compatible`,
    });
    model.reset();

    const { chunks, version } = await rewrite(outputId);
    expect(version).toBe(3);
    expect(model.requests.some((r) => r.model === MODEL)).toBe(true);
    // It streams as a run does: its steps, then the answer as it is written, then the output.
    expect(chunks.find((c) => c.type === 'data-run')?.data).toMatchObject({ engine: 'model' });
    expect(chunks.findIndex((c) => c.type === 'data-partial')).toBeGreaterThan(-1);
    expect(chunks.findIndex((c) => c.type === 'data-partial')).toBeLessThan(
      chunks.findIndex((c) => c.type === 'data-output'),
    );

    const list = await versions(owner);
    expect(list.data.map((v) => [v.version, v.engine_label])).toEqual([
      [3, `${MODEL} via OpenAI-compatible`],
      [2, 'Offline draft'],
      [1, 'Offline draft'],
    ]);
    const output = (await api(`/outputs/${outputId}`, owner)).json.data;
    expect(output).toMatchObject({ id: outputId, engine: 'model', model: MODEL });
    expect(output.content.recommendations[0].title).toBe('Launch a commuter card');
    const v1 = outputVersionSchema.parse(
      (await api(`/outputs/${outputId}/versions/1`, owner)).json.data,
    );
    expect(v1.engine).toBe('offline');
    expect(JSON.stringify(v1.content)).not.toContain('Launch a commuter card');
    const v3 = outputVersionSchema.parse(
      (await api(`/outputs/${outputId}/versions/3`, owner)).json.data,
    );
    expect(v3.content).toEqual(output.content);
    // Still one output: the rewrite did not save a second.
    const [count] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from agent_outputs where org_id = ${owner.orgId} and client_id is null and agent_type = 'strategy'`,
    );
    expect(count?.n).toBe(1);
  });

  it('makes a person’s edit of the title a version of its own, and a save toggle none', async () => {
    const before = (await versions(owner)).data.length;
    expect((await api(`/outputs/${outputId}`, owner, { saved: false }, 'PATCH')).status).toBe(200);
    expect((await versions(owner)).data).toHaveLength(before);
    const edited = await api(
      `/outputs/${outputId}`,
      owner,
      { title: 'Harbor SWOT, reviewed' },
      'PATCH',
    );
    expect(edited.status, edited.text).toBe(200);
    const [latest] = (await versions(owner)).data;
    expect(latest).toMatchObject({
      version: before + 1,
      engine: 'person',
      engine_label: 'Edited by hand',
      title: 'Harbor SWOT, reviewed',
      created_by: owner.userId,
    });
  });

  it('answers another organization 404, never a version or a rewrite', async () => {
    for (const path of [`/outputs/${outputId}/versions`, `/outputs/${outputId}/versions/1`])
      expect((await api(path, outsider)).status).toBe(404);
    model.reset();
    expect((await api(`/outputs/${outputId}/rewrite`, outsider, {})).status).toBe(404);
    expect(model.requests).toHaveLength(0);
  });

  it('holds client-scoped members to their client and keeps portal users and viewers out', async () => {
    const managerB = await member('account_manager', clientB);
    const managerA = await member('account_manager', clientA);
    const portal = await member('client_viewer', clientA);
    const viewer = await member('viewer', null);

    expect((await versions(managerA, clientOutputId)).data).toHaveLength(1);
    for (const path of [
      `/outputs/${clientOutputId}/versions`,
      `/outputs/${clientOutputId}/versions/1`,
    ]) {
      expect((await api(path, managerB)).status).toBe(404);
      expect((await api(path, portal)).status).toBe(403);
    }
    expect((await versions(viewer, clientOutputId)).data).toHaveLength(1);

    model.reset();
    expect((await api(`/outputs/${clientOutputId}/rewrite`, managerB, {})).status).toBe(404);
    expect((await api(`/outputs/${clientOutputId}/rewrite`, portal, {})).status).toBe(403);
    const refused = await api(`/outputs/${clientOutputId}/rewrite`, viewer, {});
    expect(refused.status).toBe(403);
    expect(model.requests).toHaveLength(0);
    expect((await versions(owner, clientOutputId)).data).toHaveLength(1);

    await rewrite(clientOutputId, managerA);
    const [latest] = (await versions(owner, clientOutputId)).data;
    expect(latest).toMatchObject({ version: 2, engine: 'model', created_by: managerA.userId });
  });

  describe('an output that also made records (decision 082)', () => {
    // The model is the one connected in Settings by the tests above.
    const outputOf = async (id: string) => (await api(`/outputs/${id}`, owner)).json.data;

    it('rewrites a content draft into the same content item, a draft again, its posts laid out from its date', async () => {
      expect((await versions(owner, contentOutputId)).rewrite).toMatchObject({ possible: true });
      const [item] = await queryRows<{ id: string }>(
        t.ctx.db,
        sql`select id from content_items where output_id = ${contentOutputId}::uuid`,
      );
      const approved = await api(
        `/content/items/${item!.id}`,
        owner,
        { status: 'approved', scheduled_for: '2027-03-01' },
        'PATCH',
      );
      expect(approved.status, approved.text).toBe(200);
      // Its posts go out one a day from the 1st (decision 051)…
      await t.ctx.db.execute(
        sql`update content_items set post_dates = array['2027-03-01', '2027-03-02']::date[] where id = ${item!.id}::uuid`,
      );
      const before = socialPostsSchema.parse((await outputOf(contentOutputId)).content);
      // …and the model writes three.
      const post = { ...before.posts[0]!, text: 'Roasted this morning on the quay.' };
      answers.posts = {
        ...before,
        summary: 'Fresh roasting, told by the model.',
        posts: [post, post, post],
      };
      expect((await rewrite(contentOutputId)).version).toBe(2);

      const items = await queryRows<{ id: string }>(
        t.ctx.db,
        sql`select id from content_items where output_id = ${contentOutputId}::uuid`,
      );
      expect(items.map((i) => i.id)).toEqual([item!.id]);
      const read = await api(`/content/items/${item!.id}`, owner);
      expect(read.status, read.text).toBe(200);
      const now = contentItemSchema.parse(read.json.data);
      expect(now).toMatchObject({
        output_id: contentOutputId,
        status: 'draft',
        scheduled_for: '2027-03-01',
        summary: 'Fresh roasting, told by the model.',
      });
      const posts = socialPostsSchema.parse(now.content).posts;
      expect(posts.map((p) => p.text)).toEqual(Array(3).fill('Roasted this morning on the quay.'));
      const [days] = await queryRows<{ post_dates: string[] }>(
        t.ctx.db,
        sql`select post_dates::text[] as post_dates from content_items where id = ${item!.id}::uuid`,
      );
      expect(days?.post_dates).toEqual(['2027-03-01', '2027-03-02', '2027-03-03']);
    });

    it('keeps the one plan and the task someone finished; the untouched tasks are the new version’s', async () => {
      const [plan] = await queryRows<{ id: string }>(
        t.ctx.db,
        sql`select id from campaign_plans where output_id = ${planOutputId}::uuid`,
      );
      const readPlan = async () => {
        const res = await api(`/campaign-planning/plans/${plan!.id}`, owner);
        expect(res.status, res.text).toBe(200);
        return planDetailSchema.parse(res.json.data);
      };
      const tasks = (await readPlan()).phases.flatMap((p) => p.tasks);
      expect(tasks.length).toBeGreaterThan(2);
      const [done, untouched] = tasks;
      const marked = await api(
        `/campaign-planning/tasks/${done!.id}`,
        owner,
        { status: 'done' },
        'PATCH',
      );
      expect(marked.status, marked.text).toBe(200);
      const before = campaignPlanSchema.parse((await outputOf(planOutputId)).content);
      // The new version still has the finished task (same title) and renames every other.
      answers.phases = {
        ...before,
        summary: 'The model’s plan for the push.',
        phases: before.phases.map((phase) => ({
          ...phase,
          tasks: phase.tasks.map((task) =>
            task.title === done!.title ? task : { ...task, title: `Model: ${task.title}` },
          ),
        })),
      };
      await rewrite(planOutputId);

      const [count] = await queryRows<{ n: number }>(
        t.ctx.db,
        sql`select count(*)::int as n from campaign_plans where output_id = ${planOutputId}::uuid`,
      );
      expect(count?.n).toBe(1);
      const after = (await readPlan()).phases.flatMap((p) => p.tasks);
      expect(after.filter((task) => task.title === done!.title)).toEqual([
        expect.objectContaining({ id: done!.id, status: 'done' }),
      ]);
      expect(after.some((task) => task.id === untouched!.id)).toBe(false);
      expect(
        after
          .filter((task) => task.id !== done!.id)
          .every((task) => task.title.startsWith('Model: ')),
      ).toBe(true);
      expect(after).toHaveLength(tasks.length);
      expect(after.reduce((sum, task) => sum + task.budget_share, 0)).toBeCloseTo(100);
    });

    it('replaces the suggestions nobody acted on and keeps an accepted quick win', async () => {
      const rows = () =>
        queryRows<{ id: string; key: string; status: string }>(
          t.ctx.db,
          sql`select id, key, status from quick_wins where output_id = ${quickWinsOutputId}::uuid order by key`,
        );
      const suggested = await rows();
      expect(suggested.length).toBeGreaterThan(1);
      const accepted = await api('/quick-wins/accept', owner, { key: suggested[0]!.key });
      expect(accepted.status, accepted.text).toBe(201);
      const before = quickWinsReportSchema.parse((await outputOf(quickWinsOutputId)).content);
      answers.ranking_rule = { ...before, summary: 'The model ranks these for Harbor Roasters.' };
      await rewrite(quickWinsOutputId);

      const after = await rows();
      expect(after.filter((r) => r.key === suggested[0]!.key)).toEqual([
        { id: accepted.json.data.id, key: suggested[0]!.key, status: 'accepted' },
      ]);
      const others = after.filter((r) => r.key !== suggested[0]!.key);
      expect(others.map((r) => [r.key, r.status])).toEqual(
        suggested.slice(1).map((r) => [r.key, 'suggested']),
      );
      expect(others.some((r) => suggested.some((s) => s.id === r.id))).toBe(false);
      expect((await outputOf(quickWinsOutputId)).summary).toBe(
        'The model ranks these for Harbor Roasters.',
      );
    });

    it('lets nobody outside the plan’s client, no portal user and no viewer rewrite it', async () => {
      const managerB = await member('account_manager', clientB);
      const portal = await member('client_viewer', clientA);
      const viewer = await member('viewer', null);
      const before = (await versions(owner, planOutputId)).data.length;
      model.reset();
      for (const [user, status] of [
        [outsider, 404],
        [managerB, 404],
        [portal, 403],
        [viewer, 403],
      ] as const)
        expect((await api(`/outputs/${planOutputId}/rewrite`, user, {})).status).toBe(status);
      expect(model.requests).toHaveLength(0);
      expect((await versions(owner, planOutputId)).data).toHaveLength(before);
    });
  });
});
