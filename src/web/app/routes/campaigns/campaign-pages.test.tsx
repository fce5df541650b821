// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Campaign } from '@/shared/campaigns';
import { buildCampaign } from '@/web/features/campaigns/testing/campaign-factory';
import {
  apiError,
  json,
  renderApp,
  stubApi,
  type ApiRoutes,
  type RecordedRequest,
} from '@/web/testing/render';
import CampaignsPage from './list';
import NewCampaignPage from './new';
import CampaignSectionPage from './section';
import CampaignDetailPage from './detail';
import CampaignSettingsPage from './settings';

const me = (roles = [{ role_name: 'sme_owner', client_id: null }]) => ({
  user: { id: 'user-1', email: 'owner@example.com', name: 'Owner', isPlatformAdmin: false },
  organization: { id: 'org-1', name: 'Green Leaf Cafe', type: 'SME', slug: 'green-leaf-cafe' },
  roles,
  needsOnboarding: false,
});

let routes: ApiRoutes;
let requests: RecordedRequest[];

beforeEach(() => {
  routes = { 'GET /me': { data: me() } };
  requests = stubApi(routes).requests;
});

function renderAt(path: string, element: ReactNode, pattern: string) {
  return renderApp(element, {
    at: path,
    path: pattern,
    routes: { '/campaigns/:campaignId': <p>Campaign page</p> },
  }).user;
}

const listOf = (campaigns: Campaign[]) => ({
  data: campaigns,
  meta: { limit: 100, offset: 0, total: campaigns.length },
});

describe('/campaigns', () => {
  it('says "No campaigns yet" and offers to create one', async () => {
    routes['GET /campaigns'] = listOf([]);
    renderAt('/campaigns', <CampaignsPage />, '/campaigns');
    expect(await screen.findByRole('heading', { name: 'No campaigns yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create campaign' }).getAttribute('href')).toBe(
      '/campaigns/new',
    );
    expect(screen.getByRole('link', { name: 'New campaign' })).toBeTruthy();
  });

  it('hides creation from a role that cannot create campaigns', async () => {
    routes['GET /me'] = { data: me([{ role_name: 'viewer', client_id: null }]) };
    routes['GET /campaigns'] = listOf([]);
    renderAt('/campaigns', <CampaignsPage />, '/campaigns');
    expect(await screen.findByRole('heading', { name: 'No campaigns yet' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create campaign' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New campaign' })).toBeNull();
  });

  it('lists campaigns with budget and spend in whole dollars, and filters by status through the server', async () => {
    routes['GET /campaigns'] = ({ url }) =>
      listOf(
        url.searchParams.get('status') === 'active'
          ? []
          : [buildCampaign({ budget_cents: 500_050, spent_cents: 12_345 })],
      );
    const user = renderAt('/campaigns', <CampaignsPage />, '/campaigns');
    expect(
      await screen.findByRole('link', { name: 'Spring coffee subscription launch' }),
    ).toBeTruthy();
    expect(screen.getByText('$123')).toBeTruthy();
    expect(screen.getByText(/of \$5,001 spent/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    expect(
      await screen.findByRole('heading', { name: 'No campaigns match these filters' }),
    ).toBeTruthy();
    expect(requests.some((r) => r.path === '/campaigns' && r.method === 'GET')).toBe(true);
  });

  it('shows the error with a way to retry', async () => {
    routes['GET /campaigns'] = apiError(500, 'internal', 'Database unavailable');
    renderAt('/campaigns', <CampaignsPage />, '/campaigns');
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/campaigns/new', () => {
  it('keeps everything typed when the server refuses, and says why', async () => {
    routes['POST /campaigns'] = apiError(
      400,
      'validation_error',
      'Campaign name must be at most 120 characters',
    );
    const user = renderAt('/campaigns/new', <NewCampaignPage />, '/campaigns/new');
    await user.type(await screen.findByLabelText('Campaign name'), 'Launch');
    await user.type(screen.getByLabelText('Description'), 'Our first launch');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Failed to create campaign')).toBeTruthy();
    expect(screen.getByText('Campaign name must be at most 120 characters')).toBeTruthy();
    expect((screen.getByLabelText('Campaign name') as HTMLInputElement).value).toBe('Launch');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'Our first launch',
    );
  });

  it('creates the campaign, confirms it and opens it', async () => {
    routes['POST /campaigns'] = json({ data: buildCampaign({ name: 'Launch' }) }, 201);
    const user = renderAt('/campaigns/new', <NewCampaignPage />, '/campaigns/new');
    await user.type(await screen.findByLabelText('Campaign name'), 'Launch');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Campaign created successfully')).toBeTruthy();
    expect(await screen.findByText('Campaign page')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Launch',
      status: 'draft',
      priority_level: 0,
    });
  });
});

describe('/campaigns/{id}', () => {
  it('shows "Campaign not found" for an id the server does not know', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    routes[`GET /campaigns/${id}`] = apiError(404, 'not_found', 'Campaign not found');
    renderAt(`/campaigns/${id}`, <CampaignDetailPage />, '/campaigns/:campaignId');
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to campaigns' }).getAttribute('href')).toBe(
      '/campaigns',
    );
  });

  it('answers an unknown section with a way back to the campaign', async () => {
    const campaign = buildCampaign();
    renderAt(
      `/campaigns/${campaign.id}/budgets`,
      <CampaignSectionPage />,
      '/campaigns/:campaignId/:section',
    );
    expect(await screen.findByRole('heading', { name: 'Unknown section' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the campaign' }).getAttribute('href')).toBe(
      `/campaigns/${campaign.id}`,
    );
  });

  it('shows the strategy section with links to run the agents on this campaign', async () => {
    const campaign = buildCampaign();
    routes[`GET /campaigns/${campaign.id}`] = { data: campaign };
    renderAt(
      `/campaigns/${campaign.id}/strategy`,
      <CampaignSectionPage />,
      '/campaigns/:campaignId/:section',
    );
    expect(await screen.findByRole('heading', { level: 1, name: campaign.name })).toBeTruthy();
    expect(screen.getByText('Recurring revenue from home brewers')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Strategy Agent/ }).getAttribute('href')).toBe(
      `/strategy/campaign/${campaign.id}`,
    );
    expect(
      screen.getByRole('link', { name: /Marketing Strategy Agent/ }).getAttribute('href'),
    ).toBe(`/marketing-strategy/campaign/${campaign.id}`);
  });
});

describe('/campaigns/{id}/settings', () => {
  it('edits the campaign one way: the Edit campaign form, with no second status form here', async () => {
    const campaign = buildCampaign({ status: 'active' });
    routes[`GET /campaigns/${campaign.id}`] = { data: campaign };
    renderAt(
      `/campaigns/${campaign.id}/settings`,
      <CampaignSettingsPage />,
      '/campaigns/:campaignId/settings',
    );
    expect(await screen.findByRole('heading', { name: 'Danger zone' })).toBeTruthy();
    expect(screen.getByText('Active', { selector: 'dd' })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /status/i })).toBeNull();
    const edit = screen.getAllByRole('link', { name: 'Edit campaign' });
    expect(edit.map((link) => link.getAttribute('href'))).toEqual([
      `/campaigns/${campaign.id}/edit`,
    ]);
  });
});
