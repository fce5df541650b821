/**
 * The ROI & Budget agent's arithmetic (issue 8), pure: ROI per campaign and per primary
 * channel, the budget allocator, and what-if scenarios. Every input is the organization's
 * performance as `loadPerformance` reads it, so ROI and ROAS equal the campaign analytics
 * page (all recorded days, `summarizeMetrics`).
 */
import type { CampaignPerformance } from './performance';
import { FORECAST_WINDOW_DAYS } from './forecast';
import { UNASSIGNED_CHANNEL, addDays, compareChannels } from './performance-analysis';
import { summarizeMetrics } from './campaign-metrics';

/** Revenue grows as spend^β: spending twice as much brings 2^0.7 ≈ 1.62× the revenue. */
export const DIMINISHING_RETURNS_EXPONENT = 0.7;
/** The allocator never takes a campaign below half or above twice its current share. */
export const ALLOCATION_FLOOR_RATIO = 0.5;
export const ALLOCATION_CAP_RATIO = 2;
export const SCENARIO_MIN_CHANGE = -100;
export const SCENARIO_MAX_CHANGE = 200;
/** A suggestion is made when the allocator moves a campaign by at least this share of its spend. */
export const OPTIMIZATION_MIN_CHANGE_PERCENT = 5;
export const NO_CHANNEL = UNASSIGNED_CHANNEL;

export const SPEND_RATE_RULE = `A campaign's current spend rate is its average daily spend over the last ${FORECAST_WINDOW_DAYS} days up to the organization's last recorded day; a campaign with no spend in that window is not running and is left out.`;
export const RETURNS_RULE = `Expected revenue assumes diminishing returns: revenue = current revenue × (new spend ÷ current spend)^${DIMINISHING_RETURNS_EXPONENT}, where current revenue is current spend × the ROAS of every recorded day (as on the campaign analytics page). Marginal ROAS is therefore ${DIMINISHING_RETURNS_EXPONENT} × ROAS.`;
export const ALLOCATION_RULE = `The total budget is shared in proportion to each running campaign's marginal ROAS (${DIMINISHING_RETURNS_EXPONENT} × observed ROAS), with a floor of ${ALLOCATION_FLOOR_RATIO * 100}% and a cap of ${ALLOCATION_CAP_RATIO * 100}% of the campaign's current share of spend; what a floor or cap frees or takes is shared again among the others the same way. A campaign to be fixed is never raised above its current rate, one to be slowed never above what is left of its budget per day, and one to be paused gets nothing; budget no campaign can take stays unallocated.`;

const round2 = (n: number) => Math.round(n * 100) / 100;
const ratio = (a: number, b: number, scale = 1) => (b > 0 ? round2((a / b) * scale) : null);
export const roiPercentage = (revenue: number, spend: number) => ratio(revenue - spend, spend, 100);
export const roasOf = (revenue: number, spend: number) => ratio(revenue, spend);

export type CampaignRoi = {
  campaign_id: string;
  campaign_name: string;
  status: string;
  channel: string;
  budget_cents: number | null;
  spent_cents: number;
  /** spent / budget × 100, null without a budget. */
  budget_used_percentage: number | null;
  remaining_cents: number | null;
  spend_cents: number;
  revenue_cents: number;
  profit_cents: number;
  conversions: number;
  roi_percentage: number | null;
  roas: number | null;
  cpa_cents: number | null;
};

export type ChannelRoi = {
  channel: string;
  campaigns: number;
  spend_cents: number;
  revenue_cents: number;
  profit_cents: number;
  roi_percentage: number | null;
  roas: number | null;
};

export type RoiTotals = {
  budget_cents: number;
  spent_cents: number;
  spend_cents: number;
  revenue_cents: number;
  profit_cents: number;
  conversions: number;
  roi_percentage: number | null;
  roas: number | null;
};

