// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { achievementById, type Achievement } from '@/shared/progress';
import { notifyDirectAchievement, notifyProgress } from '@/web/lib/notify-progress';
import { json, renderApp, stubApi } from '@/web/testing/render';
import { ProgressLayer } from './progress-layer';

const progress = {
  totalXP: 0,
  level: 1,
  progress: 0,
  progressMax: 100,
  nextLevelAt: 100,
  agentsUsed: 0,
  outputsSaved: 0,
  campaignsCompleted: 0,
};
const achievement = (id: string) => achievementById(id) as Achievement;

describe('ProgressLayer', () => {
  let calls: string[];
  let answers: Achievement[][];

  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
    answers = [[]];
    stubApi(
      {},
      {
        fallback: ({ url }) => {
          calls.push(url.pathname);
          return { data: { progress, newlyUnlocked: answers.shift() ?? [] } };
        },
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const renderLayer = async () => {
    renderApp(<ProgressLayer />);
    await act(() => vi.advanceTimersByTimeAsync(0)); // the catch-up check on mount
  };
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const toast = () => screen.queryByRole('status');

  it('checks 100 ms after an action and shows two unlocks one after the other, each for 5 s', async () => {
    await renderLayer();
    expect(calls).toEqual(['/api/v1/progress/check']);
    answers.push([achievement('complete_campaign'), achievement('first_save')]);

    act(() => notifyProgress('campaign_completed'));
    await advance(99);
    expect(calls).toHaveLength(1);
    await advance(1);
    expect(calls).toEqual(['/api/v1/progress/check', '/api/v1/progress/check']);

    const first = toast();
    expect(first?.getAttribute('aria-label')).toBe('Achievement unlocked: Finisher');
    expect(first?.textContent).toContain('Completed a campaign.');
    expect(first?.textContent).toContain('+100 XP');
    expect(first?.textContent).toContain('Epic');
    expect(screen.getAllByRole('status')).toHaveLength(1);

    await advance(4_999);
    expect(toast()?.getAttribute('aria-label')).toBe('Achievement unlocked: Finisher');
    await advance(1);
    expect(toast()?.getAttribute('aria-label')).toBe('Achievement unlocked: Keeper');
    expect(toast()?.textContent).toContain('+20 XP');
    expect(toast()?.textContent).toContain('Common');

    await advance(5_000);
    expect(toast()).toBeNull();
  });

  it('makes one check for a burst of actions', async () => {
    await renderLayer();
    act(() => {
      notifyProgress('agent_used');
      notifyProgress('output_saved');
    });
    await advance(50);
    act(() => notifyProgress('output_saved'));
    await advance(100);
    expect(calls).toEqual(['/api/v1/progress/check', '/api/v1/progress/check']);
  });

  it('unlocks a direct achievement at once, and the next toast shows when one is dismissed', async () => {
    await renderLayer();
    answers.push([achievement('quick_win_completed')], [achievement('cross_agent_share')]);
    act(() => notifyDirectAchievement('quick_win_completed'));
    await advance(0);
    act(() => notifyDirectAchievement('cross_agent_share'));
    await advance(0);
    expect(calls.slice(1)).toEqual([
      '/api/v1/progress/achievements/quick_win_completed',
      '/api/v1/progress/achievements/cross_agent_share',
    ]);
    expect(toast()?.getAttribute('aria-label')).toBe('Achievement unlocked: Quick Winner');
    expect(toast()?.textContent).toContain('1 more');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss achievement' }));
    expect(toast()?.getAttribute('aria-label')).toBe('Achievement unlocked: Connector');
    expect(toast()?.textContent).toContain('Rare');
  });

  it('stays silent when the check fails', async () => {
    answers = [];
    stubApi({}, { fallback: () => json({}, 500) });
    await renderLayer();
    act(() => notifyProgress('agent_used'));
    await advance(200);
    expect(toast()).toBeNull();
  });
});
