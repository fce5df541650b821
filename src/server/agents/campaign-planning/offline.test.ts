import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '@/shared/campaign-planning';
import { givenDates } from '@/shared/deadlines';
import {
  keepGivenDates,
  phaseWindows,
  spreadDueDates,
  strategyLine,
  toPercentages,
} from './offline';

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

describe('dates the campaign note gives', () => {
  it('reads them in the year of the campaign window', () => {
    const [date] = givenDates(
      'Spring range. The launch e-mail must go out the week of 15 March, before Easter.',
      '2027-02-15',
    );
    expect(date).toMatchObject({ iso: '2027-03-15', weekOf: true, spoken: '15 March' });
    expect(
      givenDates('Doors open on June 1 and 2026-09-09.', '2026-11-29').map((d) => d.iso),
    ).toEqual(['2027-06-01', '2026-09-09']);
  });

  it('puts the date on the task it speaks of, in the phase that holds it', () => {
    const windows = phaseWindows('2027-02-15', '2027-04-26');
    const task = (title: string, channel: string | null, due: string) => ({
      title,
      description: title,
      channel,
      owner_role: 'Marketing lead',
      budget_share: 0,
      due_date: due,
    });
    const phases = windows.map((w, i) => ({
      ...w,
      goal: 'Goal',
      tasks:
        i === 0
          ? [
              task('Set the targets', null, '2027-02-20'),
              task('Launch the e-mail sequence', 'Email', '2027-02-28'),
            ]
          : [task('Optimize Paid social', 'Paid social', w.ends_on)],
    }));
    const dates = givenDates('The launch e-mail must go out the week of 15 March.', '2027-02-15');
    const kept = keepGivenDates(phases, dates);
    const launch = phases.flatMap((p) => p.tasks).find((t) => t.title.startsWith('Launch'))!;
    expect(launch.due_date).toBe('2027-03-15');
    const home = phases.find((p) => p.tasks.includes(launch))!;
    expect(home.starts_on <= '2027-03-15' && '2027-03-15' <= home.ends_on).toBe(true);
    expect(kept.said).toEqual([
      'As the note asks (“the week of 15 March”), the task “Launch the e-mail sequence” is due March 15, 2027.',
    ]);
    expect(kept.unmatched).toEqual([]);
  });
});

describe('the strategy a plan follows', () => {
  it('is cited by its framework and its conclusion, not its whole summary', () => {
    const line = strategyLine({
      title: 'AARRR Pirate Metrics: Kettle & Crane (Spring Single-Origin Launch)',
      summary:
        'To stop subscribers cancelling because coffee piles up, fix activation first. Kettle & Crane is a Bristol roastery, serving UK home brewers. The funnel’s north star is return on ad spend; the stage to fix first is usually activation.',
    });
    expect(line).toBe(
      'Keep the message consistent with the AARRR Pirate Metrics strategy, which concludes: “The funnel’s north star is return on ad spend; the stage to fix first is usually activation.”',
    );
    expect(line).not.toContain('coffee piles up');
    expect(strategyLine({ title: 'SWOT: Kettle & Crane', summary: 'Short.' })).toBe(
      'Keep the message consistent with the strategy “SWOT: Kettle & Crane”.',
    );
  });
});