export function campaignRoi(c: CampaignPerformance): CampaignRoi {
  const t = c.totals;
  return {
    campaign_id: c.id,
    campaign_name: c.name,
    status: c.status,
    channel: c.primary_channel ?? NO_CHANNEL,
    budget_cents: c.budget_cents,
    spent_cents: c.spent_cents,
    budget_used_percentage: c.budget_cents ? ratio(c.spent_cents, c.budget_cents, 100) : null,
    remaining_cents: c.budget_cents === null ? null : c.budget_cents - c.spent_cents,
    spend_cents: t.spend_cents,
    revenue_cents: t.revenue_cents,
    profit_cents: t.revenue_cents - t.spend_cents,
    conversions: t.conversions,
    roi_percentage: t.roi_percentage,
    roas: t.roas,
    cpa_cents: t.cpa_cents,
  };
}

/** Per primary channel (decision 023: a campaign's figures count towards its first channel). */
export function channelRoi(campaigns: readonly CampaignPerformance[]): ChannelRoi[] {
  return compareChannels(campaigns).map((g) => ({
    channel: g.channel,
    campaigns: g.campaign_count,
    spend_cents: g.totals.spend_cents,
    revenue_cents: g.totals.revenue_cents,
    profit_cents: g.totals.revenue_cents - g.totals.spend_cents,
    roi_percentage: g.totals.roi_percentage,
    roas: g.totals.roas,
  }));
}

export function roiTotals(campaigns: readonly CampaignPerformance[]): RoiTotals {
  const t = summarizeMetrics(campaigns.flatMap((c) => c.daily));
  return {
    budget_cents: campaigns.reduce((a, c) => a + (c.budget_cents ?? 0), 0),
    spent_cents: campaigns.reduce((a, c) => a + c.spent_cents, 0),
    spend_cents: t.spend_cents,
    revenue_cents: t.revenue_cents,
    profit_cents: t.revenue_cents - t.spend_cents,
    conversions: t.conversions,
    roi_percentage: t.roi_percentage,
    roas: t.roas,
  };
}

/** ROI on gross profit: (revenue × margin − spend) / spend × 100; break-even ROAS is 1 / margin. */
export function marginAdjusted(revenueCents: number, spendCents: number, marginPercent: number) {
  const grossProfit = Math.round((revenueCents * marginPercent) / 100);
  return {
    gross_profit_cents: grossProfit,
    margin_roi_percentage: roiPercentage(grossProfit, spendCents),
    break_even_roas: round2(100 / marginPercent),
  };
}

/** A running campaign's current rate: what it spends a day and its observed ROAS. */
export type SpendBaseline = {
  campaign_id: string;
  campaign_name: string;
  channel: string;
  /** Observed ROAS over all recorded days (the analytics page's figure). */
  roas: number;
  daily_spend_cents: number;
};

/** The running campaigns' baselines and the campaigns left out, with why. */
export function spendBaselines(
  campaigns: readonly CampaignPerformance[],
  lastDate: string | null,
): { baselines: SpendBaseline[]; excluded: { campaign_name: string; reason: string }[] } {
  const baselines: SpendBaseline[] = [];
  const excluded: { campaign_name: string; reason: string }[] = [];
  if (!lastDate) return { baselines, excluded };
  const from = addDays(lastDate, -(FORECAST_WINDOW_DAYS - 1));
  for (const c of campaigns) {
    if (c.archived) {
      excluded.push({ campaign_name: c.name, reason: 'archived' });
      continue;
    }
    const recent = c.daily
      .filter((d) => d.date >= from && d.date <= lastDate)
      .reduce((a, d) => a + d.spend_cents, 0);
    if (recent <= 0 || c.totals.roas === null) {
      excluded.push({
        campaign_name: c.name,
        reason:
          c.daily.length === 0
            ? 'no metrics recorded yet'
            : `no spend in the last ${FORECAST_WINDOW_DAYS} days`,
      });
      continue;
    }
    baselines.push({
      campaign_id: c.id,
      campaign_name: c.name,
      channel: c.primary_channel ?? NO_CHANNEL,
      roas: c.totals.roas,
      daily_spend_cents: Math.round(recent / FORECAST_WINDOW_DAYS),
    });
  }
  return { baselines, excluded };
}

