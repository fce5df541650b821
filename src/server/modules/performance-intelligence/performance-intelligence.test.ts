/**
 * Performance Intelligence: every tool offline states the figures computed from the data
 * (verifyFigures finds nothing, totals equal GET /campaigns/{id}/metrics), the overview
 * endpoint with its validation, another organization's campaign and the unlock.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import type { DailyMetric } from '@/shared/campaigns';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { addDays, ANOMALY_RULE } from '@/shared/performance-analysis';
import {
  formatPerformanceBrief,
  PERFORMANCE_MESSAGES,
  PERFORMANCE_OUTPUT_TYPES,
  PERFORMANCE_TOOL_IDS,
  performanceOverviewSchema,
  performanceReportSchema,
  type PerformanceToolId,
} from '@/shared/performance-intelligence';
import { findTool } from '../../agents/registry';
import { loadPerformanceFacts } from '../../agents/performance-intelligence/facts';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { groundedUser, newSession, run, strings } from '../agent-sessions/test-helpers';

const PLACEHOLDER = /\[[^[\]]*\]|lorem|\bTBD\b|XXX|undefined|NaN/i;

/** Twenty steady days, then a day whose CTR collapses (the anomaly to find). */
const SPRING: DailyMetric[] = [
  ...Array.from({ length: 20 }, (_, i) => ({
    date: addDays('2026-03-01', i),
    impressions: 10_000,
    clicks: 200 + (i % 3) * 5,
    conversions: 10 + (i % 2),
    spend_cents: 50_000 + (i % 4) * 1_000,
    revenue_cents: 150_000,
  })),
  {
    date: '2026-03-21',
    impressions: 10_000,
    clicks: 40,
    conversions: 10,
    spend_cents: 50_000,
    revenue_cents: 150_000,
  },
];
const WINTER: DailyMetric[] = Array.from({ length: 15 }, (_, i) => ({
  date: addDays('2026-03-07', i),
  impressions: 5_000,
  clicks: 150,
  conversions: 3,
  spend_cents: 30_000,
  revenue_cents: 60_000,
}));

