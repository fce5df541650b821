import { describe, expect, it } from 'vitest';
import { campaignAttention, clientAttention } from './attention';
import { budgetLabel, rankAttention, type AttentionKind } from './attention-ranking';
import { summarizeMetrics } from './campaign-metrics';
import type { ClientHealth } from './client-success';
import { addDays } from './performance-analysis';
import type { CampaignPerformance } from './performance';

const TODAY = '2026-11-28';

/** `days` days ending `endAgo` days before TODAY, at this spend and revenue a day. */
function campaign(
  name: string,
  over: Partial<CampaignPerformance> & {
    days?: number;
    spend?: number;
    revenue?: number;
    endAgo?: number;
  } = {},
): CampaignPerformance {
  const { days = 20, spend = 4_000, revenue = 12_000, endAgo = 0, ...rest } = over;
  const daily = Array.from({ length: days }, (_, i) => ({
    date: addDays(TODAY, -(endAgo + days - 1 - i)),
    impressions: 8_000,
    clicks: 160,
    conversions: 4,
    spend_cents: spend,
    revenue_cents: revenue,
  }));
  return {
    id: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    status: 'active',
    client_id: null,
    archived: false,
    channels: [],
    primary_channel: null,
    budget_cents: 200_000,
    spent_cents: daily.reduce((s, d) => s + d.spend_cents, 0),
    start_date: addDays(TODAY, -(endAgo + days - 1)),
    end_date: addDays(TODAY, 30),
    daily,
    totals: summarizeMetrics(daily),
    ...rest,
  };
}

describe('rankAttention', () => {
  it('puts overspend, then money lost, anomalies, approvals, missing data and next steps', () => {
    const item = (kind: AttentionKind, at_stake_cents = 0, id: string = kind) => ({
      id,
      kind,
      at_stake_cents,
    });
    const ranked = rankAttention([
      item('next_step', 0, 'first'),
      item('stale_data'),
      item('approval'),
      item('losing_money', 90_000),
      item('anomaly'),
      item('overspend', 1_000, 'small overspend'),
      item('next_step', 0, 'second'),
      item('overspend', 50_000, 'large overspend'),
    ]);
    expect(ranked.map((r) => r.id)).toEqual([
      'large overspend',
      'small overspend',
      'losing_money',
      'anomaly',
      'approval',
      'stale_data',
      'first',
      'second',
    ]);
  });
});

describe('budgetLabel', () => {
  it('names the state of a budget with its percentage, never a bare "Overspend"', () => {
    expect(budgetLabel(90_000, 100_000)).toBe('Near budget: 90% spent');
    expect(budgetLabel(99_990, 100_000)).toBe('Near budget: 99% spent');
    expect(budgetLabel(100_000, 100_000)).toBe('Near budget: 100% spent');
    expect(budgetLabel(100_200, 100_000)).toBe('Over budget by 1%');
    expect(budgetLabel(112_000, 100_000)).toBe('Over budget by 12%');
    expect(budgetLabel(60_000, 100_000, 171.4)).toBe('Projected at 171% of budget');
    expect(budgetLabel(120_000, 100_000, 171.4)).toBe('Over budget by 20%');
  });
});

describe('campaignAttention', () => {
  it("states each campaign's decision, anomaly or missing data, most at stake first", () => {
    const items = campaignAttention(
      [
        // 0.86× and projected to 171% of its budget: slowed (overspend).
        campaign('Autumn Single Origin', {
          days: 27,
          spend: 4_000,
          revenue: 3_440,
          budget_cents: 140_000,
          end_date: addDays(TODAY, 33),
        }),
        // 0.8× within budget: to be fixed (losing money).
        campaign('Winter Blend', { spend: 2_000, revenue: 1_600 }),
        // Healthy at 3×: nothing.
        campaign('Espresso Club'),
        // Started, running, no figures at all.
        campaign('Gift Cards', { days: 0, start_date: addDays(TODAY, -3) }),
        // Figures stopped 10 days ago.
        campaign('Cold Brew', { days: 15, endAgo: 10 }),
        // Starts next week: nothing to import yet.
        campaign('Holiday Launch', { days: 0, start_date: addDays(TODAY, 7) }),
        // A draft and an archived campaign need nothing.
        campaign('Draft Idea', { days: 0, status: 'draft' }),
        campaign('Old Promo', { spend: 2_000, revenue: 500, archived: true }),
      ],
      { today: TODAY },
    );
    expect(items.map((i) => [i.kind, i.campaign_name])).toEqual([
      ['overspend', 'Autumn Single Origin'],
      ['losing_money', 'Winter Blend'],
      ['stale_data', 'Gift Cards'],
      ['stale_data', 'Cold Brew'],
    ]);
    expect(items[0]!.title).toMatch(/^Slow Autumn Single Origin to \$\d+ a day$/);
    // Its badge says where the budget is heading, with the figure.
    expect(items[0]!.label).toMatch(/^Projected at \d+% of budget$/);
    expect(items.slice(1).map((i) => i.label)).toEqual([
      'Losing money',
      'Missing data',
      'Missing data',
    ]);
    expect(items[0]!.at_stake_cents).toBeGreaterThan(0);
    expect(items[1]!.title).toBe('Fix Winter Blend before it spends more');
    expect(items[2]!.title).toBe('Import performance data for Gift Cards');
    expect(items[3]!.title).toBe(`No figures for Cold Brew since ${'Nov 18, 2026'}`);
    expect(items.every((i) => i.action_url === `/campaigns/${i.campaign_id}/analytics`)).toBe(true);
  });

  it('flags a recent day without conversions on a campaign that otherwise holds', () => {
    const healthy = campaign('Espresso Club', { days: 20 });
    healthy.daily[19] = { ...healthy.daily[19]!, conversions: 0, revenue_cents: 0 };
    healthy.totals = summarizeMetrics(healthy.daily);
    const [item] = campaignAttention([healthy], { today: TODAY });
    expect(item).toMatchObject({ kind: 'anomaly', campaign_name: 'Espresso Club' });
    expect(item!.title).toBe('Check Espresso Club: a zero-conversion day on Nov 28, 2026');
  });
});

describe('clientAttention', () => {
  it("states a client's overspend, falling revenue and approvals waiting, most at stake first", () => {
    const [over] = campaignAttention(
      [
        campaign('Lumen', {
          spend: 2_000,
          revenue: 9_000,
          spent_cents: 198_000,
          budget_cents: 100_000,
          end_date: null,
        }),
      ],
      { today: TODAY },
    );
    const signals = {
      window_days: 30,
      revenue_change_percentage: -34.4,
      conversions_change_percentage: -5,
      approvals_pending: 2,
    } as ClientHealth['signals'];
    expect(
      clientAttention({ campaigns: [over!], health: { signals }, teammateApprovals: 1 }),
    ).toEqual([
      { kind: 'overspend', text: 'Lumen has spent 198% of its budget', at_stake_cents: 98_000 },
      {
        kind: 'falling_health',
        text: 'Revenue down 34% on the previous 30 days',
        at_stake_cents: 0,
      },
      { kind: 'approval', text: "1 workflow waits for a teammate's approval", at_stake_cents: 0 },
      { kind: 'approval', text: "2 outputs wait for the client's approval", at_stake_cents: 0 },
    ]);
    expect(clientAttention({ campaigns: [], health: null })).toEqual([]);
  });
});