/** Expected revenue of spending `spend` where `baseSpend` at `roas` is what happens today. */
export function expectedRevenue(baseSpend: number, roas: number, spend: number): number {
  if (baseSpend <= 0 || spend <= 0) return 0;
  return Math.round(baseSpend * roas * (spend / baseSpend) ** DIMINISHING_RETURNS_EXPONENT);
}

export type AllocationRow = {
  campaign_id: string;
  campaign_name: string;
  channel: string;
  roas: number;
  marginal_roas: number;
  current_cents: number;
  proposed_cents: number;
  change_percentage: number | null;
  current_revenue_cents: number;
  expected_revenue_cents: number;
  expected_roi_percentage: number | null;
};

export type Allocation = {
  total_budget_cents: number;
  horizon_days: number;
  rows: AllocationRow[];
  totals: {
    current_cents: number;
    proposed_cents: number;
    current_revenue_cents: number;
    expected_revenue_cents: number;
    current_roi_percentage: number | null;
    expected_roi_percentage: number | null;
    revenue_change_cents: number;
    /** Budget no campaign could take under its cap (0 unless decisions limit the campaigns). */
    unallocated_cents: number;
  };
};

/**
 * Shares `total` in proportion to `weights`, every share inside [floors, caps] (water-filling:
 * each round fixes either the shares over their cap or those under their floor, whichever
 * side is off by more, and shares the rest again among the others). Needs
 * Σfloors ≤ total ≤ Σcaps.
 */
export function shareWithBounds(
  total: number,
  weights: readonly number[],
  floors: readonly number[],
  caps: readonly number[],
): number[] {
  const n = weights.length;
  const result = new Array<number>(n).fill(0);
  const fixed = new Array<boolean>(n).fill(false);
  for (let round = 0; round <= n; round++) {
    const free = [...Array(n).keys()].filter((i) => !fixed[i]);
    if (free.length === 0) break;
    const left = total - result.reduce((a, v, i) => a + (fixed[i] ? v : 0), 0);
    const weightSum = free.reduce((a, i) => a + Math.max(0, weights[i]!), 0);
    for (const i of free)
      result[i] =
        weightSum > 0 ? (left * Math.max(0, weights[i]!)) / weightSum : left / free.length;
    const over = free.filter((i) => result[i]! > caps[i]!);
    const under = free.filter((i) => result[i]! < floors[i]!);
    if (over.length === 0 && under.length === 0) break;
    const overBy = over.reduce((a, i) => a + result[i]! - caps[i]!, 0);
    const underBy = under.reduce((a, i) => a + floors[i]! - result[i]!, 0);
    for (const i of overBy >= underBy ? over : under) {
      result[i] = overBy >= underBy ? caps[i]! : floors[i]!;
      fixed[i] = true;
    }
  }
  return result;
}

