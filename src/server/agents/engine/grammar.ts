/**
 * Grammar, punctuation and capitalisation findings in English text, from Harper
 * (harper.js: an offline grammar checker compiled to WebAssembly; no network, no model).
 * The agents' evaluation runs every output's text through it. Loaded on first use: it takes
 * about two seconds to start, which no request of the server pays. It reads its WebAssembly
 * file from node_modules (harper.js/binary): the inlined build (a 21 MB base64 string) starts
 * slower and takes 200 MB more memory, and nothing here is bundled.
 */
import type { Lint, LocalLinter } from 'harper.js';

export type GrammarFinding = {
  /** Harper's kind of lint: "Capitalization", "Miscellaneous", "Formatting"… */
  kind: string;
  message: string;
  /** The words flagged, with a little of what surrounds them. */
  excerpt: string;
};

let linter: Promise<LocalLinter> | null = null;

async function load(): Promise<LocalLinter> {
  const [{ LocalLinter }, { binary }] = await Promise.all([
    import('harper.js'),
    import('harper.js/binary'),
  ]);
  const instance = new LocalLinter({ binary });
  await instance.setup();
  // Spelling is left out below: not computing it (and its suggestions) saves most of the time.
  await instance.setLintConfig({ ...(await instance.getLintConfig()), SpellCheck: false });
  return instance;
}

/**
 * Words Harper does not know are the organization's own names and terms (Northwind,
 * Fernleaf, AARRR), not mistakes: spelling findings are left out, and so is a "typo"
 * whose word is one of `ownWords` (names of the organization, its products, competitors).
 * Readability lints (a sentence over a length) judge style, not grammar: left out too.
 */
const IGNORED_KINDS = new Set(['Spelling', 'Readability']);

/**
 * Marketing words Harper's typo lint takes for two words run together ("underspending" →
 * "under spending"), and the product's glossary: treated as own words in every text.
 */
const GLOSSARY = [
  'underspending',
  'overspending',
  'underspend',
  'overspend',
  'overclaim',
  'nearshoring',
  'preheader',
  'upsell',
  'AARRR',
  'JTBD',
  'PESTEL',
  'CTR',
  'ROAS',
  'SaaS',
  'CPA',
  'CPC',
  'KPI',
];

/** Lints that misread an ordinary phrase as a brand ("on day one" is not the Day One app). */
const IGNORED_MESSAGES = [/Day One .*brand names/];

/**
 * A currency written with its country letters ("CA$4,000", "A$120", as Intl writes CAD and
 * AUD) reads to Harper as a word: "of its CA$4,000 budget" becomes "it's". The letters are
 * masked as dollar signs of the same length, so spans still point into the original text.
 */
const maskCurrencyLetters = (text: string) =>
  text.replace(/\b[A-Z]{1,2}\$(?=\d)/g, (m) => '$'.repeat(m.length));

export async function grammarFindings(
  text: string,
  ownWords: readonly string[] = [],
): Promise<GrammarFinding[]> {
  return (await grammarFindingsEach([text], ownWords))[0]!;
}

/** A finding, with the words it flags: a typo among the caller's own words is not one. */
type Linted = GrammarFinding & { flagged: string };

/**
 * Harper's findings of each text already linted, before the caller's own words filter them.
 * Linting costs about a twentieth of a millisecond a character, and the same sentence recurs
 * across tools, businesses and tests (a knowledge-base phrase, a plan's section): each
 * distinct text is linted once per process.
 */
const linted = new Map<string, Linted[]>();

/**
 * The findings of each text, from one pass of Harper over those not linted before (a call
 * costs a few milliseconds on its own): the eval lints each distinct string of the outputs
 * once. Texts are read as separate paragraphs, and Harper reads nothing across a blank line,
 * so a text's findings do not depend on the texts beside it: linting the parts of a text
 * (its strings) finds what linting them joined by blank lines finds.
 */
export async function grammarFindingsEach(
  texts: readonly string[],
  ownWords: readonly string[] = [],
): Promise<GrammarFinding[][]> {
  await lintOnce(texts.filter((text) => !linted.has(text)));
  const own = new Set([...GLOSSARY, ...ownWords].flatMap((w) => w.toLowerCase().split(/\s+/)));
  return texts.map((text) =>
    linted
      .get(text)!
      .filter((f) => f.kind !== 'Typo' || !own.has(f.flagged.toLowerCase()))
      .map(({ flagged: _, ...finding }) => finding),
  );
}

async function lintOnce(fresh: readonly string[]) {
  const texts = [...new Set(fresh)];
  const results = texts.map((): Linted[] => []);
  const joined = texts.join('\n\n');
  const starts: number[] = [];
  let offset = 0;
  for (const text of texts) {
    starts.push(offset);
    offset += text.length + 2;
  }
  if (joined.trim()) {
    linter ??= load();
    // Outputs are plain strings: read as Markdown, a line starting with a number or a dash
    // would be a list item and an underscore emphasis.
    const lints: Lint[] = await (
      await linter
    ).lint(maskCurrencyLetters(joined), {
      language: 'plaintext',
    });
    for (const l of lints) {
      if (IGNORED_KINDS.has(l.lint_kind())) continue;
      if (IGNORED_MESSAGES.some((m) => m.test(l.message()))) continue;
      const span = l.span();
      let index = starts.length - 1;
      while (index > 0 && starts[index]! > span.start) index--;
      const text = texts[index]!;
      const start = span.start - starts[index]!;
      const end = span.end - starts[index]!;
      results[index]!.push({
        kind: l.lint_kind(),
        message: l.message(),
        excerpt: text.slice(Math.max(0, start - 30), end + 30).replace(/\s+/g, ' '),
        flagged: text.slice(start, end),
      });
    }
  }
  texts.forEach((text, i) => linted.set(text, results[i]!));
}
