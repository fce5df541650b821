/**
 * Brand voice (issue 8, Content agent): an organization's profile (tone, vocabulary to use,
 * vocabulary to avoid, reading level), the score of a draft against it, and how the profile
 * learns from the user's edits. One computation for the server (it stores the score in every
 * draft) and the web (it shows the score live while a draft is edited).
 *
 * The score (stated rule, 0-100):
 *   start at 100;
 *   −10 for each occurrence of a word or phrase to avoid (at most −50);
 *   −5 for each sentence longer than the reading level allows (at most −30);
 *   −10 when the draft uses none of the vocabulary to use (only when the list is not empty);
 *   −10 for each grammar slip a reader notices (at most −40): "a" before a vowel sound or
 *     "an" before a consonant, a sentence that starts in lower case, doubled punctuation
 *     ("..", ",,") or a space before it, a word said twice ("the the");
 *   −10 for each filler phrase of {@link FILLER_PHRASES} (at most −30);
 *   −10 for each run of six words said twice in the draft (at most −30).
 * The grammar checks are cheap and deterministic (they run in the browser as the user types);
 * they catch what templates break, not every mistake a full checker would.
 *
 * Learning from edits (stated rule): when a user edits a draft, the words (4 letters or
 * more, not common words) that appear in the new text and not in the old one count as
 * added, those that disappeared count as deleted. A word added in
 * {@link LEARN_THRESHOLD} different edits joins "use" (and leaves "avoid"); a word deleted in
 * {@link LEARN_THRESHOLD} different edits joins "avoid" (and leaves "use").
 */
import { z } from 'zod';
import { repeatedSequences } from './text-quality';

export const READING_LEVELS = ['simple', 'conversational', 'professional', 'technical'] as const;
export type ReadingLevel = (typeof READING_LEVELS)[number];

/** The longest sentence, in words, each reading level allows. */
export const READING_LEVEL_INFO: Record<
  ReadingLevel,
  { label: string; maxSentenceWords: number; description: string }
> = {
  simple: {
    label: 'Simple',
    maxSentenceWords: 15,
    description: 'Short sentences of 15 words or fewer; everyday words.',
  },
  conversational: {
    label: 'Conversational',
    maxSentenceWords: 20,
    description: 'Sentences of 20 words or fewer; written as you would say it.',
  },
  professional: {
    label: 'Professional',
    maxSentenceWords: 25,
    description: 'Sentences of 25 words or fewer; precise, plain business English.',
  },
  technical: {
    label: 'Technical',
    maxSentenceWords: 30,
    description: 'Sentences of 30 words or fewer; the terms of the trade are fine.',
  },
};

export const BRAND_VOICE_PENALTIES = {
  avoidWord: 10,
  avoidWordMax: 50,
  longSentence: 5,
  longSentenceMax: 30,
  noUseWords: 10,
  grammar: 10,
  grammarMax: 40,
  filler: 10,
  fillerMax: 30,
  repeated: 10,
  repeatedMax: 30,
} as const;

/**
 * Phrases that fill space without saying anything: a reader skims past them and a brand
 * sounds like everyone else. Matched whole, case-insensitive, either apostrophe.
 */
export const FILLER_PHRASES = [
  "in today's fast-paced world",
  "in today's digital age",
  "in today's world",
  'unlock the power',
  'unlock your potential',
  'take it to the next level',
  'game-changer',
  'game changer',
  'look no further',
  "we've got you covered",
  'the possibilities are endless',
  'at the end of the day',
  'it goes without saying',
  'needless to say',
  'dive into',
  'delve into',
] as const;

/** Edits in which a word must be added (or deleted) before it joins "use" (or "avoid"). */
export const LEARN_THRESHOLD = 2;

export const BRAND_VOICE_LIMITS = { tone: 6, words: 40, wordLength: 60 } as const;

const term = z
  .string()
  .trim()
  .min(1, 'A word cannot be empty')
  .max(
    BRAND_VOICE_LIMITS.wordLength,
    `Keep each word under ${BRAND_VOICE_LIMITS.wordLength} characters`,
  );

