/**
 * Checks of how a text reads that need no language model: a run of words said twice, and a
 * field of the user's context pasted whole instead of used. The agents' evaluation
 * (`npm run eval:agents`) and the brand-voice score both use them, so an output is judged
 * the same way in both places. Pure and synchronous: safe in the browser.
 */

/** Lower-case words, without punctuation: what two phrasings share when they say the same. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{N}%$£€]+/u)
    .filter(Boolean);
}

/**
 * Every run of `n` words (six by default) that occurs more than once in the text, each given
 * once, longest first when runs overlap. "the first step is to" twice is a finding; two
 * numbers or a name repeated are not, since a run must hold `n` words.
 */
export function repeatedSequences(text: string, n = 6): string[] {
  const words = wordsOf(text);
  const seen = new Map<string, number>();
  const repeated: string[] = [];
  let lastEnd = -1;
  for (let i = 0; i + n <= words.length; i++) {
    const key = words.slice(i, i + n).join(' ');
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, i);
      continue;
    }
    // A run that continues the previous finding extends it rather than counting again.
    if (i <= lastEnd && repeated.length) {
      repeated[repeated.length - 1] += ` ${words[i + n - 1]}`;
    } else if (first + n <= i) {
      repeated.push(key);
    }
    lastEnd = i + n - 1;
  }
  return [...new Set(repeated)];
}

/**
 * The fields whose whole value appears word for word in the text: a description pasted into
 * a sentence instead of used. Only values of at least `minWords` words count (a name, a
 * city or a short goal is meant to be repeated).
 */
export function pastedFields(
  text: string,
  fields: Record<string, string | null | undefined>,
  minWords = 12,
): string[] {
  const haystack = ` ${wordsOf(text).join(' ')} `;
  return Object.entries(fields)
    .filter(([, value]) => {
      if (!value) return false;
      const words = wordsOf(value);
      return words.length >= minWords && haystack.includes(` ${words.join(' ')} `);
    })
    .map(([name]) => name);
}

/** Whether the text contains the needle, ignoring case (an empty needle never matches). */
export const mentions = (text: string, needle: string) =>
  needle.trim() !== '' && text.toLowerCase().includes(needle.trim().toLowerCase());

/** Whether the text states the figure as a figure: "14" is not in "2026-11-14" or "140". */
export const citesFigure = (text: string, figure: string) =>
  new RegExp(
    `(?<![\\d.,-])${figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d]|[.,]\\d)`,
    'i',
  ).test(text);

/** Whether the two texts share a run of `n` words. */
export function sharesRun(a: string, b: string, n = 6): boolean {
  const words = wordsOf(b);
  if (words.length < n) return false;
  const haystack = ` ${wordsOf(a).join(' ')} `;
  for (let i = 0; i + n <= words.length; i++)
    if (haystack.includes(` ${words.slice(i, i + n).join(' ')} `)) return true;
  return false;
}

/** Figures of a text: tokens with a digit, without years and lone digits. */
export function figuresOf(text: string): string[] {
  const tokens = text.match(/[$£€]?\d[\d,.]*(?:%|\s?(?:hours?|days?|weeks?|years?|times))?/g) ?? [];
  return [
    ...new Set(
      tokens
        .map((t) => {
          let end = t.length;
          while (end > 0 && (t[end - 1] === '.' || t[end - 1] === ',')) end--;
          return t.slice(0, end);
        })
        .filter((t) => !/^(?:19|20)\d\d$/.test(t) && !/^\d$/.test(t)),
    ),
  ];
}

/**
 * Keys whose strings a reader never reads as prose: identifiers, enums, the sources list, and
 * the brand-voice score (`brand_voice`): code computes it, its `phrase` quotes the draft's own
 * words back and two long sentences get the same `detail` ("16 words: the simple reading
 * level allows 15"), which is a score's list, not a text said twice. Also what a
 * content draft echoes of the user's brief or states as search data: its `topic` (the
 * user's own words, shown as a "Topic:" label), a `slug` (an address), and the SEO brief's
 * `primary_keyword` and `keyword`s, written in lower case as people search and meant to recur
 * in the title and headings (SEO practice). The copy built from them is still read.
 */
const SKIPPED_KEYS = new Set([
  'sources',
  'id',
  'priority',
  'kind',
  'stage',
  'status',
  'level',
  'phrase',
  'brand_voice',
  'topic',
  'slug',
  'primary_keyword',
  'keyword',
]);
/** Dates, ids, links and keys (`scale-roas:<id>`, `/campaigns/<id>`): one "word" with a digit, colon or slash, or a lower-case enum. */
const NOT_PROSE = /^(?:[^\s\d:/]*[\d:/]\S*|[a-z_]+)$/;

/** The strings of an output a person reads, in order, without ids, enums or its sources. */
export function readableStrings(value: unknown, key = ''): string[] {
  if (SKIPPED_KEYS.has(key) || /_id$|Id$/.test(key)) return [];
  if (typeof value === 'string') return value.trim() && !NOT_PROSE.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => readableStrings(v, ''));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => readableStrings(v, k));
  return [];
}
