import { describe, expect, it } from 'vitest';
import { ROI_MESSAGES, formatRoiBrief, parseRoiBrief, type RoiBrief } from './roi-budget';

describe('ROI & Budget run message', () => {
  it('reads back the brief it writes', () => {
    const brief: RoiBrief = {
      totalBudgetCents: 1_234_550,
      horizonDays: 45,
      marginPercent: 62.5,
      changes: [
        {
          target_type: 'campaign',
          target: '3f1c6f0e-1111-4222-8333-444455556666',
          change_percentage: 20,
        },
        { target_type: 'channel', target: 'Paid social', change_percentage: -15.5 },
      ],
    };
    expect(parseRoiBrief(formatRoiBrief(brief))).toEqual({ brief, error: null });
  });

  it.each([
    ['Horizon: 6 days', ROI_MESSAGES.horizon],
    ['Horizon: 181', ROI_MESSAGES.horizon],
    ['Total budget: lots', ROI_MESSAGES.budget],
    ['Gross margin: 0%', ROI_MESSAGES.margin],
    ['Change channel Email: +500%', ROI_MESSAGES.change],
    ['Change everything: +5%', ROI_MESSAGES.change],
    ['Change campaign abc', ROI_MESSAGES.change],
  ])('refuses %j', (message, error) => {
    expect(parseRoiBrief(message).error).toBe(error);
  });

  it('ignores lines it does not know', () => {
    expect(parseRoiBrief('Please be quick\nHorizon: 14 days')).toEqual({
      brief: { horizonDays: 14, changes: [] },
      error: null,
    });
  });
});
