import { describe, expect, it } from 'vitest';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import type { DailyMetric } from '@/shared/campaigns';
import { addDays } from '@/shared/performance-analysis';
import {
  detectOpportunities,
  type OpportunityCampaign,
  type OpportunityState,
} from './detect-opportunities';

type Day = Omit<DailyMetric, 'date'>;

/** `n` days ending on 2026-03-28, each made by `make(i)`. */
function series(n: number, make: (i: number) => Day): DailyMetric[] {
  return Array.from({ length: n }, (_, i) => ({
    date: addDays('2026-03-28', i - n + 1),
    ...make(i),
  }));
}

const steady: Day = {
  impressions: 10_000,
  clicks: 200,
  conversions: 10,
  spend_cents: 20_000,
  revenue_cents: 30_000,
};

function campaign(overrides: Partial<OpportunityCampaign> = {}): OpportunityCampaign {
  const daily = overrides.daily ?? [];
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Spring Launch',
    status: 'active',
    client_id: null,
    archived: false,
    channels: ['Email'],
    primary_channel: 'Email',
    budget_cents: 10_000_000,
    spent_cents: daily.reduce((s, d) => s + d.spend_cents, 0),
    start_date: '2026-03-01',
    end_date: '2026-05-31',
    content_outputs: 1,
    ...overrides,
    daily,
    totals: summarizeMetrics(daily),
  };
}

function state(overrides: Partial<OpportunityState> = {}): OpportunityState {
  return {
    company: 'Harbor Roasters',
    missing_context: [],
    strategy_outputs: 1,
    persona_outputs: 1,
    document_count: 1,
    campaigns: [],
    unread_competitor_alerts: 0,
    unused_documents: [],
    ...overrides,
  };
}

const kinds = (s: OpportunityState) => detectOpportunities(s).map((o) => o.kind);

