/**
 * The offline engine's narrative for each Client Success tool: deterministic, written from
 * the computed health (never inventing a figure) and the agency's context.
 */
import type { OutputSource } from '@/shared/agent-runs';
import {
  bandCounts,
  CHURN_RISK_LABELS,
  HEALTH_BAND_LABELS,
  HEALTH_FORMULA,
  possessive,
} from '@/shared/client-health';
import type { ClientHealth, ClientSuccessToolId } from '@/shared/client-success';
import { formatMoney } from '@/shared/format';
import type { AgentContext } from '../engine/types';
import { figuresFor, type ClientSuccessFacts } from './facts';

export type Narrative = {
  summary: string;
  insights: string[];
  sources: OutputSource[];
  assumptions: string[];
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

function weakest(h: ClientHealth) {
  return [...h.components].sort((a, b) => a.score - b.score)[0]!;
}

/** One line per client: score, band, churn risk and what drives it. */
function clientLine(h: ClientHealth): string {
  const w = weakest(h);
  return `${h.client_name}: ${h.score}/100 (${HEALTH_BAND_LABELS[h.band].toLowerCase()}), ${CHURN_RISK_LABELS[h.churn_risk.level].toLowerCase()} churn risk; weakest on ${w.label.toLowerCase()} at ${w.score} (${w.detail}).`;
}

function revenueLine(f: ClientSuccessFacts, currency: string): string | null {
  const withRevenue = f.clients.filter(
    (c) => c.signals.revenue_current_cents > 0 || c.signals.revenue_previous_cents > 0,
  );
  if (withRevenue.length === 0) return null;
  const current = withRevenue.reduce((s, c) => s + c.signals.revenue_current_cents, 0);
  const previous = withRevenue.reduce((s, c) => s + c.signals.revenue_previous_cents, 0);
  const s = withRevenue[0]!.signals;
  return `Across ${plural(withRevenue.length, 'client')} with results, revenue was ${formatMoney(current, currency)} from ${s.current_from} to ${s.current_to} against ${formatMoney(previous, currency)} the 30 days before.`;
}

function sources(ctx: AgentContext, f: ClientSuccessFacts): OutputSource[] {
  return [
    {
      kind: 'campaign',
      id: null,
      title: `Campaigns, daily metrics, activity and approvals of ${f.scope.label === 'All clients' ? `${possessive(ctx.company)} clients` : f.scope.label} (health as of ${f.as_of})`,
    },
    ...ctx.sources.filter((s) => s.kind !== 'knowledge_base' && s.kind !== 'campaign'),
  ];
}

function noClients(ctx: AgentContext, f: ClientSuccessFacts, tool: ClientSuccessToolId): Narrative {
  const none =
    f.clients.length === 0
      ? `${ctx.company} has no client to score yet: add clients and file their campaigns under them, and their health appears here.`
      : tool === 'upsell_recommendations'
        ? `None of ${possessive(ctx.company)} ${plural(f.clients.length, 'client')} is healthy enough to grow yet (a score of 70 or more); the retention plan comes first.`
        : `Every one of ${possessive(ctx.company)} ${plural(f.clients.length, 'client')} is healthy with a low churn risk on ${f.as_of}: no retention play is needed.`;
  return {
    summary: none,
    insights: [HEALTH_FORMULA.score, ...f.clients.map(clientLine)],
    sources: sources(ctx, f),
    assumptions: [],
  };
}

export function offlineNarrative(
  tool: ClientSuccessToolId,
  ctx: AgentContext,
  f: ClientSuccessFacts,
): Narrative {
  const figures = figuresFor(tool, f);
  if (figures.clients.length === 0) return noClients(ctx, f, tool);
  const counts = bandCounts(f.clients);
  const bands = (['healthy', 'watch', 'at_risk'] as const)
    .filter((b) => counts[b] > 0)
    .map((b) => `${counts[b]} ${HEALTH_BAND_LABELS[b].toLowerCase()}`)
    .join(', ');
  const revenue = revenueLine(f, ctx.currency);
  const top = figures.recommendations[0];
  const first = top ? ` Start with: ${top.title}.` : '';
  switch (tool) {
    case 'client_health_review': {
      const best = figures.clients[0]!;
      const worst = figures.clients[figures.clients.length - 1]!;
      return {
        summary:
          figures.clients.length === 1
            ? `${best.client_name} scores ${best.score}/100 (${HEALTH_BAND_LABELS[best.band].toLowerCase()}) for ${ctx.company} on ${f.as_of}, with a ${best.churn_risk.level} churn risk.${first}`
            : `${possessive(ctx.company)} ${plural(figures.clients.length, 'client')} on ${f.as_of}: ${bands}. ${best.client_name} leads at ${best.score}; ${worst.client_name} trails at ${worst.score}.${first}`,
        insights: [
          ...figures.clients.map(clientLine),
          ...(revenue ? [revenue] : []),
          HEALTH_FORMULA.score,
        ],
        sources: sources(ctx, f),
        assumptions: [],
      };
    }
    case 'churn_risk_analysis': {
      const high = figures.clients.filter((c) => c.churn_risk.level === 'high');
      const medium = figures.clients.filter((c) => c.churn_risk.level === 'medium');
      return {
        summary: high.length
          ? `${plural(high.length, 'client')} of ${ctx.company} at high churn risk on ${f.as_of}: ${list(high.map((c) => `${c.client_name} (${c.score})`))}${medium.length ? `; ${medium.length} at medium risk` : ''}.${first}`
          : medium.length
            ? `No client of ${ctx.company} is at high churn risk on ${f.as_of}; ${list(medium.map((c) => c.client_name))} ${medium.length === 1 ? 'is' : 'are'} at medium risk.${first}`
            : `Every client of ${ctx.company} is at low churn risk on ${f.as_of}.`,
        insights: figures.clients.map(
          (c) =>
            `${c.client_name} (${CHURN_RISK_LABELS[c.churn_risk.level].toLowerCase()} risk, score ${c.score}): ${c.churn_risk.reasons.join('; ')}.`,
        ),
        sources: sources(ctx, f),
        assumptions: [],
      };
    }
    case 'retention_plan':
      return {
        summary: `A retention plan for ${plural(figures.clients.length, 'client')} of ${ctx.company} on watch or at risk (${list(figures.clients.map((c) => c.client_name))}): ${plural(figures.recommendations.length, 'play')}, the most urgent first.${first}`,
        insights: figures.clients.map((c) => {
          const w = weakest(c);
          return `${c.client_name} (score ${c.score}): fix ${w.label.toLowerCase()} first (${w.score}: ${w.detail}); churn signs: ${c.churn_risk.reasons.join('; ')}.`;
        }),
        sources: sources(ctx, f),
        assumptions: [],
      };
    case 'upsell_recommendations':
      return {
        summary: figures.recommendations.length
          ? `${plural(figures.clients.length, 'healthy client')} of ${ctx.company} ready for more on ${f.as_of}: ${list(figures.clients.map((c) => `${c.client_name} (${c.score})`))}.${first}`
          : `${list(figures.clients.map((c) => c.client_name))} ${figures.clients.length === 1 ? 'is' : 'are'} healthy, but no growth signal stands out on ${f.as_of} (revenue not up 10% or more, no active campaign or unspent budget).`,
        insights: [
          ...figures.clients.map((c) => {
            const s = c.signals;
            return `${c.client_name}: score ${c.score}, ${plural(s.active_campaigns, 'active campaign')}, revenue ${formatMoney(s.revenue_current_cents, ctx.currency)} in the last ${s.window_days} days${s.revenue_change_percentage !== null ? ` (${s.revenue_change_percentage >= 0 ? '+' : ''}${s.revenue_change_percentage}%)` : ''}.`;
          }),
          ...(revenue ? [revenue] : []),
        ],
        sources: sources(ctx, f),
        assumptions: [],
      };
  }
}