describe('performance intelligence', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof groundedUser>>;
  let winterId: string;

  beforeAll(async () => {
    t = await createTestApp();
    user = await groundedUser(t);
    const winter = await t.request('/api/v1/campaigns', {
      cookie: user.cookie,
      body: {
        name: 'Winter Beans Clearance',
        marketing_channels: ['Google Ads'],
        budget_cents: 600_000,
        start_date: '2026-03-01',
        end_date: '2026-04-30',
        status: 'active',
      },
    });
    expect(winter.status).toBe(201);
    winterId = winter.json.data.id;
    for (const [id, rows] of [
      [user.campaignId, SPRING],
      [winterId, WINTER],
    ] as const) {
      const res = await t.request(`/api/v1/campaigns/${id}/metrics`, {
        cookie: user.cookie,
        body: { rows },
      });
      expect(res.status).toBe(200);
    }
  });
  afterAll(() => t.close());

  const facts = (campaignId: string | null, message: string) =>
    withTenant(t.ctx.db, { orgId: user.orgId, userId: user.userId }, (tx) =>
      loadPerformanceFacts(tx, { orgId: user.orgId, campaignId, clientId: null, message }),
    );

  const runTool = async (tool: PerformanceToolId, campaignId: string | null, message: string) => {
    const sessionId = await newSession(t, user.cookie, {
      agent_type: 'performance-intelligence',
      ...(campaignId ? { campaign_id: campaignId } : {}),
    });
    const result = await run(t, user.cookie, sessionId, { tool, message });
    expect(result.res.status, result.res.text).toBe(200);
    expect(result.error).toBeUndefined();
    const output = await t.request(`/api/v1/outputs/${result.outputId}`, { cookie: user.cookie });
    expect(output.status).toBe(200);
    return output.json.data;
  };

  it.each(PERFORMANCE_TOOL_IDS)(
    '%s offline: schema-valid, every figure equals the computed one, no placeholders',
    async (tool) => {
      const message = formatPerformanceBrief({ selection: { period: 'all' } });
      for (const campaignId of [user.campaignId, null]) {
        const output = await runTool(tool, campaignId, message);
        expect(output.output_type).toBe(PERFORMANCE_OUTPUT_TYPES[tool]);
        expect(output.campaign_id).toBe(campaignId);
        const definition = findTool('performance-intelligence', tool)!;
        const content = definition.schema.parse(output.content);
        expect(definition.verifyFigures!(await facts(campaignId, message), content)).toEqual([]);
        for (const s of strings(content)) expect(s).not.toMatch(PLACEHOLDER);
        expect(JSON.stringify(content)).toContain(
          campaignId ? 'Spring Subscription Push' : 'All campaigns',
        );
      }
    },
  );

  it('the report of a campaign carries the totals of GET /campaigns/{id}/metrics', async () => {
    const output = await runTool(
      'performance_report',
      user.campaignId,
      formatPerformanceBrief({ selection: { period: 'all' } }),
    );
    const report = performanceReportSchema.parse(output.content);
    const metrics = await t.request(`/api/v1/campaigns/${user.campaignId}/metrics`, {
      cookie: user.cookie,
    });
    expect(report.totals).toEqual(metrics.json.data.totals);
    expect(report.period).toEqual({ from: '2026-03-01', to: '2026-03-21', days: 21 });
    expect(report.anomaly_rule).toBe(ANOMALY_RULE);
    expect(report.summary).toContain('Harbor Roasters');
    expect(report.recommendations.length).toBeGreaterThan(0);
    // Like with like: the ads' conversions per click against the same figure of paid campaigns,
    // never against a store's or a website's conversion rate of the knowledge base.
    const ranges = report.insights.find((i) => i.includes('ranges for paid search and social'));
    expect(ranges).toMatch(/conversion rate [\d.]+% is (?:below|within|above) its range \(/);
    expect(JSON.stringify(report)).not.toMatch(/benchmark for|Store conversion|MADs/);
  });

  it("writes every amount in the organization's currency, the period before included", async () => {
    await t.ctx.db.execute(
      sql`update organizations set currency = 'GBP' where id = ${user.orgId}::uuid`,
    );
    try {
      const message = formatPerformanceBrief({
        selection: { period: 'custom', from: '2026-03-11', to: '2026-03-20' },
      });
      for (const tool of PERFORMANCE_TOOL_IDS) {
        const output = await runTool(tool, null, message);
        // The knowledge base's ranges stay US dollars and say so; every other amount is £.
        const text = strings(output.content)
          .join('\n')
          .replace(/\$[\d,]+–\$[\d,]+ in US dollars/g, '');
        expect(text, tool).not.toMatch(/\$\d/);
      }
      const report = await runTool('performance_report', null, message);
      expect(report.content.insights.join(' ')).toMatch(/spend (?:rose|fell) [\d.]+% to £/);
      expect(report.content.insights.join(' ')).toMatch(
        /CPA £[\d,]+ is (?:below|within|above) its range \(\$[\d,]+–\$[\d,]+ in US dollars\)/,
      );
    } finally {
      await t.ctx.db.execute(
        sql`update organizations set currency = 'USD' where id = ${user.orgId}::uuid`,
      );
    }
  });

  it('anomaly detection finds the constructed CTR drop and names what to check', async () => {
    const output = await runTool(
      'anomaly_detection',
      null,
      formatPerformanceBrief({ selection: { period: 'last_30' } }),
    );
    expect(output.content.anomalies).toContainEqual(
      expect.objectContaining({
        date: '2026-03-21',
        kind: 'ctr_drop',
        value: 0.4,
        campaign_name: 'Spring Subscription Push',
      }),
    );
    expect(output.content.rule).toBe(ANOMALY_RULE);
    expect(output.content.recommendations[0].title).toContain('Spring Subscription Push');
  });

  it('budget pacing uses the spend recorded and the campaign dates', async () => {
    const output = await runTool('budget_pacing', winterId, 'Period: all recorded days.');
    const winter = output.content.pacing.find(
      (p: { campaign_id: string }) => p.campaign_id === winterId,
    );
    expect(winter).toMatchObject({
      budget_cents: 600_000,
      spent_cents: 15 * 30_000,
      start_date: '2026-03-01',
      end_date: '2026-04-30',
      daily_rate_cents: 30_000,
    });
  });

  it('campaign comparison ranks by the metric of the brief', async () => {
    const output = await runTool(
      'campaign_comparison',
      null,
      formatPerformanceBrief({ selection: { period: 'all' }, rankBy: 'cpa_cents' }),
    );
    expect(output.content.rank_by).toBe('cpa_cents');
    expect(output.content.rankings.map((r: { campaign_name: string }) => r.campaign_name)).toEqual([
      'Spring Subscription Push',
      'Winter Beans Clearance',
    ]);
  });

  it('refuses an unreadable period in the brief with a 400', async () => {
    const sessionId = await newSession(t, user.cookie, { agent_type: 'performance-intelligence' });
    const bad = await run(t, user.cookie, sessionId, {
      tool: 'anomaly_detection',
      message: 'Period: 2026-03-31 to 2026-03-01.',
    });
    expect(bad.res.status).toBe(400);
    expect(bad.res.text).toContain(PERFORMANCE_MESSAGES.fromAfterTo);
  });

  describe('GET /performance-intelligence/overview', () => {
    const overview = (query: string, cookie = user.cookie) =>
      t.request(`/api/v1/performance-intelligence/overview${query}`, { cookie });

    it('gives a campaign the figures of its analytics page, and all campaigns their sum', async () => {
      const one = await overview(`?campaign_id=${user.campaignId}&period=all`);
      expect(one.status).toBe(200);
      const data = performanceOverviewSchema.parse(one.json.data);
      const metrics = await t.request(`/api/v1/campaigns/${user.campaignId}/metrics`, {
        cookie: user.cookie,
      });
      expect(data.totals).toEqual(metrics.json.data.totals);
      expect(data.daily).toEqual(metrics.json.data.daily);
      expect(data.scope).toEqual({
        campaign_id: user.campaignId,
        label: 'Spring Subscription Push',
      });
      expect(data.anomaly_rule).toBe(ANOMALY_RULE);

      const all = performanceOverviewSchema.parse((await overview('?period=all')).json.data);
      expect(all.totals).toEqual(summarizeMetrics([...SPRING, ...WINTER]));
      expect(all.campaigns).toHaveLength(2);
      expect(all.channels.map((c) => c.channel).sort()).toEqual(['Email', 'Google Ads']);
    });

    it('compares the period with the one before it', async () => {
      const res = await overview('?from=2026-03-11&to=2026-03-20');
      const data = performanceOverviewSchema.parse(res.json.data);
      expect(data.period).toEqual({ from: '2026-03-11', to: '2026-03-20', days: 10 });
      expect(data.trend).toMatchObject({
        previous: { from: '2026-03-01', to: '2026-03-10' },
        has_previous: true,
      });
      const inPeriod = [...SPRING, ...WINTER].filter(
        (d) => d.date >= '2026-03-11' && d.date <= '2026-03-20',
      );
      expect(data.totals).toEqual(summarizeMetrics(inPeriod));
      // The default is the last 30 days of data: here every recorded day.
      const byDefault = performanceOverviewSchema.parse((await overview('')).json.data);
      expect(byDefault.period).toEqual({ from: '2026-02-20', to: '2026-03-21', days: 30 });
      expect(byDefault.totals).toEqual(summarizeMetrics([...SPRING, ...WINTER]));
    });

    it.each([
      ['?from=2026-13-01&to=2026-03-20', PERFORMANCE_MESSAGES.badDate, 'from'],
      ['?from=2026-03-01&to=yesterday', PERFORMANCE_MESSAGES.badDate, 'to'],
      ['?from=2026-03-20&to=2026-03-01', PERFORMANCE_MESSAGES.fromAfterTo, 'from'],
      ['?from=2026-03-01', PERFORMANCE_MESSAGES.bothDates, 'to'],
      ['?from=2020-01-01&to=2026-01-01', PERFORMANCE_MESSAGES.tooLong, 'from'],
      ['?period=last_week', PERFORMANCE_MESSAGES.badPeriod, 'period'],
      ['?period=all&from=2026-03-01&to=2026-03-02', PERFORMANCE_MESSAGES.periodAndDates, 'period'],
      ['?campaign_id=not-a-uuid', 'campaign_id must be a campaign id', 'campaign_id'],
    ])('answers 400 to %s', async (query, message, field) => {
      const res = await overview(query);
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'validation_error', message, field });
    });

    it("gives 404 for another organization's campaign and an unknown one, never data", async () => {
      const other = await groundedUser(t, 'Other Roasters Ltd');
      const res = await overview(`?campaign_id=${user.campaignId}`, other.cookie);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Spring Subscription Push');
      const unknown = await overview('?campaign_id=00000000-0000-4000-8000-000000000000');
      expect(unknown.status).toBe(404);
      // Its own overview holds none of the first organization's figures.
      const own = performanceOverviewSchema.parse((await overview('', other.cookie)).json.data);
      expect(own.has_metrics).toBe(false);
      expect(own.campaigns.map((c) => c.id)).not.toContain(user.campaignId);
    });

    it('is locked (403) without a campaign, and so are the runs', async () => {
      const fresh = await t.createUser({ organizationName: 'No Campaigns Yet' });
      const res = await overview('', fresh.cookie);
      expect(res.status).toBe(403);
      expect(res.json.error.message).toBe(lockedFeatureMessage('analytics'));
      const session = await t.request('/api/v1/agent-sessions', {
        cookie: fresh.cookie,
        body: { agent_type: 'performance-intelligence' },
      });
      if (session.status === 201) {
        const started = await run(t, fresh.cookie, session.json.data.id, {
          tool: 'anomaly_detection',
        });
        expect(started.res.status).toBe(403);
      } else expect(session.status).toBe(403);
    });

    it('needs a signed-in caller', async () => {
      const res = await t.request('/api/v1/performance-intelligence/overview');
      expect(res.status).toBe(401);
    });
  });
});
