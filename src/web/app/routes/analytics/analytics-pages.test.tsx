// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMetrics } from '@/web/app/shell/shell-test-utils';
import ClientPage from './client';
import AnalyticsHomePage from './index';
import ReportPage from './report';
import SessionPage from './session';

type Handler = (url: URL) => { status?: number; body: unknown };

const me = {
  user: { id: 'user-1', email: 'owner@example.com', name: 'Owner', isPlatformAdmin: false },
  organization: { id: 'org-1', name: 'Green Leaf Cafe', type: 'SME', slug: 'green-leaf-cafe' },
  roles: [{ role_name: 'sme_owner', client_id: null }],
  needsOnboarding: false,
};
const metrics = (campaigns: number) =>
  makeMetrics({ campaign_count: campaigns, active_campaigns: campaigns, new_members_30d: 1 });

let routes: Record<string, Handler>;

beforeEach(() => {
  routes = {
    'GET /api/v1/me': () => ({ body: { data: me } }),
    'GET /api/v1/dashboard/metrics': () => ({ body: { data: metrics(2) } }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      const handler = routes[`GET ${url.pathname}`];
      const { status = 200, body } = handler
        ? handler(url)
        : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, pattern: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('analytics pages', () => {
  it('says "Client not found" for a client the API does not know', async () => {
    routes['GET /api/v1/analytics/overview'] = () => ({
      status: 404,
      body: { error: { code: 'not_found', message: 'Client not found' } },
    });
    renderAt('/analytics/client/abc', '/analytics/client/:clientId', <ClientPage />);
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeTruthy();
  });

  it("narrows /analytics to the client chosen in the header's selector", async () => {
    const asked: string[] = [];
    const clientId = '5a0c7a2e-3f4b-4c55-9a11-2b6f1c3d4e5f';
    routes['GET /api/v1/analytics/overview'] = (url) => {
      asked.push(`${url.searchParams.get('scope')}:${url.searchParams.get('id')}`);
      return { status: 404, body: { error: { code: 'not_found', message: 'Client not found' } } };
    };
    renderAt(`/analytics?client_id=${clientId}`, '/analytics', <AnalyticsHomePage />);
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeTruthy();
    expect(asked).toEqual([`client:${clientId}`]);
  });

  it('shows the locked state before the first campaign', async () => {
    routes['GET /api/v1/dashboard/metrics'] = () => ({ body: { data: metrics(0) } });
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
    routes['GET /api/v1/analytics/reports/channel-performance'] = () => ({
      body: {
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
      },
    });
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
    routes['GET /api/v1/agent-sessions/s1'] = () => ({
      body: {
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
      },
    });
    renderAt('/analytics/session/s1', '/analytics/session/:sessionId', <SessionPage />);
    expect(await screen.findByRole('heading', { name: 'Analysis session not found' })).toBeTruthy();
  });
});
