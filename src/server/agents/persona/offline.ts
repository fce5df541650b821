/**
 * The offline persona engine: deterministic personas built from the organization's facts,
 * its campaign and documents and the industry knowledge base. The n-th persona of a
 * session describes the n-th segment: the campaign's (or business's) audience first, then
 * the industry's other usual audiences.
 */
import { PERSONA_COUNT_MAX, PERSONA_OUTPUT_TYPE, type PersonaContent } from '@/shared/persona';
import type { AgentContext } from '../engine/types';

const NAMES = [
  ['Maya Okafor', 'Daniel Reyes', 'Priya Nair'],
  ['Sofia Lindqvist', 'Marcus Chen', 'Hannah Brooks'],
  ['Elena Rossi', 'James Whitfield', 'Aisha Rahman'],
] as const;
const AGES = ['30-39', '40-49', '25-34'] as const;

const clip = (s: string, n = 140) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length <= n ? flat : `${flat.slice(0, n - 1).replace(/(?<!\s)\s+\S*$/, '')}…`;
};
const ucFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const lcFirst = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s);
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** A stable small number from a string, so each company gets its own names. */
function hash(s: string): number {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

type Segment = { name: string; description: string; needs: string[] };

/** How many personas this session already holds: the next one takes the next segment. */
export const personaIndex = (ctx: AgentContext) =>
  ctx.outputs.filter((o) => o.outputType === PERSONA_OUTPUT_TYPE).length % PERSONA_COUNT_MAX;

export function personaSegments(ctx: AgentContext): Segment[] {
  const primaryAudience = ctx.campaign?.targetAudience?.trim() || ctx.audience;
  const known = ctx.knowledge.audiences;
  const primary: Segment = {
    name: ucFirst(primaryAudience),
    description: `The core audience ${ctx.campaign ? `of the “${ctx.campaign.name}” campaign` : `of ${ctx.company}`}: ${primaryAudience}`,
    needs: ctx.knowledge.gains.length ? ctx.knowledge.gains.slice(0, 3) : (known[0]?.needs ?? []),
  };
  const others = known.filter((a) => a.name.toLowerCase() !== primary.name.toLowerCase());
  return [primary, ...others].slice(0, PERSONA_COUNT_MAX);
}

export function offlinePersona(ctx: AgentContext): PersonaContent {
  const index = personaIndex(ctx);
  const segments = personaSegments(ctx);
  const segment = segments[index % segments.length]!;
  const name = NAMES[hash(ctx.company) % NAMES.length]![index]!;
  const first = name.split(' ')[0]!;
  const k = ctx.knowledge;
  const focus = ctx.message?.trim() ? clip(ctx.message, 120) : null;
  const goal = ctx.campaign?.goals[0] ?? ctx.goal;
  const offer = ctx.offers[0] ?? k.typicalOffers[0] ?? k.offerNoun;
  const channels = [...(ctx.campaign?.channels ?? []), ...ctx.channels, ...k.channels]
    .map(ucFirst)
    .filter((c, i, all) => all.findIndex((x) => x.toLowerCase() === c.toLowerCase()) === i);
  const doc = ctx.documents.find((d) => d.excerpt.trim());
  const competitor = ctx.competitors[index % Math.max(ctx.competitors.length, 1)];
  const pains = [...ctx.challenges.slice(index, index + 1), ...k.pains.slice(index, index + 2)].map(
    ucFirst,
  );
  const role =
    index === 0
      ? `Part of ${possessive(ctx.company)} core audience: ${lcFirst(segment.name)}`
      : `${segment.name}: ${lcFirst(segment.description)}`;

  return {
    name,
    age_range: AGES[index]!,
    role: clip(role, 120),
    segment: segment.name,
    summary: `${first} represents ${lcFirst(segment.name)} ${ctx.industryKnown ? ` in ${ctx.industry}` : ''}, one of the ${k.customerNoun} ${ctx.company} wants to win${ctx.campaign ? ` with the “${ctx.campaign.name}” campaign` : ''}. ${ucFirst(segment.description.replace(/\.$/, ''))}.${focus ? ` Drawn with your focus in mind: ${focus}` : ''}`,
    goals: [
      ...segment.needs.slice(0, 2).map(ucFirst),
      `See a clear result from ${possessive(ctx.company)} ${lcFirst(offer)}`,
    ],
    pains: pains.length ? pains : [`Too many ${k.offerNoun} options that all look the same`],
    objections: [
      `Is ${ctx.company} worth it compared with ${competitor ?? `what I use today (${k.substitutes[0] ?? 'the usual alternative'})`}?`,
      `I need to trust ${ctx.company} before I commit: ${k.pricing ? lcFirst(clip(k.pricing, 80)) : 'the price has to be clear'}`,
      `Switching takes time I do not have`,
    ],
    buying_triggers: k.buyingTriggers
      .slice(index, index + 2)
      .concat(
        ctx.campaign
          ? [
              `An offer from the “${ctx.campaign.name}” campaign that speaks to ${lcFirst(segment.needs[0] ?? 'my needs')}`,
            ]
          : [],
      )
      .map(ucFirst),
    channels: channels.slice(index, index + 3).length
      ? channels.slice(index, index + 3)
      : channels.slice(0, 3),
    content_preferences: [
      `Short, practical examples of ${lcFirst(segment.needs[0] ?? offer)}`,
      doc
        ? `Proof like “${doc.title}”: ${clip(doc.excerpt, 90)}`
        : `Reviews and stories from other ${lcFirst(segment.name)}`,
      `Straight answers on price and results, not hype`,
    ],
    quote: `“I want ${lcFirst(segment.needs[0] ?? offer)}, and I need to know ${ctx.company} will deliver before I spend a minute more on it.”`,
    how_company_helps: `${ctx.company} helps ${first} through its ${lcFirst(offer)}${ctx.uniqueValue ? `, and ${lcFirst(clip(ctx.uniqueValue, 120))}` : ''}: it meets the need for ${lcFirst(segment.needs[0] ?? offer)} and supports the goal to ${lcFirst(goal.replace(/\.$/, ''))}.`,
    sources: ctx.sources,
    assumptions: [
      ...ctx.assumptions,
      `${name} is a composite persona built from ${ctx.campaign?.targetAudience || ctx.audienceKnown ? 'your stated audience' : 'typical ' + ctx.industry + ' audiences'} and the ${ctx.industryKnown ? k.industry : 'general'} knowledge base, not a real customer.`,
    ],
  };
}
