/**
 * One computation: for the same campaign (and for all) over the same period, analytics
 * states exactly the figures Performance Intelligence's overview and its agent's facts do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyMetric } from '@/shared/campaigns';
import { addDays } from '@/shared/performance-analysis';
import type { PeriodSelection } from '@/shared/performance-intelligence';
import { loadOverview, loadPerformanceFacts } from '../../agents/performance-intelligence/facts';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedFor } from '../dashboard/testing';
import { computeAnalytics } from './compute';

const days = (n: number, scale: number): DailyMetric[] =>
  Array.from({ length: n }, (_, i) => ({
    date: addDays('2026-02-01', i),
    impressions: 900 * scale + i * 7,
    clicks: 40 * scale + (i % 5),
    conversions: scale + (i % 3),
    spend_cents: 12_345 * scale + i * 11,
    revenue_cents: 31_000 * scale + (i % 6) * 500,
  }));

describe('analytics and Performance Intelligence', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['createUser']>>;
  let campaignId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Same Numbers Co' });
    const s = seedFor(t.ctx.db, owner);
    campaignId = (await s.campaign({ name: 'Spring', marketingChannels: ['Search'] })).id;
    const other = (await s.campaign({ name: 'Autumn', marketingChannels: ['Social'] })).id;
    for (const [id, rows] of [
      [campaignId, days(45, 2)],
      [other, days(30, 1)],
    ] as const) {
      const res = await t.request(`/api/v1/campaigns/${id}/metrics`, {
        cookie: owner.cookie,
        body: { rows },
      });
      expect(res.status).toBe(200);
    }
  });
  afterAll(() => t.close());

  const both = (scopeCampaign: string | null, selection: PeriodSelection) =>
    withTenant(t.ctx.db, owner, async (tx) => ({
      pi: await loadOverview(tx, {
        orgId: owner.orgId,
        campaignId: scopeCampaign,
        selection,
        today: '2026-03-20',
      }),
      analytics: await computeAnalytics(tx, {
        orgId: owner.orgId,
        scope: scopeCampaign ? { type: 'campaign', id: scopeCampaign } : { type: 'org', id: null },
        selection,
        today: '2026-03-20',
      }),
    }));

  for (const selection of [
    { period: 'last_7' },
    { period: 'last_30' },
    { period: 'all' },
    { period: 'custom', from: '2026-02-10', to: '2026-02-24' },
  ] satisfies PeriodSelection[])
    it(`gives the same figures for one campaign and for all (${JSON.stringify(selection)})`, async () => {
      for (const scope of [campaignId, null]) {
        const { pi, analytics } = await both(scope, selection);
        // Everything but the scope's label, which analytics names after the organization.
        expect({ ...analytics!.overview, scope: null }).toEqual({ ...pi!, scope: null });
      }
    });

  it("gives the agent's facts the same totals and trend", async () => {
    const facts = await withTenant(t.ctx.db, owner, (tx) =>
      loadPerformanceFacts(tx, {
        orgId: owner.orgId,
        campaignId,
        clientId: null,
        message: 'Period: last 30 days. Rank by: ROAS.',
      }),
    );
    const { analytics } = await both(campaignId, { period: 'last_30' });
    expect(analytics!.overview.totals).toEqual(facts.overview.totals);
    expect(analytics!.overview.trend).toEqual(facts.overview.trend);
  });
});