/** Whole cents that add up to `total` exactly (the largest remainders get the odd cents). */
function toCents(values: readonly number[], total: number): number[] {
  const floored = values.map((v) => Math.floor(v));
  let rest = total - floored.reduce((a, v) => a + v, 0);
  const order = values
    .map((v, i) => ({ i, r: v - Math.floor(v) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; rest > 0 && order.length; k = (k + 1) % order.length, rest--)
    floored[order[k]!.i]! += 1;
  return floored;
}

/**
 * The allocator (ALLOCATION_RULE) of `totalCents` over `days` days. `dailyLimits` holds the
 * most a campaign may spend a day under its decision (campaign-decision `dailyLimit`).
 */
export function allocateBudget(
  baselines: readonly SpendBaseline[],
  totalCents: number,
  days: number,
  dailyLimits: ReadonlyMap<string, number> = new Map(),
): Allocation {
  const current = baselines.map((b) => b.daily_spend_cents * days);
  const currentSum = current.reduce((a, v) => a + v, 0);
  const refs = current.map((v) => (currentSum > 0 ? (totalCents * v) / currentSum : 0));
  const caps = refs.map((r, i) => {
    const limit = dailyLimits.get(baselines[i]!.campaign_id);
    return limit === undefined
      ? r * ALLOCATION_CAP_RATIO
      : Math.min(r * ALLOCATION_CAP_RATIO, limit * days);
  });
  const floors = refs.map((r, i) => Math.min(r * ALLOCATION_FLOOR_RATIO, caps[i]!));
  const capSum = caps.reduce((a, v) => a + v, 0);
  const allocated = dailyLimits.size ? Math.min(totalCents, Math.floor(capSum)) : totalCents;
  const shares = shareWithBounds(
    allocated,
    baselines.map((b) => DIMINISHING_RETURNS_EXPONENT * b.roas),
    floors,
    caps,
  );
  const proposed = toCents(shares, allocated);
  const rows = baselines.map((b, i): AllocationRow => {
    const expected = expectedRevenue(current[i]!, b.roas, proposed[i]!);
    return {
      campaign_id: b.campaign_id,
      campaign_name: b.campaign_name,
      channel: b.channel,
      roas: b.roas,
      marginal_roas: round2(DIMINISHING_RETURNS_EXPONENT * b.roas),
      current_cents: current[i]!,
      proposed_cents: proposed[i]!,
      change_percentage: ratio(proposed[i]! - current[i]!, current[i]!, 100),
      current_revenue_cents: Math.round(current[i]! * b.roas),
      expected_revenue_cents: expected,
      expected_roi_percentage: roiPercentage(expected, proposed[i]!),
    };
  });
  const sum = (k: keyof AllocationRow) => rows.reduce((a, r) => a + (r[k] as number), 0);
  const currentRevenue = sum('current_revenue_cents');
  const expectedTotal = sum('expected_revenue_cents');
  return {
    total_budget_cents: totalCents,
    horizon_days: days,
    rows,
    totals: {
      current_cents: currentSum,
      proposed_cents: sum('proposed_cents'),
      current_revenue_cents: currentRevenue,
      expected_revenue_cents: expectedTotal,
      current_roi_percentage: roiPercentage(currentRevenue, currentSum),
      expected_roi_percentage: roiPercentage(expectedTotal, sum('proposed_cents')),
      revenue_change_cents: expectedTotal - currentRevenue,
      unallocated_cents: totalCents - allocated,
    },
  };
}

export type ScenarioChange = {
  target_type: 'campaign' | 'channel';
  /** A campaign id, or a primary channel's name. */
  target: string;
  change_percentage: number;
};

export type ScenarioRow = {
  campaign_id: string;
  campaign_name: string;
  channel: string;
  roas: number;
  change_percentage: number;
  base_spend_cents: number;
  base_revenue_cents: number;
  base_roi_percentage: number | null;
  spend_cents: number;
  revenue_cents: number;
  roi_percentage: number | null;
};

export type ScenarioResult = {
  horizon_days: number;
  rows: ScenarioRow[];
  totals: {
    base_spend_cents: number;
    base_revenue_cents: number;
    base_roi_percentage: number | null;
    spend_cents: number;
    revenue_cents: number;
    roi_percentage: number | null;
    spend_change_cents: number;
    revenue_change_cents: number;
    profit_change_cents: number;
  };
};

/** Which change applies to a campaign: its own, else its channel's, else none. */
function changeFor(b: SpendBaseline, changes: readonly ScenarioChange[]): number {
  const own = changes.find((c) => c.target_type === 'campaign' && c.target === b.campaign_id);
  if (own) return own.change_percentage;
  const channel = changes.find(
    (c) => c.target_type === 'channel' && c.target.toLowerCase() === b.channel.toLowerCase(),
  );
  return channel?.change_percentage ?? 0;
}

/** A what-if over `days` days: each running campaign's spend changed, revenue by RETURNS_RULE. */
export function runScenario(
  baselines: readonly SpendBaseline[],
  changes: readonly ScenarioChange[],
  days: number,
): ScenarioResult {
  const rows = baselines.map((b): ScenarioRow => {
    const pct = changeFor(b, changes);
    const baseSpend = b.daily_spend_cents * days;
    const baseRevenue = Math.round(baseSpend * b.roas);
    const spend = Math.round((baseSpend * (100 + pct)) / 100);
    const revenue = expectedRevenue(baseSpend, b.roas, spend);
    return {
      campaign_id: b.campaign_id,
      campaign_name: b.campaign_name,
      channel: b.channel,
      roas: b.roas,
      change_percentage: pct,
      base_spend_cents: baseSpend,
      base_revenue_cents: baseRevenue,
      base_roi_percentage: roiPercentage(baseRevenue, baseSpend),
      spend_cents: spend,
      revenue_cents: revenue,
      roi_percentage: roiPercentage(revenue, spend),
    };
  });
  const sum = (k: keyof ScenarioRow) => rows.reduce((a, r) => a + (r[k] as number), 0);
  const baseSpend = sum('base_spend_cents');
  const baseRevenue = sum('base_revenue_cents');
  const spend = sum('spend_cents');
  const revenue = sum('revenue_cents');
  return {
    horizon_days: days,
    rows,
    totals: {
      base_spend_cents: baseSpend,
      base_revenue_cents: baseRevenue,
      base_roi_percentage: roiPercentage(baseRevenue, baseSpend),
      spend_cents: spend,
      revenue_cents: revenue,
      roi_percentage: roiPercentage(revenue, spend),
      spend_change_cents: spend - baseSpend,
      revenue_change_cents: revenue - baseRevenue,
      profit_change_cents: revenue - spend - (baseRevenue - baseSpend),
    },
  };
}

export type OptimizationSuggestion = {
  campaign_id: string;
  campaign_name: string;
  action: 'increase' | 'decrease';
  current_cents: number;
  proposed_cents: number;
  change_percentage: number;
  expected_revenue_change_cents: number;
  reason: string;
};

/** Budget-neutral reallocation of the current spend rate over `days`, as suggestions. */
export function optimizationSuggestions(allocation: Allocation): OptimizationSuggestion[] {
  const mean =
    allocation.rows.reduce((a, r) => a + r.marginal_roas, 0) / (allocation.rows.length || 1);
  return allocation.rows
    .filter(
      (r) =>
        r.change_percentage !== null &&
        Math.abs(r.change_percentage) >= OPTIMIZATION_MIN_CHANGE_PERCENT,
    )
    .map((r) => ({
      campaign_id: r.campaign_id,
      campaign_name: r.campaign_name,
      action: r.proposed_cents > r.current_cents ? ('increase' as const) : ('decrease' as const),
      current_cents: r.current_cents,
      proposed_cents: r.proposed_cents,
      change_percentage: r.change_percentage!,
      expected_revenue_change_cents: r.expected_revenue_cents - r.current_revenue_cents,
      reason:
        r.marginal_roas >= mean
          ? `Marginal ROAS ${r.marginal_roas.toFixed(2)} is above the average of ${round2(mean).toFixed(2)} (observed ROAS ${r.roas.toFixed(2)}).`
          : `Marginal ROAS ${r.marginal_roas.toFixed(2)} is below the average of ${round2(mean).toFixed(2)} (observed ROAS ${r.roas.toFixed(2)}).`,
    }))
    .sort((a, b) => b.expected_revenue_change_cents - a.expected_revenue_change_cents);
}