export const brandVoiceProfileSchema = z.object({
  tone: z
    .array(term)
    .min(1, 'Describe the tone in at least one word')
    .max(BRAND_VOICE_LIMITS.tone, `At most ${BRAND_VOICE_LIMITS.tone} tone words`),
  use: z
    .array(term)
    .max(BRAND_VOICE_LIMITS.words, `At most ${BRAND_VOICE_LIMITS.words} words to use`),
  avoid: z
    .array(term)
    .max(BRAND_VOICE_LIMITS.words, `At most ${BRAND_VOICE_LIMITS.words} words to avoid`),
  reading_level: z.enum(READING_LEVELS, {
    error: `reading_level must be one of ${READING_LEVELS.join(', ')}`,
  }),
});
export type BrandVoiceProfile = z.infer<typeof brandVoiceProfileSchema>;

export const BRAND_VOICE_ISSUE_KINDS = [
  'avoid_word',
  'long_sentence',
  'no_use_words',
  'grammar',
  'filler',
  'repeated_phrase',
] as const;
export const brandVoiceIssueSchema = z.object({
  kind: z.enum(BRAND_VOICE_ISSUE_KINDS),
  phrase: z.string(),
  detail: z.string(),
});
export type BrandVoiceIssue = z.infer<typeof brandVoiceIssueSchema>;

/** What every content draft carries: its score against the profile it was scored with. */
export const brandVoiceScoreSchema = z.object({
  score: z.number().int().min(0).max(100),
  profile: brandVoiceProfileSchema,
  issues: z.array(brandVoiceIssueSchema),
  used_words: z.array(z.string()),
});
export type BrandVoiceScore = z.infer<typeof brandVoiceScoreSchema>;

