// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clientRecommendations, computeClientHealth, HEALTH_FORMULA } from '@/shared/client-health';
import type { ClientSuccessReport } from '@/shared/client-success';
import { OutputRenderer } from '../output-renderer';

afterEach(cleanup);

const TODAY = '2026-06-30';
const health = (id: string, name: string, status: string, lastActivity: string | null) =>
  computeClientHealth(
    {
      client: { id, name, status, industry: 'Retail' },
      campaigns: [],
      lastActivityAt: lastActivity,
      approvals: null,
    },
    { today: TODAY, computedAt: `${TODAY}T12:00:00.000Z` },
  );

const fern = health(
  '00000000-0000-4000-8000-000000000001',
  'Fernleaf',
  'active',
  `${TODAY}T08:00:00Z`,
);
const harbor = health('00000000-0000-4000-8000-000000000002', 'Harbor Yoga', 'paused', null);

const report = (clients = [fern, harbor]): ClientSuccessReport => ({
  summary: 'Two clients.',
  as_of: TODAY,
  scope: { client_id: null, label: 'All clients' },
  formula: HEALTH_FORMULA.score,
  clients,
  insights: ['Harbor Yoga has no recorded activity.'],
  recommendations: clients.flatMap((h) => clientRecommendations(h)),
  sources: [],
  assumptions: [],
});

const show = (outputType: string, content: ClientSuccessReport) =>
  render(
    <MemoryRouter>
      <OutputRenderer
        outputType={outputType}
        content={content as unknown as Record<string, unknown>}
      />
    </MemoryRouter>,
  );

describe('Client Success renderers', () => {
  it('shows each client’s score, band, components and churn risk as a table', () => {
    show('client_health_review', report());
    const table = screen.getByRole('table', { name: 'Client health scores' });
    const row = within(table).getByRole('row', { name: /Harbor Yoga/ });
    expect(within(row).getByText(String(harbor.score))).toBeTruthy();
    expect(within(row).getByText('At risk')).toBeTruthy();
    expect(within(row).getByText('High churn risk')).toBeTruthy();
    expect(screen.getByText(/35% metrics trend \+ 25% campaigns/)).toBeTruthy();
    expect(screen.getByText('Book a check-in with Harbor Yoga')).toBeTruthy();
  });

  it('shows the churn analysis as reasons in words', () => {
    show('churn_risk_analysis', report());
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('The client is paused')).toBeTruthy();
    expect(screen.getByText('No activity recorded for this client')).toBeTruthy();
  });

  it('says so when no client matched, and falls back for content that is not a report', () => {
    show('retention_plan', report([]));
    expect(screen.getByText('No client matched this analysis when it ran.')).toBeTruthy();
    cleanup();
    show('upsell_recommendations', { summary: 'Old' } as unknown as ClientSuccessReport);
    expect(screen.queryByRole('table', { name: 'Client health scores' })).toBeNull();
  });
});
