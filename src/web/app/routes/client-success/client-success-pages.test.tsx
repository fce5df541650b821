// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientRecommendations, computeClientHealth, HEALTH_FORMULA } from '@/shared/client-health';
import { renderInApp } from '@/web/app/shell/shell-test-utils';
import { makeMetrics } from '@/web/testing/factories';
import { apiError } from '@/web/testing/render';
import ClientSuccessChurnPage from './churn';
import { ClientHealthView } from './client-view';
import ClientSuccessHealthPage from './health';
import ClientSuccessOverviewPage from './index';

const TODAY = '2026-06-30';
const health = (id: string, name: string, status: string, activity: string | null) =>
  computeClientHealth(
    {
      client: { id, name, status, industry: 'Retail' },
      campaigns: [],
      lastActivityAt: activity,
      approvals: null,
    },
    { today: TODAY, computedAt: `${TODAY}T12:00:00.000Z` },
  );
const FERN = health(
  '00000000-0000-4000-8000-000000000001',
  'Fernleaf',
  'active',
  `${TODAY}T08:00:00Z`,
);
const HARBOR = health('00000000-0000-4000-8000-000000000002', 'Harbor Yoga', 'paused', null);
const UNLOCKED = makeMetrics({ organization_type: 'AGENCY', campaign_count: 6, client_count: 2 });

describe('client success pages', () => {
  it('show the unlock requirement with 5 campaigns and ask nothing of the API', async () => {
    const { calls } = renderInApp(<ClientSuccessOverviewPage />, {
      route: '/client-success',
      api: { metrics: makeMetrics({ organization_type: 'AGENCY', campaign_count: 5 }) },
    });
    expect(await screen.findByRole('heading', { name: 'Client Success is locked' })).toBeTruthy();
    expect(
      screen.getByText('This feature unlocks when you have more than 5 campaigns.'),
    ).toBeTruthy();
    expect(screen.getByText('You have 5 campaigns: 1 more to go.')).toBeTruthy();
    expect(calls.some((c) => c.startsWith('/client-success'))).toBe(false);
  });

  it('state every client’s score and the formula on the health page', async () => {
    renderInApp(<ClientSuccessHealthPage />, {
      route: '/client-success/health',
      api: { metrics: UNLOCKED, routes: { '/client-success/health': { data: [FERN, HARBOR] } } },
    });
    const table = await screen.findByRole('table', { name: 'Client health scores' });
    const row = within(table).getByRole('row', { name: /Harbor Yoga/ });
    expect(within(row).getByText('At risk')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Fernleaf' }).getAttribute('href')).toBe(
      `/client-success/client/${FERN.client_id}`,
    );
    expect(screen.getByRole('heading', { name: 'How the health score is computed' })).toBeTruthy();
    expect(screen.getByText(HEALTH_FORMULA.score)).toBeTruthy();
    expect(screen.getByText(HEALTH_FORMULA.bands)).toBeTruthy();
  });

  it('say "No clients yet" when the agency has none', async () => {
    renderInApp(<ClientSuccessHealthPage />, {
      route: '/client-success/health',
      api: { metrics: UNLOCKED, routes: { '/client-success/health': { data: [] } } },
    });
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeTruthy();
  });

  it('list churn risks by level with their reasons', async () => {
    renderInApp(<ClientSuccessChurnPage />, {
      route: '/client-success/churn',
      api: { metrics: UNLOCKED, routes: { '/client-success/health': { data: [FERN, HARBOR] } } },
    });
    // Fernleaf has no campaign: that warning sign takes its score below 45, so it is at risk too.
    expect(await screen.findByRole('heading', { name: 'High risk (2)' })).toBeTruthy();
    expect(screen.getByText('The client is paused')).toBeTruthy();
    expect(screen.getByText('No activity recorded for this client')).toBeTruthy();
  });

  it('show one client with its components and recommendations', async () => {
    renderInApp(<ClientHealthView clientId={HARBOR.client_id} />, {
      route: `/client-success/client/${HARBOR.client_id}`,
      api: {
        metrics: UNLOCKED,
        routes: {
          [`/client-success/clients/${HARBOR.client_id}`]: {
            data: { ...HARBOR, recommendations: clientRecommendations(HARBOR) },
          },
          '/agent-sessions': { data: [] },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Harbor Yoga' })).toBeTruthy();
    expect(
      screen.getByRole('meter', { name: 'Activity score' }).getAttribute('aria-valuenow'),
    ).toBe('10');
    expect(screen.getByText('Book a check-in with Harbor Yoga')).toBeTruthy();
  });

  it('say so when the client is not found (another organization’s, or out of scope)', async () => {
    renderInApp(<ClientHealthView clientId={FERN.client_id} />, {
      route: `/client-success/client/${FERN.client_id}`,
      api: {
        metrics: UNLOCKED,
        routes: { [`/client-success/clients/${FERN.client_id}`]: apiError(404) },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeTruthy();
  });
});
