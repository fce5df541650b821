/**
 * Dates a user wrote into a campaign's note ("the launch e-mail must go out the week of
 * 15 March", "doors open on 1 June", "by 2027-03-01"), read so a plan keeps them (issue 27:
 * "given dates and deadlines are kept"). Pure: shared by the planner and its tests.
 */

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH = `(${MONTHS.join('|')}|${MONTHS.map((m) => m.slice(0, 3)).join('|')})\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';

export type GivenDate = {
  /** The date, in the year that falls in (or next after) the window it is read against. */
  iso: string;
  /** "the week of 15 March": the work belongs to that week rather than that day. */
  weekOf: boolean;
  /** The sentence of the note that gives the date. */
  sentence: string;
  /** The date as the user wrote it ("15 March"). */
  spoken: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The date in the first year that puts it on or after `from`. */
function inYearFrom(month: number, day: number, from: string): string {
  const year = Number(from.slice(0, 4));
  const candidate = `${year}-${pad(month)}-${pad(day)}`;
  return candidate >= from ? candidate : `${year + 1}-${pad(month)}-${pad(day)}`;
}

const valid = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
};

/** Every date the text gives, in order, read against a window starting on `from` (ISO). */
export function givenDates(text: string | null | undefined, from: string): GivenDate[] {
  if (!text) return [];
  const found: GivenDate[] = [];
  const sentences = text.split(/(?<=[.!?])\s+/);
  const patterns: [RegExp, (m: RegExpExecArray) => string | null][] = [
    [/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => `${m[1]}-${m[2]}-${m[3]}`],
    [
      new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH}(?!\\w)`, 'gi'),
      (m) =>
        inYearFrom(
          MONTHS.findIndex((n) => n.startsWith(m[2]!.toLowerCase().slice(0, 3))) + 1,
          Number(m[1]),
          from,
        ),
    ],
    [
      new RegExp(`\\b${MONTH}\\s+${DAY}\\b`, 'gi'),
      (m) =>
        inYearFrom(
          MONTHS.findIndex((n) => n.startsWith(m[1]!.toLowerCase().slice(0, 3))) + 1,
          Number(m[2]),
          from,
        ),
    ],
  ];
  for (const sentence of sentences) {
    const seen = new Set<number>();
    const inSentence: (GivenDate & { at: number })[] = [];
    for (const [pattern, read] of patterns) {
      for (const m of sentence.matchAll(pattern)) {
        if ([...seen].some((at) => Math.abs(at - m.index) < 4)) continue;
        const iso = read(m);
        if (!iso || !valid(iso)) continue;
        seen.add(m.index);
        const before = sentence.slice(Math.max(0, m.index - 12), m.index).toLowerCase();
        inSentence.push({
          at: m.index,
          iso,
          weekOf: /week (?:of|beginning|starting)\s*$/.test(before),
          sentence: sentence.trim(),
          spoken: m[0].replace(/\.$/, ''),
        });
      }
    }
    found.push(...inSentence.sort((a, b) => a.at - b.at).map(({ at: _at, ...date }) => date));
  }
  return found;
}
