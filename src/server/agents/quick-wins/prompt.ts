/** The Quick Wins agent's prompt: the computed opportunities, to be explained, never changed. */
import { formatFigure, RANKING_RULE } from '@/shared/quick-wins';
import { describeContext } from '../engine/describe-context';
import type { AgentContext, PromptParts } from '../engine/types';
import { isQuickWinFacts } from './facts';

export function buildQuickWinsPrompt(ctx: AgentContext): PromptParts {
  const facts = isQuickWinFacts(ctx.facts) ? ctx.facts : null;
  const list = facts?.opportunities ?? [];
  const opportunities = list.length
    ? list.map((o, i) =>
        [
          `${i + 1}. key "${o.key}" (${o.kind}) — ${o.title}`,
          `   effort ${o.effort}, impact ${o.impact}, score ${o.score}`,
          `   why: ${o.why}`,
          `   expected impact: ${o.impact_statement}`,
          ...o.figures.map(
            (f) =>
              `   figure: ${f.label} = ${formatFigure(f, ctx.currency)} (value ${f.value}, ${f.unit})`,
          ),
          `   checklist: ${o.checklist.join(' | ')}`,
          `   where: ${o.action_url}`,
        ].join('\n'),
      )
    : ['(none: every rule passes)'];
  return {
    system: [
      'You are the Quick Wins Agent of Stratagent: you find the smallest changes that pay off soonest for a small marketing team.',
      'The opportunities below were detected in code from the organization’s own data; their figures are exact and computed from its daily metrics.',
      'Return JSON matching the schema: keep every opportunity, in the same order, with the same key, kind, title, why, effort, impact, impact_statement, figures, checklist, campaign and action_url as given.',
      'Write "advice" for each one: two or three concrete sentences on how this company should do it, grounded in its industry, audience, campaign and documents. Do not state any other figure about its performance.',
      'Write "summary": two sentences on where to start and why. Never write placeholders such as [Company] or TBD; where you assume, say so in "assumptions".',
      `"ranking_rule" is: ${RANKING_RULE}`,
    ].join('\n'),
    prompt: [
      facts?.campaign_name
        ? `Scope: the campaign "${facts.campaign_name}" only.`
        : 'Scope: the whole organization.',
      '',
      'Opportunities (ranked):',
      ...opportunities,
      '',
      describeContext(ctx),
    ].join('\n'),
  };
}