/** The stored counters of added and deleted words (word → number of edits). */
export type VoiceLearning = { added: Record<string, number>; removed: Record<string, number> };
export const emptyLearning = (): VoiceLearning => ({ added: {}, removed: {} });

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole-word, case-insensitive occurrences of a word or phrase. */
export function countOccurrences(text: string, phrase: string): number {
  const p = phrase.trim();
  if (!p) return 0;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(p)}(?![\\p{L}\\p{N}])`, 'giu');
  return text.match(re)?.length ?? 0;
}

/** Sentences of a text: split on . ! ? and line breaks. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”’)]?)\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

export const wordCount = (text: string) =>
  text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;

// ——— Grammar a reader notices (cheap, deterministic, browser-safe) ———

/** Words spelt with a vowel that start with a consonant sound ("a university", "a one-off"). */
const CONSONANT_SOUND =
  /^(?:uni(?![nmd])|us[aeiu]|ut[ie]|ub|uk|ur[aeiu]|eu|ew|one(?![a-z])|once|u-)/i;
/** Words spelt with a consonant that start with a vowel sound ("an hour", "an honest"). */
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir)/i;

/**
 * Whether a word needs "an": true, false, or null when the spelling does not say (an
 * acronym may be spelt out or read as a word: "an SEO brief", "a NASA grant").
 */
export function needsAn(word: string): boolean | null {
  if (/^[A-Z][A-Z0-9]+\b/.test(word) || /^[A-Z](?![a-z])/.test(word)) return null;
  if (/^\d/.test(word)) return /^(?:8|1[18](?!\d))/.test(word);
  if (VOWEL_SOUND.test(word)) return true;
  if (CONSONANT_SOUND.test(word)) return false;
  return /^[aeiou]/i.test(word);
}

const ABBREVIATION_END =
  /(?:\b(?:e\.g|i\.e|vs|etc|approx|incl|cf|Dr|Mr|Mrs|Ms|St|No)\.|\b\p{L}\.)$/iu;

export type GrammarSlip = { phrase: string; detail: string };

/**
 * The slips a template or a hurried edit leaves (see the rule at the top): a wrong article,
 * a sentence that starts in lower case, doubled punctuation or a space before it, a word
 * said twice. Each with the words it was found in.
 */
export function grammarSlips(text: string): GrammarSlip[] {
  const slips: GrammarSlip[] = [];
  for (const line of text.split('\n')) {
    const article = /(?<![\p{L}\p{N}'’-])(an?|An?)[ \t]+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/gu;
    for (const m of line.matchAll(article)) {
      const [phrase, a, word] = m as unknown as [string, string, string];
      // A capital "A" inside a sentence is a letter ("plan A is"), not an article.
      const before = line.slice(0, m.index).trimEnd();
      if (/^A/.test(a) && before && !/[.!?:“"(]$/.test(before)) continue;
      const an = needsAn(word);
      if (an === null || an === (a.toLowerCase() === 'an')) continue;
      slips.push({
        phrase,
        detail: an
          ? `“${word}” starts with a vowel sound: “an ${word}”`
          : `“${word}” starts with a consonant sound: “a ${word}”`,
      });
    }
    // Sentences of the line; the full stop of "e.g." or of an initial does not end one.
    const parts = line.split(/(?<=[.!?]["”’)]?)[ \t]+/).reduce<string[]>((all, part) => {
      const last = all.at(-1);
      if (last !== undefined && ABBREVIATION_END.test(last))
        all[all.length - 1] = `${last} ${part}`;
      else all.push(part);
      return all;
    }, []);
    parts.forEach((part, i) => {
      // A lone line without a full stop is a heading, a keyword or a label, not a sentence.
      if (i === 0 && !/[.!?]["”’)]?$/.test(part.trim())) return;
      const first = /^[^\p{L}\p{N}]*(\p{L}[\p{L}\p{N}'’-]*)/u.exec(part)?.[1];
      if (!first || !/^\p{Ll}/u.test(first) || /\p{Lu}/u.test(first)) return;
      slips.push({
        phrase: part.split(/\s+/).slice(0, 6).join(' '),
        detail: 'The sentence starts in lower case',
      });
    });
    for (const m of line.matchAll(
      /(?<!\.)\.\.(?!\.)|([,;:!?])\1|[,;:][ \t]*[.,;:]|\p{L}[ \t]+[,.;:!?](?=\s|$)/gu,
    )) {
      const words = line.slice(0, m.index).split(/\s+/).slice(-3).join(' ');
      slips.push({
        phrase: `${words}${m[0]}`.trim(),
        detail: /^\p{L}/u.test(m[0])
          ? 'A space before punctuation'
          : `Doubled punctuation “${m[0].replace(/\s/g, '')}”`,
      });
    }
    const doubled = /(?<![\p{L}\p{N}])(\p{L}+)[ \t]+\1(?![\p{L}\p{N}])/giu;
    for (const m of line.matchAll(doubled)) {
      if (/^(?:that|had)$/i.test(m[1]!)) continue;
      slips.push({ phrase: m[0], detail: `“${m[1]}” twice in a row` });
    }
  }
  return slips;
}

/** The filler phrases of {@link FILLER_PHRASES} a text uses, with how often. */
export function fillerPhrases(text: string): { phrase: string; count: number }[] {
  const plain = text.replace(/’/g, "'");
  return FILLER_PHRASES.map((phrase) => ({
    phrase,
    count: countOccurrences(plain, phrase),
  })).filter((f) => f.count > 0);
}

/** The score of a draft's text against a brand voice profile (see the rule at the top). */
export function scoreBrandVoice(text: string, profile: BrandVoiceProfile): BrandVoiceScore {
  const issues: BrandVoiceIssue[] = [];
  let avoidPenalty = 0;
  for (const word of profile.avoid) {
    const n = countOccurrences(text, word);
    if (n === 0) continue;
    avoidPenalty += n * BRAND_VOICE_PENALTIES.avoidWord;
    issues.push({
      kind: 'avoid_word',
      phrase: word,
      detail: `“${word}” is on the avoid list (${n} time${n > 1 ? 's' : ''})`,
    });
  }
  const max = READING_LEVEL_INFO[profile.reading_level].maxSentenceWords;
  let sentencePenalty = 0;
  for (const sentence of sentences(text)) {
    const words = wordCount(sentence);
    if (words <= max) continue;
    sentencePenalty += BRAND_VOICE_PENALTIES.longSentence;
    issues.push({
      kind: 'long_sentence',
      phrase: sentence,
      detail: `${words} words: the ${READING_LEVEL_INFO[profile.reading_level].label.toLowerCase()} reading level allows ${max}`,
    });
  }
  const usedWords = profile.use.filter((w) => countOccurrences(text, w) > 0);
  let usePenalty = 0;
  if (profile.use.length > 0 && usedWords.length === 0) {
    usePenalty = BRAND_VOICE_PENALTIES.noUseWords;
    issues.push({
      kind: 'no_use_words',
      phrase: profile.use.slice(0, 3).join(', '),
      detail: 'None of the vocabulary to use appears in the draft',
    });
  }
  const slips = grammarSlips(text);
  for (const slip of slips) issues.push({ kind: 'grammar', ...slip });
  let fillerPenalty = 0;
  for (const { phrase, count } of fillerPhrases(text)) {
    // A filler phrase the profile already avoids is counted once, as an avoided word.
    if (profile.avoid.some((w) => w.toLowerCase() === phrase)) continue;
    fillerPenalty += count * BRAND_VOICE_PENALTIES.filler;
    issues.push({
      kind: 'filler',
      phrase,
      detail: `Filler: it says nothing a reader can use (${count} time${count > 1 ? 's' : ''})`,
    });
  }
  const repeated = repeatedSequences(text);
  for (const phrase of repeated)
    issues.push({ kind: 'repeated_phrase', phrase, detail: 'Said twice in the draft' });
  const score =
    100 -
    Math.min(avoidPenalty, BRAND_VOICE_PENALTIES.avoidWordMax) -
    Math.min(sentencePenalty, BRAND_VOICE_PENALTIES.longSentenceMax) -
    usePenalty -
    Math.min(slips.length * BRAND_VOICE_PENALTIES.grammar, BRAND_VOICE_PENALTIES.grammarMax) -
    Math.min(fillerPenalty, BRAND_VOICE_PENALTIES.fillerMax) -
    Math.min(repeated.length * BRAND_VOICE_PENALTIES.repeated, BRAND_VOICE_PENALTIES.repeatedMax);
  return { score: Math.max(0, Math.min(100, score)), profile, issues, used_words: usedWords };
}

/** Keys of a content draft that are not its copy: they are not scored nor edited as text. */
export const NON_COPY_KEYS = new Set([
  'summary',
  'recommendations',
  'sources',
  'assumptions',
  'brand_voice',
  'template',
  'topic',
  'platform',
  'kind',
  'level',
  'intent',
  'url_hint',
  'slug',
]);

export type CopyField = { path: (string | number)[]; label: string; text: string };

const LABEL_WORDS: Record<string, string> = {
  cta: 'call to action',
  faq: 'FAQ',
  seo_title: 'SEO title',
  voiceover: 'voice-over',
};

/** "sections › 0 › heading" as "section 1 › heading". */
const labelOf = (path: (string | number)[]) => {
  const parts: string[] = [];
  path.forEach((p, i) => {
    if (typeof p === 'number') return;
    const next = path[i + 1];
    const word = LABEL_WORDS[p] ?? p.replace(/_/g, ' ');
    parts.push(typeof next === 'number' ? `${word.replace(/s$/, '')} ${next + 1}` : word);
  });
  return parts.join(' › ');
};

/** Every piece of copy of a draft (strings outside {@link NON_COPY_KEYS}), with its path. */
export function copyFields(content: unknown, path: (string | number)[] = []): CopyField[] {
  if (typeof content === 'string')
    return content.trim() ? [{ path, label: labelOf(path), text: content }] : [];
  if (Array.isArray(content)) return content.flatMap((item, i) => copyFields(item, [...path, i]));
  if (content && typeof content === 'object')
    return Object.entries(content as Record<string, unknown>).flatMap(([key, value]) =>
      NON_COPY_KEYS.has(key) ? [] : copyFields(value, [...path, key]),
    );
  return [];
}

/** A draft's copy as one text (one field a line), the text that is scored and learned from. */
export const draftText = (content: unknown) =>
  copyFields(content)
    .map((f) => f.text)
    .join('\n');

/** Sets the string at a path of a copy of the content. */
export function setAtPath<T>(content: T, path: (string | number)[], text: string): T {
  if (path.length === 0) return text as T;
  const [head, ...rest] = path;
  if (Array.isArray(content)) {
    const copy = [...content];
    copy[head as number] = setAtPath(copy[head as number], rest, text);
    return copy as T;
  }
  const record = { ...(content as Record<string, unknown>) };
  record[head as string] = setAtPath(record[head as string], rest, text);
  return record as T;
}

/** Common English words that say nothing about a voice: never learned. */
const COMMON = new Set(
  (
    'that this with from your have will what when where which while about after again also ' +
    'been before being both each every here into just more most much must only other over ' +
    'same some such than them then there these they those through under very were would ' +
    'their could should because between does doing down during few further once ours ' +
    'itself yours youre dont isnt arent wont cant make makes made like want need know ' +
    'year years week weeks today'
  ).split(' '),
);

/** The distinct words of a text that can be learned (4+ letters, not common words). */
export function learnableWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return new Set(
    words
      .map((w) => {
        let end = w.length;
        while (end > 0 && "'’-".includes(w[end - 1]!)) end--;
        return w.slice(0, end);
      })
      .filter((w) => w.length >= 4 && !COMMON.has(w.replace(/['’]/g, ''))),
  );
}

export type VoiceChange = { word: string; list: 'use' | 'avoid' };

/**
 * Learns from one edit of a draft (see the rule at the top): answers the new profile, the
 * new counters and what joined a list.
 */
export function learnFromEdit(
  profile: BrandVoiceProfile,
  learning: VoiceLearning,
  before: string,
  after: string,
): { profile: BrandVoiceProfile; learning: VoiceLearning; changes: VoiceChange[] } {
  const old = learnableWords(before);
  const now = learnableWords(after);
  const added = { ...learning.added };
  const removed = { ...learning.removed };
  const use = [...profile.use];
  const avoid = [...profile.avoid];
  const has = (list: string[], w: string) => list.some((x) => x.toLowerCase() === w);
  const drop = (list: string[], w: string) => list.filter((x) => x.toLowerCase() !== w);
  const changes: VoiceChange[] = [];
  let nextUse = use;
  let nextAvoid = avoid;
  for (const w of now) {
    if (old.has(w)) continue;
    added[w] = (added[w] ?? 0) + 1;
    if (
      added[w]! >= LEARN_THRESHOLD &&
      !has(nextUse, w) &&
      nextUse.length < BRAND_VOICE_LIMITS.words
    ) {
      nextUse = [...nextUse, w];
      nextAvoid = drop(nextAvoid, w);
      changes.push({ word: w, list: 'use' });
    }
  }
  for (const w of old) {
    if (now.has(w)) continue;
    removed[w] = (removed[w] ?? 0) + 1;
    if (
      removed[w]! >= LEARN_THRESHOLD &&
      !has(nextAvoid, w) &&
      nextAvoid.length < BRAND_VOICE_LIMITS.words
    ) {
      nextAvoid = [...nextAvoid, w];
      nextUse = drop(nextUse, w);
      changes.push({ word: w, list: 'avoid' });
    }
  }
  return {
    profile: { ...profile, use: nextUse, avoid: nextAvoid },
    learning: { added, removed },
    changes,
  };
}

/** Jargon a brand voice avoids unless the organization says otherwise. */
export const DEFAULT_AVOID = [
  'synergy',
  'leverage',
  'world-class',
  'cutting-edge',
  'game-changer',
  'best-in-class',
  'revolutionary',
  'disruptive',
];

const INDUSTRY_VOICE: Record<
  string,
  { tone: string[]; reading_level: ReadingLevel; avoid: string[] }
> = {
  'SaaS/Software': {
    tone: ['clear', 'confident', 'helpful'],
    reading_level: 'professional',
    avoid: ['robust', 'seamless'],
  },
  'E-commerce': {
    tone: ['warm', 'upbeat', 'direct'],
    reading_level: 'conversational',
    avoid: ['cheap', 'hurry'],
  },
  'Professional Services': {
    tone: ['expert', 'reassuring', 'precise'],
    reading_level: 'professional',
    avoid: ['guarantee', 'cheap'],
  },
  Manufacturing: {
    tone: ['practical', 'reliable', 'precise'],
    reading_level: 'technical',
    avoid: ['magic', 'effortless'],
  },
  Healthcare: {
    tone: ['caring', 'calm', 'trustworthy'],
    reading_level: 'simple',
    avoid: ['cure', 'miracle', 'guaranteed results'],
  },
  Retail: {
    tone: ['friendly', 'lively', 'helpful'],
    reading_level: 'conversational',
    avoid: ['cheap', 'limited time only'],
  },
  'Financial Services': {
    tone: ['trustworthy', 'clear', 'measured'],
    reading_level: 'professional',
    avoid: ['risk-free', 'guaranteed returns'],
  },
  Education: {
    tone: ['encouraging', 'clear', 'patient'],
    reading_level: 'simple',
    avoid: ['easy', 'overnight'],
  },
  'Non-profit': {
    tone: ['hopeful', 'honest', 'human'],
    reading_level: 'simple',
    avoid: ['victims', 'helpless'],
  },
};
const DEFAULT_VOICE = {
  tone: ['clear', 'friendly', 'confident'],
  reading_level: 'conversational' as ReadingLevel,
  avoid: [] as string[],
};

/** The business context a profile is derived from. */
export type VoiceSource = {
  company: string;
  industry: string | null;
  description: string | null;
  uniqueValue: string | null;
  offers: string[];
  audience: string | null;
};

const STOP_FOR_USE = new Set([
  ...COMMON,
  'company',
  'business',
  'customers',
  'products',
  'services',
  'selling',
  'known',
  'small',
  'large',
  'online',
]);

/**
 * A first profile from the business context: the industry's tone and reading level, the
 * company's name and the distinctive words of its description, unique value and offers to
 * use, the industry's and the general jargon to avoid.
 */
export function deriveBrandVoice(source: VoiceSource): BrandVoiceProfile {
  const voice = (source.industry && INDUSTRY_VOICE[source.industry]) || DEFAULT_VOICE;
  const text = [source.uniqueValue, source.description, ...source.offers].filter(Boolean).join(' ');
  const counts = new Map<string, number>();
  for (const w of text.toLowerCase().match(/\p{L}[\p{L}-]*/gu) ?? []) {
    if (w.length < 5 || STOP_FOR_USE.has(w)) continue;
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const distinctive = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 6)
    .map(([w]) => w);
  const use = [...new Set([source.company.trim(), ...source.offers.slice(0, 2), ...distinctive])]
    .filter((w) => w && w.length <= BRAND_VOICE_LIMITS.wordLength)
    .slice(0, 10);
  const avoid = [...new Set([...voice.avoid, ...DEFAULT_AVOID])].filter(
    (w) => !use.some((u) => u.toLowerCase() === w),
  );
  return { tone: [...voice.tone], use, avoid, reading_level: voice.reading_level };
}

export const brandVoiceSchema = z.object({
  profile: brandVoiceProfileSchema,
  /** Where the profile came from and how it changed (derived, edited, learned). */
  derived_from: z.string(),
  learned: z.array(z.object({ word: z.string(), list: z.enum(['use', 'avoid']) })),
  updated_at: z.string(),
});
export type BrandVoice = z.infer<typeof brandVoiceSchema>;
