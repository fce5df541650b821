import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '@/shared/campaign-planning';
import { phaseWindows, spreadDueDates, toPercentages } from './offline';

describe('campaign plan arithmetic', () => {
  it.each([
    ['2026-03-02', '2026-03-02', 1],
    ['2026-03-02', '2026-03-04', 3],
    ['2026-03-02', '2026-03-05', 4],
    ['2026-03-02', '2026-05-29', 4],
    ['2026-12-20', '2027-12-19', 4],
  ])('phases from %s to %s cover every day once (%d phases)', (start, end, count) => {
    const phases = phaseWindows(start, end);
    expect(phases).toHaveLength(count);
    expect(phases[0]!.starts_on).toBe(start);
    expect(phases.at(-1)!.ends_on).toBe(end);
    expect(phases.at(-1)!.name).toBe('Measure and wrap up');
    for (const [i, p] of phases.entries()) {
      expect(p.ends_on >= p.starts_on).toBe(true);
      if (i > 0) expect(p.starts_on).toBe(addDays(phases[i - 1]!.ends_on, 1));
      for (const due of spreadDueDates(p, 3))
        expect(due >= p.starts_on && due <= p.ends_on).toBe(true);
    }
    expect(phases.reduce((a, p) => a + daysBetween(p.starts_on, p.ends_on) + 1, 0)).toBe(
      daysBetween(start, end) + 1,
    );
  });

  it('budget shares are whole percentages summing to 100, zero where nothing is spent', () => {
    expect(toPercentages([0, 3, 0, 3, 3])).toEqual([0, 34, 0, 33, 33]);
    expect(toPercentages([0, 0])).toEqual([0, 0]);
    const shares = toPercentages([60, 25.5, 14.5, 7]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
  });
});
