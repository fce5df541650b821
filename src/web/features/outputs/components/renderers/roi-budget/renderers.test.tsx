// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import type { CampaignPerformance } from '@/shared/performance';
import { addDays } from '@/shared/performance-analysis';
import type { BudgetAllocation, BudgetScenario, RoiAnalysis } from '@/shared/roi-budget';
import {
  ALLOCATION_RULE,
  RETURNS_RULE,
  allocateBudget,
  campaignRoi,
  channelRoi,
  roiTotals,
  runScenario,
  spendBaselines,
} from '@/shared/roi-math';
import { OutputRenderer } from '../output-renderer';

afterEach(cleanup);

function campaign(id: string, name: string, channel: string, spend: number, roas: number) {
  const daily = Array.from({ length: 30 }, (_, i) => ({
    date: addDays('2026-03-01', i),
    impressions: 1000,
    clicks: 40,
    conversions: 2,
    spend_cents: spend,
    revenue_cents: Math.round(spend * roas),
  }));
  const c: CampaignPerformance = {
    id,
    name,
    status: 'active',
    client_id: null,
    archived: false,
    channels: [channel],
    primary_channel: channel,
    budget_cents: spend * 40,
    spent_cents: spend * 30,
    start_date: null,
    end_date: null,
    daily,
    totals: summarizeMetrics(daily),
  };
  return c;
}

const campaigns = [
  campaign('a', 'Spring Subscription Launch', 'Email', 40_000, 3.2),
  campaign('b', 'Café Wholesale Outreach', 'Events', 20_000, 5),
];
const narrative = {
  summary: 'Northwind earns $3 back per $1.',
  insights: ['Café Wholesale Outreach returns the most.'],
  recommendations: ['Move budget into Café Wholesale Outreach.'],
  assumptions: [RETURNS_RULE],
};

describe('ROI & Budget renderers', () => {
  it('ROI analysis: key figures, the campaign and channel tables, the narrative', () => {
    const content: RoiAnalysis = {
      ...narrative,
      figures: {
        period: { from: '2026-03-01', to: '2026-03-30' },
        campaign_id: null,
        margin_percentage: 50,
        totals: roiTotals(campaigns),
        margin: { gross_profit_cents: 1, margin_roi_percentage: 10, break_even_roas: 2 },
        campaigns: campaigns.map(campaignRoi),
        channels: channelRoi(campaigns),
      },
    };
    render(<OutputRenderer outputType="roi_analysis" content={content} />);
    const table = screen.getByRole('table', { name: 'ROI per campaign' });
    expect(
      within(table).getByRole('row', { name: /Spring Subscription Launch.*220\.0%/ }),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: 'ROI per primary channel' })).toBeTruthy();
    expect(screen.getByText('Break-even 2.00× at 50% margin')).toBeTruthy();
    expect(screen.getByText('Move budget into Café Wholesale Outreach.')).toBeTruthy();
    // The assumptions once, in the footer.
    expect(screen.getAllByText(RETURNS_RULE)).toHaveLength(1);
  });

  it('budget allocation and scenario: their tables with totals', () => {
    const { baselines } = spendBaselines(campaigns, '2026-03-30');
    const allocation: BudgetAllocation = {
      ...narrative,
      figures: {
        rule: ALLOCATION_RULE,
        returns_rule: RETURNS_RULE,
        allocation: allocateBudget(baselines, 1_800_000, 30),
        excluded: [],
      },
    };
    render(<OutputRenderer outputType="budget_allocation" content={allocation} />);
    expect(
      within(screen.getByRole('table', { name: 'Budget allocation' })).getByRole('row', {
        name: /Total.*\$18,000/,
      }),
    ).toBeTruthy();
    cleanup();
    const scenario: BudgetScenario = {
      ...narrative,
      figures: {
        returns_rule: RETURNS_RULE,
        changes: [{ target_type: 'campaign', target: 'b', change_percentage: 50 }],
        scenario: runScenario(
          baselines,
          [{ target_type: 'campaign', target: 'b', change_percentage: 50 }],
          30,
        ),
        excluded: [],
      },
    };
    render(<OutputRenderer outputType="budget_scenario" content={scenario} />);
    expect(
      within(screen.getByRole('table', { name: 'Scenario over 30 days' })).getByRole('row', {
        name: /Café Wholesale Outreach.*\+50\.0%/,
      }),
    ).toBeTruthy();
  });

  it('falls back to the generic layout for content that does not match', () => {
    render(<OutputRenderer outputType="roi_analysis" content={{ summary: 'Edited by hand' }} />);
    expect(screen.queryByRole('table', { name: 'ROI per campaign' })).toBeNull();
  });
});
