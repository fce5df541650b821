// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AgencyDashboard, AgencyDashboardClient } from '@/shared/agency-dashboard';
import { apiError, renderApp, stubApi } from '@/web/testing/render';
import { AgencyOverview } from './agency-overview';

const id = (n: number) => `7f1e1c9e-0000-4000-8000-${String(n).padStart(12, '0')}`;

const client = (
  n: number,
  overrides: Partial<AgencyDashboardClient> = {},
): AgencyDashboardClient => ({
  id: id(n),
  name: `Client ${n}`,
  status: 'active',
  industry: 'Retail',
  campaign_count: 2,
  active_campaign_count: 1,
  monthly_revenue_cents: 10_000 * (10 - n),
  budget_cents: null,
  spent_cents: 0,
  attention: [],
  ...overrides,
});

const enterprise = (overrides: Partial<AgencyDashboard> = {}): AgencyDashboard => ({
  state: 'enterprise',
  client_id: null,
  clients: [
    client(1, { name: 'Fernleaf', industry: 'Garden supplies' }),
    client(2, { name: 'Harbor Yoga', status: 'paused' }),
    client(3, { name: 'Old Mill', status: 'churned' }),
    ...Array.from({ length: 5 }, (_, i) => client(i + 4)),
  ],
  stats: {
    total_clients: 8,
    active_clients: 6,
    monthly_revenue_cents: 1_234_500,
    avg_revenue_per_client_cents: 154_313,
    active_campaigns: 5,
    total_campaigns: 12,
    team_activity_count: 7,
    month_start: '2026-11-01',
  },
  campaigns: Array.from({ length: 5 }, (_, i) => ({
    id: id(100 + i),
    name: `Campaign ${i + 1}`,
    status: 'active',
    client_id: id(1),
    client_name: 'Fernleaf',
    budget_cents: 100_000,
    spent_cents: 25_000,
    revenue_cents: 50_000,
    roi_percentage: 100,
  })),
  activity: Array.from({ length: 8 }, (_, i) => ({
    id: id(200 + i),
    user_name: 'Jordan',
    user_role: 'account_manager',
    action: 'campaign.created',
    client_name: 'Fernleaf',
    entity_name: `Summer Launch ${i + 1}`,
    description: `Jordan created the campaign Summer Launch ${i + 1} for Fernleaf`,
    timestamp: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
  })),
  ...overrides,
});

