import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { ROI_MESSAGES, ROI_TOOL_INFO, ROI_TOOLS, formatRoiBrief } from '@/shared/roi-budget';
import { findTool } from '../../agents/registry';
import { loadRoiFacts } from '../../agents/roi-budget/facts';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PLACEHOLDER, groundedUser, newSession, run } from '../agent-sessions/test-helpers';
import { ROI_CAMPAIGNS, roiUser } from './testing';

describe('ROI & Budget agent and API', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof roiUser>>;
  let other: Awaited<ReturnType<typeof roiUser>>;
  let locked: Awaited<ReturnType<typeof groundedUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await roiUser(t);
    other = await roiUser(t, 'Other Org Ltd');
    locked = await groundedUser(t, 'Two Campaigns Ltd');
    await t.request('/api/v1/campaigns', {
      cookie: locked.cookie,
      body: { name: 'Second', status: 'active' },
    });
  });
  afterAll(() => t.close());

  const get = (path: string, cookie = user.cookie) =>
    t.request(`/api/v1/roi-budget${path}`, { cookie });

  const factsFor = (tool: string, message: string | null, campaignId: string | null = null) =>
    withTenant(t.ctx.db, { orgId: user.orgId, userId: user.userId }, (tx) =>
      loadRoiFacts(tool as (typeof ROI_TOOLS)[number], tx, {
        orgId: user.orgId,
        campaignId,
        clientId: null,
        message,
      }),
    );

  const messages: Record<(typeof ROI_TOOLS)[number], () => string> = {
    roi_calculator: () => formatRoiBrief({ marginPercent: 55, changes: [] }),
    budget_allocator: () =>
      formatRoiBrief({ totalBudgetCents: 450_000, horizonDays: 30, changes: [] }),
    forecast: () => formatRoiBrief({ horizonDays: 45, changes: [] }),
    scenario_planner: () =>
      formatRoiBrief({
        horizonDays: 30,
        changes: [
          { target_type: 'campaign', target: user.campaignIds[1]!, change_percentage: 25 },
          { target_type: 'channel', target: 'Paid social', change_percentage: -50 },
        ],
      }),
    optimization: () => formatRoiBrief({ horizonDays: 60, changes: [] }),
  };

  it("states every amount in the organization's currency (EUR: €, never $)", async () => {
    const euro = await roiUser(t, 'Euro Roasters GmbH');
    const chosen = await t.request('/api/v1/organization', {
      method: 'PATCH',
      cookie: euro.cookie,
      body: { currency: 'EUR' },
    });
    expect(chosen.status).toBe(200);
    for (const tool of ['roi_calculator', 'budget_allocator'] as const) {
      const sessionId = await newSession(t, euro.cookie, { agent_type: 'roi-budget' });
      const message =
        tool === 'roi_calculator'
          ? formatRoiBrief({ marginPercent: 55, changes: [] })
          : formatRoiBrief({ totalBudgetCents: 450_000, horizonDays: 30, changes: [] });
      const { res, outputId } = await run(t, euro.cookie, sessionId, { tool, message });
      expect(res.status, res.text).toBe(200);
      const output = (await t.request(`/api/v1/outputs/${outputId}`, { cookie: euro.cookie })).json
        .data;
      const content = output.content as { summary: string; insights: string[] };
      const text = [content.summary, ...content.insights].join(' ');
      expect(text).toMatch(/€\d{1,3}(,\d{3})*/);
      expect(text).not.toContain('$');
    }
  });

  it.each(ROI_TOOLS)(
    '%s offline: saves its output, every figure equals the data, narrative names the campaigns',
    async (tool) => {
      const sessionId = await newSession(t, user.cookie, { agent_type: 'roi-budget' });
      const message = messages[tool]();
      const { res, outputId, error } = await run(t, user.cookie, sessionId, { tool, message });
      expect(res.status, res.text).toBe(200);
      expect(error).toBeUndefined();
      const output = (await t.request(`/api/v1/outputs/${outputId}`, { cookie: user.cookie })).json
        .data;
      expect(output.output_type).toBe(ROI_TOOL_INFO[tool].outputType);
      const registered = findTool('roi-budget', tool)!;
      const content = registered.schema.parse(output.content) as {
        summary: string;
        insights: string[];
        recommendations: string[];
      };
      const facts = await factsFor(tool, message);
      expect(registered.verifyFigures!(facts, content)).toEqual([]);
      const text = JSON.stringify(content);
      expect(text).toContain(tool === 'forecast' ? 'Harbor Roasters' : ROI_CAMPAIGNS[1].name);
      const strings = [content.summary, ...content.insights, ...content.recommendations];
      expect(strings.filter((s: string) => PLACEHOLDER.test(s))).toEqual([]);
    },
  );

  it('the calculator states the ROI the campaign analytics page shows', async () => {
    const facts = await factsFor('roi_calculator', null);
    const figures = facts.figures as {
      campaigns: { campaign_id: string; roi_percentage: number; roas: number }[];
    };
    for (const id of user.campaignIds) {
      const metrics = (await t.request(`/api/v1/campaigns/${id}/metrics`, { cookie: user.cookie }))
        .json.data;
      const row = figures.campaigns.find((c) => c.campaign_id === id)!;
      expect(row.roi_percentage).toBe(metrics.totals.roi_percentage);
      expect(row.roas).toBe(metrics.totals.roas);
    }
  });

  it('verifyFigures lists a changed figure and an invented amount', async () => {
    const facts = await factsFor('roi_calculator', null);
    const tool = findTool('roi-budget', 'roi_calculator')!;
    const content = tool.offline({ company: 'Harbor Roasters', facts } as never);
    const wrong = structuredClone(content) as {
      summary: string;
      figures: { totals: { roi_percentage: number } };
    };
    wrong.figures.totals.roi_percentage = 999;
    wrong.summary += ' It made $123,456,789.';
    const problems = tool.verifyFigures!(facts, wrong);
    expect(problems.some((p) => p.includes('figures.totals.roi_percentage'))).toBe(true);
    expect(problems.some((p) => p.includes('$123,456,789'))).toBe(true);
    // In euros too: the sign is the organization's, the figure must still be computed.
    wrong.summary += ' It lost €987,654.';
    expect(tool.verifyFigures!(facts, wrong).some((p) => p.includes('€987,654'))).toBe(true);
  });

  it('a campaign session computes that campaign and saves the output to it', async () => {
    const campaignId = user.campaignIds[2]!;
    const sessionId = await newSession(t, user.cookie, {
      agent_type: 'roi-budget',
      campaign_id: campaignId,
    });
    const { outputId } = await run(t, user.cookie, sessionId, { tool: 'roi_calculator' });
    const output = (await t.request(`/api/v1/outputs/${outputId}`, { cookie: user.cookie })).json
      .data;
    expect(output.campaign_id).toBe(campaignId);
    expect(output.content.figures.campaigns).toHaveLength(1);
    expect(output.content.summary).toContain(ROI_CAMPAIGNS[2].name);
  });

  it.each([
    ['forecast', 'Horizon: 3 days', ROI_MESSAGES.horizon],
    ['budget_allocator', 'Total budget: $0', ROI_MESSAGES.budget],
    ['roi_calculator', 'Gross margin: 140%', ROI_MESSAGES.margin],
    ['scenario_planner', 'Horizon: 30 days', ROI_MESSAGES.noChanges],
    ['scenario_planner', 'Change campaign x: lots', ROI_MESSAGES.change],
  ])('%s refuses "%s" with a 400', async (tool, message, expected) => {
    const sessionId = await newSession(t, user.cookie, { agent_type: 'roi-budget' });
    const { res } = await run(t, user.cookie, sessionId, { tool, message });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(expected);
  });

  it("a scenario naming another organization's campaign is a 400", async () => {
    const sessionId = await newSession(t, user.cookie, { agent_type: 'roi-budget' });
    const target = other.campaignIds[0]!;
    const { res } = await run(t, user.cookie, sessionId, {
      tool: 'scenario_planner',
      message: `Change campaign ${target}: +10%`,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(ROI_MESSAGES.unknownCampaign(target));
  });

  it('is locked with 2 campaigns: runs and writes are refused with the unlock message', async () => {
    const message = lockedFeatureMessage('roi_budget');
    const sessionId = await newSession(t, locked.cookie, { agent_type: 'roi-budget' });
    const runRes = await run(t, locked.cookie, sessionId, { tool: 'roi_calculator' });
    expect(runRes.res.status).toBe(403);
    expect(runRes.res.json.error.message).toBe(message);
    const create = await t.request('/api/v1/roi-budget/scenarios', {
      cookie: locked.cookie,
      body: {
        name: 'More email',
        changes: [{ target_type: 'channel', target: 'Email', change_percentage: 10 }],
      },
    });
    expect(create.status).toBe(403);
    expect(create.json.error.message).toBe(message);
    // Reading answers the same lock (decision 077): the page shows it without asking.
    const read = await get('/dashboard', locked.cookie);
    expect(read.status).toBe(403);
    expect(read.json.error.message).toBe(message);
  });

  it('dashboard: spend against budget and ROI per campaign and per primary channel', async () => {
    const res = await get('/dashboard');
    expect(res.status).toBe(200);
    const d = res.json.data;
    expect(d.has_metrics).toBe(true);
    expect(d.campaigns).toHaveLength(3);
    const metrics = (
      await t.request(`/api/v1/campaigns/${user.campaignIds[0]}/metrics`, { cookie: user.cookie })
    ).json.data;
    expect(d.campaigns[0]).toMatchObject({
      campaign_name: ROI_CAMPAIGNS[0].name,
      budget_cents: metrics.budget_cents,
      spent_cents: metrics.spent_cents,
      roi_percentage: metrics.totals.roi_percentage,
      channel: 'Email',
    });
    expect(d.channels.map((c: { channel: string }) => c.channel).sort()).toEqual(
      ['Email', 'Events', 'Paid social'].sort(),
    );
    const one = await get(`/dashboard?campaign_id=${user.campaignIds[1]}`);
    expect(one.json.data.campaigns).toHaveLength(1);
    expect((await get(`/dashboard?campaign_id=${other.campaignIds[0]}`)).status).toBe(404);
    expect((await get('/dashboard?campaign_id=nope')).status).toBe(400);
  });

  it('forecast: horizon 7-180, validated', async () => {
    const res = await get('/forecast?horizon=60');
    expect(res.status).toBe(200);
    expect(res.json.data.forecast.spend.daily).toHaveLength(60);
    expect(res.json.data.method).toContain('least squares');
    expect(res.json.data.uncertainty).toContain('80%');
    for (const bad of ['6', '181', 'abc', '7.5']) {
      const r = await get(`/forecast?horizon=${bad}`);
      expect(r.status).toBe(400);
      expect(r.json.error.message).toBe(ROI_MESSAGES.horizon);
    }
    expect((await get(`/forecast?campaign_id=${other.campaignIds[0]}`)).status).toBe(404);
  });

  it('optimization: budget-neutral suggestions with their expected effect', async () => {
    const res = await get('/optimization?horizon=30');
    expect(res.status).toBe(200);
    const o = res.json.data;
    expect(o.allocation.totals.proposed_cents).toBe(o.allocation.totals.current_cents);
    expect(o.suggestions.length).toBeGreaterThan(0);
    expect(o.suggestions[0]).toHaveProperty('expected_revenue_change_cents');
  });

  it('scenarios: create (computed on the server), list, get, compare, delete; other orgs get 404', async () => {
    const create = (name: string, pct: number) =>
      t.request('/api/v1/roi-budget/scenarios', {
        cookie: user.cookie,
        body: {
          name,
          horizon_days: 30,
          changes: [
            { target_type: 'campaign', target: user.campaignIds[1], change_percentage: pct },
          ],
        },
      });
    const a = await create('Café sampling +30%', 30);
    expect(a.status, a.text).toBe(201);
    const b = await create('Café sampling −30%', -30);
    expect(a.json.data.result.totals.spend_cents).toBeGreaterThan(
      b.json.data.result.totals.spend_cents,
    );
    const list = await get('/scenarios');
    expect(list.json.data.map((s: { name: string }) => s.name)).toContain('Café sampling +30%');
    const ids = `${a.json.data.id},${b.json.data.id}`;
    const compare = await get(`/scenarios/compare?ids=${ids}`);
    expect(compare.status).toBe(200);
    expect(compare.json.data.map((s: { id: string }) => s.id)).toEqual([
      a.json.data.id,
      b.json.data.id,
    ]);
    expect((await get(`/scenarios/compare?ids=${a.json.data.id}`)).status).toBe(400);
    expect((await get('/scenarios/compare')).status).toBe(400);
    // Another organization: 404 on every id, never data.
    expect((await get(`/scenarios/${a.json.data.id}`, other.cookie)).status).toBe(404);
    expect((await get(`/scenarios/compare?ids=${ids}`, other.cookie)).status).toBe(404);
    expect((await get('/scenarios', other.cookie)).json.data).toEqual([]);
    const del = await t.request(`/api/v1/roi-budget/scenarios/${a.json.data.id}`, {
      cookie: other.cookie,
      method: 'DELETE',
    });
    expect(del.status).toBe(404);
    const mine = await t.request(`/api/v1/roi-budget/scenarios/${a.json.data.id}`, {
      cookie: user.cookie,
      method: 'DELETE',
    });
    expect(mine.status).toBe(204);
    expect((await get(`/scenarios/${a.json.data.id}`)).status).toBe(404);
  });

  it.each([
    [{ name: '', changes: [] }, 'Give the scenario a name'],
    [{ name: 'x', changes: [] }, ROI_MESSAGES.noChanges],
    [
      { name: 'x', changes: [{ target_type: 'channel', target: 'Email', change_percentage: 500 }] },
      'change_percentage must be at most 200',
    ],
    [
      {
        name: 'x',
        changes: [{ target_type: 'channel', target: 'Carrier pigeon', change_percentage: 5 }],
      },
      ROI_MESSAGES.unknownChannel('Carrier pigeon'),
    ],
    [
      {
        name: 'x',
        horizon_days: 2,
        changes: [{ target_type: 'channel', target: 'Email', change_percentage: 5 }],
      },
      ROI_MESSAGES.horizon,
    ],
  ])('a bad scenario %j is a 400', async (body, message) => {
    const res = await t.request('/api/v1/roi-budget/scenarios', { cookie: user.cookie, body });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(message);
  });
});
