// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ClientDashboard } from '@/shared/clients';
import { renderInApp, type Api } from '@/web/app/shell/shell-test-utils';
import { makeMe } from '@/web/testing/factories';
import { apiError } from '@/web/testing/render';
import { buildClient } from '@/web/features/clients/testing/client-factory';
import ClientDashboardPage from './dashboard';
import ClientWorkspace from './workspace';

const CLIENT = buildClient({ name: 'Fernleaf', campaign_count: 3, status: 'paused' });

const DASHBOARD: ClientDashboard = {
  client: CLIENT,
  campaign_count: 3,
  active_campaigns: 2,
  completed_campaigns: 1,
  total_budget_cents: 1_000_000,
  total_spent_cents: 250_000,
  budget_utilization_percentage: 25,
  output_count: 4,
  document_count: 1,
  session_count: 5,
  revenue_this_month_cents: 420_000,
  last_activity: null,
  recent_campaigns: [
    {
      id: '7a1b2c3d-4e5f-4a6b-8c7d-000000000001',
      name: 'Spring Launch',
      status: 'active',
      budget_cents: 500_000,
      spent_cents: 100_000,
    },
  ],
  recent_outputs: [],
};

function renderWorkspace(route: string, api: Api) {
  return renderInApp(
    <Routes>
      <Route path="/clients" element={<h1>All clients page</h1>} />
      <Route path="/clients/:clientId" element={<ClientWorkspace />}>
        <Route index element={<ClientDashboardPage />} />
        <Route
          path="agents"
          element={
            <Link to="/strategy/session/5e1f0000-0000-4000-8000-000000000001">
              Open a strategy session
            </Link>
          }
        />
        <Route path="agents/strategy/session/:sessionId" element={<p>Strategy session</p>} />
      </Route>
    </Routes>,
    { route, api: { me: makeMe({ type: 'AGENCY' }), ...api } },
  );
}

describe('client workspace', () => {
  it('shows the banner (name, status, campaign count, All Clients) and the client dashboard', async () => {
    renderWorkspace(`/clients/${CLIENT.id}`, {
      routes: {
        [`/clients/${CLIENT.id}`]: { data: CLIENT },
        [`/clients/${CLIENT.id}/dashboard`]: { data: DASHBOARD },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fernleaf' })).toBeTruthy();
    expect(screen.getByText('3 campaigns · Retail')).toBeTruthy();
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All Clients' }).getAttribute('href')).toBe('/clients');
    expect(await screen.findByText('$4,200')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Spring Launch' }).getAttribute('href')).toBe(
      `/clients/${CLIENT.id}/campaigns/${DASHBOARD.recent_campaigns[0]!.id}`,
    );
    // An agency owner manages clients: the banner offers Edit.
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
  });

  it('goes back to /clients when the client cannot be loaded', async () => {
    renderWorkspace('/clients/5f0c1d2e-0000-4000-8000-00000000dead', {
      routes: { '/clients/5f0c1d2e-0000-4000-8000-00000000dead': apiError(404) },
    });
    expect(await screen.findByRole('heading', { name: 'All clients page' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/clients');
  });

  it("keeps an agent page's links inside the workspace", async () => {
    const { user } = renderWorkspace(`/clients/${CLIENT.id}/agents`, {
      routes: { [`/clients/${CLIENT.id}`]: { data: CLIENT } },
    });
    await user.click(await screen.findByRole('link', { name: 'Open a strategy session' }));
    expect(await screen.findByText('Strategy session')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(
      `/clients/${CLIENT.id}/agents/strategy/session/5e1f0000-0000-4000-8000-000000000001`,
    );
  });
});