describe('quick win detection', () => {
  it('finds nothing for an organization that passes every rule', () => {
    expect(detectOpportunities(state())).toEqual([]);
  });

  it('business context: names the missing fields; a missing industry is high impact', () => {
    const [o] = detectOpportunities(state({ missing_context: ['industry', 'description'] }));
    expect(o).toMatchObject({
      key: 'business-context',
      effort: 'low',
      impact: 'high',
      figures: [{ label: 'Business context fields missing', value: 2, unit: 'count' }],
      action_url: '/settings/workspace',
    });
    expect(o!.why).toContain('industry, description');
    expect(o!.checklist).toEqual([
      'Fill in the industry',
      'Fill in the description',
      'Save the business context',
    ]);
    expect(detectOpportunities(state({ missing_context: ['description'] }))[0]!.impact).toBe(
      'medium',
    );
  });

  it('no strategy and no persona (the persona only once there is a campaign)', () => {
    expect(kinds(state({ strategy_outputs: 0, persona_outputs: 0 }))).toEqual(['strategy']);
    const withCampaign = state({
      strategy_outputs: 0,
      persona_outputs: 0,
      campaigns: [campaign()],
    });
    expect(kinds(withCampaign)).toEqual(['persona', 'strategy']);
  });

  it('a campaign without budget, dates or channels', () => {
    const [o] = detectOpportunities(
      state({ campaigns: [campaign({ budget_cents: null, end_date: null, channels: [] })] }),
    );
    expect(o).toMatchObject({ kind: 'campaign-setup', figures: [{ value: 3 }] });
    expect(o!.why).toBe(
      'Spring Launch has no budget, end date, channels: its pacing cannot be tracked and agents cannot plan its spend.',
    );
    expect(o!.checklist).toEqual([
      'Add a budget',
      'Add an end date',
      'Add its channels',
      'Save the campaign',
    ]);
    // A completed or archived campaign is left alone.
    expect(
      kinds(state({ campaigns: [campaign({ budget_cents: null, status: 'completed' })] })),
    ).toEqual([]);
  });

  it('a campaign with metrics but no content', () => {
    const daily = series(5, () => steady);
    const [o] = detectOpportunities(
      state({ campaigns: [campaign({ daily, content_outputs: 0 })] }),
    );
    expect(o).toMatchObject({
      kind: 'campaign-content',
      figures: [
        { label: 'Clicks recorded', value: 1000, unit: 'count' },
        { label: 'Days with metrics', value: 5, unit: 'days' },
      ],
      action_url: '/content/campaign/11111111-1111-4111-8111-111111111111',
    });
  });

  it('CTR of the last 7 days below the campaign’s own average', () => {
    // 14 days at 2% CTR, then 7 at 1%: average 1.67%, recent 1.00% (40% below).
    const daily = series(21, (i) => ({ ...steady, clicks: i < 14 ? 200 : 100 }));
    const o = detectOpportunities(state({ campaigns: [campaign({ daily })] })).find(
      (x) => x.kind === 'ctr-below-average',
    );
    expect(o).toMatchObject({
      impact: 'high',
      figures: [
        { label: 'CTR, last 7 days', value: 1, unit: 'percent' },
        { label: 'Average CTR', value: 1.67, unit: 'percent' },
        // 70,000 impressions × (1.67 − 1.00)% = 469 clicks.
        { label: 'Clicks lost in 7 days', value: 469, unit: 'count' },
      ],
    });
    // Not flagged within 15% of the average, nor with fewer than 14 days.
    const mild = series(21, (i) => ({ ...steady, clicks: i < 14 ? 200 : 185 }));
    expect(kinds(state({ campaigns: [campaign({ daily: mild })] }))).not.toContain(
      'ctr-below-average',
    );
    const short = series(10, (i) => ({ ...steady, clicks: i < 3 ? 400 : 100 }));
    expect(kinds(state({ campaigns: [campaign({ daily: short })] }))).not.toContain(
      'ctr-below-average',
    );
  });

  it('high ROAS with budget left: scale it, with the expected revenue', () => {
    // ROAS 1.5 does not qualify; 3.0 does.
    const low = series(10, () => steady);
    expect(kinds(state({ campaigns: [campaign({ daily: low })] }))).toEqual([]);
    const daily = series(10, () => ({ ...steady, revenue_cents: 60_000 }));
    const [o] = detectOpportunities(
      state({ campaigns: [campaign({ daily, budget_cents: 1_000_000 })] }),
    );
    // Spent $2,000 of $10,000: $8,000 left, 20% of it is $1,600, × 3.0 = $4,800.
    expect(o).toMatchObject({
      kind: 'scale-roas',
      effort: 'low',
      impact: 'high',
      figures: [
        { label: 'ROAS', value: 3, unit: 'multiple' },
        { label: 'Budget left', value: 800_000, unit: 'cents' },
        { label: 'Suggested extra spend', value: 160_000, unit: 'cents' },
        { label: 'Expected revenue at the same ROAS', value: 480_000, unit: 'cents' },
        // The profit the extra spend adds: $4,800 − $1,600.
        { label: 'Profit the extra spend adds', value: 320_000, unit: 'cents' },
      ],
    });
    expect(o!.impact_statement).toContain('$1,600');
    expect(o!.impact_statement).toContain('$4,800');
    // Nearly spent: nothing to scale.
    expect(kinds(state({ campaigns: [campaign({ daily, budget_cents: 220_000 })] }))).not.toContain(
      'scale-roas',
    );
  });

  it('CPA rising week over week', () => {
    // $200 a day; 10 conversions a day, then 5: CPA $20 → $40 (+100%).
    const daily = series(14, (i) => ({ ...steady, conversions: i < 7 ? 10 : 5 }));
    const o = detectOpportunities(state({ campaigns: [campaign({ daily })] })).find(
      (x) => x.kind === 'cpa-rising',
    );
    expect(o).toMatchObject({
      figures: [
        { label: 'CPA, last 7 days', value: 4000, unit: 'cents' },
        { label: 'CPA, the 7 days before', value: 2000, unit: 'cents' },
        // $1,400 at $20 would have bought 70, it bought 35.
        { label: 'Conversions lost to the higher CPA', value: 35, unit: 'count' },
        // 35 conversions at the earlier $20 would have cost $700 of the $1,400.
        { label: 'Money at stake', value: 70_000, unit: 'cents' },
      ],
    });
    expect(o!.why).toContain('rose 100%');
  });

  it('zero conversions for the last days (instead of a CPA rise)', () => {
    const daily = series(14, (i) => ({ ...steady, conversions: i < 10 ? 10 : 0 }));
    const found = detectOpportunities(state({ campaigns: [campaign({ daily })] }));
    expect(found.map((o) => o.kind)).toContain('zero-conversions');
    expect(found.map((o) => o.kind)).not.toContain('cpa-rising');
    expect(found.find((o) => o.kind === 'zero-conversions')!.figures).toEqual([
      { label: 'Days in a row without a conversion', value: 4, unit: 'days' },
      { label: 'Spend over those days', value: 80_000, unit: 'cents' },
      { label: 'Money at stake', value: 80_000, unit: 'cents' },
    ]);
    // Two dry days are not yet a pattern; a paused campaign is not flagged.
    const two = series(14, (i) => ({ ...steady, conversions: i < 12 ? 10 : 0 }));
    expect(kinds(state({ campaigns: [campaign({ daily: two })] }))).not.toContain(
      'zero-conversions',
    );
    expect(kinds(state({ campaigns: [campaign({ daily, status: 'paused' })] }))).toEqual([]);
  });

  it('unread competitor alerts and documents never used in a run', () => {
    const found = detectOpportunities(
      state({
        unread_competitor_alerts: 4,
        unused_documents: [
          { id: 'a', title: 'Brand guide' },
          { id: 'b', title: 'Price list' },
        ],
      }),
    );
    expect(found.map((o) => [o.kind, o.impact, o.figures[0]!.value])).toEqual([
      ['competitor-alerts', 'medium', 4],
      ['unused-documents', 'low', 2],
    ]);
    expect(found[1]!.why).toContain('“Brand guide”, “Price list”');
  });

  it('a campaign losing money tops the list, above setup and documents, with its money at stake', () => {
    // $200 a day for $172 of revenue (ROAS 0.86), on pace for its budget: fix it.
    const daily = series(14, () => ({ ...steady, revenue_cents: 17_200 }));
    const found = detectOpportunities(
      state({
        missing_context: ['industry'],
        unused_documents: [{ id: 'a', title: 'Brand guide' }],
        campaigns: [campaign({ daily, budget_cents: 800_000, end_date: '2026-04-22' })],
      }),
      { today: '2026-03-28' },
    );
    expect(found.map((o) => o.kind)).toEqual([
      'losing-money',
      'business-context',
      'unused-documents',
    ]);
    expect(found[0]).toMatchObject({
      title: 'Fix Spring Launch before it spends more',
      figures: [
        // $2,800 spent, $2,408 earned back.
        { label: 'Money at stake', value: 39_200, unit: 'cents' },
        { label: 'ROAS', value: 0.86, unit: 'multiple' },
        { label: 'Spend', value: 280_000, unit: 'cents' },
        { label: 'Revenue', value: 240_800, unit: 'cents' },
      ],
    });
    expect(found[0]!.why).toContain('below break-even 1.00×');
  });

  it('a losing campaign pacing over its budget is told to slow down, never to scale', () => {
    // 0.86× at $200 a day, $2,800 spent with 31 of 45 days left: $9,000, 171% of $5,260.
    const daily = series(14, () => ({ ...steady, revenue_cents: 17_200 }));
    const c = campaign({
      daily,
      budget_cents: 526_000,
      start_date: '2026-03-15',
      end_date: '2026-04-28',
    });
    c.spent_cents = 280_000;
    const found = detectOpportunities(state({ campaigns: [c] }), { today: '2026-03-28' });
    expect(found.map((o) => o.kind)).toEqual(['overspending']);
    // What is left of the budget per day: ($5,260 − $2,800) ÷ 31.
    expect(found[0]!.title).toBe('Slow Spring Launch to $79 a day');
    expect(found[0]!.figures[1]).toEqual({
      label: 'Projected spend, share of budget',
      value: 171.1,
      unit: 'percent',
    });
  });

  it('ranks by impact over effort, then by rule order; a campaign filter keeps its own', () => {
    const daily = series(10, () => ({ ...steady, revenue_cents: 60_000 }));
    const s = state({
      strategy_outputs: 0,
      unused_documents: [{ id: 'a', title: 'Brand guide' }],
      campaigns: [campaign({ daily, content_outputs: 0 })],
    });
    const ranked = detectOpportunities(s);
    expect(ranked.map((o) => [o.kind, o.score])).toEqual([
      ['scale-roas', 3],
      ['strategy', 1.5],
      ['campaign-content', 1],
      ['unused-documents', 1],
    ]);
    expect(
      detectOpportunities(s, { campaignId: '11111111-1111-4111-8111-111111111111' }).map(
        (o) => o.kind,
      ),
    ).toEqual(['scale-roas', 'campaign-content']);
  });
});
