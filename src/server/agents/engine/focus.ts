/**
 * The user's question comes first (issue 27, "Answers what was asked"). A tool that answers
 * the focus in its own words (strategy, marketing plans, personas) opens with it already;
 * for any other, the output's summary opens by answering from the recommendation that
 * speaks to the question, or, when none does, by saying plainly that this tool cannot
 * answer it. A question is never silently dropped.
 */
import { wordsOf } from '@/shared/text-quality';
import { focusOf, lcFirst, overlap, shortPhrase, trimEnd } from '../knowledge/phrases';

const STOPWORDS = new Set(
  'about after again also because before being could does doing from have into more most much our ours should than that their them then there these they this those through what when where which while whom with would your yours how why who will can'.split(
    ' ',
  ),
);

/** The content words of a question, as their first five letters. */
export function contentStems(text: string): string[] {
  return [
    ...new Set(
      wordsOf(text)
        .filter((w) => w.length >= 4 && !STOPWORDS.has(w))
        .map((w) => w.slice(0, 5)),
    ),
  ];
}

/** Whether an opening takes up the question: at least half of its content words appear. */
export function takesUp(opening: string, question: string): boolean {
  const stems = contentStems(question);
  if (stems.length === 0) return true;
  const seen = new Set(wordsOf(opening).map((w) => w.slice(0, 5)));
  return stems.filter((s) => seen.has(s)).length * 2 >= stems.length;
}

/**
 * The free text of a run's message: what is left once the form's "Label: value" lines (a
 * period, a topic, a budget) are taken out. Null when the user asked nothing in words.
 */
export function focusText(message: string | null | undefined): string | null {
  const text = (message ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^[A-Z][\w &'’/-]{0,30}:\s/.test(l))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}

type Recommendation = { title: string; detail: string };

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/**
 * The recommendation that answers, as the opening names it: its title cut short when that
 * still reads as a phrase, else its place in the list. A cut that ends on a possessive ("Put
 * Wildflower Tea Always-on Social's") is no phrase, and one of six words or more would say
 * the title's words twice.
 */
function pointTo(title: string, index: number): string {
  const short = shortPhrase(title, 5);
  if (wordsOf(short).length <= 5 && !/['’]s?$/.test(short))
    return `${lcFirst(short)} (see the recommendations)`;
  return `act on the ${ORDINALS[index] ?? 'matching'} recommendation below`;
}

/** The output with a summary that opens on the user's question (rules at the top). */
export function answerFocus<C>(message: string | null, content: C): C {
  const question = focusText(message);
  const record = content as { summary?: unknown; recommendations?: unknown };
  if (!question || !record || typeof record.summary !== 'string') return content;
  if (takesUp(record.summary, question)) return content;
  const recommendations = Array.isArray(record.recommendations)
    ? (record.recommendations as Recommendation[]).filter(
        (r) => typeof r?.title === 'string' && typeof r?.detail === 'string',
      )
    : [];
  let best: Recommendation | null = null;
  let at = -1;
  let score = 1;
  for (const [i, r] of recommendations.entries()) {
    const s = overlap(question, `${r.title} ${r.detail}`);
    if (s > score) {
      best = r;
      at = i;
      score = s;
    }
  }
  const focus = focusOf(question)!;
  const opening = best
    ? focus.lead(pointTo(best.title, at))
    : `You asked: “${trimEnd(question)}${/\?$/.test(question) ? '?' : ''}” What this output reads does not answer that directly; here is what it found.`;
  return { ...content, summary: `${opening} ${record.summary}` };
}
