/**
 * The ROI & Budget agent's facts: the run's brief (total budget, horizon, margin, changes)
 * and the figures each tool states, computed from `loadPerformance` inside the run's tenant
 * transaction. The offline generator states them, the model writes around them, `finalize`
 * puts them back, `verifyFigures` lists any that differ.
 */
import { FORECAST_DEFAULT_HORIZON } from '@/shared/forecast';
import { formatMoney } from '@/shared/format';
import { parseRoiBrief, type RoiBrief, type RoiTool } from '@/shared/roi-budget';
import type { Tx } from '../../db/client';
import { loadPerformance } from '../../modules/performance/load-performance';
import {
  allocationFigures,
  forecastFigures,
  optimizationFigures,
  roiAnalysisFigures,
  scenarioFigures,
} from '../../modules/roi-budget/figures';
import type { FactsQuery } from '../engine/types';

export type RoiFacts<F> = {
  tool: RoiTool;
  brief: RoiBrief;
  horizonDays: number;
  /** The session's campaign (its own figures for the calculator and the forecast). */
  campaign: { id: string; name: string } | null;
  figures: F;
};

export type FiguresOf = {
  roi_calculator: ReturnType<typeof roiAnalysisFigures>;
  budget_allocator: ReturnType<typeof allocationFigures>;
  forecast: ReturnType<typeof forecastFigures>;
  scenario_planner: ReturnType<typeof scenarioFigures>;
  optimization: ReturnType<typeof optimizationFigures>;
};

/** Tools whose figures are about the session's campaign alone; the others weigh all campaigns. */
const CAMPAIGN_SCOPED: readonly RoiTool[] = ['roi_calculator', 'forecast'];

export async function loadRoiFacts<T extends RoiTool>(
  tool: T,
  tx: Tx,
  query: FactsQuery,
): Promise<RoiFacts<FiguresOf[T]>> {
  const { brief } = parseRoiBrief(query.message);
  const horizonDays = brief.horizonDays ?? FORECAST_DEFAULT_HORIZON;
  const scoped = CAMPAIGN_SCOPED.includes(tool) && query.campaignId;
  const perf = await loadPerformance(tx, query.orgId, {
    clientId: query.clientId,
    campaignId: scoped ? query.campaignId : null,
  });
  const own = query.campaignId
    ? (perf.campaigns.find((c) => c.id === query.campaignId) ?? null)
    : null;
  const figures = (() => {
    switch (tool) {
      case 'roi_calculator':
        return roiAnalysisFigures(perf, {
          campaignId: scoped ? query.campaignId : null,
          marginPercent: brief.marginPercent,
        });
      case 'budget_allocator':
        return allocationFigures(perf, {
          totalBudgetCents: brief.totalBudgetCents,
          days: horizonDays,
        });
      case 'forecast':
        return forecastFigures(perf, horizonDays);
      case 'scenario_planner':
        return scenarioFigures(perf, brief.changes, horizonDays);
      case 'optimization':
        return optimizationFigures(perf, horizonDays);
    }
  })() as FiguresOf[T];
  return {
    tool,
    brief,
    horizonDays,
    campaign: own ? { id: own.id, name: own.name } : null,
    figures,
  };
}

/** Every path where `actual` differs from `expected` (numbers, strings, nulls, lengths). */
export function diffFigures(expected: unknown, actual: unknown, path = 'figures'): string[] {
  if (expected === null || typeof expected !== 'object') {
    return Object.is(expected, actual)
      ? []
      : [`${path}: expected ${JSON.stringify(expected)}, found ${JSON.stringify(actual)}`];
  }
  if (actual === null || typeof actual !== 'object')
    return [`${path}: expected ${Array.isArray(expected) ? 'a list' : 'an object'}`];
  if (Array.isArray(expected)) {
    const list = actual as unknown[];
    if (!Array.isArray(list) || list.length !== expected.length)
      return [
        `${path}: expected ${expected.length} items, found ${Array.isArray(list) ? list.length : 0}`,
      ];
    return expected.flatMap((e, i) => diffFigures(e, list[i], `${path}[${i}]`));
  }
  return Object.entries(expected as Record<string, unknown>).flatMap(([key, value]) =>
    diffFigures(value, (actual as Record<string, unknown>)[key], `${path}.${key}`),
  );
}

/** An amount's figure without its currency sign: "€1,235" and "$1,235" are both "1,235". */
const figureOf = (amount: string) => amount.replace(/[^\d,.]/g, '');

/**
 * The amounts a narrative may state: every figure in cents, formatted, compared without the
 * currency's sign (the organization's currency decides the sign, not the figure).
 */
export function statedAmounts(figures: unknown): Set<string> {
  const amounts = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'number' && key.endsWith('_cents')) {
      amounts.add(figureOf(formatMoney(Math.abs(value))));
    } else if (
      typeof value === 'number' &&
      /^(?:value|low|high|slope_per_day|residual_sd|window_mean)$/.test(key)
    ) {
      amounts.add(figureOf(formatMoney(Math.abs(value))));
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(figures, '');
  return amounts;
}

/** Amounts (in any of the offered currencies' signs) in the narrative that no figure gives. */
export function unstatedAmounts(texts: readonly string[], figures: unknown): string[] {
  const known = statedAmounts(figures);
  return texts.flatMap((text) =>
    [...text.matchAll(/-?[A-Z]{0,2}[$€£]\d{1,3}(?:,\d{3})*(?:\.\d+)?/g)]
      .map((m) => m[0].replace(/^-/, ''))
      .filter((amount) => !known.has(figureOf(amount)))
      .map((amount) => `narrative states ${amount}, which no computed figure gives`),
  );
}
