/**
 * What every Content tool writes from: the brief of the run, the brand voice and template
 * the run loaded (ctx.facts), and short forms of the organization's context that fit in a
 * sentence of the profile's reading level.
 */
import { deriveBrandVoice, type BrandVoiceProfile } from '@/shared/brand-voice';
import {
  builtInTemplate,
  CONTENT_TOOLS,
  parseContentBrief,
  type ContentBrief,
  type ContentToolId,
} from '@/shared/content';
import type { AgentContext } from '../engine/types';

export type ContentTemplateFact = { id: string; name: string; structure: string[] };
export type ContentFacts = { voice: BrandVoiceProfile; template: ContentTemplateFact | null };

/** The facts a run loaded, or what they would be (a profile derived from the context). */
export function contentFacts(ctx: AgentContext): ContentFacts {
  const facts = ctx.facts as Partial<ContentFacts> | undefined;
  if (facts?.voice) return { voice: facts.voice, template: facts.template ?? null };
  const brief = parseContentBrief(ctx.message).brief;
  const builtIn = brief.template ? builtInTemplate(brief.template) : undefined;
  return {
    voice: deriveBrandVoice({
      company: ctx.company,
      industry: ctx.industry,
      description: ctx.description,
      uniqueValue: ctx.uniqueValue,
      offers: ctx.offers,
      audience: ctx.audience,
    }),
    template: builtIn ? { id: builtIn.id, name: builtIn.name, structure: builtIn.structure } : null,
  };
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);
const clip = (s: string, n: number) => {
  const w = words(s);
  return w.length <= n ? s.trim() : w.slice(0, n).join(' ');
};
const lowerFirst = (s: string) =>
  /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
const TRAILING = new Set(['.', '!', '?', ';', ':', ',', '|', '-', '–', '—']);
const stripEnd = (s: string) => {
  let out = s.trim();
  while (out && TRAILING.has(out.at(-1)!)) out = out.slice(0, -1);
  return out.trim();
};

/** The first sentence of a text, at most n words. */
export const firstSentence = (s: string, n = 14) =>
  stripEnd(clip(s.split(/(?<=[.!?])\s/)[0] ?? s, n));

export type Grounding = {
  tool: ContentToolId;
  brief: ContentBrief;
  facts: ContentFacts;
  company: string;
  industry: string;
  /** The audience in a few words ("home espresso enthusiasts"). */
  audience: string;
  goal: string;
  /** The offer the piece is about. */
  offer: string;
  /** What makes the company different, in a few words. */
  unique: string;
  /** What the company is ("small-batch coffee roaster in Portland"), when the context says. */
  identity: string | null;
  topic: string;
  campaign: string | null;
  persona: string | null;
  document: { title: string; line: string } | null;
  earlier: string | null;
  gain: string;
  pain: string;
  trigger: string;
  /** Words of the profile's "use" list other than the company name, to weave in. */
  useWords: string[];
  channels: string[];
  assumptions: string[];
};

export function ground(tool: ContentToolId, ctx: AgentContext): Grounding {
  const { brief } = parseContentBrief(ctx.message);
  const facts = contentFacts(ctx);
  const k = ctx.knowledge;
  const audience = lowerFirst(
    stripEnd(clip(ctx.audience.split(/[(,;]| who | aged | in US\b/i)[0] ?? ctx.audience, 6)),
  );
  const offer = stripEnd(clip(ctx.offers[0] ?? k.typicalOffers[0] ?? k.offerNoun, 6));
  // What sets the company apart, as a phrase that follows "known for" or "brings".
  const knownFor = /\bknown for ([^.]+)/i.exec(ctx.description ?? '')?.[1];
  const unique = lowerFirst(
    stripEnd(
      clip(ctx.uniqueValue ?? knownFor ?? k.gains[1] ?? k.gains[0] ?? 'results you can see', 10),
    ),
  );
  // What the company is, as a phrase that follows "a" ("small-batch coffee roaster in Portland").
  const identity = ctx.description
    ? lowerFirst(firstSentence(ctx.description.split(/ selling | that | which | who /i)[0]!, 9))
    : null;
  const goal = lowerFirst(stripEnd(clip(ctx.goal, 10)));
  const campaign = ctx.campaign?.name ?? null;
  const assumptions = [...ctx.assumptions];
  const topic = brief.topic?.trim() || (campaign ? campaign : `${offer} for ${audience}`);
  if (!brief.topic?.trim())
    assumptions.push(
      `No topic was given: the ${CONTENT_TOOLS[tool].label.toLowerCase()} is about ${campaign ? `the “${campaign}” campaign` : `${offer} for ${audience}`}.`,
    );
  const personaOutput = ctx.outputs.find((o) => o.outputType === 'persona');
  const persona = personaOutput
    ? (/^Persona:\s*([^(]+)/.exec(personaOutput.title)?.[1]?.trim() ?? personaOutput.title)
    : null;
  const doc = ctx.documents[0];
  const earlier = ctx.outputs.find((o) => o.outputType !== 'persona') ?? null;
  const company = ctx.company;
  return {
    tool,
    brief,
    facts,
    company,
    industry: ctx.industryKnown ? ctx.industry : 'your market',
    audience,
    goal,
    offer,
    unique,
    identity,
    topic: stripEnd(topic),
    campaign,
    persona,
    document: doc ? { title: doc.title, line: firstSentence(doc.excerpt, 16) } : null,
    earlier: earlier
      ? earlier.summary
        ? firstSentence(earlier.summary, 16)
        : earlier.title
      : null,
    gain: stripEnd(clip(k.gains[0] ?? 'results you can see', 8)),
    pain: stripEnd(clip(k.pains[0] ?? 'wasted effort', 8)),
    trigger: stripEnd(clip(k.buyingTriggers[0] ?? 'a change in their routine', 8)),
    useWords: facts.voice.use.filter((w) => w.toLowerCase() !== company.toLowerCase()).slice(0, 3),
    channels: ctx.campaign?.channels.length ? ctx.campaign.channels : ctx.channels,
    assumptions,
  };
}

export const capitalize = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

const DANGLING = new Set('for and to of the a an with in on by from your our'.split(' '));

/** Text cut at a word boundary to fit a character limit (no ellipsis: copy must stand). */
export function fit(text: string, limit: number): string {
  if ([...text].length <= limit) return text;
  const out: string[] = [];
  for (const w of words(text)) {
    const next = [...out, w].join(' ');
    if ([...next].length > limit) break;
    out.push(w);
  }
  while (out.length > 1 && DANGLING.has(out.at(-1)!.toLowerCase())) out.pop();
  return stripEnd(out.join(' '));
}

/** A hashtag from words: "Spring Subscription Launch" → SpringSubscriptionLaunch. */
export const hashtag = (s: string) =>
  s
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((w) => capitalize(w.toLowerCase()))
    .join('');

/** Whole sentences while they fit the limit; the first one cut at a word when none does. */
export function pack(sentences: string[], limit: number): string {
  let out = '';
  for (const s of sentences) {
    const next = out ? `${out} ${s}` : s;
    if ([...next].length > limit) break;
    out = next;
  }
  return out || fit(sentences[0] ?? '', limit);
}

/** "Northwind's", "Harbor Roasters'". */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/** A topic as it reads inside a sentence: quoted when it is a title of its own. */
export const inline = (topic: string) =>
  /[:?!]/.test(topic) ? `“${topic}”` : topic.charAt(0).toLowerCase() + topic.slice(1);

/** "word" or "a, b and c". */
export const andList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
