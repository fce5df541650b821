/**
 * The Quick Wins agent: one tool, 'opportunities', that ranks what the organization can do
 * now for the most effect with the least effort. The opportunities and their figures are
 * computed in code (loadFacts) and forced back into the model's answer (finalize); the model
 * writes the advice and the summary. Saving the output records the opportunities as
 * suggested quick wins (onSaved); a rewrite replaces the ones still only suggested (onRewritten).
 */
import {
  formatFigure,
  RANKING_RULE,
  quickWinsReportSchema,
  type Opportunity,
  type QuickWinsReport,
} from '@/shared/quick-wins';
import { replaceSuggested, saveSuggested } from '../../modules/quick-wins/quick-wins';
import type { AgentContext, AgentDefinition, AgentTool } from '../engine/types';
import { isQuickWinFacts, loadQuickWinFacts, type QuickWinFacts } from './facts';
import { adviceFor, offlineQuickWins } from './offline';
import { buildQuickWinsPrompt } from './prompt';
import { possessive } from '@/shared/possessive';

export const QUICK_WINS_OUTPUT_TYPE = 'quick_wins';

const factsOf = (ctx: AgentContext): QuickWinFacts =>
  isQuickWinFacts(ctx.facts)
    ? ctx.facts
    : { campaign_name: null, has_metrics: false, opportunities: [] };

/** The computed opportunities, in their order, with the model's advice where it gave one. */
export function finalizeQuickWins(ctx: AgentContext, content: QuickWinsReport): QuickWinsReport {
  const facts = factsOf(ctx);
  const advice = new Map(content.opportunities.map((o) => [o.key, o.advice.trim()] as const));
  return {
    summary: content.summary.trim() || offlineQuickWins(ctx, facts).summary,
    ranking_rule: RANKING_RULE,
    opportunities: facts.opportunities.map((o, i) => ({
      ...o,
      advice: advice.get(o.key) || adviceFor(ctx, o, i),
    })),
    assumptions: content.assumptions,
  };
}

const sameFigures = (a: Opportunity['figures'], b: Opportunity['figures']) =>
  a.length === b.length &&
  a.every((f, i) => f.label === b[i]!.label && f.value === b[i]!.value && f.unit === b[i]!.unit);

/** Every stated opportunity or figure that is not the computed one (empty when all match). */
export function verifyQuickWinFigures(facts: unknown, content: QuickWinsReport): string[] {
  if (!isQuickWinFacts(facts)) return ['No computed facts to verify against'];
  const problems: string[] = [];
  const stated = content.opportunities.map((o) => o.key);
  const expected = facts.opportunities.map((o) => o.key);
  if (stated.join('|') !== expected.join('|'))
    problems.push(`Opportunities ${stated.join(', ')} instead of ${expected.join(', ')}`);
  for (const o of content.opportunities) {
    const truth = facts.opportunities.find((f) => f.key === o.key);
    if (!truth) continue;
    if (!sameFigures(o.figures, truth.figures))
      problems.push(
        `${o.key}: figures ${o.figures.map((f) => formatFigure(f)).join(', ')} instead of ${truth.figures.map((f) => formatFigure(f)).join(', ')}`,
      );
    for (const field of ['effort', 'impact', 'why', 'impact_statement', 'score'] as const)
      if (o[field] !== truth[field])
        problems.push(`${o.key}: ${field} differs from the computed one`);
  }
  return problems;
}

function narrate(ctx: AgentContext, content: QuickWinsReport): string[] {
  const facts = factsOf(ctx);
  return [
    `Reading ${possessive(ctx.company)} business context, outputs${facts.campaign_name ? ` and the “${facts.campaign_name}” campaign` : ', campaigns'} and daily metrics. `,
    `Checking every quick-win rule and ranking by impact over effort. `,
    `\n\n${content.summary}\n\n`,
    ...content.opportunities
      .slice(0, 5)
      .map(
        (o, i) =>
          `${i + 1}. **${o.title}** (${o.effort} effort, ${o.impact} impact): ${o.impact_statement}\n`,
      ),
    content.opportunities.length > 5 ? `\n…and ${content.opportunities.length - 5} more.\n` : '',
  ].filter(Boolean);
}

export const opportunitiesTool: AgentTool<typeof quickWinsReportSchema> = {
  id: 'opportunities',
  label: 'Quick win opportunities',
  description:
    'Ranks what to do now from your business context, outputs, campaigns and metrics: effort, expected impact and why.',
  outputType: QUICK_WINS_OUTPUT_TYPE,
  schema: quickWinsReportSchema,
  title: (ctx) => {
    const facts = factsOf(ctx);
    return `Quick wins: ${facts.campaign_name ?? ctx.company}`;
  },
  buildPrompt: buildQuickWinsPrompt,
  loadFacts: loadQuickWinFacts,
  offline: (ctx) => offlineQuickWins(ctx, factsOf(ctx)),
  finalize: finalizeQuickWins,
  narrate,
  verifyFigures: (facts, content) => verifyQuickWinFigures(facts, content),
  onSaved: (tx, saved) =>
    saveSuggested(tx, {
      orgId: saved.orgId,
      userId: saved.userId,
      outputId: saved.outputId,
      opportunities: saved.content.opportunities,
    }),
  onRewritten: (tx, saved) =>
    replaceSuggested(tx, {
      orgId: saved.orgId,
      userId: saved.userId,
      outputId: saved.outputId,
      opportunities: saved.content.opportunities,
    }),
};

export const quickWinsAgent: AgentDefinition = {
  agentType: 'quick-wins',
  persona:
    'You are the Quick Wins Agent of Stratagent: you find the smallest changes that pay off soonest, from the organization’s own data, and say how much each is worth and why.',
  tools: [opportunitiesTool as unknown as AgentTool],
};
