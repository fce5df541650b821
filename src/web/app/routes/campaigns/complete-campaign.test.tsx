// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { achievementById } from '@/shared/progress';
import { StatusWorkflow } from '@/web/features/campaigns/components/status-workflow';
import { buildCampaign } from '@/web/features/campaigns/testing/campaign-factory';
import { ProgressLayer } from '@/web/features/progress/components/progress-layer';

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
const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('completing a campaign (seed 001 §4)', () => {
  let calls: string[];
  let completed: boolean;

  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
    completed = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        calls.push(`${method} ${url}`);
        if (method === 'PATCH') {
          completed = true;
          return json({ data: buildCampaign({ id: 'c1', status: 'completed' }) });
        }
        const newlyUnlocked = completed ? [achievementById('complete_campaign')] : [];
        return json({ data: { progress, newlyUnlocked } });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('checks for achievements 100 ms after it is marked completed, without a page change', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ProgressLayer />
        <StatusWorkflow campaign={buildCampaign({ id: 'c1', status: 'active' })} canEdit />
      </QueryClientProvider>,
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
