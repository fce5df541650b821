import { describe, expect, it } from 'vitest';
import {
  bandOf,
  byChurnRisk,
  clientRecommendations,
  computeClientHealth,
  HEALTH_COMPONENT_KEYS,
  HEALTH_FORMULA,
  HEALTH_WEIGHTS,
  possessive,
  type ClientHealthInput,
  type HealthCampaign,
} from './client-health';
import { addDays } from './performance-analysis';

const TODAY = '2026-06-30';
const client = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Fernleaf',
  status: 'active',
  industry: 'Retail',
};

/** `days` days ending `endAgo` days before today, each with this revenue and conversions. */
const days = (count: number, endAgo: number, revenue: number, conversions: number) =>
  Array.from({ length: count }, (_, i) => ({
    date: addDays(TODAY, -(endAgo + i)),
    impressions: 1000,
    clicks: 50,
    conversions,
    spend_cents: 10_000,
    revenue_cents: revenue,
  }));

const campaign = (over: Partial<HealthCampaign> = {}): HealthCampaign => ({
  id: 'c1',
  name: 'Summer Launch',
  status: 'active',
  archived: false,
  budget_cents: null,
  spent_cents: 0,
  start_date: null,
  end_date: null,
  daily: [],
  ...over,
});

const input = (over: Partial<ClientHealthInput> = {}): ClientHealthInput => ({
  client,
  campaigns: [campaign()],
  lastActivityAt: `${addDays(TODAY, -3)}T09:00:00.000Z`,
  approvals: null,
  ...over,
});

const health = (over: Partial<ClientHealthInput> = {}) =>
  computeClientHealth(input(over), { today: TODAY, computedAt: `${TODAY}T12:00:00.000Z` });
const component = (h: ReturnType<typeof health>, key: string) =>
  h.components.find((c) => c.key === key)!;

