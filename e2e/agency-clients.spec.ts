import type { Page } from '@playwright/test';
import { latestLink } from './support/outbox';
import { stratagent } from './support/cli';
import { createCampaign } from './support/data';
import { expect, signIn, test, unique } from './support/fixtures';

/**
 * An agency's clients end to end: the owner (invited as an agency by the CLI) adds three
 * clients, works inside one client's workspace with the Strategy agent and a new campaign,
 * sees the work filed under that client, and narrows the lists with the header's client
 * selector.
 */
test.describe.serial('agency clients and the client workspace', () => {
  const owner = {
    email: unique('agency-clients'),
    password: 'Ag3ncyPass!',
    organization: 'Brightside Agency',
  };
  const ids: Record<string, string> = {};

  /** Signs up from the CLI's agency invitation, choosing Agency (and skips any onboarding). */
  const signUpAsAgency = async (page: Page) => {
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
  };

  test.beforeAll(() => {
    stratagent('invite', owner.email, '--type', 'AGENCY');
  });

  const addClient = async (
    page: Page,
    client: { name: string; status?: string; industry: string; retainer: string },
  ) => {
    await page.goto('/clients/new');
    await page.getByLabel('Client name').fill(client.name);
    if (client.status) await page.getByLabel('Status').selectOption(client.status);
    await page.getByLabel('Industry').fill(client.industry);
    await page.getByLabel('Monthly retainer (USD)').fill(client.retainer);
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.waitForURL(/\/clients\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
    await expect(page.getByText(`0 campaigns · ${client.industry}`)).toBeVisible();
    ids[client.name] = page.url().split('/').pop()!;
  };

  test('the owner adds three clients and lists them with their status badges', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpAsAgency(page);
    // An agency's header: the client selector and the 'Data Protected' badge.
    await expect(page.getByText('Data Protected')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Active client' })).toBeVisible();

    await page.goto('/clients');
    await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Client' }).first().click();
    await page.waitForURL('**/clients/new');
    await page.getByRole('button', { name: 'Add Client' }).click();
    await expect(page.getByText('Client name is required')).toBeVisible();
    await page.getByLabel('Primary colour', { exact: true }).fill('teal');
    await page.getByLabel('Client name').fill('x');
    await page.getByRole('button', { name: 'Add Client' }).click();
    await expect(page.getByText('Use a colour like #3B82F6')).toBeVisible();

    await addClient(page, {
      name: 'Fernleaf Gardens',
      industry: 'Garden retail',
      retainer: '2500',
    });
    await addClient(page, {
      name: 'Harbor & Co',
      status: 'paused',
      industry: 'Seafood',
      retainer: '1800',
    });
    await addClient(page, {
      name: 'Old Mill Bakery',
      status: 'churned',
      industry: 'Bakery',
      retainer: '900',
    });

    await page.goto('/clients');
    await expect(page.getByText('3 clients')).toBeVisible();
    const card = (name: string) => page.getByRole('article').filter({ hasText: name });
    await expect(card('Fernleaf Gardens').getByText('Active', { exact: true })).toBeVisible();
    await expect(card('Harbor & Co').getByText('Paused', { exact: true })).toBeVisible();
    await expect(card('Old Mill Bakery').getByText('Churned', { exact: true })).toBeVisible();
    await expect(card('Fernleaf Gardens').getByText('$2,500')).toBeVisible();

    await page.getByLabel('Status').selectOption('paused');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card('Harbor & Co')).toBeVisible();
  });

  test("work started in a client's workspace is saved to that client", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, owner.email, owner.password);

    await page.goto('/clients');
    await page.getByRole('link', { name: 'Fernleaf Gardens' }).click();
    const base = `/clients/${ids['Fernleaf Gardens']}`;
    await page.waitForURL(`**${base}`);
    await expect(page.getByRole('link', { name: 'All Clients' })).toBeVisible();
    // The breadcrumbs name the client.
    await expect(
      page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Fernleaf Gardens'),
    ).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Fernleaf Gardens workspace' })
      .getByRole('link', { name: 'Agents' })
      .click();
    await page.getByRole('link', { name: /^Strategy Agent/ }).click();
    await page.waitForURL(`**${base}/agents/strategy`);
    await page.getByRole('radio', { name: 'SWOT Analysis' }).click();
    await page.getByRole('button', { name: 'Run analysis' }).click();
    await page.waitForURL(new RegExp(`${base}/agents/strategy/session/[0-9a-f-]{36}$`));
    const title = 'SWOT Analysis: Fernleaf Gardens';
    await expect(page.getByRole('article', { name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Fernleaf Gardens' })).toBeVisible();

    // The client's dashboard lists the output; the output names its client.
    await page.goto(base);
    const recent = page.getByRole('link', { name: title });
    await expect(recent).toBeVisible();
    await recent.click();
    await page.waitForURL(/\/outputs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: 'Client: Fernleaf Gardens' })).toBeVisible();

    // A campaign created in the workspace is the client's.
    await page.goto(`${base}/campaigns`);
    await page.getByRole('link', { name: 'New campaign' }).click();
    await page.waitForURL(`**${base}/campaigns/new`);
    await expect(page.getByRole('combobox', { name: 'Client', exact: true })).toHaveValue(
      ids['Fernleaf Gardens']!,
    );
    await page.getByLabel('Campaign name').fill('Fernleaf Spring Planting');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.waitForURL(new RegExp(`${base}/campaigns/[0-9a-f-]{36}$`));
    await page.goto(base);
    await expect(page.getByText('1 campaign · Garden retail')).toBeVisible();
  });

  test("the header's client selector narrows the campaigns and outputs lists", async ({ page }) => {
    await signIn(page, owner.email, owner.password);
    await createCampaign(page, { name: 'Harbor Summer Catch', client_id: ids['Harbor & Co'] });

    await page.goto('/campaigns');
    await expect(page.getByRole('link', { name: 'Fernleaf Spring Planting' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Harbor Summer Catch' })).toBeVisible();

    const selector = page.getByRole('combobox', { name: 'Active client' });
    await selector.selectOption({ label: 'Harbor & Co' });
    await expect(page).toHaveURL(new RegExp(`client_id=${ids['Harbor & Co']}`));
    await expect(page.getByRole('link', { name: 'Harbor Summer Catch' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fernleaf Spring Planting' })).toHaveCount(0);

    // The client follows the header's links to the other lists.
    await selector.selectOption({ label: 'Fernleaf Gardens' });
    await expect(page.getByRole('link', { name: 'Fernleaf Spring Planting' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Outputs' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/outputs\\?client_id=${ids['Fernleaf Gardens']}`));
    const swot = page.getByRole('link', {
      name: /SWOT Analysis: Fernleaf Gardens/,
    });
    await expect(swot.first()).toBeVisible();
    await selector.selectOption({ label: 'Harbor & Co' });
    await expect(swot).toHaveCount(0);

    await selector.selectOption({ label: 'All Clients' });
    await expect(page).not.toHaveURL(/client_id=/);
    await expect(swot.first()).toBeVisible();
  });
});
