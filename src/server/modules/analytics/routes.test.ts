/**
 * Analytics over HTTP: the overview of each scope and its breakdowns adding up, the reports
 * and their CSV and PDF, other organizations' and other clients' ids, the unlock, and the
 * input it refuses.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_MESSAGES,
  analyticsOverviewSchema,
  analyticsReportSchema,
  type AnalyticsOverview,
} from '@/shared/analytics';
import type { CampaignMetricTotals } from '@/shared/campaign-metrics';
import type { DailyMetric } from '@/shared/campaigns';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { addDays } from '@/shared/performance-analysis';
import { performanceOverviewSchema } from '@/shared/performance-intelligence';
import { seedFor } from '../dashboard/testing';
import { addTeammate } from '../team/testing';
import { createTestApp, type TestApp } from '../../testing/test-app';

type User = Awaited<ReturnType<TestApp['createUser']>>;

/** 20 days from 1 March; `scale` sets the size, days 11–20 grow so the periods differ. */
const series = (scale: number): DailyMetric[] =>
  Array.from({ length: 20 }, (_, i) => ({
    date: addDays('2026-03-01', i),
    impressions: 1_000 * scale + (i >= 10 ? 200 : 0),
    clicks: 30 * scale + (i % 3),
    conversions: 2 * scale + (i >= 10 ? 1 : 0),
    spend_cents: 10_000 * scale + (i % 4) * 100,
    revenue_cents: 25_000 * scale + (i >= 10 ? 5_000 * scale : 0),
  }));

const PERIOD = 'from=2026-03-11&to=2026-03-20';
const ADDITIVE = ['impressions', 'clicks', 'conversions', 'spend_cents', 'revenue_cents'] as const;
const sumOf = (rows: { totals: CampaignMetricTotals }[]) =>
  Object.fromEntries(ADDITIVE.map((k) => [k, rows.reduce((s, r) => s + r.totals[k], 0)]));
const additive = (t: CampaignMetricTotals) => Object.fromEntries(ADDITIVE.map((k) => [k, t[k]]));

