/**
 * The Quick Wins agent's offline generator: the computed opportunities as they are, each
 * with advice grounded in the organization (company, industry knowledge, audience, campaign).
 */
import {
  formatFigure,
  RANKING_RULE,
  type Opportunity,
  type QuickWinsReport,
} from '@/shared/quick-wins';
import type { AgentContext } from '../engine/types';
import type { QuickWinFacts } from './facts';

const pick = <T>(list: readonly T[], seed: number): T | undefined =>
  list.length ? list[seed % list.length] : undefined;

/** Deterministic advice for one opportunity, in the organization's own terms. */
export function adviceFor(ctx: AgentContext, o: Opportunity, index: number): string {
  const k = ctx.knowledge;
  const audience = ctx.campaign?.targetAudience || ctx.audience;
  const channel = pick(o.campaign_id ? [...k.channels] : k.channels, index) ?? 'your best channel';
  const kpi = pick(k.kpis, index);
  const where = o.campaign_name ? `${o.campaign_name}` : ctx.company;
  switch (o.kind) {
    case 'business-context':
      return `Describe ${ctx.company} the way you would to a new hire: what you sell (${k.offerNoun}), to whom (${audience}) and why they choose you. Every agent reads this first.`;
    case 'strategy':
      return `Start with SWOT: for a ${ctx.industry.toLowerCase()} business the knowledge base already lists opportunities such as “${pick(k.opportunities, index) ?? 'new channels'}” and threats such as “${pick(k.threats, index) ?? 'new entrants'}” to test against ${ctx.company}'s reality.`;
    case 'persona':
      return `Build the persona around ${audience}: their pains (${k.pains.slice(0, 2).join('; ')}) are what your campaigns' copy should answer.`;
    case 'competitor-alerts':
      return `Read them with ${ctx.competitors.length ? ctx.competitors.slice(0, 2).join(' and ') : 'your main competitors'} in mind and write down one change to ${ctx.company}'s messaging if any of them moved.`;
    case 'unused-documents':
      return `Give them to the Content agent as context: a draft for ${audience} that quotes your own documents beats a generic one.`;
    case 'campaign-setup':
      return `Complete ${where}'s settings (${o.checklist
        .slice(0, -1)
        .map((step) => step.replace(/^Add /, ''))
        .join(
          ', ',
        )}) so its pacing can be tracked; for ${ctx.industry.toLowerCase()} the knowledge base suggests starting with ${k.channels.slice(0, 2).join(' and ')}.`;
    case 'campaign-content':
      return `Write for ${audience} on ${channel}: lead with ${pick(k.gains, index) ?? 'the outcome they want'} and answer ${pick(k.pains, index) ?? 'their main objection'}.`;
    case 'losing-money':
      return `Find where the path from click to ${k.customerNoun} leaks before spending more on ${where}: the landing page, the offer for ${audience} and the tracking. Money it loses is the first to save.`;
    case 'overspending':
      return `Lower the daily budget of ${where} on the ad platform today; a campaign that keeps its pace runs out of budget before its end date and leaves ${ctx.company} without it when it matters.`;
    case 'zero-conversions':
      return `Check the path from click to ${k.customerNoun}: the landing page, the form and the tracking pixel. Spend that converts nothing is the cheapest money to save.`;
    case 'cpa-rising':
      return `Compare the ads and audiences of ${where} week over week and cut the one whose cost rose most${kpi ? `; keep ${kpi.name} within the ${kpi.benchmark} the ${ctx.industry} knowledge base gives` : ''}.`;
    case 'scale-roas':
      return `Raise the spend of ${where} in steps of about a fifth and watch CPA for three days after each step: returns usually fall as spend grows, so keep what still pays.`;
    case 'ctr-below-average':
      return `Ad fatigue is the usual cause: write new headlines for ${audience} that name ${pick(k.buyingTriggers, index) ?? 'a reason to act now'}, and rotate them in beside the current ads.`;
  }
}

export function offlineQuickWins(ctx: AgentContext, facts: QuickWinFacts): QuickWinsReport {
  const list = facts.opportunities;
  const top = list[0];
  const scope = facts.campaign_name
    ? `${ctx.company}'s “${facts.campaign_name}” campaign`
    : ctx.company;
  const summary = top
    ? `${list.length} quick win${list.length === 1 ? '' : 's'} for ${scope}. The first to do: ${top.title} (${top.effort} effort, ${top.impact} impact)${top.figures[0] ? ` (${top.figures[0].label.toLowerCase()}: ${formatFigure(top.figures[0], ctx.currency)})` : ''}.`
    : `No quick win stands out for ${scope} right now: the business context, outputs and campaign metrics pass every rule.`;
  return {
    summary,
    ranking_rule: RANKING_RULE,
    opportunities: list.map((o, i) => ({ ...o, advice: adviceFor(ctx, o, i) })),
    assumptions: [
      ...ctx.assumptions,
      ...(facts.has_metrics
        ? []
        : [
            'No daily metrics are recorded yet: the CTR, CPA, ROAS and conversion rules apply once they are imported.',
          ]),
    ],
  };
}
