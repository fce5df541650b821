// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListedOpportunity, OpportunitiesList } from '@/shared/quick-wins';
import { renderInApp } from '@/web/app/shell/shell-test-utils';
import { makeMetrics } from '@/web/testing/factories';
import QuickWinsOverviewPage from './index';
import QuickWinsOpportunitiesPage from './opportunities';

const OPPORTUNITY: ListedOpportunity = {
  key: 'strategy',
  kind: 'strategy',
  title: 'Run a first SWOT analysis for Northwind',
  why: 'No strategy output has been saved yet.',
  effort: 'medium',
  impact: 'high',
  impact_statement: 'A saved strategy grounds every later agent run.',
  figures: [],
  checklist: ['Open the Strategy agent', 'Save the analysis'],
  campaign_id: null,
  campaign_name: null,
  action_url: '/strategy',
  score: 1.5,
  status: 'suggested',
  quick_win_id: null,
};

const LIST: OpportunitiesList = {
  generated_at: '2026-03-01T10:00:00Z',
  ranking_rule: 'Ranked by expected impact divided by effort.',
  opportunities: [OPPORTUNITY],
  dismissed_count: 0,
  recently_done_count: 0,
};

describe('quick wins pages', () => {
  it('show the unlock requirement with 10 AI interactions and ask nothing of the API', async () => {
    const { calls } = renderInApp(<QuickWinsOverviewPage />, {
      route: '/quick-wins',
      api: { metrics: makeMetrics({ total_ai_interactions: 10 }) },
    });
    expect(await screen.findByRole('heading', { name: 'Quick Wins is locked' })).toBeTruthy();
    expect(
      screen.getByText('This feature unlocks when you have more than 10 AI interactions.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run the Quick Wins agent' })).toBeNull();
    expect(calls.some((c) => c.startsWith('/quick-wins'))).toBe(false);
  });

  it('show the top opportunities, what is in progress and done once unlocked', async () => {
    renderInApp(<QuickWinsOverviewPage />, {
      route: '/quick-wins',
      api: {
        metrics: makeMetrics({ total_ai_interactions: 11, campaign_count: 1 }),
        routes: {
          '/quick-wins/opportunities': { data: LIST },
          '/quick-wins': { data: [] },
          '/agent-sessions': { data: [] },
        },
      },
    });
    const card = await screen.findByRole('article', { name: OPPORTUNITY.title });
    expect(within(card).getByText('Effort: medium')).toBeTruthy();
    expect(within(card).getByText('Impact: high')).toBeTruthy();
    expect(screen.getByText(/Nothing in progress/)).toBeTruthy();
    expect(screen.getByText(/No quick win completed yet/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Quick Wins Agent' })).toBeTruthy();
  });

  it('accepts an opportunity from the ranked list', async () => {
    const { user, calls } = renderInApp(<QuickWinsOpportunitiesPage />, {
      route: '/quick-wins/opportunities',
      api: {
        metrics: makeMetrics({ total_ai_interactions: 11 }),
        routes: {
          '/quick-wins/opportunities': { data: LIST },
          '/quick-wins/accept': { data: { ...OPPORTUNITY, id: 'q1', status: 'accepted' } },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: `Accept: ${OPPORTUNITY.title}` }));
    await waitFor(() => expect(calls).toContain('/quick-wins/accept'));
    expect(await screen.findByText(`Accepted: ${OPPORTUNITY.title}`)).toBeTruthy();
    expect(screen.getByText(LIST.ranking_rule)).toBeTruthy();
  });

  it('says so when no opportunity is detected', async () => {
    renderInApp(<QuickWinsOpportunitiesPage />, {
      route: '/quick-wins/opportunities',
      api: {
        metrics: makeMetrics({ total_ai_interactions: 11 }),
        routes: { '/quick-wins/opportunities': { data: { ...LIST, opportunities: [] } } },
      },
    });
    expect(await screen.findByText('No quick win stands out right now')).toBeTruthy();
  });
});
