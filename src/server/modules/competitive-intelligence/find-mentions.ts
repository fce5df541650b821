/**
 * Where a text names a competitor: case-insensitive, whole words only ("Acme" is not found
 * in "Acmeville"), in one pass over the text whatever the number of names (no regular
 * expression built from user input, nothing that can backtrack). A name is compared as its
 * sequence of words, so "Blue Bottle" matches "blue  bottle" and "Blue-Bottle" too.
 */

const EXCERPT_RADIUS = 140;

export type Mention = {
  name: string;
  count: number;
  /** The text around the first occurrence, on one line. */
  excerpt: string;
};

type Pattern = { name: string; words: string[] };
type Token = { word: string; start: number; end: number };

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The words of a text, lower-cased, with where each starts and ends (a generator: O(1) memory). */
function* tokens(text: string): Generator<Token> {
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const isWord = i < text.length && WORD_CHAR.test(text[i]!);
    if (isWord && start < 0) start = i;
    else if (!isWord && start >= 0) {
      yield { word: text.slice(start, i).toLowerCase(), start, end: i };
      start = -1;
    }
  }
}

const wordsOf = (name: string) => Array.from(tokens(name), (t) => t.word);

/** Every name the text contains, with how often and an excerpt, in the order of `names`. */
export function findMentions(text: string, names: readonly string[]): Mention[] {
  // Indexed by a name's last word: when a word ends, only the names ending with it are checked.
  const byLastWord = new Map<string, Pattern[]>();
  let longest = 0;
  for (const name of names) {
    const words = wordsOf(name);
    if (words.length === 0) continue;
    longest = Math.max(longest, words.length);
    const last = words[words.length - 1]!;
    byLastWord.set(last, [...(byLastWord.get(last) ?? []), { name, words }]);
  }
  if (byLastWord.size === 0) return [];

  const found = new Map<string, { count: number; start: number; end: number }>();
  const recent: Token[] = [];
  for (const token of tokens(text)) {
    recent.push(token);
    if (recent.length > longest) recent.shift();
    for (const pattern of byLastWord.get(token.word) ?? []) {
      const n = pattern.words.length;
      if (n > recent.length) continue;
      const offset = recent.length - n;
      if (!pattern.words.every((w, i) => recent[offset + i]!.word === w)) continue;
      const hit = found.get(pattern.name);
      if (hit) hit.count += 1;
      else found.set(pattern.name, { count: 1, start: recent[offset]!.start, end: token.end });
    }
  }
  return names.flatMap((name) => {
    const hit = found.get(name);
    return hit ? [{ name, count: hit.count, excerpt: excerptOf(text, hit.start, hit.end) }] : [];
  });
}

function excerptOf(text: string, start: number, end: number): string {
  const from = Math.max(0, start - EXCERPT_RADIUS);
  const to = Math.min(text.length, end + EXCERPT_RADIUS);
  const body = text.slice(from, to).split(/\s+/).filter(Boolean).join(' ');
  return `${from > 0 ? '…' : ''}${body}${to < text.length ? '…' : ''}`;
}

/**
 * For a SQL `ilike` prefilter that may only find too much, never too little: the name's
 * longest word (a word has no pattern characters to escape), or null for a name without one.
 */
export function prefilterPattern(name: string): string | null {
  const longest = wordsOf(name).reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest ? `%${longest}%` : null;
}
