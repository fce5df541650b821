/**
 * The ROI & Budget figures, computed in code from `loadPerformance` (so they equal the
 * campaign analytics page): the same functions feed the REST answers and the agent's tools.
 */
import { dailyLimit, decideCampaigns } from '@/shared/campaign-decision';
import { FORECAST_METHOD, FORECAST_UNCERTAINTY, forecastMetrics } from '@/shared/forecast';
import type { PerformanceData } from '@/shared/performance';
import { PACING_RULE, budgetPacing } from '@/shared/performance-analysis';
import { ROI_MESSAGES, type RoiDashboard, type ScenarioChangeInput } from '@/shared/roi-budget';
import {
  ALLOCATION_RULE,
  RETURNS_RULE,
  allocateBudget,
  campaignRoi,
  channelRoi,
  marginAdjusted,
  optimizationSuggestions,
  roiTotals,
  runScenario,
  spendBaselines,
} from '@/shared/roi-math';
import { AppError } from '../../lib/errors';

export function dashboardFigures(perf: PerformanceData): RoiDashboard {
  return {
    period: perf.period,
    pacing: perf.campaigns.map((c) => {
      const p = budgetPacing(c);
      return {
        campaign_id: p.campaign_id,
        campaign_name: p.campaign_name,
        budget_cents: p.budget_cents,
        spent_cents: p.spent_cents,
        spent_percentage: p.spent_percentage,
        elapsed_percentage: p.elapsed_percentage,
        daily_rate_cents: p.daily_rate_cents,
        projected_spend_cents: p.projected_spend_cents,
        projected_percentage: p.projected_percentage,
        verdict: p.verdict,
      };
    }),
    pacing_rule: PACING_RULE,
    has_metrics: perf.daily.length > 0,
    has_budgets: perf.campaigns.some((c) => (c.budget_cents ?? 0) > 0),
    totals: roiTotals(perf.campaigns),
    campaigns: perf.campaigns.map(campaignRoi),
    channels: channelRoi(perf.campaigns),
  };
}

export function roiAnalysisFigures(
  perf: PerformanceData,
  opts: { campaignId: string | null; marginPercent?: number | undefined },
) {
  const totals = roiTotals(perf.campaigns);
  const margin =
    opts.marginPercent !== undefined
      ? marginAdjusted(totals.revenue_cents, totals.spend_cents, opts.marginPercent)
      : null;
  return {
    period: perf.period,
    campaign_id: opts.campaignId,
    margin_percentage: opts.marginPercent ?? null,
    totals,
    margin,
    campaigns: perf.campaigns.map(campaignRoi),
    channels: channelRoi(perf.campaigns),
    decisions: decideCampaigns(perf.campaigns, {
      breakEvenRoas: margin?.break_even_roas,
      ...(perf.currency && { currency: perf.currency }),
    }),
  };
}

export function forecastFigures(perf: PerformanceData, days: number) {
  return {
    method: FORECAST_METHOD,
    uncertainty: FORECAST_UNCERTAINTY,
    forecast: forecastMetrics(perf.daily, days),
    decisions: decideCampaigns(perf.campaigns, {
      ...(perf.currency && { currency: perf.currency }),
    }),
  };
}

/** The allocator over `days` days; without a total it reallocates the current spend rate. */
export function allocationFigures(
  perf: PerformanceData,
  opts: { totalBudgetCents?: number | undefined; days: number },
) {
  const { baselines, excluded } = spendBaselines(perf.campaigns, perf.period?.to ?? null);
  const current = baselines.reduce((a, b) => a + b.daily_spend_cents * opts.days, 0);
  const decisions = decideCampaigns(perf.campaigns, {
    ...(perf.currency && { currency: perf.currency }),
  });
  // A campaign to be paused, slowed or fixed is never given more (decision 069).
  const limits = new Map<string, number>();
  for (const b of baselines) {
    const limit = dailyLimit(
      decisions.find((d) => d.campaign_id === b.campaign_id),
      b.daily_spend_cents,
    );
    if (limit !== undefined) limits.set(b.campaign_id, limit);
  }
  return {
    rule: ALLOCATION_RULE,
    returns_rule: RETURNS_RULE,
    allocation: allocateBudget(baselines, opts.totalBudgetCents ?? current, opts.days, limits),
    excluded,
    decisions,
  };
}

export function optimizationFigures(perf: PerformanceData, days: number) {
  const figures = allocationFigures(perf, { days });
  return { ...figures, suggestions: optimizationSuggestions(figures.allocation) };
}

/** A what-if; a change naming a campaign or channel that is not running is a 400. */
export function scenarioFigures(
  perf: PerformanceData,
  changes: readonly ScenarioChangeInput[],
  days: number,
) {
  const { baselines, excluded } = spendBaselines(perf.campaigns, perf.period?.to ?? null);
  for (const change of changes) {
    if (
      change.target_type === 'campaign' &&
      !baselines.some((b) => b.campaign_id === change.target)
    )
      throw new AppError('validation_error', ROI_MESSAGES.unknownCampaign(change.target), {
        field: 'changes',
      });
    if (
      change.target_type === 'channel' &&
      !baselines.some((b) => b.channel.toLowerCase() === change.target.toLowerCase())
    )
      throw new AppError('validation_error', ROI_MESSAGES.unknownChannel(change.target), {
        field: 'changes',
      });
  }
  return {
    returns_rule: RETURNS_RULE,
    changes: [...changes],
    scenario: runScenario(baselines, changes, days),
    excluded,
  };
}
