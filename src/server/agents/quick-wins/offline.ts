/**
 * The Quick Wins agent's offline generator: the computed opportunities as they are, each
 * with advice grounded in the organization (company, industry knowledge, audience, campaign,
 * documents). Each fact is said once: the summary points at the first win by its campaign and
 * figures rather than restating its title, and advice of the same kind is worded per win.
 */
import {
  formatFigure,
  MONEY_AT_STAKE_LABEL,
  RANKING_RULE,
  type Opportunity,
  type QuickWinsReport,
} from '@/shared/quick-wins';
import { passagesFor, quotePassage } from '../engine/grounding';
import { focusText } from '../engine/focus';
import type { AgentContext } from '../engine/types';
import {
  audienceHead,
  industryBusiness,
  joinAnd,
  lcFirst,
  possessive,
  trimEnd,
} from '../knowledge/phrases';
import type { QuickWinFacts } from './facts';

const pick = <T>(list: readonly T[], seed: number): T | undefined =>
  list.length ? list[seed % list.length] : undefined;

/**
 * The passage of the run's documents that bears most on the text (a share first: "39% of
 * subscribers who cancel…" says more than "We asked 412 subscribers"), other than one
 * already quoted.
 */
function evidenceFor(ctx: AgentContext, text: string, except?: string) {
  const found = passagesFor(ctx, text, { limit: 4, fallback: true }).filter(
    (p) => p.text !== except,
  );
  return found.find((p) => /%/.test(p.text)) ?? found[0] ?? null;
}

/** What the summary quotes to answer the user's question, so advice quotes something else. */
const focusEvidence = (ctx: AgentContext) => {
  const question = focusText(ctx.message);
  return question ? evidenceFor(ctx, question) : null;
};

/** Who the advice is for: the audience's head noun, never the whole target-market field. */
const audienceOf = (ctx: AgentContext) =>
  lcFirst(audienceHead(ctx.campaign?.targetAudience || ctx.audience), [ctx.company]);

/** Deterministic advice for one opportunity, in the organization's own terms. */
export function adviceFor(ctx: AgentContext, o: Opportunity, index: number): string {
  const k = ctx.knowledge;
  const who = audienceOf(ctx);
  const channel = pick(ctx.campaign?.channels ?? k.channels, index) ?? 'your best channel';
  const kpi = pick(k.kpis, index);
  const where = o.campaign_name ?? ctx.company;
  const business = ctx.industryKnown ? industryBusiness(ctx.industry) : null;
  const odd = index % 2 === 1;
  switch (o.kind) {
    case 'business-context':
      return `Describe ${ctx.company} the way you would to a new hire: what you sell, to whom and why they choose you. Every agent reads this first.`;
    case 'strategy':
      return `Start with the SWOT analysis${business ? `: for ${business}, the knowledge base already lists opportunities such as “${pick(k.opportunities, index) ?? 'new channels'}” and threats such as “${pick(k.threats, index) ?? 'new entrants'}”` : ''} to test against what ${ctx.company} knows of its market.`;
    case 'persona':
      return `Build a persona of ${who}: the pains it names (${joinAnd(k.pains.slice(0, 2).map((p) => lcFirst(trimEnd(p))))}) are what your campaigns' copy should answer.`;
    case 'competitor-alerts':
      return `Read them with ${ctx.competitors.length ? joinAnd(ctx.competitors.slice(0, 2)) : 'your main competitors'} in mind and write down one change to ${possessive(ctx.company)} messaging if any of them moved.`;
    case 'unused-documents': {
      const passage = evidenceFor(
        ctx,
        [ctx.goal, ...ctx.challenges].join(' '),
        focusEvidence(ctx)?.text,
      );
      return passage
        ? `Give them to the Content agent as context: a draft that quotes findings such as this one beats a generic one. ${quotePassage(passage)}`
        : `Give them to the Content agent as context: a draft for ${who} that quotes your own documents beats a generic one.`;
    }
    case 'campaign-setup':
      return `Complete the settings of ${where} (${joinAnd(
        o.checklist.slice(0, -1).map((step) => lcFirst(step.replace(/^Add /, ''))),
      )}) so its pacing can be tracked${business ? `; for ${business}, the knowledge base suggests starting with ${joinAnd(k.channels.slice(0, 2))}` : ''}.`;
    case 'campaign-content':
      return odd
        ? `Answer ${lcFirst(trimEnd(pick(k.pains, index) ?? 'their main objection'))} first in copy for ${who}, starting on ${channel}.`
        : `Write for ${who} on ${channel}: lead with ${lcFirst(trimEnd(pick(k.gains, index) ?? 'the outcome they want'))} and answer ${lcFirst(trimEnd(pick(k.pains, index) ?? 'their main objection'))}.`;
    case 'losing-money':
      return `Find where the path from click to ${k.customerNoun} leaks before ${where} spends more: the landing page, the offer for ${who} and the tracking. Money it loses is the first to save.`;
    case 'overspending':
      return `Lower the daily budget of ${where} on the ad platform today; at its current pace it runs out of budget before its end date and leaves ${ctx.company} without it when it matters.`;
    case 'zero-conversions':
      return `Check the path from click to ${k.customerNoun}: the landing page, the form and the tracking pixel. Spend that converts nothing is the cheapest money to save.`;
    case 'cpa-rising':
      return `Compare the ads and audiences of ${where} week over week and cut the one whose cost rose most${kpi ? `; keep ${kpi.name} within the ${kpi.benchmark} the knowledge base gives` : ''}.`;
    case 'scale-roas':
      return odd
        ? `Add budget to ${where} a little at a time, and after each increase give it three days before judging its cost per result: keep only the spend that still pays.`
        : `Raise the spend of ${where} in steps of about a fifth and judge each step on its CPA: returns usually fall as spend grows.`;
    case 'ctr-below-average':
      return `Ad fatigue is the usual cause: write new headlines for ${who} that name ${lcFirst(trimEnd(pick(k.buyingTriggers, index) ?? 'a reason to act now'))}, and rotate them in beside the current ads.`;
  }
}

