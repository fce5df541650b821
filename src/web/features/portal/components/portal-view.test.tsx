// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortalOverview } from '@/shared/portal';
import { renderApp } from '@/web/testing/render';
import { readableOn } from '../lib/theme';
import { PortalView } from './portal-view';

const CLIENT_ID = '11111111-1111-4111-8111-111111111111';
const OVERVIEW: PortalOverview = {
  client: {
    id: CLIENT_ID,
    name: 'Fernleaf Dental',
    brand_kit: { primary_color: '#0F766E', accent_color: '#F59E0B', font_family: 'Georgia' },
  },
  agency_name: 'Lumen Agency',
  clients: [{ id: CLIENT_ID, name: 'Fernleaf Dental' }],
  summary: { spend_cents: 45_000, impressions: 39_000, conversions: 63, roi_percentage: 200 },
  period: { from: '2026-03-01', to: '2026-03-03' },
  requested: { from: '2026-03-01', to: '2026-03-30' },
  campaigns: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Spring Smiles',
      status: 'active',
      budget_cents: 500_000,
      spent_cents: 45_000,
      start_date: '2026-03-01',
      end_date: null,
      metrics: { impressions: 39_000, clicks: 930, conversions: 63 },
    },
    {
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Old Winter Promo',
      status: 'completed',
      budget_cents: null,
      spent_cents: 0,
      start_date: null,
      end_date: null,
      metrics: { impressions: 0, clicks: 0, conversions: 0 },
    },
  ],
  unread_messages: 2,
  pending_approvals: 1,
};

function renderPortal(overview = OVERVIEW, url = '/portal') {
  return renderApp(<PortalView overview={overview} />, {
    at: url,
    api: {},
    fallback: () => ({ data: [] }),
  }).fetch;
}

describe('the client portal view', () => {
  it('is titled View-Only Access, themed with the brand kit, and lists active campaigns only', () => {
    renderPortal();
    expect(screen.getByRole('heading', { level: 1, name: 'View-Only Access' })).toBeTruthy();
    expect(screen.getByText('Shared with you by Lumen Agency')).toBeTruthy();
    const portal = screen.getByTestId('client-portal');
    expect(portal.style.getPropertyValue('--portal-primary')).toBe('#0F766E');
    expect(portal.style.getPropertyValue('--portal-accent')).toBe('#F59E0B');
    expect(portal.style.getPropertyValue('--portal-font')).toBe('Georgia');
    expect(portal.style.getPropertyValue('--primary-foreground')).toBe(readableOn('#0F766E'));
    const campaign = screen.getByRole('heading', { name: 'Spring Smiles' }).closest('li')!;
    expect(within(campaign).getByText('of $5,000 spent')).toBeTruthy();
    expect(within(campaign).getByText('39,000')).toBeTruthy();
    expect(
      within(campaign)
        .getByRole('progressbar', { name: 'Spring Smiles budget used' })
        .getAttribute('aria-valuenow'),
    ).toBe('9');
    expect(screen.queryByText('Old Winter Promo')).toBeNull();
    expect(screen.getByText('200.0%')).toBeTruthy();
  });

  it('has four tabs with counts, switching with the keyboard; messages load the thread', async () => {
    const fetchMock = renderPortal();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Campaign Performance',
      'Reports',
      'Messages2 new',
      'Approvals1 new',
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: /Approvals/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('tab', { name: /Messages/ }));
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(screen.getByLabelText('Message to Lumen Agency')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/portal/messages', expect.anything());
  });

  it('shows an empty state when no campaign is active, and the default colour without a kit', () => {
    renderPortal({
      ...OVERVIEW,
      client: { ...OVERVIEW.client, brand_kit: {} },
      campaigns: OVERVIEW.campaigns.slice(1),
    });
    expect(screen.getByText('No active campaigns')).toBeTruthy();
    expect(screen.getByTestId('client-portal').style.getPropertyValue('--portal-primary')).toBe(
      '#3B82F6',
    );
  });

  it("states its period in the product's date format and keeps the chosen period in the address", () => {
    renderPortal(OVERVIEW, '/portal?period=90');
    expect(screen.getByText('Mar 1, 2026 – Mar 30, 2026')).toBeTruthy();
    const select = screen.getByLabelText('Period') as HTMLSelectElement;
    expect(select.value).toBe('90');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last 12 months',
      'All time',
    ]);
    const campaign = screen.getByRole('heading', { name: 'Spring Smiles' }).closest('li')!;
    expect(within(campaign).getByText('Starts Mar 1, 2026')).toBeTruthy();
  });

  it('says when the figures cover every recorded day', () => {
    renderPortal({ ...OVERVIEW, requested: { from: null, to: null } }, '/portal?period=all');
    expect(screen.getByText('Mar 1, 2026 – Mar 3, 2026 (every recorded day)')).toBeTruthy();
  });
});
