/**
 * What every Content tool writes from: the brief of the run, the brand voice and template
 * the run loaded (ctx.facts), and short forms of the organization's context that fit in a
 * sentence of the profile's reading level.
 */
import { deriveBrandVoice, needsAn, type BrandVoiceProfile } from '@/shared/brand-voice';
import {
  builtInTemplate,
  CONTENT_TOOLS,
  parseContentBrief,
  type ContentBrief,
  type ContentToolId,
} from '@/shared/content';
import { repeatedSequences } from '@/shared/text-quality';
import type { AgentContext } from '../engine/types';
import { passagesFor } from '../engine/grounding';
import { isProperAdjective, openingPhrase } from '../knowledge/phrases';
import { possessive } from '@/shared/possessive';

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
const TRAILING = new Set(['.', '!', '?', ';', ':', ',', '|', '-', '–', '—']);
const stripEnd = (s: string) => {
  let out = s.trim();
  while (out && TRAILING.has(out.at(-1)!)) out = out.slice(0, -1);
  return out.trim();
};

/** "Coffee subscription" → "coffee subscription"; names (`keep`) and acronyms keep capitals. */
export function lowerFirst(s: string, keep: string[] = []): string {
  const first = words(s)[0] ?? '';
  if (
    !/^[A-Z][a-z'’-]*$/.test(first) ||
    isProperAdjective(first) ||
    keep.some((k) => k.split(/\s+/)[0] === first)
  )
    return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** The sentences of a text, each with its final punctuation. */
export const sentencesOf = (s: string) =>
  s
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"])/)
    .map((x) => x.trim())
    .filter((x) => /\p{L}/u.test(x));

/** The first sentence of a text if it is at most n words, else null (a cut quote misleads). */
export const wholeSentence = (s: string, n = 24) => {
  const first = sentencesOf(s)[0];
  return first && words(first).length <= n ? stripEnd(first) : null;
};

/** The position of a passage in its document: `<doc>#3` → 3. */
const passageNumber = (id: string) => Number(id.split('#').at(-1)) || 0;

/** "an" or "a" for the word that follows. */
export const article = (phrase: string) => (needsAn(phrase.trim()) ? 'an' : 'a');

/** Verbs a description starts a clause with ("selling", "offering"), as we say them. */
const VERBS: Record<string, string> = Object.fromEntries(
  (
    'sell offer serve run treat supply make provide help build design produce deliver install ' +
    'teach create roast grow train connect care bake brew print repair write host organise ' +
    'organize publish manufacture distribute develop advise coach give bring turn use work ' +
    'protect support import export source craft cook rent lease insure fund manage plan ship ' +
    'stock operate'
  )
    .split(' ')
    .map((v) => [ing(v), v]),
);
function ing(v: string): string {
  if (/[^aeiou]e$/.test(v) && v !== 'be') return `${v.slice(0, -1)}ing`;
  if (/^(?:run|plan|ship)$/.test(v)) return `${v}${v.at(-1)}ing`;
  return `${v}ing`;
}
/** "sell" → "sells", "supply" → "supplies", "teach" → "teaches". */
const third = (v: string) =>
  /[^aeiou]y$/.test(v) ? `${v.slice(0, -1)}ies` : /(?:[sxzo]|sh|ch)$/.test(v) ? `${v}es` : `${v}s`;

/** A tool's label inside a sentence: lower case, but an acronym stays as it is ("SEO brief"). */
const lowerLabel = (label: string) =>
  label
    .split(' ')
    .map((w) => (/^[A-Z0-9]{2,}$/.test(w) ? w : w.toLowerCase()))
    .join(' ');

/** A statement about the company, said by the company ("We …") and about it ("Acme …"). */
export type Claim = {
  we: string;
  they: string;
  /** Whom the business serves: said about them, not to them. */
  whom?: true;
  /** Something the business is launching: the news of a press release. */
  news?: true;
};

const weToThey = (sentence: string, company: string): string | null => {
  const [pronoun, next = '', ...after] = sentence.split(' ');
  if (pronoun !== 'We' && pronoun !== 'Our') return sentence;
  const rest = after.join(' ');
  if (pronoun === 'Our') return `${possessive(company)} ${next} ${rest}`.trim();
  const verb = next.toLowerCase();
  const conjugated =
    verb === 'are'
      ? 'is'
      : verb === 'have'
        ? 'has'
        : verb === 'do'
          ? 'does'
          : /^[a-z]+$/.test(verb) && !/(?:ed|ing)$/.test(verb)
            ? third(verb)
            : null;
  return conjugated ? `${company} ${conjugated} ${rest}`.trim() : null;
};

/**
 * What the description says, as sentences that stand on their own: what the company is
 * ("Acme is an independent coffee roaster in Bristol."), what it does ("We sell …") and the
 * other facts it states, each rewritten so it reads in a sentence of ours. A sentence we
 * cannot rewrite safely is left out rather than pasted.
 */
export function describeBusiness(description: string | null, company: string) {
  let identity: string | null = null;
  const claims: Claim[] = [];
  const sentences = sentencesOf(description ?? '').filter(
    (x) => !/^(?:website|web|url|email|e-mail|phone|tel) ?:/i.test(x) && !/https?:\/\//.test(x),
  );
  sentences.forEach((raw, i) => {
    const sentence = stripEnd(raw);
    const isName = sentence.startsWith(`${company} `);
    const body = isName ? sentence.slice(company.length + 1) : sentence;
    // "Known for transparent sourcing." → "We are known for transparent sourcing."
    if (/^known for /i.test(body)) {
      const rest = body.replace(/^known for /i, '');
      claims.push({ we: `We are known for ${rest}.`, they: `${company} is known for ${rest}.` });
      return;
    }
    // "Launching a mineral SPF 30 this summer." → "We are launching …"
    if (/^[A-Z][a-z]+ing\b/.test(body) && !VERBS[body.split(' ')[0]!.toLowerCase()]) {
      const rest = lowerFirst(body);
      claims.push({
        we: `We are ${rest}.`,
        they: `${company} is ${rest}.`,
        ...(/^(?:re)?launching\b/i.test(rest) ? { news: true as const } : {}),
      });
      return;
    }
    const is = /^(?:is|We are|We're) (.*)$/.exec(body);
    const full = !is && (isName || /^(?:We|Our|It|Its|They|Every|Each|All)\b/.test(body));
    if (full) {
      const they = body.replace(/^It\b/, company).replace(/^Its\b/, possessive(company));
      const sentenceThey = isName ? `${company} ${body}` : they;
      const we = isName
        ? null
        : /^(?:We|Our)\b/.test(body)
          ? body
          : body.replace(/^It\b/, 'We').replace(/^Its\b/, 'Our');
      const weForm = we && !/^We \w+s\b/.test(we) ? we : null;
      const theyForm = weToThey(sentenceThey, company);
      if (theyForm) claims.push({ we: `${weForm ?? theyForm}.`, they: `${theyForm}.` });
      return;
    }
    if (i > 0) return;
    // The opening noun phrase: "Small-batch coffee roaster in Portland selling beans online
    // by subscription, to home brewers." → what it is, and what it does.
    // The currency a business bills in ("in pounds sterling (GBP)") is not a reader's fact.
    const phrase = (is?.[1] ?? body)
      .replace(/^(an?|the)\s+/i, '')
      .replace(/,? in (?:[A-Z][A-Za-z]* )?(?:pounds sterling|pounds|euros|dollars)\b/g, '')
      .replace(/ ?\([^()]*\)/g, '');
    // What it is ends where a clause starts ("… selling", "… that"); "for …" stays when short.
    const cut = new RegExp(`,? (${Object.keys(VERBS).join('|')}) `, 'i').exec(phrase);
    const clause = /,? (?:that|which|who|with) /i.exec(phrase);
    const ends = [cut?.index, clause?.index].filter((n): n is number => n !== undefined);
    let head = stripEnd(ends.length ? phrase.slice(0, Math.min(...ends)) : phrase);
    if (words(head).length > 10) head = stripEnd(head.split(' for ')[0]!);
    if (
      words(head).length <= 10 &&
      !/^(?:\d|one|two|three|four|five|six|seven|eight|nine|ten)\b/i.test(head)
    )
      identity = openingPhrase(head);
    const verb = cut && VERBS[cut[1]!.toLowerCase()];
    if (cut && verb) {
      const [rest = '', ...more] = phrase
        .slice(cut.index + cut[0].length)
        .split(/, (?=(?:to|for|with|and|from|mostly|mainly|largely) )|;| — /);
      // "…, mostly as a fortnightly subscription" says how it sells: kept when short.
      const how = more.find((m) => /^(?:mostly|mainly|largely) /.test(m));
      const object =
        how && words(`${rest} ${how}`).length <= 16
          ? `${stripEnd(rest)}, ${stripEnd(how)}`
          : stripEnd(rest);
      if (words(object).length <= 16)
        claims.push({ we: `We ${verb} ${object}.`, they: `${company} ${third(verb)} ${object}.` });
      // "…, to women 25-45 who want gentle protection" names whom it serves.
      const whom = more.find((m) => /^(?:to|for)\s+/.test(m));
      if (whom && words(whom).length <= 16) {
        const people = stripEnd(whom.replace(/^(?:to|for)\s+/, ''));
        claims.push({
          we: `Who we serve: ${people}.`,
          they: `Who ${company} serves: ${people}.`,
          whom: true,
        });
      }
    }
  });
  return { identity, claims };
}

export type Grounding = {
  tool: ContentToolId;
  brief: ContentBrief;
  facts: ContentFacts;
  company: string;
  /** The industry as a reader says it, or null when the organization never said. */
  industry: string | null;
  /** Who the piece is for, in a few words that follow "for" ("home baristas"). */
  audience: string;
  /** The audience as the user described it, when it says more ("home baristas who …"). */
  audienceDetail: string | null;
  /** The goal the piece serves (internal: for the summary and recommendations). */
  goal: string;
  /** The user's own offer, as it reads after "the" ("coffee subscription"), or null. */
  offer: string | null;
  /** The user's unique value, as a phrase that follows a colon. */
  unique: string | null;
  /** What the company is, without its article ("independent coffee roaster in Bristol"). */
  identity: string | null;
  /** What the description states, as sentences of ours. */
  claims: Claim[];
  topic: string;
  campaign: string | null;
  persona: string | null;
  /** The chosen document that speaks to the piece, and that passage when short enough to quote. */
  document: { title: string; line: string | null } | null;
  /**
   * The document's sentences that bear on the piece, best first (the `document.line` first),
   * each short enough to quote whole: what a draft cites, each once.
   */
  evidence: string[];
  /**
   * The user's brief when it is the team's own question ("How do we stop subscribers
   * cancelling?"): answered in the summary, never shown to the reader. Null for a topic a
   * reader may see ("Why fresh beans taste better").
   */
  question: string | null;
  /** What the reader sees as the piece's title: the topic, or an angle composed from the facts. */
  headline: string;
  /** The headline's short form (at most 60 characters): a subject line, an opening line. */
  hook: string;
  /** Earlier outputs chosen as context, by title. */
  earlier: string | null;
  /** The industry knowledge's gains and pains, for a business that said nothing of its own. */
  /** How the industry says "customers" ("patients", "supporters"). */
  customers: string;
  gains: string[];
  pains: string[];
  /** Words of the profile's "use" list other than the company name, to weave in. */
  useWords: string[];
  channels: string[];
  assumptions: string[];
};

/** An audience as it follows "for": "Home baristas who buy beans (UK)" → "home baristas". */
function audienceOf(raw: string): { short: string; detail: string | null } {
  const clean = stripEnd(dashes(raw.replace(/\s+/g, ' ').replace(/\([^()]*\)/g, '')));
  const split =
    /[,;]| who | aged | that | with | within | choosing | making | looking | in US\b/i.exec(clean);
  let short = stripEnd(split ? clean.slice(0, split.index) : clean);
  // Said several times in a draft, the audience stays short: "operations and team leads".
  const at = / (?:at|of|in|for) /.exec(short);
  if (words(short).length > 5 && at && words(short.slice(0, at.index)).length >= 2)
    short = short.slice(0, at.index);
  const w = words(short);
  if (w.length > 6) {
    const out = w.slice(0, 6);
    // "… on the North Shore" is not cut to "… on the North": the name goes, and its "on the".
    if (/^[A-Z]/.test(w[6]!)) while (out.length > 1 && /^[A-Z]/.test(out.at(-1)!)) out.pop();
    while (out.length > 1 && DANGLING.has(out.at(-1)!.toLowerCase())) out.pop();
    short = out.join(' ');
  }
  short = lowerFirst(short);
  // The whole audience, said once where a draft says whom it is for.
  // Under twelve words: a longer audience said whole is the field pasted, not a phrase of ours.
  const detail = clean !== short && words(clean).length < 12 ? lowerFirst(clean) : null;
  return { short, detail: detail && detail !== short ? detail : null };
}

/**
 * A list takes the serial comma: "Germany, Austria and Switzerland" → "…, Austria, and…";
 * "the farm, the altitude and the roast date" → "…, the altitude, and the roast date". Only
 * lists of names, or of phrases that each open on an article, are read as lists.
 */
export const serialComma = (s: string) =>
  s
    .replace(
      /\b([A-Z][\w-]*(?: [A-Z][\w-]*)*), ([A-Z][\w-]*(?: [A-Z][\w-]*)*) (and|or) (?=[A-Z])/g,
      '$1, $2, $3 ',
    )
    .replace(
      /\b((?:the|a|an|our|your|their) [\w-]+(?: [\w-]+)?), ((?:the|a|an|our|your|their) [\w-]+(?: [\w-]+)?) (and|or) (?=(?:the|a|an|our|your|their) )/gi,
      '$1, $2, $3 ',
    );

/** A range of numbers takes an en dash: "women 25-40" → "women 25–40". */
export const dashes = (s: string) => s.replace(/(\d)-(\d)/g, '$1–$2');

/**
 * What a campaign launches, said to customers: "Relaunch the monthly subscription with a
 * flexible plan" → "We are relaunching the monthly subscription with a flexible plan." Only
 * a launch is news a customer can hear; the rest of a campaign's description is the plan.
 */
export function campaignClaim(description: string | null, company: string): Claim | null {
  const first = sentencesOf(curly(description ?? ''))[0];
  const m =
    first && /^(Launch|Relaunch|Introduce|Unveil|Open)(?: of)? (.+)$/i.exec(stripEnd(first));
  if (!m) return null;
  // "… with creators and paid social" is how it is marketed, not what it is.
  const what = m[2]!.split(
    / with (?=(?:creators|influencers|paid|ads|social|e-?mail|partners|partnerships)\b)/i,
  )[0]!;
  const verb = m[1]!.toLowerCase();
  const doing = verb === 'open' ? 'opening' : `${verb.replace(/e$/, '')}ing`;
  if (words(what).length > 18) return null;
  return { we: `We are ${doing} ${what}.`, they: `${company} is ${doing} ${what}.`, news: true };
}

/** Straight quotes as a reader expects them: "skip or swap" → “skip or swap”. */
export const curly = (s: string) => s.replace(/"([^"]*)"/g, '“$1”');

export function ground(tool: ContentToolId, ctx: AgentContext): Grounding {
  const { brief } = parseContentBrief(ctx.message);
  const facts = contentFacts(ctx);
  const k = ctx.knowledge;
  const company = ctx.company;
  const { short: audience, detail: audienceDetail } = audienceOf(ctx.audience);
  const offerRaw = ctx.offers[0]?.trim();
  const offer =
    offerRaw && words(offerRaw).length <= 6 ? lowerFirst(stripEnd(offerRaw), [company]) : null;
  const uniqueRaw = ctx.uniqueValue?.trim();
  const unique =
    uniqueRaw && words(uniqueRaw).length <= 16 ? lowerFirst(stripEnd(uniqueRaw), [company]) : null;
  const parsed = describeBusiness(ctx.description && dashes(ctx.description), company);
  const described = {
    ...parsed,
    claims: parsed.claims.map((c) => ({ ...c, we: serialComma(c.we), they: serialComma(c.they) })),
  };
  const launch = campaignClaim(ctx.campaign?.description ?? null, company);
  const { identity } = described;
  // A launch the description already states is said once.
  const claims =
    launch && !described.claims.some((c) => repeatedSequences(`${launch.we} ${c.we}`).length)
      ? [launch, ...described.claims]
      : described.claims;
  const campaign = ctx.campaign?.name ?? null;
  const assumptions = [...ctx.assumptions];
  const fallbackTopic = campaign ?? (offer ? capitalize(offer) : `Meet ${company}`);
  const topic = stripEnd(brief.topic?.trim() || fallbackTopic);
  if (!brief.topic?.trim())
    assumptions.push(
      `No topic was given: the ${lowerLabel(CONTENT_TOOLS[tool].label)} is about ${campaign ? `the “${campaign}” campaign` : `“${fallbackTopic}”`}.`,
    );
  const personaOutput = ctx.outputs.find((o) => o.outputType === 'persona');
  const persona = personaOutput
    ? (/^Persona:\s*([^(]+)/.exec(personaOutput.title)?.[1]?.trim() ?? personaOutput.title)
    : null;
  // The passage of the chosen documents that speaks to this piece, a figure before a heading.
  // Among the closest passages, a share ("47% of lost quotes…") says more than a count.
  const close = passagesFor(ctx, [topic, brief.keyword ?? '', ctx.goal, audience].join(' '), {
    limit: 4,
    fallback: true,
  });
  const passage = close.find((p) => /\d%/.test(p.text)) ?? close[0];
  const earlier = ctx.outputs.find((o) => o.outputType !== 'persona') ?? null;
  const line = passage ? wholeSentence(passage.text, 40) : null;
  // The finding first, then the document's other relevant sentences in the document's order.
  const others = close
    .filter((p) => p !== passage && p.documentId === passage?.documentId)
    .sort((a, b) => passageNumber(a.id) - passageNumber(b.id));
  const evidence = [
    ...new Set(
      [passage, ...others]
        .filter(Boolean)
        .map((p) => wholeSentence(p!.text, 40))
        .filter((s): s is string => s !== null && words(s).length >= 6)
        .map(serialComma)
        // "Patient drop-off audit, first half of the year." is the document's heading, and
        // "The client asked for a plan…" an agency's note: neither is for the reader.
        .filter((s) => !s.toLowerCase().startsWith(passage!.documentTitle.toLowerCase()))
        .filter((s) => !/\bthe client\b/i.test(s)),
    ),
  ];
  const question = brief.topic?.trim() && isTeamQuestion(brief.topic) ? `${topic}?` : null;
  const document = passage
    ? { title: passage.documentTitle, line }
    : ctx.documents[0]
      ? { title: ctx.documents[0].title, line: null }
      : null;
  const angle = question
    ? readerAngle({ company, offer, finding: evidence[0] ?? null, document, campaign })
    : { headline: capitalize(topic), hook: hookOf(capitalize(topic)) };
  return {
    tool,
    brief,
    facts,
    company,
    industry: ctx.industryKnown ? ctx.industry : null,
    audience,
    audienceDetail,
    goal: stripEnd(ctx.goal),
    offer,
    unique,
    identity,
    claims,
    topic,
    campaign,
    persona,
    document,
    evidence,
    question,
    headline: angle.headline,
    hook: angle.hook,
    earlier: earlier?.title ?? null,
    customers: k.customerNoun,
    gains: k.gains.slice(0, 3),
    pains: k.pains.slice(0, 3),
    useWords: facts.voice.use.filter((w) => w.toLowerCase() !== company.toLowerCase()).slice(0, 3),
    channels: ctx.campaign?.channels.length ? ctx.campaign.channels : ctx.channels,
    assumptions,
  };
}

/**
 * Whether a brief is the team's own question rather than a title a reader may see: "How do
 * we…", "Should we…", "Which integrations should the trial push first…", "What do our
 * customers…". "How to choose beans" and "Why we roast to order" are titles.
 */
export function isTeamQuestion(brief: string): boolean {
  const b = brief.trim();
  return (
    /^how (?:do|can|could|should|would|might|will|shall|must) (?:we|i|our|the)\b/i.test(b) ||
    /^(?:should|shall|can|could|do|would|will|must|are|is) (?:we|i|our)\b/i.test(b) ||
    /^(?:which|what|where|when|who|why|how) (?:.+ )?(?:should|shall|could|can|do|does|must|would) (?:we|i|our|the|us)\b/i.test(
      b,
    )
  );
}

/** "Cancellation survey 2026" → "cancellation survey": a document named inside a sentence. */
export function documentLabel(title: string, keep: string[] = []): string {
  const bare = title.replace(/ (?:(?:19|20)\d\d|Q[1-4]|H[12])$/i, '').trim() || title;
  // "Wildflower Tea quarterly review" opens on a name.
  return /^[A-Z][\w'’-]* [A-Z]/.test(bare) ? bare : lowerFirst(bare, keep);
}

/** "coffee piles up before they finish a bag" → "… before you finish a bag": said to the reader. */
const toReader = (clause: string) =>
  clause
    .replace(/\bthey\b/g, 'you')
    .replace(/\btheir\b/g, 'your')
    .replace(/\bthem\b/g, 'you')
    .replace(/\bthemselves\b/g, 'yourself');

/**
 * The title a reader sees when the brief is the team's question: what the document found,
 * put to the reader ("Coffee piles up before you finish a bag? What our cancellation survey
 * found"), else the offer or the campaign, else the company. Never the team's question.
 */
function readerAngle(f: {
  company: string;
  offer: string | null;
  finding: string | null;
  document: { title: string } | null;
  campaign: string | null;
}): { headline: string; hook: string } {
  const label = f.document ? documentLabel(f.document.title, [f.company]) : null;
  // What people told the business, put to the reader as the question the piece answers.
  const said = f.finding && /\b(?:say|says|said|told us)(?: that)? (.+)$/.exec(f.finding)?.[1];
  if (said && label && words(said).length <= 10) {
    const hook = `${capitalize(toReader(said))}?`;
    return { headline: `${hook} What our ${label} found`, hook };
  }
  if (label) {
    const hook = `What our ${label} found`;
    return { headline: `${hook}, and what it means for you`, hook };
  }
  const hook = f.campaign ?? (f.offer ? capitalize(f.offer) : `How ${f.company} works`);
  return {
    headline: f.campaign
      ? `${f.campaign}: what it means for you`
      : f.offer
        ? `${hook}: how ${f.company} works`
        : hook,
    hook: hookOf(hook),
  };
}

/** A headline's first part when the whole is long: "Coffee piles up…?" of "…? What we found". */
function hookOf(headline: string): string {
  if ([...headline].length <= 60) return headline;
  const first = /^(.+?[?:])\s/.exec(headline)?.[1];
  return first && [...first].length <= 60 ? first.replace(/:$/, '') : fit(headline, 60);
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

/** The sentences that fit the limit, in order; the first one cut at a word when none does. */
export function pack(sentences: string[], limit: number): string {
  let out = '';
  for (const s of sentences) {
    const next = out ? `${out} ${s}` : s;
    // A sentence too long for what is left is skipped, never cut.
    if ([...next].length <= limit) out = next;
  }
  return out || fit(sentences[0] ?? '', limit);
}

/** "Northwind's", "Harbor Roasters'". */
export { possessive };

/** A topic as it reads inside a sentence: quoted when it is a title of its own. */
export const inline = (topic: string) =>
  /[:?!]/.test(topic) ? `“${topic}”` : topic.charAt(0).toLowerCase() + topic.slice(1);

/** "a", "a and b", "a, b, and c"; "a; b and c; d" when an item has an "and" of its own. */
export const andList = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : items.some((i) => / and /.test(i))
      ? items.join('; ')
      : items.length === 2
        ? `${items[0]} and ${items[1]}`
        : `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