describe('analytics', () => {
  let t: TestApp;
  let agency: User;
  let scoped: { cookie: string };
  let clientA: string;
  let clientB: string;
  let campaignA: string;
  let campaignB: string;
  let ownCampaign: string;
  let sme: User;
  let smeCampaign: string;

  const get = (path: string, cookie: string) => t.request(`/api/v1/analytics/${path}`, { cookie });
  const overviewOf = async (query: string, cookie = agency.cookie) => {
    const res = await get(`overview?${query}`, cookie);
    expect(res.status, res.text).toBe(200);
    return analyticsOverviewSchema.parse(res.json.data);
  };
  const postMetrics = async (user: User, campaignId: string, rows: DailyMetric[]) => {
    const res = await t.request(`/api/v1/campaigns/${campaignId}/metrics`, {
      cookie: user.cookie,
      body: { rows },
    });
    expect(res.status, res.text).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    agency = await t.createUser({ organizationName: 'Pixel Foundry', organizationType: 'AGENCY' });
    const s = seedFor(t.ctx.db, agency);
    clientA = (await s.client({ name: 'Fernleaf' })).id;
    clientB = (await s.client({ name: 'Harbor Tea' })).id;
    campaignA = (
      await s.campaign({
        name: 'Fernleaf Spring',
        clientId: clientA,
        marketingChannels: ['Google Ads'],
      })
    ).id;
    campaignB = (
      await s.campaign({
        name: 'Harbor Launch',
        clientId: clientB,
        marketingChannels: ['Meta Ads'],
      })
    ).id;
    ownCampaign = (
      await s.campaign({ name: 'Agency Brand', marketingChannels: ['Google Ads', 'Email'] })
    ).id;
    await postMetrics(agency, campaignA, series(1));
    await postMetrics(agency, campaignB, series(3));
    await postMetrics(agency, ownCampaign, series(2));

    const mate = await addTeammate(t, agency.cookie, 'account_manager');
    await t.ctx.db.execute(
      sql`update user_roles set client_id = ${clientA} where user_id = ${mate.userId}`,
    );
    scoped = { cookie: mate.cookie };

    sme = await t.createUser({ organizationName: 'Green Leaf Cafe' });
    smeCampaign = (
      await seedFor(t.ctx.db, sme).campaign({ name: 'Cafe Loyalty', marketingChannels: ['Email'] })
    ).id;
    await postMetrics(sme, smeCampaign, series(1));
  });
  afterAll(() => t.close());

  describe('overview', () => {
    let org: AnalyticsOverview;
    beforeAll(async () => {
      org = await overviewOf(PERIOD);
    });

    it('states the nine figures against the period before, with the daily series', () => {
      expect(org.scope).toEqual({ type: 'org', id: null, label: 'Pixel Foundry' });
      const o = org.overview;
      expect(o.period).toEqual({ from: '2026-03-11', to: '2026-03-20', days: 10 });
      expect(o.trend?.previous).toEqual({ from: '2026-03-01', to: '2026-03-10' });
      expect(o.trend?.has_previous).toBe(true);
      expect(o.trend?.changes.map((c) => c.metric)).toEqual([
        'impressions',
        'clicks',
        'ctr',
        'conversions',
        'conversion_rate',
        'spend_cents',
        'cpa_cents',
        'revenue_cents',
        'roas',
      ]);
      expect(o.daily).toHaveLength(10);
      // Revenue grew by a fifth in the second ten days (25k → 30k per unit of scale).
      const revenue = o.trend!.changes.find((c) => c.metric === 'revenue_cents')!;
      expect(revenue.change_percentage).toBe(20);
      expect(revenue.improved).toBe(true);
    });

    it('adds up: the organization equals the sum of its campaigns, its clients and its days', () => {
      const o = org.overview;
      expect(sumOf(o.campaigns)).toEqual(additive(o.totals));
      expect(sumOf(org.clients)).toEqual(additive(o.totals));
      expect(sumOf(o.channels)).toEqual(additive(o.totals));
      expect(
        Object.fromEntries(ADDITIVE.map((k) => [k, o.daily.reduce((s, d) => s + d[k], 0)])),
      ).toEqual(additive(o.totals));
      expect(org.clients.map((c) => c.client_name)).toEqual([
        'Fernleaf',
        'Harbor Tea',
        ANALYTICS_MESSAGES.noOwnClient,
      ]);
      // A campaign counts towards its first channel.
      expect(o.channels.map((c) => c.channel).sort()).toEqual(['Google Ads', 'Meta Ads']);
    });

    it('gives the same figures as Performance Intelligence for the same period', async () => {
      const res = await t.request(`/api/v1/performance-intelligence/overview?${PERIOD}`, {
        cookie: agency.cookie,
      });
      const pi = performanceOverviewSchema.parse(res.json.data);
      expect(org.overview.totals).toEqual(pi.totals);
      expect(org.overview.trend).toEqual(pi.trend);
      expect(org.overview.daily).toEqual(pi.daily);
      expect(org.overview.channels).toEqual(pi.channels);
    });

    it('scopes to a client and to a campaign', async () => {
      const client = await overviewOf(`scope=client&id=${clientB}&${PERIOD}`);
      expect(client.scope).toEqual({ type: 'client', id: clientB, label: 'Harbor Tea' });
      expect(client.overview.campaigns.map((c) => c.id)).toEqual([campaignB]);
      expect(client.overview.totals).toEqual(
        org.clients.find((c) => c.client_id === clientB)!.totals,
      );
      const campaign = await overviewOf(`scope=campaign&id=${campaignA}&${PERIOD}`);
      expect(campaign.scope.label).toBe('Fernleaf Spring');
      expect(campaign.overview.totals).toEqual(
        org.overview.campaigns.find((c) => c.id === campaignA)!.totals,
      );
      expect(campaign.clients).toEqual([]);
    });

    it('lists the campaigns that moved most', () => {
      expect(org.movers.length).toBeGreaterThan(0);
      const sizes = org.movers.map((m) => Math.abs(m.change.change_percentage!));
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    });
  });

  it("gives 404 for another organization's client and campaign, never data", async () => {
    for (const [query, message] of [
      [`scope=client&id=${clientA}`, ANALYTICS_MESSAGES.clientNotFound],
      [`scope=campaign&id=${campaignA}`, ANALYTICS_MESSAGES.campaignNotFound],
      [
        `scope=campaign&id=00000000-0000-4000-8000-000000000000`,
        ANALYTICS_MESSAGES.campaignNotFound,
      ],
    ] as const) {
      const res = await get(`overview?${query}`, sme.cookie);
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe(message);
      expect(res.text).not.toContain('Fernleaf');
      const csv = await get(`reports/campaign-comparison/csv?${query}`, sme.cookie);
      expect(csv.status).toBe(404);
    }
    const own = await overviewOf(PERIOD, sme.cookie);
    expect(own.overview.campaigns.map((c) => c.id)).toEqual([smeCampaign]);
    expect(own.clients).toEqual([]);
  });

  it("shows a client-scoped teammate only their client's figures", async () => {
    const org = await overviewOf(PERIOD, scoped.cookie);
    expect(org.overview.campaigns.map((c) => c.id)).toEqual([campaignA]);
    expect(org.clients.map((c) => c.client_id)).toEqual([clientA]);
    expect(org.overview.totals).toEqual(
      (await overviewOf(`scope=campaign&id=${campaignA}&${PERIOD}`)).overview.totals,
    );
    for (const query of [`scope=client&id=${clientB}`, `scope=campaign&id=${campaignB}`]) {
      const res = await get(`overview?${query}`, scoped.cookie);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Harbor');
    }
    const portfolio = await get(`reports/client-portfolio?${PERIOD}`, scoped.cookie);
    expect(portfolio.status).toBe(200);
    expect(portfolio.json.data.rows.map((r: { name: string }) => r.name)).toEqual(['Fernleaf']);
  });

  describe('reports', () => {
    it('builds each report type as a table whose rows add up to its total', async () => {
      for (const type of ['channel-performance', 'campaign-comparison', 'client-portfolio']) {
        const res = await get(`reports/${type}?${PERIOD}`, agency.cookie);
        expect(res.status, res.text).toBe(200);
        const report = analyticsReportSchema.parse(res.json.data);
        expect(report.report_type).toBe(type);
        for (const key of ADDITIVE)
          expect(report.rows.reduce((s, r) => s + Number(r[key]), 0)).toBe(report.total![key]);
      }
      const ranked = analyticsReportSchema.parse(
        (await get(`reports/campaign-comparison?${PERIOD}`, agency.cookie)).json.data,
      );
      const roas = ranked.rows.map((r) => r.roas as number);
      expect(roas).toEqual([...roas].sort((a, b) => b - a));
    });

    it('compares each metric with the period before', async () => {
      const res = await get(`reports/period-over-period?${PERIOD}`, agency.cookie);
      const report = analyticsReportSchema.parse(res.json.data);
      expect(report.previous_period).toEqual({ from: '2026-03-01', to: '2026-03-10' });
      const revenue = report.rows.find((r) => r.metric === 'revenue_cents')!;
      expect(revenue.change_percentage).toBe(20);
      expect(report.total).toBeNull();
    });

    it('answers 404 for an unknown report type and 403 for a portfolio without clients', async () => {
      const unknown = await get(`reports/funnel-magic?${PERIOD}`, agency.cookie);
      expect(unknown.status).toBe(404);
      expect(unknown.json.error.message).toBe(ANALYTICS_MESSAGES.unknownReport('funnel-magic'));
      const pdf = await get('reports/funnel-magic/pdf', agency.cookie);
      expect(pdf.status).toBe(404);
      const portfolio = await get('reports/client-portfolio', sme.cookie);
      expect(portfolio.status).toBe(403);
      expect(portfolio.json.error.message).toBe(ANALYTICS_MESSAGES.agencyOnly);
    });

    it('exports CSV with a header row and the same totals as the JSON', async () => {
      const json = analyticsReportSchema.parse(
        (await get(`reports/channel-performance?${PERIOD}`, agency.cookie)).json.data,
      );
      const res = await get(`reports/channel-performance/csv?${PERIOD}`, agency.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="channel-performance-2026-03-11-to-2026-03-20.csv"',
      );
      const lines = res.text
        .trim()
        .split('\r\n')
        .map((l) => l.split(','));
      expect(lines[0]).toEqual([
        'Channel',
        'Campaigns',
        'Impressions',
        'Clicks',
        'CTR (%)',
        'Conversions',
        'Conversion rate (%)',
        'Spend (USD)',
        'CPA (USD)',
        'Revenue (USD)',
        'ROAS',
      ]);
      expect(lines).toHaveLength(json.rows.length + 2);
      const total = lines.at(-1)!;
      expect(total[0]).toBe('Total');
      expect(Number(total[2])).toBe(json.total!.impressions);
      expect(Number(total[7])).toBe((json.total!.spend_cents as number) / 100);
      expect(Number(total[9])).toBe((json.total!.revenue_cents as number) / 100);
      expect(Number(total[10])).toBe(json.total!.roas);
    });

    it('exports a PDF', async () => {
      const res = await t.app.request(
        `/api/v1/analytics/reports/campaign-comparison/pdf?${PERIOD}`,
        {
          headers: { cookie: agency.cookie },
        },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    });
  });

  it('is locked (403, the unlock message) without a campaign', async () => {
    const fresh = await t.createUser({ organizationName: 'No Campaigns Yet' });
    for (const path of [
      'overview',
      'reports/channel-performance',
      'reports/channel-performance/csv',
    ]) {
      const res = await get(path, fresh.cookie);
      expect(res.status).toBe(403);
      expect(res.json.error.message).toBe(lockedFeatureMessage('analytics'));
    }
  });

  it('refuses malformed input by name', async () => {
    const noId = await get('overview?scope=client', agency.cookie);
    expect(noId.status).toBe(400);
    expect(noId.text).toContain(ANALYTICS_MESSAGES.idRequired);
    const badId = await get('overview?scope=campaign&id=nope', agency.cookie);
    expect(badId.status).toBe(400);
    expect(badId.text).toContain('id must be a client or campaign id');
    const badScope = await get('overview?scope=galaxy', agency.cookie);
    expect(badScope.status).toBe(400);
    const halfPeriod = await get('overview?from=2026-03-01', agency.cookie);
    expect(halfPeriod.status).toBe(400);
    expect(halfPeriod.text).toContain('Give both from and to');
  });

  it('needs a signed-in caller', async () => {
    expect((await t.request('/api/v1/analytics/overview')).status).toBe(401);
  });
});
