/**
 * The offline engine's side of a conversation: the passages of the organization's own
 * material that answer the question, quoted with where they came from (fact-retrieval.ts);
 * with none, a grounded answer that says what it knows, asks for what it lacks (industry,
 * audience, goal) and points to the tool that fits.
 */
import { CONNECT_MODEL_HINT } from '@/shared/ai-models';
import { agentById } from '@/shared/agents';
import { whereFrom, type Passage } from './fact-retrieval';
import type { AgentContext, AgentDefinition } from './types';
import { possessive } from '@/shared/possessive';

const OFFLINE_NOTE = `_Offline answer: quoted from your own material, not written by a language model. For a free-form conversation, ${CONNECT_MODEL_HINT.charAt(0).toLowerCase()}${CONNECT_MODEL_HINT.slice(1)}_`;

/** Several small chunks so an answer streams like a model's; every character is kept. */
function asChunks(parts: string[]): string[] {
  return parts
    .flatMap((p) => p.split(/(?<= )/))
    .reduce<string[]>((acc, word, i) => {
      if (i % 6 === 0) acc.push(word);
      else acc[acc.length - 1] += word;
      return acc;
    }, []);
}

/**
 * The answer from the organization's material: each passage quoted as it is, with where it
 * came from; without passages, the grounded answer below, saying nothing was found.
 */
export function offlineChatAnswer(
  agent: AgentDefinition | undefined,
  agentType: string,
  ctx: AgentContext,
  passages: Passage[],
): string[] {
  const question = (ctx.message ?? '').slice(0, 140);
  if (passages.length === 0) {
    const answer = offlineAnswer(agent, agentType, ctx);
    return question
      ? [
          `Nothing in your business context, documents or saved outputs answers “${question}” yet.\n\n`,
          ...answer,
        ]
      : answer;
  }
  const quotes = passages.map((p) => `> ${p.text}\n>\n> — from ${whereFrom(p.source)}`);
  return asChunks([
    `Here is what your own material says about “${question}”:\n\n`,
    quotes.join('\n\n'),
    `\n\n${OFFLINE_NOTE}`,
  ]);
}

const HINTS: { pattern: RegExp; tool: string }[] = [
  { pattern: /compet|rival|market share|substitut/i, tool: 'porters_five_forces' },
  { pattern: /grow|expan|new market|diversif/i, tool: 'ansoff' },
  { pattern: /portfolio|product line|products?\b/i, tool: 'bcg' },
  { pattern: /differen|stand out|unique|blue ocean/i, tool: 'blue_ocean' },
  { pattern: /value prop|pain|gain|why.*buy/i, tool: 'value_proposition_canvas' },
  { pattern: /job|motivat|why.*hire/i, tool: 'jtbd' },
  { pattern: /segment|target|position|audience|persona/i, tool: 'stp' },
  { pattern: /price|pricing|channel|promotion|mix/i, tool: 'marketing_mix_7p' },
  { pattern: /funnel|metric|kpi|retention|churn|referr|conversion/i, tool: 'aarrr' },
  { pattern: /regulat|trend|econom|politic|legal|environment/i, tool: 'pestel' },
];

export function offlineAnswer(
  agent: AgentDefinition | undefined,
  agentType: string,
  ctx: AgentContext,
): string[] {
  const name = agentById(agentType)?.name ?? 'The agent';
  const message = ctx.message ?? '';
  const known = [
    `${ctx.company} works in ${ctx.industry}${ctx.companySize ? ` (${ctx.companySize})` : ''}`,
    ctx.audienceKnown ? `serves ${ctx.audience}` : null,
    ctx.goalKnown ? `aims to ${ctx.goal.charAt(0).toLowerCase()}${ctx.goal.slice(1)}` : null,
  ].filter(Boolean);
  const parts: string[] = [`Here is what I know: ${known.join(', ')}.`];
  if (ctx.campaign) parts.push(` This session is about the “${ctx.campaign.name}” campaign.`);
  if (ctx.outputs.length)
    parts.push(` I can build on ${ctx.outputs.map((o) => `“${o.title}”`).join(', ')}.`);
  const missing = [
    ctx.industryKnown ? null : 'which industry you are in',
    ctx.audienceKnown ? null : 'who your target audience is (role, company type or demographic)',
    ctx.goalKnown
      ? null
      : 'the one goal that matters most in the next 90 days (for example, 30 qualified leads a month)',
  ].filter((m): m is string => Boolean(m));
  if (missing.length) {
    parts.push(`\n\nTo make my work specific to ${ctx.company}, tell me ${missing.join('; ')}.`);
  }
  const tool =
    agent?.tools.find((t) => t.id === HINTS.find((h) => h.pattern.test(message))?.tool) ??
    agent?.tools[0];
  if (tool) {
    parts.push(
      `\n\nFor “${message.slice(0, 140)}”, I suggest running **${tool.label}**: ${tool.description.charAt(0).toLowerCase()}${tool.description.slice(1)} It will use ${possessive(ctx.company)} context and ${ctx.knowledge.industry} benchmarks such as ${ctx.knowledge.kpis[0]!.name.toLowerCase()} (${ctx.knowledge.kpis[0]!.benchmark}).`,
    );
  } else {
    parts.push(
      `\n\n${name} noted your message. For ${ctx.company}, the channels that usually work in ${ctx.knowledge.industry} are ${ctx.knowledge.channels.slice(0, 3).join(', ')}; a first KPI to watch is ${ctx.knowledge.kpis[0]!.name.toLowerCase()} (typically ${ctx.knowledge.kpis[0]!.benchmark}).`,
    );
  }
  parts.push(
    `\n\n_Offline draft: no language model is connected. For a free-form conversation, ${CONNECT_MODEL_HINT.charAt(0).toLowerCase()}${CONNECT_MODEL_HINT.slice(1)}_`,
  );
  return asChunks(parts);
}