const requests: string[] = [];
function serve(answer: (url: string) => AgencyDashboard | { status: number; message: string }) {
  requests.length = 0;
  stubApi(
    {},
    {
      fallback: ({ url }) => {
        requests.push(url.pathname + url.search);
        const body = answer(url.pathname + url.search);
        if ('status' in body && typeof body.status === 'number')
          return apiError(body.status, 'not_found', body.message);
        return { data: body };
      },
    },
  );
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderDashboard(
  abilities = { canManageClients: true, canCreateCampaigns: true },
  at = '/dashboard',
) {
  return renderApp(
    <>
      <AgencyOverview {...abilities} />
      <Where />
    </>,
    { at },
  );
}

describe('agency dashboard', () => {
  it("shows 'Add Your First Client' while the agency has no clients", async () => {
    serve(() => enterprise({ state: 'onboarding', clients: [], campaigns: [], activity: [] }));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Add Your First Client' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add Client/ }).getAttribute('href')).toBe(
      '/clients/new',
    );
    expect(screen.queryByText('Client Portfolio')).toBeNull();
  });

  it('asks a member who cannot manage clients to ask an owner', async () => {
    serve(() => enterprise({ state: 'onboarding', clients: [] }));
    renderDashboard({ canManageClients: false, canCreateCampaigns: true });
    await screen.findByRole('heading', { name: 'Add Your First Client' });
    expect(screen.queryByRole('link', { name: /Add Client/ })).toBeNull();
    expect(screen.getByText(/Ask an agency owner or admin/)).toBeTruthy();
  });

  it('shows the figures, the first 6 clients, the top client, 4 campaigns and 6 sentences', async () => {
    serve(() => enterprise());
    renderDashboard();
    await screen.findByRole('heading', { name: 'Client Portfolio' });
    expect(screen.getByText('$12,345')).toBeTruthy();
    expect(screen.getByText(/\$1,543 average per client/)).toBeTruthy();
    expect(screen.getByText('of 12 total')).toBeTruthy();
    expect(screen.getByText('6 active')).toBeTruthy();

    const portfolio = screen.getByRole('region', { name: 'Client Portfolio' });
    const cards = within(portfolio).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    const fernleaf = within(portfolio).getByRole('link', { name: /Fernleaf/ });
    expect(fernleaf.getAttribute('href')).toBe(`/clients/${id(1)}`);
    expect(fernleaf.textContent).toContain('Garden supplies');
    expect(fernleaf.textContent).toContain('2 campaigns · 1 active');
    // Status badges in the seed's colours: active success, paused warning, churned destructive.
    expect(within(portfolio).getAllByText('Active')[0]!.className).toContain('text-success');
    expect(within(portfolio).getByText('Paused').className).toContain('bg-warning');
    expect(within(portfolio).getByText('Churned').className).toContain('text-destructive');

    const top = screen.getByRole('region', { name: 'Top Client' });
    expect(within(top).getByRole('link', { name: 'Fernleaf' })).toBeTruthy();

    const campaigns = screen.getByRole('region', { name: 'Active campaigns across clients' });
    expect(within(campaigns).getAllByRole('progressbar')).toHaveLength(4);
    expect(within(campaigns).getAllByText('ROI 100%')).toHaveLength(4);
    expect(within(campaigns).getByRole('link', { name: 'Campaign 1' }).getAttribute('href')).toBe(
      `/campaigns/${id(100)}`,
    );

    const feed = screen.getByRole('region', { name: /Team Activity/ });
    expect(within(feed).getAllByRole('listitem')).toHaveLength(6);
    expect(
      within(feed).getByText('Jordan created the campaign Summer Launch 1 for Fernleaf'),
    ).toBeTruthy();
    expect(feed.textContent).not.toContain('campaign.created');

    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
    ).toEqual([
      ['Add New Client', '/clients/new'],
      ['New Campaign', '/campaigns/new'],
      ['View All Clients', '/clients'],
      ['Agency Analytics', '/clients/analytics'],
    ]);
    expect(screen.getByRole('link', { name: /Manage Clients/ }).getAttribute('href')).toBe(
      '/clients',
    );
  });

  it('flags the clients needing attention with why, and over-budget spend in red with its percentage', async () => {
    const base = enterprise();
    serve(() =>
      enterprise({
        clients: [
          client(5, {
            name: 'Lumen Co',
            monthly_revenue_cents: 1_000,
            budget_cents: 100_000,
            spent_cents: 198_000,
            attention: [
              { kind: 'overspend', text: 'Lumen has spent 198% of its budget' },
              { kind: 'approval', text: "2 outputs wait for the client's approval" },
            ],
          }),
          ...base.clients,
        ],
        campaigns: [
          {
            ...base.campaigns[0]!,
            name: 'Lumen',
            client_name: 'Lumen Co',
            budget_cents: 100_000,
            spent_cents: 198_000,
            roi_percentage: 496.8,
          },
        ],
      }),
    );
    renderDashboard();
    const portfolio = await screen.findByRole('region', { name: 'Client Portfolio' });
    expect(within(portfolio).getByText('1 client needs attention, listed first.')).toBeTruthy();
    const lumen = within(portfolio).getAllByRole('listitem')[0]!;
    expect(lumen.textContent).toContain('Needs attention');
    expect(lumen.textContent).toContain('Lumen has spent 198% of its budget');
    expect(lumen.textContent).toContain("2 outputs wait for the client's approval");
    expect(within(lumen).getByText('198% · Over budget by $980').className).toContain(
      'text-destructive',
    );
    // The Top Client is the top earner, not the first card.
    const top = screen.getByRole('region', { name: 'Top Client' });
    expect(within(top).getByRole('link', { name: 'Fernleaf' })).toBeTruthy();

    const campaigns = screen.getByRole('region', { name: 'Active campaigns across clients' });
    expect(within(campaigns).getByText('Over budget · 198%').className).toContain('bg-destructive');
    expect(screen.getByRole('heading', { name: 'Revenue this month' })).toBeTruthy();
  });

  it('hides Manage Clients and Add Client from members who cannot manage clients', async () => {
    serve(() => enterprise());
    renderDashboard({ canManageClients: false, canCreateCampaigns: true });
    await screen.findByRole('heading', { name: 'Client Portfolio' });
    expect(screen.queryByRole('link', { name: /Manage Clients/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Add Client|Add New Client/ })).toBeNull();
  });

  it('scopes the dashboard to the client chosen in the dropdown, through client_id', async () => {
    serve((url) =>
      url.includes(`client_id=${id(2)}`)
        ? enterprise({
            client_id: id(2),
            stats: { ...enterprise().stats, total_clients: 1, active_clients: 0 },
            campaigns: [],
            activity: [],
          })
        : enterprise(),
    );
    const user = userEvent.setup();
    renderDashboard();
    const select = await screen.findByRole('combobox', { name: 'Client' });
    expect(within(select).getAllByRole('option')[0]!.textContent).toBe('All Clients');
    await user.selectOptions(select, id(2));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      `/dashboard?client_id=${id(2)}`,
    );
    await screen.findByText('No active campaigns yet');
    expect(requests.some((r) => r.endsWith(`/dashboard/agency?client_id=${id(2)}`))).toBe(true);
    const portfolio = screen.getByRole('region', { name: 'Client Portfolio' });
    expect(within(portfolio).getAllByRole('listitem')).toHaveLength(1);
    expect(within(portfolio).getByText('Harbor Yoga')).toBeTruthy();
  });

  it("says 'Error fetching metrics' when the dashboard cannot load", async () => {
    serve(() => ({ status: 404, message: 'Client not found' }));
    renderDashboard(undefined, `/dashboard?client_id=${id(9)}`);
    expect(await screen.findByText('Error fetching metrics: Client not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show all clients' })).toBeTruthy();
  });
});
