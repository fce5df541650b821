/**
 * The figures every Performance Intelligence tool states, computed in code: the overview of
 * the run's scope (the session's campaign, or all campaigns) over the brief's period, from
 * `loadPerformance` and the analyses of src/shared/performance-analysis.ts. The same
 * function answers GET /performance-intelligence/overview, so a run and the dashboard agree.
 */
import type { RankedCampaign, RankingMetric } from '@/shared/performance-analysis';
import { todayIso } from '@/shared/performance-analysis';
import {
  buildPerformanceOverview,
  parsePerformanceBrief,
  rankOverviewCampaigns,
  type PerformanceOverview,
  type PerformanceToolId,
  type PeriodSelection,
} from '@/shared/performance-intelligence';
import type { Tx } from '../../db/client';
import { loadPerformance } from '../../modules/performance/load-performance';
import type { FactsQuery } from '../engine/types';

export type PerformanceFacts = {
  overview: PerformanceOverview;
  rankBy: RankingMetric;
  rankings: RankedCampaign[];
};

/**
 * The overview of one campaign or of all, of the organization or of one client (null when the
 * campaign is not in that scope: another organization's, or another client's).
 */
export async function loadOverview(
  tx: Tx,
  q: {
    orgId: string;
    campaignId: string | null;
    clientId?: string | null;
    selection: PeriodSelection;
    today?: string;
  },
): Promise<PerformanceOverview | null> {
  const data = await loadPerformance(tx, q.orgId, {
    campaignId: q.campaignId,
    clientId: q.clientId ?? null,
  });
  const campaign = q.campaignId ? data.campaigns.find((c) => c.id === q.campaignId) : null;
  if (q.campaignId && !campaign) return null;
  return buildPerformanceOverview(data, {
    selection: q.selection,
    campaign: campaign ? { id: campaign.id, name: campaign.name } : null,
    today: q.today ?? todayIso(),
  });
}

export async function loadPerformanceFacts(tx: Tx, q: FactsQuery): Promise<PerformanceFacts> {
  const parsed = parsePerformanceBrief(q.message);
  // validateMessage refused an unreadable brief before the run started.
  const brief = parsed.brief ?? {
    selection: { period: 'last_30' as const },
    rankBy: 'roas' as const,
  };
  const overview = await loadOverview(tx, {
    orgId: q.orgId,
    campaignId: q.campaignId,
    clientId: q.clientId,
    selection: brief.selection,
  });
  // A session's campaign that is gone falls back to all the run's campaigns: a client's run
  // still reads only that client's, never the agency's.
  const safe =
    overview ??
    (await loadOverview(tx, {
      orgId: q.orgId,
      campaignId: null,
      clientId: q.clientId,
      selection: brief.selection,
    }))!;
  return {
    overview: safe,
    rankBy: brief.rankBy,
    rankings: rankOverviewCampaigns(safe, brief.rankBy),
  };
}

export const asFacts = (facts: unknown) => facts as PerformanceFacts;

/** The figure fields of each tool's output, exactly as the facts give them. */
export function figuresFor(
  tool: PerformanceToolId,
  facts: PerformanceFacts,
): Record<string, unknown> {
  const o = facts.overview;
  const common = { scope: o.scope, period: o.period };
  switch (tool) {
    case 'anomaly_detection':
      return {
        ...common,
        rule: o.anomaly_rule,
        days_checked: o.daily.length,
        anomalies: o.anomalies,
      };
    case 'budget_pacing':
      return { ...common, rule: o.pacing_rule, today: o.today, pacing: o.pacing };
    case 'channel_comparison':
      return { ...common, note: o.channel_note, channels: o.channels };
    case 'campaign_comparison':
      return { ...common, rank_by: facts.rankBy, rankings: facts.rankings };
    case 'performance_report':
      return {
        ...common,
        totals: o.totals,
        trend: o.trend,
        anomaly_rule: o.anomaly_rule,
        anomalies: o.anomalies,
        pacing: o.pacing,
        channel_note: o.channel_note,
        channels: o.channels,
        top_campaigns: facts.rankings.slice(0, 5),
      };
  }
}

/** Every path where `actual` differs from `expected` (numbers, strings, nulls, lengths). */
export function diffFigures(expected: unknown, actual: unknown, path = ''): string[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected a list, got ${JSON.stringify(actual)}`];
    if (actual.length !== expected.length)
      return [`${path}: expected ${expected.length} items, got ${actual.length}`];
    return expected.flatMap((e, i) => diffFigures(e, actual[i], `${path}[${i}]`));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object')
      return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
    return Object.entries(expected).flatMap(([k, v]) =>
      diffFigures(v, (actual as Record<string, unknown>)[k], path ? `${path}.${k}` : k),
    );
  }
  return Object.is(expected, actual)
    ? []
    : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}
