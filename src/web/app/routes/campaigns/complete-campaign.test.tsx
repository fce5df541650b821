// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { achievementById } from '@/shared/progress';
import { StatusWorkflow } from '@/web/features/campaigns/components/status-workflow';
import { buildCampaign } from '@/web/features/campaigns/testing/campaign-factory';
import { ProgressLayer } from '@/web/features/progress/components/progress-layer';
import { renderApp, stubApi } from '@/web/testing/render';

const progress = {
  totalXP: 100,
  level: 2,
  progress: 0,
  progressMax: 100,
  nextLevelAt: 200,
  agentsUsed: 0,
  outputsSaved: 0,
  campaignsCompleted: 1,
};

describe('completing a campaign (seed 001 §4)', () => {
  let calls: string[];
  let completed: boolean;

  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
    completed = false;
    stubApi(
      {},
      {
        fallback: ({ method, url }) => {
          calls.push(`${method} ${url.pathname}${url.search}`);
          if (method === 'PATCH') {
            completed = true;
            return { data: buildCampaign({ id: 'c1', status: 'completed' }) };
          }
          const newlyUnlocked = completed ? [achievementById('complete_campaign')] : [];
          return { data: { progress, newlyUnlocked } };
        },
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks for achievements 100 ms after it is marked completed, without a page change', async () => {
    renderApp(
      <>
        <ProgressLayer />
        <StatusWorkflow campaign={buildCampaign({ id: 'c1', status: 'active' })} canEdit />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0)); // the catch-up check on mount
    const checks = () => calls.filter((c) => c.endsWith('/progress/check')).length;
    expect(checks()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Mark as completed' }));
    await act(() => vi.advanceTimersByTimeAsync(0)); // the PATCH answers
    expect(calls).toContain('PATCH /api/v1/campaigns/c1');
    expect(checks()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(checks()).toBe(2);
    expect(screen.getByRole('status', { name: 'Achievement unlocked: Finisher' })).toBeTruthy();
  });
});
