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
