// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildCampaign } from '@/web/features/campaigns/testing/campaign-factory';
import { renderInApp } from '../shell/shell-test-utils';
import { makeMe } from '@/web/testing/factories';
import CampaignsPage from './campaigns/list';
import CampaignDetailPage from './campaigns/detail';
import DocumentsPage from './documents/list';
import IntegrationsSettingsPage from './settings/integrations';

/**
 * What a read-only role (a viewer) meets against what a writer (a marketing manager) meets:
 * the web offers only what the server would accept.
 */
const campaign = buildCampaign();
const viewer = makeMe({ roles: ['viewer'] });
const writer = makeMe({ roles: ['marketing_manager'] });

const campaignRoutes = {
  '/campaigns': { data: [campaign] },
  [`/campaigns/${campaign.id}`]: { data: campaign },
};

describe('a viewer against a marketing manager', () => {
  it('the campaign list offers "New campaign" to the writer only', async () => {
    renderInApp(<CampaignsPage />, {
      route: '/campaigns',
      api: { me: writer, routes: campaignRoutes },
    });
    expect(await screen.findByRole('link', { name: 'New campaign' })).toBeTruthy();
  });

  it('the campaign list shows a viewer the campaigns and no "New campaign"', async () => {
    renderInApp(<CampaignsPage />, {
      route: '/campaigns',
      api: { me: viewer, routes: campaignRoutes },
    });
    expect(await screen.findByRole('link', { name: campaign.name })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New campaign' })).toBeNull();
  });

  it('the campaign page tells a viewer they have view access and offers no edit or agent runs', async () => {
    renderInApp(
      <Routes>
        <Route path="/campaigns/:campaignId" element={<CampaignDetailPage />} />
      </Routes>,
      { route: `/campaigns/${campaign.id}`, api: { me: viewer, routes: campaignRoutes } },
    );
    expect(await screen.findByRole('heading', { name: campaign.name, level: 1 })).toBeTruthy();
    expect(await screen.findByText(/You have view access/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Edit campaign/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Strategy Agent/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Saved outputs/ })).toBeTruthy();
  });

  it('the campaign page lets the writer edit and run agents', async () => {
    renderInApp(
      <Routes>
        <Route path="/campaigns/:campaignId" element={<CampaignDetailPage />} />
      </Routes>,
      { route: `/campaigns/${campaign.id}`, api: { me: writer, routes: campaignRoutes } },
    );
    expect(await screen.findByRole('link', { name: /Edit campaign/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Strategy Agent/ })).toBeTruthy();
    expect(screen.queryByText(/You have view access/)).toBeNull();
  });

  it('the documents page offers the upload to the writer only', async () => {
    renderInApp(<DocumentsPage />, {
      route: '/documents',
      api: { me: writer, routes: { '/documents': { data: [] } } },
    });
    expect(await screen.findByRole('link', { name: 'Upload a document' })).toBeTruthy();
    // The header's button and the documents section's tab.
    expect(screen.getAllByRole('link', { name: 'Upload' })).toHaveLength(2);
  });

  it('the documents page has no upload control for a viewer', async () => {
    renderInApp(<DocumentsPage />, {
      route: '/documents',
      api: { me: viewer, routes: { '/documents': { data: [] } } },
    });
    expect(await screen.findByText('Documents your teammates upload appear here.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Upload/ })).toBeNull();
  });

  it('the API keys settings tell a viewer who manages keys, without asking the server', async () => {
    const { calls } = renderInApp(<IntegrationsSettingsPage />, {
      route: '/settings/integrations',
      api: { me: viewer },
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Only teammates who create content can manage API keys',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create an API key' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to settings' })).toBeTruthy();
    expect(calls).not.toContain('/api-keys');
  });

  it('the API keys settings give the writer the form with access and expiry', async () => {
    renderInApp(<IntegrationsSettingsPage />, {
      route: '/settings/integrations',
      api: {
        me: writer,
        routes: {
          '/api-keys': {
            data: {
              access: { unlocked: true, requirement: '', ai_interactions: 80 },
              keys: [
                {
                  id: 'k-1',
                  name: 'Nightly ads export',
                  prefix: 'sk_live_abcd',
                  scopes: ['read', 'write'],
                  created_at: '2026-01-10T09:00:00Z',
                  expires_at: '2027-03-12T09:00:00Z',
                  expired: false,
                  last_used_at: null,
                  created_by_name: 'Mia',
                  created_by_you: true,
                  can_revoke: true,
                },
                {
                  id: 'k-2',
                  name: 'Old sheet',
                  prefix: 'sk_live_efgh',
                  scopes: ['read'],
                  created_at: '2025-01-10T09:00:00Z',
                  expires_at: '2025-04-10T09:00:00Z',
                  expired: true,
                  last_used_at: null,
                  created_by_name: 'Mia',
                  created_by_you: true,
                  can_revoke: true,
                },
              ],
            },
          },
        },
      },
    });
    expect(await screen.findByRole('form', { name: 'Create an API key' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Read only' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Read and write' })).toBeTruthy();
    expect(screen.getByLabelText('Expires after')).toBeTruthy();
    expect(screen.getByText('Expires Mar 12, 2027')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByText('Write')).toBeTruthy();
    expect(screen.getAllByText('Read')).toHaveLength(2);
  });
});
