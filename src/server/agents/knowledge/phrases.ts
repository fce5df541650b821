/**
 * How the offline engine turns the organization's fields into sentences. A field is what a
 * person typed (a 30-word description, a goal ending in a full stop, a question): pasted into
 * a template it reads as "Northwind is a northwind Roasters is…" or "below 6%..". These
 * helpers derive short phrases from the fields and compose them with the right article,
 * capitals and punctuation, so a draft says each fact once and reads as written English.
 * Pure functions: no model, no database.
 */
import { wordsOf } from '@/shared/text-quality';

/** Words read by their letters: "an NHS clinic", "an FMCG brand", but "a SEO test" (Harper). */
const LETTER_VOWEL_SOUND = /^[AEFHIL-ORSX]/;
/** Acronyms said as a word or starting with a "y" sound: "a SaaS", "a UK", "a SEO". */
const SPOKEN_ACRONYMS = new Set(['SEO', 'SAAS', 'SMS', 'SKU', 'UK', 'US', 'USB', 'UX', 'UI']);

/** "a" or "an" for the word that follows, by its sound rather than its letter. */
export function article(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/[\s/]+/)[0] ?? '';
  const bare = word.replace(/[^A-Z0-9-]/gi, '');
  if (!bare) return 'a';
  if (/^\d/.test(bare)) return /^(?:8|11|18|80|800)(?!\d)/.test(bare) ? 'an' : 'a';
  const head = bare.split('-')[0]!;
  if (/^[A-Z]{2,}$/.test(head) || (head.length === 1 && /^[A-Z]$/.test(head))) {
    if (SPOKEN_ACRONYMS.has(head.toUpperCase())) return 'a';
    return LETTER_VOWEL_SOUND.test(head) ? 'an' : 'a';
  }
  const lower = bare.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(lower)) return 'an';
  if (/^(?:uni|use|usu|uti|eu|ewe|one\b|once|ure)/.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/** "an E-commerce business", "a specialty coffee roaster". */
export const withArticle = (phrase: string) => `${article(phrase)} ${phrase}`;

/** The text without the punctuation and spaces it ends with (a goal's full stop, "…"). */
export function trimEnd(s: string): string {
  let end = s.length;
  while (end > 0 && /[\s.,;:!?…]/.test(s[end - 1]!)) end -= 1;
  return s.slice(0, end).replace(/\s+/g, ' ').trim();
}

export const ucFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/**
 * Lower-cases the first letter to continue a sentence, but never a name: not an acronym
 * ("SEO"), not a word with a capital inside ("TikTok"), not a platform's name ("Google Ad
 * Grants"), not one of `names` (the company,
 * its products and competitors), and not a word that is capitalised again later in the text.
 */
export function lcFirst(s: string, names: readonly string[] = []): string {
  if (!s) return s;
  const word = s.split(/[\s,;:]/)[0]!;
  if (/^[A-Z0-9]{2,}|^I$|^I'|[a-z][A-Z]/.test(word) || isProperAdjective(word)) return s;
  if (PLATFORMS.has(word)) return s;
  if (names.some((n) => n && s.toLowerCase().startsWith(n.toLowerCase()))) return s;
  if (new RegExp(`\\s${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(s.slice(1))) return s;
  return s[0]!.toLowerCase() + s.slice(1);
}

/** Adjectives of places and peoples keep their capital: "an Irish tea brand", not "irish". */
const PROPER_ADJECTIVES = new Set(
  'African American Asian Australian Austrian Bavarian Belgian Brazilian British Canadian Chinese Danish Dutch English European Finnish French German Greek Indian Irish Italian Japanese Korean Mexican Nordic Norwegian Polish Portuguese Scandinavian Scottish Spanish Swedish Swiss Turkish Welsh'.split(
    ' ',
  ),
);
export const isProperAdjective = (word: string) => PROPER_ADJECTIVES.has(word);
/** Platforms the knowledge base names at the start of a phrase: "Google Ad Grants", "Amazon listings". */
const PLATFORMS = new Set(
  'Amazon Apple Bing Etsy Facebook Google Instagram Meta Microsoft Pinterest Reddit Shopify Snapchat Spotify'.split(
    ' ',
  ),
);

/** "a and b", "a, b, and c" (the serial comma, as the grammar checker asks). */
export function joinAnd(items: readonly string[], conjunction = 'and'): string {
  const list = items.filter(Boolean);
  if (list.length <= 1) return list[0] ?? '';
  if (list.length === 2) return `${list[0]} ${conjunction} ${list[1]}`;
  return `${list.slice(0, -1).join(', ')}, ${conjunction} ${list.at(-1)}`;
}

/** "Northwind Roasters’" / "Acme’s". */
export { possessive } from '@/shared/possessive';

/** One sentence: a capital, the text, one full stop (or its own question mark). */
export function sentence(s: string): string {
  const body = trimEnd(s);
  if (!body) return '';
  return `${ucFirst(body)}${/[?!]$/.test(s.trim()) ? s.trim().slice(-1) : '.'}`;
}

/** Sentences joined into a paragraph, each made clean, empty ones dropped. */
export const paragraph = (...parts: (string | null | undefined | false)[]) =>
  parts
    .filter((p): p is string => Boolean(p && p.trim()))
    .map(sentence)
    .join(' ');

const CLAUSE_BREAK =
  /[,;:](?=\s)|\s[–—-]\s|\s\(|\.\s|\s(?:who|which|that|where|while|whose|because|so that|and aims?|and wants?|and is|and has|but)\s/i;

/**
 * A short phrase from a longer field: up to its first clause break, at most `maxWords`
 * words, cut at a word that can end a phrase (not "the", "of", "and"…).
 */
export function shortPhrase(s: string, maxWords = 6): string {
  const flat = trimEnd(s);
  const head = flat.split(CLAUSE_BREAK)[0]!.trim() || flat;
  const words = head.split(/\s+/);
  let cut = words.slice(0, maxWords);
  // A phrase cut short ends before a trailing participle: "marketplace giants", not "… competing".
  const participle = cut.findIndex((w, i) => i >= 2 && /^[a-z]+ing$/.test(w));
  const truncated = head !== flat || words.length > maxWords;
  if (participle > 0 && truncated) cut = cut.slice(0, participle);
  // Cut short, it ends before its last preposition: "bundled features", not "… from large".
  if (words.length > cut.length) {
    const joint = cut.findLastIndex(
      (w, i) => i >= 2 && /^(?:from|with|on|of|and|or|to|for|in|at|by|that|who)$/i.test(w),
    );
    if (joint > 0) cut = cut.slice(0, joint);
  }
  while (
    cut.length > 1 &&
    /^(?:a|an|the|of|and|or|to|for|in|on|with|at|by|from|their|its|our|your|who|that|is|are|they|them|we|you|it|can|will|be|before|after|during|when|than|per|about|into|over)$/i.test(
      cut.at(-1)!,
    )
  )
    cut = cut.slice(0, -1);
  return trimEnd(cut.join(' '));
}

/**
 * A short phrase that is under six words as the repetition check counts them ("same-week" is
 * two), so saying it again after the full fact never repeats a six-word run.
 */
export function shortRun(s: string, maxWords = 5): string {
  let short = shortPhrase(s, maxWords);
  for (let n = maxWords - 1; n > 1 && wordsOf(short).length > maxWords; n--)
    short = shortPhrase(s, n);
  return short;
}

/** Nouns that take "a": "a physiotherapy clinic", but "bookkeeping software". */
const COUNTABLE =
  /(?:clinic|brand|shop|store|studio|agency|firm|company|roaster|roastery|bakery|creamery|dairy|nursery|florist|boutique|practice|platform|app|tool|service|marketplace|school|charity|bank|manufacturer|maker|consultancy|startup|business|restaurant|café|cafe|gym|salon|retailer|label|network|supplier|producer|provider|foundation|trust|centre|center|group|team|collective|cooperative|co-op|brewery|distillery|winery|farm|workshop|hotel|venue|club|academy|college|university|hospital|pharmacy|surgery|lab|laboratory)s?$/i;

/**
 * What the description says the company is or does, as a predicate of a short sentence:
 * "is a specialty coffee roaster in Yorkshire", "makes stainless steel valves", "is
 * bookkeeping software for freelancers". Null when the description gives no such phrase.
 */
export function whatItIs(company: string, description: string | null): string | null {
  if (!description) return null;
  const first = trimEnd(description.split(/(?<=[.!?])\s/)[0]!);
  const escaped = company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const subject = new RegExp(
    `^(?:${escaped}|we|it)\\s+(?:is|are)\\s+(?:(a|an|the)\\s+)?(.+)$`,
    'i',
  );
  const verb = new RegExp(
    `^(?:${escaped}|we)\\s+(makes?|sells?|runs?|offers?|provides?|builds?|designs?|produces?|supplies|supply|helps?|creates?|brews?|roasts?|grows?|manufactures?|delivers?)\\s+(.+)$`,
    'i',
  );
  const cut = (s: string) => shortPhrase(s.split(PHRASE_BREAK)[0]!, 7);
  const is = subject.exec(first);
  if (is?.[2]) {
    const phrase = cut(is[2]);
    if (phrase.split(/\s+/).length < 2) return null;
    return `is ${is[1] || COUNTABLE.test(phrase.split(/\s(?:for|in|with|of|on|at)\s/)[0]!) ? withArticle(lcFirst(phrase)) : lcFirst(phrase)}`;
  }
  const does = verb.exec(first);
  if (does?.[2]) {
    const v = does[1]!.toLowerCase();
    const third = /^we$/i.test(first.split(/\s/)[0]!)
      ? /(?:s|sh|ch|x)$/.test(v)
        ? `${v}es`
        : /y$/.test(v)
          ? `${v.slice(0, -1)}ies`
          : `${v}s`
      : v;
    const phrase = cut(does[2].split(/\s(?:for|in|to|across|from)\s/)[0]!);
    return phrase ? `${third} ${lcFirst(phrase)}` : null;
  }
  if (/^(?:we|our|i|my|the|this|it)\b/i.test(first) || /\s(?:is|are|was|we|our)\s/i.test(first))
    return null;
  // A sentence about the company by a longer name ("Lumen Yoga Studio offers…") is not a
  // phrase for what it is: "Lumen Yoga is a lumen Yoga Studio" must never be written.
  const firstName = company.trim().split(/\s+/)[0]!.toLowerCase();
  if (firstName && first.toLowerCase().startsWith(firstName)) return null;
  const phrase = cut(first.replace(/^(?:a|an)\s+/i, ''));
  if (phrase.split(/\s+/).length < 2) return null;
  const head = phrase.split(/\s(?:for|in|with|of|on|at|that|specialising|specializing)\s/)[0]!;
  const said = openingPhrase(phrase);
  return `is ${COUNTABLE.test(head) ? withArticle(said) : said}`;
}

/**
 * Capitalised words a description opens with that are ordinary words, not names: adjectives
 * by their endings, and common openers. Any other capitalised opener ("Bristol") is a name.
 */
const COMMON_OPENER =
  /^\w+(?:al|ic|ous|ive|ful|less|ent|ant|ty|ly|ed|ing|ist|ary|ory|ern|ian|ish|ese|est|er)$|^(?:Small|Online|Local|Boutique|Premium|Artisan|Modern|Digital|New|Young|Big|Fast|Friendly|Craft|Family|Independent|Specialty|Speciality|Luxury|Budget|Award|Home|Mobile|Cloud|Software|Open|Green|Smart|Simple|Social|Global|Urban|Rural|Private|Public|Bespoke|Handmade|Vegan|Natural|Fresh|Plant|Pet|Kids|Women|Men|Medical|Legal)$/;

/**
 * A phrase that opened a sentence, as said inside another: "Specialty coffee roaster" →
 * "specialty coffee roaster", but "Bristol roastery" keeps the capital of its place name.
 */
export function openingPhrase(phrase: string): string {
  const opener = phrase.split(/\s/)[0]!;
  // "Austin-based maker": a place before "-based" is a name too.
  const place = /^([A-Z][a-z]+)-(?:based|born)$/.exec(opener)?.[1];
  const named = /^[A-Z][a-z]+$/.test(place ?? opener) && !COMMON_OPENER.test(place ?? opener);
  return named ? phrase : lcFirst(phrase);
}

/** Where a description's phrase about the company stops: before what it sells or whom it competes with. */
const PHRASE_BREAK =
  /,(?=\s)|;|\s(?:selling|offering|making|providing|competing|run by|based|founded|serving|specialising|specializing|with|who|which|that|and)\s/i;

/** Verbs a goal usually starts with: "Grow subscriptions…" reads as "aims to grow…". */
const GOAL_VERBS =
  /^(?:grow|increase|double|triple|reach|win|get|build|launch|reduce|cut|fill|hit|drive|generate|attract|acquire|retain|keep|improve|expand|enter|open|sell|raise|boost|lower|convert|book|sign|recruit|become|establish|create|shorten|lift|earn|achieve|deliver|add|bring|turn|make|secure|scale|maintain|halve|lead|own|save|capture|find|gain|land|move|protect|replace|stop|start|position|promote|strengthen|encourage|engage|educate|fund|support|help|serve)\b/i;

/** The goal as what follows "to": "grow subscriptions to 2,000", or null for a noun phrase. */
export function goalVerbPhrase(goal: string, names: readonly string[] = []): string | null {
  const g = trimEnd(goal).replace(/^to\s+/i, '');
  return GOAL_VERBS.test(g) ? lcFirst(g, names) : null;
}

/** "aims to grow subscriptions to 2,000" or "is working towards 2,000 subscribers". */
export function aimsTo(goal: string, names: readonly string[] = []): string {
  const verb = goalVerbPhrase(goal, names);
  return verb ? `aims to ${verb}` : `is working towards ${lcFirst(trimEnd(goal), names)}`;
}

/** The head of an audience: "home espresso enthusiasts in the UK who…" → "home espresso enthusiasts". */
export function audienceHead(audience: string): string {
  // "UK home brewers aged 28 to 45 who…" → "UK home brewers": an age or a clause is detail.
  const head = trimEnd(audience).split(
    /,|\s(?:who|that|in|across|around|from|within|near|at|for|with|of|aged|between|over|under)\s/i,
  )[0]!;
  if (head.split(/\s+/).length <= 4) return head;
  const beforeAnd = head.split(/\s(?:and|or)\s/)[0]!;
  // "existing and prospective customers" is not "existing": a lone adjective is no audience.
  if (beforeAnd.split(/\s+/).length === 1) return shortPhrase(head, 4);
  return beforeAnd.split(/\s+/).length <= 4 ? beforeAnd : shortPhrase(head, 4);
}

const STOP = new Set(
  'a an the and or of to for in on at by with from is are was were be do does did we our us you your i my me it its they them their this that these those how what which who why when where should could would can will shall about into than then there here more most less much many any some not no yes'.split(
    ' ',
  ),
);

/** The words of a question that carry its meaning (no "how", "we", "the"…), crudely stemmed. */
export function keyTerms(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .replace(/[’']/g, '')
        .split(/[^\p{L}\p{N}%£$€]+/u)
        .filter((w) => w.length > 2 && !STOP.has(w)),
    ),
  ];
}

const stem = (w: string) => w.slice(0, Math.max(4, w.length - 3));

/** How many of the question's key terms a candidate shares (by stem). */
export function overlap(question: string, candidate: string): number {
  const terms = keyTerms(question).map(stem);
  const words = keyTerms(candidate).map(stem);
  return terms.filter((t) => words.some((w) => w.startsWith(t) || t.startsWith(w))).length;
}

/** The candidate that shares most with the question (the first on a tie). */
export function mostRelevant<T>(question: string, items: readonly T[], text: (t: T) => string): T {
  let best = items[0] as T;
  let score = -1;
  for (const item of items) {
    const s = overlap(question, text(item));
    if (s > score) {
      best = item;
      score = s;
    }
  }
  return best;
}

/** The user's pronouns as the draft addresses them: "we" → "you", "our" → "your". */
const toSecondPerson = (s: string) =>
  s
    .replace(/\bwe\b/gi, 'you')
    .replace(/\bour\b/gi, 'your')
    .replace(/\bours\b/gi, 'yours')
    .replace(/\bus\b/g, 'you')
    .replace(/\bI\b/g, 'you')
    .replace(/\bmy\b/gi, 'your');

export type Focus = {
  /** The focus as the user typed it, trimmed. */
  text: string;
  /** "To grow your subscriptions without discounting, …" when the question is a "how". */
  lead: (answer: string) => string;
};

/**
 * The opening of a summary that answers the user's focus question or brief in its own
 * words: a "how do we X?" becomes "To X, <answer>", "should we X?" becomes "Whether to X:
 * <answer>", anything else is quoted once and answered.
 */
export function focusOf(message: string | null | undefined): Focus | null {
  const text = message?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const bare = trimEnd(text);
  const how = /^how (?:do|can|could|should|would|might|will|to) (?:(?:we|i|you) )?(\S.*)$/i.exec(
    bare,
  );
  if (how?.[1] && !/^(?:is|are|was|were)\b/i.test(how[1]))
    return {
      text,
      lead: (answer) => `To ${toSecondPerson(how[1]!)}, ${lcFirst(trimEnd(answer))}.`,
    };
  const should = /^(?:should|shall|could|can) (?:we|i) (\S.*)$/i.exec(bare);
  if (should?.[1])
    return {
      text,
      lead: (answer) =>
        `On whether to ${toSecondPerson(should[1]!)}: before deciding, ${lcFirst(trimEnd(answer))}.`,
    };
  const quoted = /\?$/.test(text) ? text : `${bare}.`;
  return {
    text,
    lead: (answer) =>
      `${/\?$/.test(quoted) ? 'You asked' : 'Your focus'}: “${quoted}” ${sentence(answer)}`,
  };
}

/**
 * Competitor names a text gives after a cue ("competing with Pact, Origin and Grind",
 * "rivals such as Acme", "unlike Brand X"): capitalised names in a list, at most five.
 */
export function competitorsNamedIn(text: string, exclude: readonly string[] = []): string[] {
  const cue =
    /\b(?:compet(?:e|es|ing|itors?|ition)|rivals?|alternatives?|unlike|versus|vs\.?|against)\b(?:\s+(?:include|includes|including|are|is|such as|like|with|from|to|against))*(?:(?:\s+[a-z][\w-]*){1,4}?\s+(?:like|such as|including))?\s*:?\s+/g;
  const skip = new Set(
    [...exclude, 'The', 'We', 'Our', 'Us', 'It', 'They', 'UK', 'US', 'EU', 'Europe', 'Britain']
      .filter(Boolean)
      .map((s) => s.toLowerCase()),
  );
  const found: string[] = [];
  for (const m of text.matchAll(cue)) {
    const rest = text.slice(m.index + m[0].length);
    const list =
      /^([A-Z0-9][\w&'’.-]*(?:\s+[A-Z0-9&][\w&'’.-]*)*(?:(?:,\s*|\s+(?:and|or|&)\s+|,\s*(?:and|or)\s+)[A-Z0-9][\w&'’.-]*(?:\s+[A-Z0-9&][\w&'’.-]*)*)*)/.exec(
        rest,
      );
    if (!list?.[1]) continue;
    for (const raw of list[1].replace(/\s+/g, ' ').split(/, and |, or |, |,| and | or | & /)) {
      const name = trimEnd(raw).replace(/['’]$/, '');
      if (name.length < 2 || name.split(/\s+/).length > 3) continue;
      if (skip.has(name.toLowerCase())) continue;
      if (!found.some((f) => f.toLowerCase() === name.toLowerCase())) found.push(name);
    }
  }
  return found.slice(0, 5);
}

/** Hyphens in number ranges become en dashes ("2–5%", "Days 1–30"), as style guides ask. */
export const rangeDashes = (s: string) =>
  s
    .split(/(\s+)/)
    .map((token) =>
      /\d{4}-\d{2}|[0-9a-f]{8}-[0-9a-f]{4}/i.test(token)
        ? token
        : token.replace(/(\d)-(?=\d)/g, '$1–'),
    )
    .join('');

/**
 * A last pass over every string of an output: number ranges with en dashes, no doubled
 * spaces or full stops, no space before punctuation.
 */
export function tidy<T>(value: T): T {
  if (typeof value === 'string')
    return rangeDashes(value)
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/([^.])\.\.(?!\.)/g, '$1.')
      .replace(/ ([,.;:!?])(?=\s|$)/g, '$1')
      .replace(/:\./g, '.') as T;
  if (Array.isArray(value)) return value.map(tidy) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'sources' ? v : tidy(v)]),
    ) as T;
  return value;
}

/** How each onboarding industry is said as a kind of business: "an e-commerce business". */
const INDUSTRY_BUSINESS: Record<string, string> = {
  'SaaS/Software': 'a software company',
  'E-commerce': 'an online shop',
  'Professional Services': 'a professional services firm',
  Manufacturing: 'a manufacturer',
  Healthcare: 'a healthcare provider',
  Retail: 'a retailer',
  'Financial Services': 'a financial services firm',
  Education: 'an education provider',
  'Non-profit': 'a non-profit',
};

/**
 * The industry as a kind of business with its article ("an online shop", "a software
 * company"), never the onboarding label pasted ("a e-commerce business", "a saas/software
 * business"); null when the industry is unknown.
 */
export const industryBusiness = (industry: string): string | null =>
  INDUSTRY_BUSINESS[industry] ?? null;

/**
 * An audience said in under twelve words, composed from its parts rather than pasted whole:
 * the age clause goes first ("UK home brewers aged 28 to 45 who…" → "UK home brewers who…"),
 * then, while still long, what follows "who", "with" or a comma. A short audience is kept.
 */
export function audienceBrief(audience: string): string {
  const count = (s: string) => s.split(/\s+/).filter(Boolean).length;
  let text = trimEnd(audience);
  if (count(text) < 12) return text;
  text = text
    .replace(/,? aged \d+(?: ?(?:to|-|–|and) ?(?:\d+|over|older|above|under|younger))?,?/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (const cut of [/,/, /\s(?:who|that|with)\s/i, /\s(?:in|at|across|from)\s/i]) {
    if (count(text) < 12) break;
    const at = cut.exec(text);
    if (at && count(text.slice(0, at.index)) >= 2) text = text.slice(0, at.index);
  }
  return count(text) < 12 ? trimEnd(text) : audienceHead(text);
}

/**
 * What kind of business the company is, as a noun phrase for "the … that delivers" in a
 * positioning statement ("Bristol roastery", "specialty coffee roaster in Yorkshire"),
 * composed from the description's first clause; null when it says no such thing. The
 * description itself is never pasted.
 */
export function categoryNoun(company: string, description: string | null): string | null {
  const is = whatItIs(company, description);
  const noun = is && /^is (?:an? |the )?(.+)$/.exec(is)?.[1];
  // "maker of form" is a phrase cut short ("form and survey software"): no category.
  return noun && noun.split(/\s+/).length <= 6 && !/\bof \S+$/.test(noun) ? noun : null;
}
