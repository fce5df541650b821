/**
 * Dates in running text with the month in full ("December 18, 2026"): the grammar checker
 * reads the abbreviation "Dec" as the acronym DEC, and a full month reads better in a sentence.
 * Tables and badges keep the short form of `formatDay` (src/shared/format.ts).
 */
export const longDay = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "November 29, 2026 – December 28, 2026". */
export const longDateRange = (from: string, to: string) => `${longDay(from)} – ${longDay(to)}`;
