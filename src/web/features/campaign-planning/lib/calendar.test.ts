import { describe, expect, it } from 'vitest';
import { addMonths, monthGrid, startOfWeek, weekDays } from './calendar';

describe('planning calendar days', () => {
  it('a month grid starts on the Monday before the 1st and ends on the Sunday after the last day', () => {
    const weeks = monthGrid('2026-03-17');
    expect(weeks[0]![0]).toBe('2026-02-23');
    expect(weeks.at(-1)!.at(-1)).toBe('2026-04-05');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat()).toContain('2026-03-31');
  });

  it('weeks run Monday to Sunday, across a year end', () => {
    expect(startOfWeek('2026-03-08')).toBe('2026-03-02');
    expect(weekDays('2027-01-01')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('months move from the first of the month, whatever the day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-01');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-01');
  });
});
