import type { Page } from '@playwright/test';
import { stratagent } from './support/cli';
import { latestLink } from './support/outbox';
import { createCampaign, importMetrics } from './support/data';
import { expect, sameOrigin, signIn, test, unique } from './support/fixtures';
import { shootBothWidths } from './support/screenshots';

/**
 * Client Success: an agency invited by the CLI signs up, finds Client Success locked with
 * its requirement, adds two clients and six campaigns with 60 days of results (one client
 * growing, one falling), then reads every client's score with the formula stated, the
 * falling client's churn reasons, and runs the client health review to a saved output.
 */
test.describe.serial('client success agent', () => {
  const owner = {
    email: unique('client-success'),
    password: 'ClientSucc3ssPass',
    organization: 'Northstar Growth Agency',
  };

  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  /** 60 days of results ending today: `recent` revenue a day for the last 30, `before` before. */
  const results = (recent: number, before: number) =>
    Array.from({ length: 60 }, (_, ago) => ({
      date: day(ago),
      impressions: 5000,
      clicks: 150,
      conversions: ago < 30 ? Math.round(recent / 10_000) : Math.round(before / 10_000),
      spend_cents: 20_000,
      revenue_cents: ago < 30 ? recent : before,
    }));

  async function createClient(page: Page, data: Record<string, unknown>) {
    const res = await page.request.post('/api/v1/clients', { data, headers: sameOrigin() });
    expect(res.status()).toBe(201);
    return (await res.json()).data.id as string;
  }

  test.beforeAll(() => {
    stratagent('invite', owner.email, '--type', 'AGENCY');
  });

  test('locked until more than 5 campaigns, then every client scored with the formula', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(await latestLink(owner.email, /invitation/i));
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByLabel('Confirm password').fill(owner.password);
    await page.getByLabel('Organization name').fill(owner.organization);
    await page.getByRole('radio', { name: /Agency/ }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard');

    // Locked: the requirement, and how far along the agency is.
    await page.goto('/client-success');
    await expect(page.getByRole('heading', { name: 'Client Success is locked' })).toBeVisible();
    await expect(
      page.getByText('This feature unlocks when you have more than 5 campaigns.'),
    ).toBeVisible();

    const lumen = await createClient(page, { name: 'Lumen Dental', industry: 'Healthcare' });
    const tidal = await createClient(page, { name: 'Tidal Outfitters', industry: 'Retail' });
    const growing = await createCampaign(page, {
      name: 'Lumen — Smile Month',
      status: 'active',
      client_id: lumen,
      budget_cents: 2_000_000,
    });
    await importMetrics(page, growing, results(120_000, 100_000));
    const falling = await createCampaign(page, {
      name: 'Tidal — Autumn Gear',
      status: 'paused',
      client_id: tidal,
    });
    await importMetrics(page, falling, results(20_000, 100_000));
    for (const name of ['Referral push', 'Whitening offer', 'Hygiene reminders', 'Winter promo'])
      await createCampaign(page, { name, status: 'draft', client_id: lumen });

    // The menu's entry leads to the agent.
    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'Agents', exact: true }).click();
    await page
      .getByRole('menu')
      .getByRole('group', { name: 'Intelligence' })
      .getByRole('menuitem', { name: /^Client Success Agent/ })
      .click();
    await page.waitForURL('**/client-success');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Success' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top risks' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tidal Outfitters' }).first()).toBeVisible();
    await shootBothWidths(page, 'client-success-overview');

    await page
      .getByRole('navigation', { name: 'Client Success Agent' })
      .getByRole('link', { name: 'Health' })
      .click();
    await expect(page).toHaveURL(/\/client-success\/health$/);
    const table = page.getByRole('table', { name: 'Client health scores' });
    await expect(table.getByRole('row', { name: /Lumen Dental.*Healthy/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Tidal Outfitters.*At risk/ })).toBeVisible();
    await expect(table.getByRole('meter', { name: 'Health score of Lumen Dental' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'How the health score is computed' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Health score (0–100) = 35% metrics trend + 25% campaigns + 20% activity + 20% approvals, each component scored 0–100, minus 10 points per warning sign, rounded; a churned client scores at most 44.',
      ),
    ).toBeVisible();
    await shootBothWidths(page, 'client-success-health');

    // The falling client's churn risk, with its reasons in words.
    await page
      .getByRole('navigation', { name: 'Client Success Agent' })
      .getByRole('link', { name: 'Churn risk' })
      .click();
    await expect(
      page.getByText('The client is paused').or(page.getByText('No active campaign')).first(),
    ).toBeVisible();
    await expect(
      page.getByText('Revenue down 80% on the previous 30 days ($6,000 against $30,000)'),
    ).toBeVisible();
    await shootBothWidths(page, 'client-success-churn');

    // Retention: who needs attention, with the plays for it; recommendations for everyone.
    await page
      .getByRole('navigation', { name: 'Client Success Agent' })
      .getByRole('link', { name: 'Retention' })
      .click();
    await expect(page.getByRole('heading', { name: 'Needs attention (1)' })).toBeVisible();
    await expect(page.getByText('Walk Tidal Outfitters through the drop in results')).toBeVisible();
    await shootBothWidths(page, 'client-success-retention');
    await page
      .getByRole('navigation', { name: 'Client Success Agent' })
      .getByRole('link', { name: 'Recommendations' })
      .click();
    await expect(page.getByText('Propose a larger budget to Lumen Dental')).toBeVisible();
    await page.getByLabel('Show').selectOption('grow');
    await expect(page.getByText('Walk Tidal Outfitters through the drop in results')).toHaveCount(
      0,
    );
    await shootBothWidths(page, 'client-success-recommendations');

    // One client: its components and what they measured.
    await page.goto(`/client-success/client/${tidal}`);
    await expect(
      page.getByRole('heading', { name: 'Tidal Outfitters', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Metrics trend score' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await shootBothWidths(page, 'client-success-client');
  });

  test('the client health review runs to a saved output', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, owner.email, owner.password);
    await page.goto('/client-success');
    await page.getByRole('button', { name: 'Run the client health review' }).first().click();
    await page.waitForURL('**/client-success/session/**');
    const output = page.getByRole('article', { name: /^Client health review: All clients, / });
    await expect(output).toBeVisible({ timeout: 30_000 });
    await expect(output.getByRole('row', { name: /Lumen Dental/ })).toBeVisible();
    await expect(output.getByText(/Northstar Growth Agency's 2 clients/).first()).toBeVisible();
    await shootBothWidths(page, 'client-success-session');
    await output.getByRole('link', { name: 'Open output' }).click();
    await page.waitForURL(/\/outputs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('row', { name: /Tidal Outfitters/ })).toBeVisible();
  });
});
