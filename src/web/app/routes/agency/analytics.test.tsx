// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CrossClientAnalytics } from '@/shared/clients';
import type { Me } from '@/web/lib/me';
import { json as jsonResponse, renderApp } from '@/web/testing/render';
import AgencyAnalyticsPage from './analytics';

const me: Me = {
  user: { id: 'u-1', email: 'ada@example.com', name: 'Ada', isPlatformAdmin: false },
  organization: { id: 'org-1', name: 'Pixel Foundry', type: 'AGENCY', slug: 'pixel' },
  roles: [{ role_name: 'agency_owner', client_id: null }],
  needsOnboarding: false,
};

const totals = (spend: number, revenue: number) => ({
  impressions: 10_000,
  clicks: 400,
  conversions: 20,
  spend_cents: spend,
  revenue_cents: revenue,
  ctr: 4,
  conversion_rate: 5,
  cpa_cents: spend / 20,
  roas: revenue / spend,
  roi_percentage: ((revenue - spend) / spend) * 100,
});

const analytics: CrossClientAnalytics = {
  from: '2026-10-26',
  to: '2026-11-24',
  totals: { ...totals(300_000, 900_000), conversions: 40 },
  clients: [
    {
      id: '7f1e1c9e-0000-4000-8000-000000000001',
      name: 'Fernleaf',
      status: 'active',
      industry: 'Garden retail',
      campaign_count: 2,
      active_campaigns: 1,
      ...totals(100_000, 600_000),
    },
    {
      id: '7f1e1c9e-0000-4000-8000-000000000002',
      name: 'Harbor Yoga',
      status: 'paused',
      industry: null,
      campaign_count: 1,
      active_campaigns: 0,
      ...totals(200_000, 300_000),
    },
  ],
};

function renderPage(answer: (url: string) => Response) {
  const { calls } = renderApp(<AgencyAnalyticsPage />, {
    api: { '/me': { data: me } },
    fallback: ({ url }) => answer(url.pathname + url.search),
  });
  return calls;
}

/** `{ data }`, or an error body as it is. */
const json = (data: unknown, status = 200) =>
  jsonResponse(status === 200 ? { data } : data, status);

describe('/clients/analytics', () => {
  it('shows each client with spend, revenue, ROAS, conversions, CTR, CPA and the totals', async () => {
    const user = userEvent.setup();
    const urls = renderPage(() => json(analytics));
    const table = await screen.findByRole('table');
    const fernleaf = within(table).getByRole('row', { name: /Fernleaf/ });
    expect(
      within(fernleaf)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$1,000', '$6,000', '6.00×', '20', '4.00%', '$50']);
    const all = within(table).getByRole('row', { name: /All clients/ });
    expect(all.textContent).toContain('$3,000');
    expect(all.textContent).toContain('$9,000');
    expect(all.textContent).toContain('40');
    expect(screen.getByRole('figure', { name: 'Spend and revenue by client' })).toBeTruthy();

    const last30 = urls.find((u) => u.includes('/clients/analytics'))!;
    expect(last30).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await user.selectOptions(screen.getByLabelText('Period'), '90');
    await vi.waitFor(() =>
      expect(urls.filter((u) => u.includes('/clients/analytics'))).toHaveLength(2),
    );
    const [from, to] = [...urls.at(-1)!.matchAll(/=(\d{4}-\d{2}-\d{2})/g)].map((m) => m[1]!);
    expect((Date.parse(to!) - Date.parse(from!)) / 86_400_000).toBe(89);
  });

  it("says 'No clients to display' with a way to add one", async () => {
    renderPage(() => json({ ...analytics, clients: [] }));
    expect(await screen.findByRole('heading', { name: 'No clients to display' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Add Client' })).getAttribute('href')).toBe(
      '/clients/new',
    );
  });

  it('shows the error with a retry', async () => {
    renderPage(() =>
      json(
        {
          error: {
            code: 'forbidden',
            message: 'Clients are available to agency organizations only.',
          },
        },
        403,
      ),
    );
    expect(
      await screen.findByText('Clients are available to agency organizations only.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