describe('client health', () => {
  it('weights sum to 1 and the formula states every weight', () => {
    expect(HEALTH_COMPONENT_KEYS.reduce((s, k) => s + HEALTH_WEIGHTS[k], 0)).toBeCloseTo(1);
    expect(HEALTH_FORMULA.score).toBe(
      'Health score (0–100) = 35% metrics trend + 25% campaigns + 20% activity + 20% approvals, each component scored 0–100, minus 10 points per warning sign, rounded; a churned client scores at most 44.',
    );
  });

  it('scores the trend from revenue and conversions of the last 30 days against the 30 before', () => {
    // Revenue +20%, conversions +10%: 50 + 1.25 × 15 = 68.75 → 69.
    const h = health({
      campaigns: [campaign({ daily: [...days(30, 0, 1_200, 11), ...days(30, 30, 1_000, 10)] })],
    });
    expect(h.signals).toMatchObject({
      revenue_current_cents: 36_000,
      revenue_previous_cents: 30_000,
      revenue_change_percentage: 20,
      conversions_change_percentage: 10,
      days_recorded_current: 30,
      days_recorded_previous: 30,
    });
    expect(component(h, 'metrics_trend')).toMatchObject({ score: 69, weight: 0.35 });
    expect(component(h, 'metrics_trend').detail).toBe(
      'Revenue $360 in the last 30 days, up 20% on the 30 before ($300); conversions 330, up 10% (300)',
    );
  });

  it('weights the components into the score and the band', () => {
    // trend 69, campaigns 100 (1 active, none paused), activity 100 (3 days), approvals 50.
    const h = health({
      campaigns: [campaign({ daily: [...days(30, 0, 1_200, 11), ...days(30, 30, 1_000, 10)] })],
    });
    expect(h.components.map((c) => [c.key, c.score])).toEqual([
      ['metrics_trend', 69],
      ['campaigns', 100],
      ['activity', 100],
      ['approvals', 50],
    ]);
    expect(h.score).toBe(Math.round(69 * 0.35 + 100 * 0.25 + 100 * 0.2 + 50 * 0.2));
    expect(h.band).toBe('healthy');
    expect(h.churn_risk).toEqual({
      level: 'low',
      reasons: ['No warning sign: a healthy score of 79'],
    });
    expect(component(h, 'approvals').detail).toBe('No approvals yet');
  });

  it('flags a falling, quiet, paused client as high churn risk with its reasons in words', () => {
    const h = health({
      client: { ...client, status: 'paused' },
      campaigns: [
        campaign({ status: 'paused', daily: [...days(10, 0, 500, 2), ...days(30, 30, 1_000, 10)] }),
      ],
      lastActivityAt: `${addDays(TODAY, -45)}T09:00:00.000Z`,
      approvals: { approved: 1, changes_requested: 3, pending: 1 },
    });
    expect(h.band).toBe('at_risk');
    expect(h.churn_risk.level).toBe('high');
    expect(h.churn_risk.reasons).toEqual([
      'The client is paused',
      'Revenue down 83.3% on the previous 30 days ($50 against $300)',
      'Conversions down 93.3% (20 against 300)',
      'No active campaign',
      'No activity for 45 days',
      'More outputs sent back with changes (3) than approved (1)',
    ]);
    expect(component(h, 'campaigns')).toMatchObject({
      score: 30,
      detail: 'No active campaign: 1 paused',
    });
    expect(component(h, 'activity')).toMatchObject({ score: 30 });
    expect(component(h, 'approvals')).toMatchObject({
      score: 25,
      detail: '1 approved, 3 sent back with changes (25% approved); 1 awaiting the client',
    });
    const recs = clientRecommendations(h);
    expect(recs.map((r) => r.title)).toEqual([
      'Walk Fernleaf through the drop in results',
      "Propose Fernleaf's next campaign",
      'Agree the brief again with Fernleaf',
      'Book a check-in with Fernleaf',
    ]);
    expect(recs[0]!.detail).toContain('$50 in the last 30 days against $300');
    expect([possessive('Fernleaf'), possessive('Tidal Outfitters')]).toEqual([
      "Fernleaf's",
      "Tidal Outfitters'",
    ]);
  });

  it('penalises overspending campaigns by the pacing rule and says which', () => {
    const h = health({
      campaigns: [
        campaign({
          budget_cents: 100_000,
          spent_cents: 90_000,
          start_date: addDays(TODAY, -20),
          end_date: addDays(TODAY, 20),
          daily: days(7, 0, 0, 0),
        }),
        campaign({ id: 'c2', name: 'Winter', status: 'paused' }),
      ],
    });
    expect(h.signals.overspending_campaigns).toEqual(['Summer Launch']);
    // 50 + 50 × 1/2 − 10.
    expect(component(h, 'campaigns')).toMatchObject({
      score: 65,
      detail: '1 active, 1 paused; overspending: Summer Launch',
    });
    expect(h.churn_risk.reasons).toContain('Summer Launch is projected to overspend its budget');
  });

  it('treats no data as neutral or low, never as invented figures', () => {
    const h = health({ campaigns: [], lastActivityAt: null });
    expect(component(h, 'metrics_trend')).toMatchObject({
      score: 50,
      detail: 'No results recorded in the last 60 days',
    });
    expect(component(h, 'campaigns')).toMatchObject({ score: 20, detail: 'No campaigns' });
    expect(component(h, 'activity')).toMatchObject({ score: 10, detail: 'No recorded activity' });
    // Two warning signs (no active campaign, no activity) take 10 points each.
    expect(h.score).toBe(Math.round(50 * 0.35 + 20 * 0.25 + 10 * 0.2 + 50 * 0.2 - 20));
    expect(h.band).toBe('at_risk');
  });

  it('states churn risk as the band of the score, so the two never disagree', () => {
    // Across the range: every input the clients had (a strong trend with an overspending
    // campaign, a quiet one, a paused or churned client) gives a churn risk that is its band's.
    const inputs: Partial<ClientHealthInput>[] = [
      { campaigns: [campaign({ daily: [...days(30, 0, 3_000, 30), ...days(30, 30, 1_000, 10)] })] },
      {
        campaigns: [
          campaign({
            budget_cents: 100_000,
            spent_cents: 90_000,
            start_date: addDays(TODAY, -20),
            end_date: addDays(TODAY, 20),
            daily: [...days(7, 0, 30_000, 30), ...days(30, 30, 1_000, 10)],
          }),
        ],
        approvals: { approved: 5, changes_requested: 0, pending: 0 },
      },
      { lastActivityAt: `${addDays(TODAY, -40)}T09:00:00.000Z` },
      { client: { ...client, status: 'paused' } },
      { client: { ...client, status: 'churned' } },
      { campaigns: [], lastActivityAt: null },
    ];
    const expected = { healthy: 'low', watch: 'medium', at_risk: 'high' } as const;
    const seen = new Set<string>();
    for (const over of inputs) {
      const h = health(over);
      expect(h.churn_risk.level).toBe(expected[h.band]);
      seen.add(h.band);
      // A warning sign costs the score its points: one overspending campaign is not "Healthy
      // 98/100" beside "Medium churn risk" any more.
      if (h.churn_risk.level === 'low') expect(h.score).toBeGreaterThanOrEqual(70);
    }
    expect(seen).toEqual(new Set(['healthy', 'watch', 'at_risk']));
    expect(health({ client: { ...client, status: 'churned' } }).band).toBe('at_risk');
  });

  it('bands at 70 and 45, and orders clients by churn risk then score', () => {
    expect([bandOf(70), bandOf(69), bandOf(45), bandOf(44)]).toEqual([
      'healthy',
      'watch',
      'watch',
      'at_risk',
    ]);
    const a = health();
    const b = health({
      client: {
        ...client,
        id: '00000000-0000-4000-8000-000000000002',
        name: 'Harbor',
        status: 'churned',
      },
    });
    expect([a, b].sort(byChurnRisk).map((h) => h.client_name)).toEqual(['Harbor', 'Fernleaf']);
  });
});
