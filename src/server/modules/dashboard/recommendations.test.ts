import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recommendation } from '@/shared/dashboard';
import { addDays, todayIso } from '@/shared/performance-analysis';
import { queryRows } from '../../db/client';
import { campaigns } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedFor } from './testing';

describe('GET /api/v1/dashboard/recommendations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('follows the organization from an empty workspace to a running campaign', async () => {
    const user = await t.createUser({ organizationName: 'Green Leaf Cafe' });
    const s = seedFor(t.ctx.db, user);
    const recommendations = async () => {
      const res = await t.request('/api/v1/dashboard/recommendations', { cookie: user.cookie });
      expect(res.status).toBe(200);
      return res.json.data as Recommendation[];
    };
    const ids = async () => (await recommendations()).map((r) => r.id);

    const fresh = await recommendations();
    expect(fresh.map((r) => r.id)).toEqual([
      'quick-start',
      'business-context',
      'first-strategy',
      'first-campaign',
      'upload-document',
    ]);
    expect(fresh.find((r) => r.id === 'first-strategy')).toEqual({
      id: 'first-strategy',
      title: 'Run your first SWOT analysis',
      description: expect.stringContaining("Green Leaf Cafe's strengths"),
      agent_type: 'strategy',
      estimated_time: 10,
      priority: 'high',
      action_url: '/strategy',
      kind: 'next_step',
      label: 'Next step',
      at_stake_cents: 0,
    });
    expect(fresh.find((r) => r.id === 'business-context')?.action_url).toBe('/settings/workspace');
    expect(fresh.find((r) => r.id === 'first-campaign')?.action_url).toBe('/campaigns/new');

    // The business context is completed: that nudge goes, the industry shows up in the others.
    await t.request(`/api/v1/business-context/organization/${user.orgId}`, {
      cookie: user.cookie,
      body: { industry: 'Retail', companySize: '1-10 employees' },
    });
    const withContext = await recommendations();
    expect(withContext.map((r) => r.id)).not.toContain('business-context');
    expect(withContext.find((r) => r.id === 'first-strategy')?.description).toContain('in Retail');

    // A strategy exists, but personas stay locked until there is a campaign.
    await s.output('strategy');
    expect(await ids()).toEqual(['first-campaign', 'upload-document']);

    const campaign = await s.campaign({
      name: 'Spring Launch',
      status: 'active',
      budgetCents: 100_000,
      spentCents: 95_000,
    });
    const running = await recommendations();
    // What is at stake first: the budget, then the missing figures, then the next agent.
    expect(running.map((r) => r.id)).toEqual([
      `budget-pacing:${campaign.id}`,
      `import-metrics:${campaign.id}`,
      'personas',
      'upload-document',
    ]);
    expect(running[0]).toMatchObject({
      title: 'Campaign Spring Launch has spent 95% of its budget',
      // At 95% it is near its budget, not over it: the badge says so, with the figure.
      label: 'Near budget: 95% spent',
      description: expect.stringContaining('$950 of $1,000'),
      priority: 'high',
      action_url: `/campaigns/${campaign.id}`,
    });
    expect(running[1]).toMatchObject({
      title: 'Import performance data for Spring Launch',
      kind: 'stale_data',
      action_url: `/campaigns/${campaign.id}/analytics`,
    });
    expect(running[2]).toMatchObject({
      title: 'Create personas',
      agent_type: 'persona',
      estimated_time: 5,
      action_url: '/persona',
      kind: 'next_step',
    });

    // Metrics imported, personas and a marketing strategy made, a document uploaded.
    await s.dailyMetrics(campaign.id, {
      date: todayIso(),
      spendCents: 5_000,
      revenueCents: 12_000,
    });
    await s.output('persona');
    await s.output('marketing_strategy');
    await s.document();
    expect(await ids()).toEqual([
      `budget-pacing:${campaign.id}`,
      'first-content',
      'performance-review',
    ]);

    await t.ctx.db
      .update(campaigns)
      .set({ spentCents: 10_000 })
      .where(eq(campaigns.id, campaign.id));
    await s.output('content');
    await s.output('performance-intelligence');
    expect(await recommendations()).toEqual([]);
  });

  it('tells a campaign losing money and overspending what its decision says, once', async () => {
    const user = await t.createUser({ organizationName: 'Harbor Roasters' });
    const s = seedFor(t.ctx.db, user);
    const today = todayIso();
    // 0.86× at $40 a day, $1,080 of $1,200 spent with 33 days left: slow it to $4 a day.
    const campaign = await s.campaign({
      name: 'Autumn Single Origin',
      status: 'active',
      budgetCents: 120_000,
      spentCents: 108_000,
      startDate: addDays(today, -26),
      endDate: addDays(today, 33),
    });
    for (let i = 0; i < 7; i++)
      await s.dailyMetrics(campaign.id, {
        date: addDays(today, -i),
        spendCents: 4_000,
        revenueCents: 3_440,
        impressions: 8_000,
        clicks: 160,
        conversions: 4,
      });
    // Two campaigns that start next month: nothing to import for them yet.
    for (const name of ['Holiday Gift Boxes', 'New Year Subscriptions'])
      await s.campaign({
        name,
        status: 'active',
        budgetCents: 50_000,
        startDate: addDays(today, 20),
        endDate: addDays(today, 50),
      });
    const res = await t.request('/api/v1/dashboard/recommendations', { cookie: user.cookie });
    const list = res.json.data as Recommendation[];
    expect(list[0]).toMatchObject({ id: `campaign-decision:${campaign.id}`, kind: 'overspend' });
    expect(list.filter((r) => r.id.startsWith('import-metrics:'))).toEqual([]);
    const own = list.filter((r) => r.title.includes('Autumn Single Origin'));
    expect(own).toEqual([
      expect.objectContaining({
        id: `campaign-decision:${campaign.id}`,
        title: 'Slow Autumn Single Origin to $4 a day',
        priority: 'high',
        action_url: `/campaigns/${campaign.id}/analytics`,
      }),
    ]);
    expect(own[0]!.description).toContain('below break-even 1.00×');
  });

  it('asks for a teammate approval a workflow waits on, linking to its run, in its organization only', async () => {
    const user = await t.createUser({ organizationName: 'Harbor Roasters' });
    const s = seedFor(t.ctx.db, user);
    const output = await s.output('content', { title: 'Winter newsletter' });
    const [run] = await withTenant(t.ctx.db, user, (tx) =>
      queryRows<{ id: string; workflow_id: string }>(
        tx,
        sql`with w as (insert into workflows (org_id, name, graph)
              values (${user.orgId}::uuid, 'Monthly newsletter', '{}'::jsonb) returning id)
            insert into workflow_runs (org_id, workflow_id, graph, status)
              select ${user.orgId}::uuid, w.id, '{}'::jsonb, 'waiting' from w
            returning id::text as id, workflow_id::text as workflow_id`,
      ),
    );
    const approval = { approver: 'teammate', output_id: output.id, status: 'waiting' };
    await withTenant(t.ctx.db, user, (tx) =>
      tx.execute(sql`insert into workflow_step_runs (run_id, step_id, org_id, status, result)
        values (${run!.id}::uuid, 'review', ${user.orgId}::uuid, 'waiting',
                ${JSON.stringify({ approval })}::jsonb)`),
    );
    const list = (await t.request('/api/v1/dashboard/recommendations', { cookie: user.cookie }))
      .json.data as Recommendation[];
    expect(list[0]).toMatchObject({
      id: `approval:${run!.id}`,
      kind: 'approval',
      title: 'Approve Winter newsletter in Monthly newsletter',
      action_url: `/workflow/${run!.workflow_id}/run?run=${run!.id}`,
    });

    // Another organization is told nothing about it.
    const other = await t.createUser({ organizationName: 'Elsewhere Bakery' });
    const theirs = (await t.request('/api/v1/dashboard/recommendations', { cookie: other.cookie }))
      .json.data as Recommendation[];
    expect(theirs.some((r) => r.kind === 'approval')).toBe(false);
  });

  it('greets an agency without clients with its first client', async () => {
    const agency = await t.createUser({
      organizationName: 'Pixel Foundry',
      organizationType: 'AGENCY',
    });
    const list = (await t.request('/api/v1/dashboard/recommendations', { cookie: agency.cookie }))
      .json.data as Recommendation[];
    expect(list.find((r) => r.id === 'first-client')).toMatchObject({
      priority: 'high',
      action_url: '/clients/new',
    });
    expect(list.findIndex((r) => r.priority !== 'high')).toBeGreaterThan(
      list.findLastIndex((r) => r.priority === 'high'),
    );
  });
});