/** "; $392 at stake, ROAS 0.86×": the first win's money figures, as computed (none when it states none). */
function moneyFigures(o: Opportunity, currency: string): string {
  if (o.figures[0]?.label !== MONEY_AT_STAKE_LABEL) return '';
  const [stake, next] = o.figures;
  return `; ${formatFigure(stake, currency)} at stake${next ? `, ${next.label === 'ROAS' ? 'ROAS' : lcFirst(next.label)} ${formatFigure(next, currency)}` : ''}`;
}

/**
 * The answer to the user's question, when one was asked: the passage of their documents that
 * speaks to it, with where it came from, or a plain note that no quick win is about it.
 */
function focusAnswer(ctx: AgentContext): string | null {
  const question = focusText(ctx.message);
  if (!question) return null;
  const asked = `On ‘${trimEnd(question)}${/\?$/.test(question) ? '?' : ''}’`;
  const passage = focusEvidence(ctx);
  return passage
    ? `${asked}: no quick win below is about it directly. The closest evidence in your documents: ${quotePassage(passage)}`
    : `${asked}: no quick win below is about it directly; they rank what else is worth doing now.`;
}

export function offlineQuickWins(ctx: AgentContext, facts: QuickWinFacts): QuickWinsReport {
  const list = facts.opportunities;
  const top = list[0];
  const scope = facts.campaign_name
    ? `${possessive(ctx.company)} “${facts.campaign_name}” campaign`
    : ctx.company;
  const count = `${list.length} quick win${list.length === 1 ? '' : 's'} for ${scope}, ranked by money at stake, then by impact over effort.`;
  const first = top
    ? ` Start at the top${top.campaign_name && !facts.campaign_name ? `, with ${top.campaign_name}` : ''} (${top.effort} effort, ${top.impact} impact${moneyFigures(top, ctx.currency)}).`
    : '';
  const summary = top
    ? `${count}${first}`
    : `No quick win stands out for ${scope} right now: the business context, outputs and campaign metrics pass every rule.`;
  const answer = focusAnswer(ctx);
  return {
    summary: answer ? `${answer} ${summary}` : summary,
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
