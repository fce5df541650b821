/** The organization's context as plain text for a model prompt (documents cited by id). */
import { formatMoney } from '@/shared/format';
import type { AgentContext } from './types';

export function describeContext(ctx: AgentContext): string {
  const lines = [
    `Company: ${ctx.company}`,
    `Industry: ${ctx.industry}${ctx.industryKnown ? '' : ' (not specified by the company)'}`,
  ];
  if (ctx.companySize) lines.push(`Company size: ${ctx.companySize}`);
  if (ctx.description) lines.push(`Description: ${ctx.description}`);
  lines.push(`Target audience: ${ctx.audience}${ctx.audienceKnown ? '' : ' (assumed)'}`);
  lines.push(`Goal: ${ctx.goal}${ctx.goalKnown ? '' : ' (assumed)'}`);
  if (ctx.uniqueValue) lines.push(`Unique value: ${ctx.uniqueValue}`);
  if (ctx.competitors.length) lines.push(`Competitors: ${ctx.competitors.join(', ')}`);
  if (ctx.challenges.length) lines.push(`Challenges: ${ctx.challenges.join(', ')}`);
  if (ctx.offers.length) lines.push(`Products and services: ${ctx.offers.join(', ')}`);
  if (ctx.campaign) {
    const c = ctx.campaign;
    lines.push('', `Campaign "${c.name}" (id ${c.id}):`);
    if (c.description) lines.push(`- Description: ${c.description}`);
    if (c.targetAudience) lines.push(`- Audience: ${c.targetAudience}`);
    if (c.goals.length) lines.push(`- Goals: ${c.goals.join('; ')}`);
    if (c.objectives) lines.push(`- Objectives: ${c.objectives}`);
    if (c.channels.length) lines.push(`- Channels: ${c.channels.join(', ')}`);
    if (c.geographicTarget) lines.push(`- Geography: ${c.geographicTarget}`);
    if (c.budgetCents !== null) lines.push(`- Budget: ${formatMoney(c.budgetCents, ctx.currency)}`);
    if (c.competitorContext) lines.push(`- Competitors: ${c.competitorContext}`);
  }
  for (const d of ctx.documents)
    lines.push('', `Document "${d.title}" (id ${d.id}), excerpt:`, d.excerpt);
  for (const o of ctx.outputs)
    lines.push(
      '',
      `Earlier output "${o.title}" (${o.agentType}/${o.outputType}, id ${o.id}): ${o.summary ?? ''}`,
    );
  const k = ctx.knowledge;
  lines.push(
    '',
    `Knowledge base for ${k.industry}:`,
    `- Channels that work: ${k.channels.join(', ')}`,
    `- Opportunities: ${k.opportunities.join('; ')}`,
    `- Threats: ${k.threats.join('; ')}`,
    `- KPIs: ${k.kpis.map((kpi) => `${kpi.name} ${kpi.benchmark}`).join('; ')}`,
  );
  if (ctx.message) lines.push('', `The user adds: ${ctx.message}`);
  return lines.join('\n');
}
