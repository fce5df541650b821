import fs from 'node:fs';
import type { Locator } from '@playwright/test';
import { loadDemo, type DemoAccount } from './support/accounts';
import { shootBothWidths } from './support/screenshots';
import { expect, signIn, test } from './support/fixtures';

/**
 * Analytics, as the demo SME's owner: the overview's key figures (the API's numbers), a
 * report opened from it and downloaded as CSV (its header and its total), and a campaign's
 * own analytics page; as the demo agency's owner, its clients and a client's page.
 */

/** A figure of a tile: the <dd> right after its <dt>. */
const figure = (scope: Locator, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test.describe.serial('analytics', () => {
  let owner: DemoAccount;

  test.beforeAll(() => {
    owner = loadDemo().find((a) => a.type === 'SME')!;
  });

  test('overview figures, a report downloaded as CSV, and a campaign scope', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, owner.email, owner.password);

    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    const tiles = page.getByRole('region', { name: 'Key figures' });
    await expect(figure(tiles, 'ROAS')).toHaveText(/^\d+\.\d{2}×/);
    // The tiles state the API's figures for the same period.
    const api = await page.request.get('/api/v1/analytics/overview?period=last_30');
    expect(api.ok()).toBe(true);
    const { data } = (await api.json()) as {
      data: { overview: { totals: { impressions: number; ctr: number; roas: number } } };
    };
    await expect(figure(tiles, 'Impressions')).toHaveText(
      Math.round(data.overview.totals.impressions).toLocaleString('en-US'),
    );
    await expect(figure(tiles, 'CTR')).toHaveText(`${data.overview.totals.ctr.toFixed(2)}%`);
    await expect(page.getByRole('figure', { name: 'Daily spend and revenue' })).toBeVisible();
    await shootBothWidths(page, 'analytics-overview');

    // A report, from the overview's links.
    await page.getByRole('link', { name: 'Channel performance' }).click();
    await expect(page).toHaveURL(/\/analytics\/report\/channel-performance\?period=last_30/);
    await expect(
      page.getByRole('heading', { name: 'Channel performance', level: 1 }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: /Channel performance/ });
    await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();
    await shootBothWidths(page, 'analytics-report');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Channel performance as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^channel-performance-\d{4}-\d{2}-\d{2}-to-/);
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      'Channel,Campaigns,Impressions,Clicks,CTR (%),Conversions,Conversion rate (%),Spend (USD),CPA (USD),Revenue (USD),ROAS',
    );
    const total = csv.at(-1)!.split(',');
    expect(total[0]).toBe('Total');
    expect(Number(total[2])).toBe(data.overview.totals.impressions);
    expect(Number(total[10])).toBe(data.overview.totals.roas);

    // A campaign's own analytics, from the overview's campaign table.
    await page.goto('/analytics');
    const campaigns = page.getByRole('table', { name: /Campaign comparison/ });
    const first = campaigns.getByRole('link').first();
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/analytics\/campaign\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { name: `${name}: analytics`, level: 1 })).toBeVisible();
    await expect(figure(page.getByRole('region', { name: 'Key figures' }), 'Revenue')).toHaveText(
      /^\$/,
    );
    await expect(page.getByRole('link', { name: 'Import daily results' })).toBeVisible();
    await shootBothWidths(page, 'analytics-campaign');
  });

  test('the other pages render: dashboard, reports, insights, and not-found states', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, owner.email, owner.password);

    await page.goto('/analytics/dashboard');
    await expect(page.getByRole('figure', { name: /^ROAS: / })).toBeVisible();
    await shootBothWidths(page, 'analytics-dashboard');

    await page.goto('/analytics/reports');
    await expect(page.getByRole('heading', { name: 'Period over period' })).toBeVisible();
    // A business has no client portfolio.
    await expect(page.getByRole('heading', { name: 'Client portfolio' })).toHaveCount(0);
    await shootBothWidths(page, 'analytics-reports');

    await page.goto('/analytics/insights');
    await expect(page.getByRole('heading', { name: 'Top movers' })).toBeVisible();
    await shootBothWidths(page, 'analytics-insights');

    await page.goto('/analytics/client/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Client not found' })).toBeVisible();
    await shootBothWidths(page, 'analytics-client-not-found');

    await page.goto('/analytics/report/funnel-magic');
    await expect(page.getByRole('heading', { name: 'Report not found' })).toBeVisible();

    await page.goto('/analytics/session/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Analysis session not found' })).toBeVisible();
  });

  test("an agency: its clients' figures, a client's page and the client portfolio", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const agency = loadDemo().find((a) => a.type === 'AGENCY' && !a.role)!;
    await signIn(page, agency.email, agency.password);

    await page.goto('/analytics');
    const clients = page.getByRole('table', { name: /Client portfolio/ });
    await expect(clients.getByRole('row', { name: /^Total/ })).toBeVisible();
    const client = clients.getByRole('link').first();
    const name = (await client.textContent())!.trim();
    await client.click();
    await expect(page).toHaveURL(/\/analytics\/client\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { name: `${name}: analytics`, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible();
    await shootBothWidths(page, 'analytics-client');

    await page.goto('/analytics/report/client-portfolio');
    await expect(page.getByRole('heading', { name: 'Client portfolio', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('table', { name: /Client portfolio/ }).getByRole('link', { name }),
    ).toBeVisible();
    await shootBothWidths(page, 'analytics-client-portfolio');
  });
});
