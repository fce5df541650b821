/**
 * The offline persona engine: deterministic personas built from the organization's facts,
 * its campaign and documents and the industry knowledge base. The n-th persona of a
 * session describes the n-th segment: the campaign's (or business's) audience first, then
 * the industry's other usual audiences.
 */
import { PERSONA_COUNT_MAX, PERSONA_OUTPUT_TYPE, type PersonaContent } from '@/shared/persona';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { ofSubject } from '../engine/run-subject';
import { passagesFor } from '../engine/grounding';
import type { AgentContext, FactsQuery } from '../engine/types';
import {
  audienceBrief,
  audienceHead,
  lcFirst,
  paragraph,
  possessive,
  shortPhrase,
  tidy,
  trimEnd,
  ucFirst,
} from '../knowledge/phrases';

/** First and last names to draw from, of several origins; a persona's name is picked by hash. */
const FIRST = [
  'Maya',
  'Daniel',
  'Priya',
  'Sofia',
  'Marcus',
  'Hannah',
  'Elena',
  'James',
  'Aisha',
  'Tom',
  'Grace',
  'Omar',
  'Chloe',
  'Ravi',
  'Leah',
  'Kofi',
  'Isla',
  'Mateo',
  'Yuki',
  'Fiona',
  'Samuel',
  'Nadia',
  'Owen',
  'Zara',
];
const LAST = [
  'Okafor',
  'Reyes',
  'Nair',
  'Lindqvist',
  'Chen',
  'Brooks',
  'Rossi',
  'Whitfield',
  'Rahman',
  'Hughes',
  'Kowalski',
  'Mensah',
  'Dubois',
  'Patel',
  'Murphy',
  'Tanaka',
  'Novak',
  'Sullivan',
  'Haddad',
  'Fraser',
  'Silva',
  'Evans',
  'Byrne',
  'Ahmed',
];
const AGES = ['30-39', '40-49', '25-34', '50-59', '35-44'] as const;

/** A stable small number from a string, so each company and segment gets its own names. */
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
    name: ucFirst(audienceHead(primaryAudience)),
    description: `The core audience ${ctx.campaign ? `of the “${ctx.campaign.name}” campaign` : `of ${ctx.company}`}${ctx.campaign?.targetAudience || ctx.audienceKnown ? `: ${audienceBrief(primaryAudience)}` : ''}`,
    needs: ctx.knowledge.gains.length ? ctx.knowledge.gains.slice(0, 3) : (known[0]?.needs ?? []),
  };
  const others = known.filter((a) => a.name.toLowerCase() !== primary.name.toLowerCase());
  return [primary, ...others].slice(0, PERSONA_COUNT_MAX);
}

/** The personas the organization already has, so a new one for the same segment differs. */
export type PersonaFacts = { existing: { name: string; segment: string }[] };

export async function loadPersonaFacts(tx: Tx, query: FactsQuery): Promise<PersonaFacts> {
  const rows = await queryRows<{ name: string | null; segment: string | null }>(
    tx,
    sql`select content->>'name' as name, content->>'segment' as segment from agent_outputs
        where org_id = ${query.orgId}::uuid and output_type = ${PERSONA_OUTPUT_TYPE} and ${ofSubject(query)}
        order by created_at desc limit 100`,
  );
  return {
    existing: rows.filter((r) => r.name).map((r) => ({ name: r.name!, segment: r.segment ?? '' })),
  };
}

/** A name that depends on the company and the segment and is not taken by another persona. */
function pickName(company: string, segment: string, taken: string[]): string {
  const used = new Set(taken.map((n) => n.toLowerCase()));
  const usedFirst = new Set(taken.map((n) => n.split(' ')[0]!.toLowerCase()));
  const seed = hash(`${company}|${segment.toLowerCase()}`);
  for (let i = 0; i < FIRST.length * 2; i++) {
    const first = FIRST[(seed + i * 7) % FIRST.length]!;
    const name = `${first} ${LAST[(seed + i * 5) % LAST.length]!}`;
    if (!used.has(name.toLowerCase()) && (i >= FIRST.length || !usedFirst.has(first.toLowerCase())))
      return name;
  }
  return `${FIRST[seed % FIRST.length]} ${LAST[(seed + taken.length) % LAST.length]}`;
}

/**
 * The user's focus for the persona: "Focus on people who already own an espresso machine"
 * becomes the qualifier "who already own an espresso machine"; anything else is kept as said.
 */
function personaFocus(message: string | null): { qualifier: string | null; text: string } | null {
  const text = trimEnd(message?.replace(/\s+/g, ' ') ?? '');
  if (!text) return null;
  const bare = text.replace(/^(?:focus(?:ed)?(?: on)?|about|target(?:ing)?|for)\s*:?\s*/i, '');
  const who =
    /^(?:people|those|customers|buyers|users|shoppers|clients|patients|donors|ones|someone)\s+((?:who|that|with|in|on)\s.+)$/i.exec(
      bare,
    );
  return { qualifier: who?.[1] ?? null, text: bare };
}

