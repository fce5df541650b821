/**
 * The offline engine's narrative for each Client Success tool: deterministic, written from
 * the computed health (never inventing a figure) and the agency's context.
 */
import type { OutputSource } from '@/shared/agent-runs';
import {
  bandCounts,
  CHURN_RISK_LABELS,
  HEALTH_BAND_LABELS,
  possessive,
} from '@/shared/client-health';
import type { ClientHealth, ClientSuccessToolId } from '@/shared/client-success';
import { givenDates } from '@/shared/deadlines';
import { formatDay, formatMoney } from '@/shared/format';
import type { AgentContext } from '../engine/types';
import { joinAnd } from '../knowledge/phrases';
import { figuresFor, type ClientSuccessFacts } from './facts';

export type Narrative = {
  summary: string;
  insights: string[];
  sources: OutputSource[];
  assumptions: string[];
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (names: string[]) => joinAnd(names);

/** Reasons joined to follow a colon: "a watch score of 68, …". */
const lcFirstReason = (reasons: readonly string[]) =>
  reasons.join('; ').replace(/^(A|No|Revenue|Conversions|The) /, (w) => w.toLowerCase());

/**
 * The weakest component in a few words, from the signals rather than its table cell (the
 * clients table beside the text already shows that detail).
 */
function weakestPart(h: ClientHealth, w: ClientHealth['components'][number]): string {
  const s = h.signals;
  if (w.key === 'metrics_trend' && s.revenue_change_percentage !== null)
    return `its metrics trend (${w.score}), with revenue ${s.revenue_change_percentage < 0 ? 'down' : 'up'} ${Math.abs(s.revenue_change_percentage)}% over ${s.window_days} days`;
  return `its ${w.label.toLowerCase()} (${w.score})`;
}

/** Why a client's churn risk is what it is: its warning signs, else its weakest part. */
function churnWhy(h: ClientHealth): string {
  const signs = h.churn_risk.reasons.filter((r) => !/^(?:A|No warning sign)\b/.test(r));
  if (signs.length) return lcFirstReason(signs);
  return h.band === 'healthy' ? 'no warning sign' : `held back by ${weakestPart(h, weakest(h))}`;
}

function weakest(h: ClientHealth) {
  return [...h.components].sort((a, b) => a.score - b.score)[0]!;
}

/** One line per client: score, band, churn risk and what drives it. */
function clientLine(h: ClientHealth): string {
  const w = weakest(h);
  return `${h.client_name}: ${h.score}/100 (${HEALTH_BAND_LABELS[h.band].toLowerCase()}), ${CHURN_RISK_LABELS[h.churn_risk.level].toLowerCase()} churn risk; weakest on ${weakestPart(h, w).replace(/^its /, '')}.`;
}

function revenueLine(f: ClientSuccessFacts, currency: string): string | null {
  const withRevenue = f.clients.filter(
    (c) => c.signals.revenue_current_cents > 0 || c.signals.revenue_previous_cents > 0,
  );
  if (withRevenue.length === 0) return null;
  const current = withRevenue.reduce((s, c) => s + c.signals.revenue_current_cents, 0);
  const previous = withRevenue.reduce((s, c) => s + c.signals.revenue_previous_cents, 0);
  const s = withRevenue[0]!.signals;
  const who =
    withRevenue.length === 1
      ? `${possessive(withRevenue[0]!.client_name)} revenue was`
      : `Across ${withRevenue.length} clients with results, revenue was`;
  return `${who} ${formatMoney(current, currency)} from ${formatDay(s.current_from)} to ${formatDay(s.current_to)} against ${formatMoney(previous, currency)} the 30 days before.`;
}

/**
 * What the agency's documents say about the clients scored: each sentence that names one of
 * them, or comes from a document titled after one, and gives a figure, quoted with its title.
 */
function documentNotes(ctx: AgentContext, clients: readonly ClientHealth[]): string[] {
  const names = clients.map((c) => c.client_name.toLowerCase());
  const about = (text: string) => names.some((n) => text.toLowerCase().includes(n));
  return ctx.documents.flatMap((doc) => {
    const fromTitle = about(doc.title);
    const quotes = doc.passages
      .filter((p) => /\d/.test(p.text) && (fromTitle || about(p.text)))
      .slice(0, 3)
      .map((p) => `“${p.text.trim()}”`);
    return quotes.length ? [`${doc.title}: ${quotes.join(' ')}`] : [];
  });
}

/** A date the run's campaign gives that is still ahead, as the deadline a play must meet. */
function campaignDeadline(ctx: AgentContext, asOf: string): string | null {
  const campaign = ctx.campaign;
  const date = givenDates(campaign?.description, asOf).find((d) => d.iso >= asOf);
  if (!campaign || !date) return null;
  return `${campaign.name} gives ${date.spoken} as a deadline (“${date.sentence.trim()}”): a play that touches that campaign has to land before then.`;
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
        : `Every one of ${possessive(ctx.company)} ${plural(f.clients.length, 'client')} is healthy with a low churn risk on ${formatDay(f.as_of)}: no retention play is needed.`;
  return {
    summary: none,
    insights: [...f.clients.map(clientLine), ...documentNotes(ctx, f.clients)],
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
  const context = [
    ...documentNotes(ctx, figures.clients),
    ...[campaignDeadline(ctx, f.as_of)].filter((d): d is string => d !== null),
  ];
  switch (tool) {
    case 'client_health_review': {
      const best = figures.clients[0]!;
      const worst = figures.clients[figures.clients.length - 1]!;
      return {
        summary:
          figures.clients.length === 1
            ? `${best.client_name} scores ${best.score}/100 (${HEALTH_BAND_LABELS[best.band].toLowerCase()}) for ${ctx.company} on ${formatDay(f.as_of)}, with a ${best.churn_risk.level} churn risk.`
            : `${possessive(ctx.company)} ${plural(figures.clients.length, 'client')} on ${formatDay(f.as_of)}: ${bands}. ${best.client_name} leads at ${best.score}; ${worst.client_name} trails at ${worst.score}.`,
        insights: [...figures.clients.map(clientLine), ...(revenue ? [revenue] : []), ...context],
        sources: sources(ctx, f),
        assumptions: [],
      };
    }
    case 'churn_risk_analysis': {
      const high = figures.clients.filter((c) => c.churn_risk.level === 'high');
      const medium = figures.clients.filter((c) => c.churn_risk.level === 'medium');
      return {
        summary: high.length
          ? `${plural(high.length, 'client')} of ${ctx.company} at high churn risk on ${formatDay(f.as_of)}: ${list(high.map((c) => `${c.client_name} (${c.score})`))}${medium.length ? `; ${medium.length} at medium risk` : ''}.`
          : medium.length
            ? `No client of ${ctx.company} is at high churn risk on ${formatDay(f.as_of)}; ${list(medium.map((c) => c.client_name))} ${medium.length === 1 ? 'is' : 'are'} at medium risk.`
            : `Every client of ${ctx.company} is at low churn risk on ${formatDay(f.as_of)}.`,
        insights: [
          ...figures.clients.map(
            (c) =>
              `${c.client_name} is at ${CHURN_RISK_LABELS[c.churn_risk.level].toLowerCase()} churn risk at a score of ${c.score}: ${churnWhy(c)}.`,
          ),
          ...context,
        ],
        sources: sources(ctx, f),
        assumptions: [],
      };
    }
    case 'retention_plan':
      return {
        summary:
          figures.clients.length === 1
            ? `${figures.clients[0]!.client_name === ctx.company ? 'A' : `${possessive(ctx.company)}`} retention plan for ${figures.clients[0]!.client_name}, ${HEALTH_BAND_LABELS[figures.clients[0]!.band].toLowerCase()} at ${figures.clients[0]!.score}/100: ${plural(figures.recommendations.length, 'play')}, the most urgent first.`
            : `A retention plan for the ${figures.clients.length} clients of ${ctx.company} on watch or at risk (${list(figures.clients.map((c) => c.client_name))}): ${plural(figures.recommendations.length, 'play')}, the most urgent first.`,
        insights: [
          ...figures.clients.map((c) => {
            const w = weakest(c);
            const signs = c.churn_risk.reasons.filter((r) => !r.startsWith('A '));
            return `${c.client_name} (score ${c.score}): fix ${weakestPart(c, w)} first${signs.length ? `; warning signs: ${signs.join('; ')}` : ''}.`;
          }),
          ...context,
        ],
        sources: sources(ctx, f),
        assumptions: [],
      };
    case 'upsell_recommendations':
      return {
        summary: figures.recommendations.length
          ? `${plural(figures.clients.length, 'healthy client')} of ${ctx.company} ready for more on ${formatDay(f.as_of)}: ${list(figures.clients.map((c) => `${c.client_name} (${c.score})`))}.`
          : `${list(figures.clients.map((c) => c.client_name))} ${figures.clients.length === 1 ? 'is' : 'are'} healthy, but no growth signal stands out on ${formatDay(f.as_of)} (revenue not up 10% or more, no active campaign or unspent budget).`,
        insights: [
          ...figures.clients.map((c) => {
            const s = c.signals;
            return `${c.client_name}: score ${c.score}, ${plural(s.active_campaigns, 'active campaign')}, revenue ${formatMoney(s.revenue_current_cents, ctx.currency)} in the last ${s.window_days} days${s.revenue_change_percentage !== null ? ` (${s.revenue_change_percentage >= 0 ? '+' : ''}${s.revenue_change_percentage}%)` : ''}.`;
          }),
          ...(revenue ? [revenue] : []),
          ...context,
        ],
        sources: sources(ctx, f),
        assumptions: [],
      };
  }
}
