// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeMetrics } from '@/web/testing/factories';
import { apiError, renderApp, stubApi, type ApiRoutes } from '@/web/testing/render';
import ClientPage from './client';
import AnalyticsHomePage from './index';
import ReportPage from './report';
import SessionPage from './session';

const me = {
  user: { id: 'user-1', email: 'owner@example.com', name: 'Owner', isPlatformAdmin: false },
  organization: { id: 'org-1', name: 'Green Leaf Cafe', type: 'SME', slug: 'green-leaf-cafe' },
  roles: [{ role_name: 'sme_owner', client_id: null }],
  needsOnboarding: false,
};
const metrics = (campaigns: number) =>
  makeMetrics({ campaign_count: campaigns, active_campaigns: campaigns, new_members_30d: 1 });

let routes: ApiRoutes;

beforeEach(() => {
  routes = {
    'GET /me': { data: me },
    'GET /dashboard/metrics': { data: metrics(2) },
  };
  stubApi(routes);
});

function renderAt(path: string, pattern: string, element: ReactNode) {
  renderApp(element, { at: path, path: pattern });
}

describe('analytics pages', () => {
  it('says "Client not found" for a client the API does not know', async () => {
    routes['GET /analytics/overview'] = apiError(404, 'not_found', 'Client not found');
    renderAt('/analytics/client/abc', '/analytics/client/:clientId', <ClientPage />);
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeTruthy();
  });

  it("narrows /analytics to the client chosen in the header's selector", async () => {
    const asked: string[] = [];
    const clientId = '5a0c7a2e-3f4b-4c55-9a11-2b6f1c3d4e5f';
    routes['GET /analytics/overview'] = ({ url }) => {
      asked.push(`${url.searchParams.get('scope')}:${url.searchParams.get('id')}`);
      return apiError(404, 'not_found', 'Client not found');
    };
    renderAt(`/analytics?client_id=${clientId}`, '/analytics', <AnalyticsHomePage />);
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeTruthy();
    expect(asked).toEqual([`client:${clientId}`]);
  });

  it('shows the locked state before the first campaign', async () => {
    routes['GET /dashboard/metrics'] = { data: metrics(0) };
    renderAt(
      '/analytics/report/channel-performance',
      '/analytics/report/:reportType',
      <ReportPage />,
    );
    expect(await screen.findByRole('heading', { name: 'Analytics is locked' })).toBeTruthy();
  });

  it('says "Report not found" for an unknown report type', async () => {
    renderAt('/analytics/report/funnel-magic', '/analytics/report/:reportType', <ReportPage />);
    expect(await screen.findByRole('heading', { name: 'Report not found' })).toBeTruthy();
  });

  it('draws a report as a table with its total, and links its CSV and PDF', async () => {
    routes['GET /analytics/reports/channel-performance'] = {
      data: {
        report_type: 'channel-performance',
        title: 'Channel performance',
        description: 'Per channel.',
        scope: { type: 'org', id: null, label: 'Green Leaf Cafe' },
        selection: 'Last 30 days of data',
        period: { from: '2026-03-01', to: '2026-03-30', days: 30 },
        previous_period: { from: '2026-01-30', to: '2026-02-28' },
        columns: [
          { key: 'name', label: 'Channel', format: 'text' },
          { key: 'spend_cents', label: 'Spend', format: 'cents' },
          { key: 'roas', label: 'ROAS', format: 'multiple' },
        ],
        rows: [{ name: 'Email', spend_cents: 123_456, roas: 3.2 }],
        total: { name: 'Total', spend_cents: 123_456, roas: 3.2 },
      },
    };
    renderAt(
      '/analytics/report/channel-performance?period=last_30',
      '/analytics/report/:reportType',
      <ReportPage />,
    );
    const table = await screen.findByRole('table', { name: /Channel performance/ });
    // Money with no decimals (seed 000 §9).
    expect(table.textContent).toContain('$1,235');
    expect(table.textContent).not.toContain('$1,234.56');
    expect(table.textContent).toContain('3.20×');
    expect(table.textContent).toContain('Total');
    expect(
      screen
        .getByRole('link', { name: 'Download Channel performance as CSV' })
        .getAttribute('href'),
    ).toBe('/api/v1/analytics/reports/channel-performance/csv?period=last_30');
    expect(
      screen
        .getByRole('link', { name: 'Download Channel performance as PDF' })
        .getAttribute('href'),
    ).toBe('/api/v1/analytics/reports/channel-performance/pdf?period=last_30');
  });

  it("reads another agent's session as not an analysis", async () => {
    routes['GET /agent-sessions/s1'] = {
      data: {
        session: {
          id: 's1',
          agent_type: 'strategy',
          title: 'Strategy',
          mode: null,
          status: 'idle',
          campaign_id: null,
          client_id: null,
          campaign_name: null,
          created_by: null,
          created_at: '2026-03-01T00:00:00Z',
          updated_at: '2026-03-01T00:00:00Z',
          output_count: 0,
          last_run_status: null,
        },
        messages: [],
        runs: [],
        outputs: [],
        context_outputs: [],
      },
    };
    renderAt('/analytics/session/s1', '/analytics/session/:sessionId', <SessionPage />);
    expect(await screen.findByRole('heading', { name: 'Analysis session not found' })).toBeTruthy();
  });
});