export function offlinePersona(ctx: AgentContext): PersonaContent {
  const index = personaIndex(ctx);
  const segments = personaSegments(ctx);
  const segment = segments[index % segments.length]!;
  const existing = (ctx.facts as PersonaFacts | undefined)?.existing ?? [];
  const earlier = existing.filter((e) => e.segment.toLowerCase() === segment.name.toLowerCase());
  const sameSegment = earlier.length;
  const variant = index + sameSegment;
  const name = pickName(
    ctx.company,
    segment.name,
    existing.map((e) => e.name),
  );
  const first = name.split(' ')[0]!;
  const k = ctx.knowledge;
  const names = [ctx.company, ctx.organizationName, ...ctx.competitors];
  const L = (s: string) => lcFirst(trimEnd(s), names);
  const focus = personaFocus(ctx.message);
  const offer = L(ctx.offers[0] ?? k.typicalOffers[0] ?? k.offerNoun);
  const need = L(segment.needs[0] ?? offer);
  const channels = [...(ctx.campaign?.channels ?? []), ...ctx.channels, ...k.channels]
    .map(ucFirst)
    .filter((c, i, all) => all.findIndex((x) => x.toLowerCase() === c.toLowerCase()) === i);
  const doc = ctx.documents.find((d) => d.excerpt.trim());
  // What the user's documents say about this segment's pains, quoted as a pain of its own.
  const close = passagesFor(
    ctx,
    [ctx.message ?? '', ...ctx.challenges, ...segment.needs, ...k.pains.slice(0, 2)].join(' '),
    { limit: 3, fallback: true },
  );
  // Among the closest passages, a share ("47% of lost quotes…") says more than a count.
  const evidence = close.find((p) => /\d%/.test(p.text)) ?? close[0];
  const competitor = ctx.competitors.length
    ? ctx.competitors[variant % ctx.competitors.length]
    : null;
  const painPool = [...ctx.challenges, ...k.pains];
  const pains = [0, 1]
    .map((i) => painPool[(variant + i) % painPool.length]!)
    .filter((p, i, all) => all.indexOf(p) === i)
    .map((p) => ucFirst(trimEnd(p)));
  const segmentLabel = L(segment.name);
  const role =
    index === 0
      ? `One of ${possessive(ctx.company)} core ${k.customerNoun}`
      : ucFirst(trimEnd(segment.description));
  const triggers = [
    ...k.buyingTriggers.slice(variant % k.buyingTriggers.length),
    ...k.buyingTriggers,
  ]
    .slice(0, 2)
    .concat(ctx.campaign ? [`An offer from this campaign that speaks to ${need}`] : [])
    .map(ucFirst);

  return tidy({
    name,
    age_range: AGES[variant % AGES.length]!,
    role,
    segment: segment.name,
    summary: paragraph(
      `${first} represents ${/^the\s/i.test(segmentLabel) ? segmentLabel : `the ${segmentLabel}`}${focus?.qualifier ? ` ${focus.qualifier}` : ''}: people ${ctx.company} wants to win${ctx.campaign && index > 0 ? ` with the “${ctx.campaign.name}” campaign` : ''}`,
      index === 0 ? segment.description : null,
      focus && !focus.qualifier ? `Drawn with this focus in mind: ${focus.text}` : null,
      // A segment that already has a persona gets a variation, said as one, not a copy.
      earlier[0]
        ? `A variation on ${earlier[0].name}, the earlier persona for this segment: ${first} is aged ${AGES[variant % AGES.length]} and comes to ${ctx.company} with a different first pain, ${lcFirst(pains[0] ?? 'too many options that all look the same')}`
        : null,
    ),
    goals: [
      ...segment.needs.slice(0, 2).map((n) => ucFirst(trimEnd(n))),
      `See a clear result from ${possessive(ctx.company)} ${offer}`,
    ],
    pains: [
      ...(pains.length ? pains : [`Too many options that all look the same`]),
      ...(evidence ? [`${trimEnd(evidence.text)} (${evidence.documentTitle})`] : []),
    ],
    objections: [
      `Is ${ctx.company} worth it compared with ${competitor ?? L(shortPhrase(k.substitutes[0] ?? 'what I use today', 4))}?`,
      `I need to trust ${ctx.company} before I commit.`,
      'Switching takes time I do not have.',
    ],
    buying_triggers: triggers,
    channels: channels.slice(index, index + 3).length
      ? channels.slice(index, index + 3)
      : channels.slice(0, 3),
    content_preferences: [
      `Short, practical guides that show what the ${k.offerNoun} is like`,
      doc ? `Proof like “${doc.title}”` : `Reviews and stories from people like me`,
      'Straight answers on price and results, not hype',
    ],
    quote: `“I want ${shortPhrase(need, 5)}, and I need to know ${ctx.company} will deliver before I spend more time on it.”`,
    how_company_helps: `${ctx.company} helps ${first} with its ${offer}${ctx.uniqueValue ? ` (${L(shortPhrase(ctx.uniqueValue, 6))})` : ''}, which meets the need for ${shortPhrase(need, 3)}.`,
    sources: ctx.sources,
    assumptions: [
      ...ctx.assumptions,
      `${name} is a composite persona built from ${ctx.campaign?.targetAudience || ctx.audienceKnown ? 'your stated audience' : `typical audiences of ${ctx.industryKnown ? ctx.industry : 'the market'}`} and the Stratagent knowledge base, not a real customer.`,
    ],
  });
}
