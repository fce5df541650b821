import type { Page } from '@playwright/test';
import { stratagent } from './support/cli';
import { createCampaign, importMetrics } from './support/data';
import { expect, signIn, test, unique } from './support/fixtures';
import { latestLink } from './support/outbox';
import { shootBothWidths } from './support/screenshots';

/**
 * The agency dashboard (seed 000 §2.5): an agency owner with no clients sees 'Add Your First
 * Client'; once clients, a campaign and its metrics exist (added through the API), the
 * dashboard shows the portfolio, this month's revenue, the team feed written for people,
 * and narrows everything to the client chosen in its dropdown.
 */
test.describe.serial('agency dashboard', () => {
  const owner = {
    email: unique('agency-dash'),
    password: 'Ag3ncyPass!',
    organization: 'Northwind Agency',
  };
  // Sign-up names the user after the part of the e-mail before the '@' (seed 000 §5).
  const ownerName = owner.email.split('@')[0]!;
  const ids: Record<string, string> = {};

  const addClientThroughApi = async (page: Page, data: Record<string, unknown>) => {
    const res = await page.request.post('/api/v1/clients', {
      data,
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(201);
    ids[data.name as string] = (await res.json()).data.id as string;
  };

  test.beforeAll(() => {
    stratagent('invite', owner.email, '--type', 'AGENCY');
  });

  test("a new agency sees 'Add Your First Client'", async ({ page }) => {
    await page.goto(await latestLink(owner.email, /invitation/i));
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByLabel('Confirm password').fill(owner.password);
    await page.getByLabel('Organization name').fill(owner.organization);
    await page.getByRole('radio', { name: /Agency/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/(onboarding\/business-context|dashboard)$/);
    if (page.url().endsWith('/onboarding/business-context')) {
      await page.getByRole('button', { name: 'Skip for Now' }).click();
      await page.waitForURL('**/dashboard');
    }

    await expect(page.getByRole('heading', { name: 'Add Your First Client' })).toBeVisible();
    await expect(page.getByText('Client Portfolio')).toHaveCount(0);
    await shootBothWidths(page, 'agency-dashboard-onboarding');
    await page.getByRole('link', { name: 'Add Client' }).last().click();
    await page.waitForURL('**/clients/new');
  });

  test('with clients: portfolio, revenue, the feed in sentences, and a client filter', async ({
    page,
  }) => {
    await signIn(page, owner.email, owner.password);

    await addClientThroughApi(page, { name: 'Fernleaf', industry: 'Garden retail' });
    await addClientThroughApi(page, {
      name: 'Harbor Yoga',
      industry: 'Fitness',
      status: 'paused',
    });
    const campaignId = await createCampaign(page, {
      name: 'Summer Launch',
      status: 'active',
      budget_cents: 500_000,
      client_id: ids.Fernleaf,
    });
    const today = new Date().toISOString().slice(0, 10);
    await importMetrics(page, campaignId, [
      {
        date: today,
        impressions: 12_000,
        clicks: 480,
        conversions: 36,
        spend_cents: 120_000,
        revenue_cents: 420_000,
      },
    ]);

    await page.goto('/dashboard');
    const portfolio = page.getByRole('region', { name: 'Client Portfolio' });
    await expect(portfolio.getByRole('link', { name: /Fernleaf/ })).toBeVisible();
    await expect(portfolio.getByRole('link', { name: /Harbor Yoga/ })).toContainText('Paused');
    await expect(portfolio.getByRole('link', { name: /Fernleaf/ })).toContainText('Garden retail');
    await expect(page.getByRole('region', { name: 'Top Client' })).toContainText('Fernleaf');
    // This month's revenue: $4,200 across 2 clients.
    // The Monthly Revenue card comes first (the Top Client card repeats its figure).
    await expect(page.getByText('$4,200', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/\$2,100 average per client/)).toBeVisible();
    const campaigns = page.getByRole('region', { name: 'Active campaigns across clients' });
    await expect(campaigns.getByRole('link', { name: 'Summer Launch' })).toBeVisible();
    await expect(campaigns.getByRole('progressbar')).toHaveCount(1);
    const feed = page.getByRole('region', { name: /Team Activity/ });
    await expect(
      feed.getByText(`${ownerName} created the campaign Summer Launch for Fernleaf`),
    ).toBeVisible();
    await expect(feed).not.toContainText('campaign.created');
    await expect(page.getByRole('link', { name: 'Agency Analytics' })).toBeVisible();
    await shootBothWidths(page, 'agency-dashboard-enterprise');

    // Choosing a client scopes the dashboard to it through client_id.
    await page.getByRole('combobox', { name: 'Client', exact: true }).selectOption({
      label: 'Harbor Yoga',
    });
    await expect(page).toHaveURL(new RegExp(`client_id=${ids['Harbor Yoga']}`));
    await expect(campaigns.getByText('No active campaigns yet')).toBeVisible();
    await expect(portfolio.getByRole('link', { name: /Fernleaf/ })).toHaveCount(0);
    await expect(portfolio.getByRole('link', { name: /Harbor Yoga/ })).toBeVisible();
    await expect(page.getByText('$0', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('0 active', { exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: 'Client', exact: true }).selectOption({
      label: 'All Clients',
    });
    await expect(portfolio.getByRole('link', { name: /Fernleaf/ })).toBeVisible();

    // Agency Analytics compares the clients.
    await page.getByRole('link', { name: 'Agency Analytics' }).click();
    await page.waitForURL('**/clients/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Agency Analytics' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Fernleaf/ })).toContainText('$4,200');
    await expect(table.getByRole('row', { name: /All clients/ })).toContainText('$1,200');
    await shootBothWidths(page, 'agency-analytics');
  });

  test('the owner invites an account manager scoped to one client', async ({ page }) => {
    await signIn(page, owner.email, owner.password);
    await page.goto('/settings/team');
    const form = page.getByRole('form', { name: 'Invite a teammate' });
    await form.getByLabel('Role').selectOption('account_manager');
    await form.getByRole('group', { name: 'Clients' }).getByLabel('Fernleaf').check();
    await form.getByLabel("Teammate's email").fill(unique('fern-manager'));
    await form.getByRole('button', { name: /Send invitation/ }).click();
    const pending = page.getByRole('list', { name: 'Pending invitations' });
    await expect(pending.getByText('Client: Fernleaf')).toBeVisible();
    // A client portal user needs their client.
    await form.getByLabel('Role').selectOption('client_viewer');
    await form.getByLabel("Teammate's email").fill(unique('fern-ceo'));
    await form.getByRole('button', { name: /Send invitation/ }).click();
    await expect(form.getByText('Choose the client this person belongs to')).toBeVisible();
    await form
      .getByRole('group', { name: 'Client', exact: true })
      .getByLabel('Harbor Yoga')
      .check();
    await shootBothWidths(page, 'team-invite-clients');
    await form.getByRole('button', { name: /Send invitation/ }).click();
    await expect(pending.getByText('Client: Harbor Yoga')).toBeVisible();
  });

  test('a client over budget leads the portfolio, flagged in red with its percentage and why', async ({
    page,
  }) => {
    await signIn(page, owner.email, owner.password);
    await addClientThroughApi(page, { name: 'Lumen', industry: 'Solar' });
    const campaignId = await createCampaign(page, {
      name: 'Home Solar Leads',
      status: 'active',
      budget_cents: 100_000,
      client_id: ids.Lumen,
    });
    const today = new Date().toISOString().slice(0, 10);
    await importMetrics(page, campaignId, [
      {
        date: today,
        impressions: 30_000,
        clicks: 900,
        conversions: 40,
        spend_cents: 198_000,
        revenue_cents: 980_000,
      },
    ]);

    await page.goto('/dashboard');
    const portfolio = page.getByRole('region', { name: 'Client Portfolio' });
    await expect(portfolio.getByText('1 client needs attention, listed first.')).toBeVisible();
    const lumen = portfolio.getByRole('listitem').first();
    await expect(lumen).toContainText('Lumen');
    await expect(lumen).toContainText('Needs attention');
    await expect(lumen).toContainText('Home Solar Leads has spent 198% of its budget');
    await expect(lumen.getByText('198% · Over budget by $980')).toHaveClass(/text-destructive/);
    const campaigns = page.getByRole('region', { name: 'Active campaigns across clients' });
    await expect(campaigns.getByRole('listitem').first()).toContainText('Over budget · 198%');
    await shootBothWidths(page, 'agency-dashboard-needs-attention');
  });
});
