// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortalOverview } from '@/shared/portal';
import { renderInApp } from '../../shell/shell-test-utils';
import { makeMe } from '@/web/testing/factories';
import DashboardPage from '../dashboard/index';
import PortalPage from './index';

const CLIENT_ID = '11111111-1111-4111-8111-111111111111';
const overview: PortalOverview = {
  client: { id: CLIENT_ID, name: 'Fernleaf Dental', brand_kit: { primary_color: '#0F766E' } },
  agency_name: 'Northwind Roasters',
  clients: [{ id: CLIENT_ID, name: 'Fernleaf Dental' }],
  summary: { spend_cents: 0, impressions: 0, conversions: 0, roi_percentage: null },
  period: null,
  requested: { from: null, to: null },
  campaigns: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Spring Smiles',
      status: 'active',
      budget_cents: null,
      spent_cents: 0,
      start_date: null,
      end_date: null,
      metrics: { impressions: 0, clicks: 0, conversions: 0 },
    },
  ],
  unread_messages: 0,
  pending_approvals: 0,
};

/** A member of the agency whose one role is this client role of Fernleaf Dental. */
const clientUser = (role: string) => {
  const me = makeMe({ type: 'AGENCY', roles: [role] });
  return { ...me, roles: [{ role_name: role, client_id: CLIENT_ID }] };
};
const routes = { '/portal': { data: overview } };

describe('the client portal pages', () => {
  it.each(['guest', 'client_viewer'])('/portal shows a %s their client’s portal', async (role) => {
    renderInApp(<PortalPage />, { route: '/portal', api: { me: clientUser(role), routes } });
    expect(await screen.findByRole('heading', { level: 1, name: 'View-Only Access' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Spring Smiles' })).toBeTruthy();
  });

  it.each(['client_stakeholder', 'agency_owner'])(
    '/portal tells a %s it is for guest users only',
    async (role) => {
      const me = role === 'agency_owner' ? makeMe({ type: 'AGENCY' }) : clientUser(role);
      renderInApp(<PortalPage />, { route: '/portal', api: { me, routes } });
      expect(
        await screen.findByText('This portal is only available for guest users.'),
      ).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'View-Only Access' })).toBeNull();
    },
  );

  it.each(['client_stakeholder', 'client_collaborator', 'viewer'])(
    'the dashboard of a %s scoped to a client is the portal',
    async (role) => {
      renderInApp(<DashboardPage />, {
        route: '/dashboard',
        api: { me: clientUser(role), routes },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'View-Only Access' }),
      ).toBeTruthy();
      expect(screen.getByText('Shared with you by Northwind Roasters')).toBeTruthy();
    },
  );
});
