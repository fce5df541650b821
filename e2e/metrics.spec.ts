import { loadDemo, type DemoAccount } from './support/accounts';
import { shootBothWidths } from './support/screenshots';
import { expect, sameOrigin, signIn, test } from './support/fixtures';

/**
 * Metrics: the demo SME keeps /metrics/real-time open; a data point posted to the ingest
 * API shows up within 2 seconds without a reload. Then a custom metric with its live
 * preview, a saved report that shows it, and a campaign's and another organization's pages.
 */
test.describe.serial('metrics', () => {
  let owner: DemoAccount;

  test.beforeAll(() => {
    owner = loadDemo().find((a) => a.type === 'SME')!;
  });

  test('a data point sent to the ingest API appears on /metrics/real-time within 2 s', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, owner.email, owner.password);
    const campaigns = await page.request.get('/api/v1/campaigns?limit=1');
    const [campaign] = (await campaigns.json()).data as { id: string; name: string }[];
    expect(campaign).toBeTruthy();

    await page.goto('/metrics/real-time');
    await expect(page.getByRole('heading', { level: 1, name: 'Real-time metrics' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    const impressions = 90_000 + Math.floor(Math.random() * 9_000);
    const today = new Date().toISOString().slice(0, 10);

    const sent = await page.request.post(`/api/v1/campaigns/${campaign!.id}/metrics`, {
      headers: sameOrigin(),
      data: {
        rows: [
          {
            date: today,
            impressions,
            clicks: 321,
            conversions: 12,
            spend_cents: 45_600,
            revenue_cents: 178_900,
          },
        ],
      },
    });
    expect(sent.status()).toBe(200);
    const feed = page.getByRole('list', { name: 'Latest data points' });
    await expect(feed.getByText(`${impressions.toLocaleString('en-US')} impressions`)).toBeVisible({
      timeout: 2_000,
    });
    await expect(feed.getByRole('link', { name: campaign!.name })).toBeVisible();
    await shootBothWidths(page, 'metrics-real-time');

    await page.goto('/metrics');
    await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
    await expect(page.locator('dt', { hasText: /^ROAS$/ })).toBeVisible();
    await shootBothWidths(page, 'metrics-hub');

    await page.goto(`/metrics/campaign/${campaign!.id}`);
    await expect(page.getByText(`${campaign!.name}:`)).toBeVisible();
    await shootBothWidths(page, 'metrics-campaign');

    await page.goto('/metrics/campaign/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
  });

  test('a custom metric with a live preview, used in a saved report', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, owner.email, owner.password);
    const name = `Profit per dollar ${Date.now().toString(36)}`;

    await page.goto('/metrics/custom');
    await page.getByLabel('Name').fill(name);
    const formula = page.getByLabel('Formula');
    await formula.fill('revenue ^ 2');
    await expect(page.getByText('"^" is not allowed')).toBeVisible();
    await formula.fill('(revenue - spend) / spend');
    await expect(page.getByText(/^Last 30 days \(/)).toBeVisible();
    await page.getByRole('button', { name: 'Create metric' }).click();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    await shootBothWidths(page, 'metrics-custom');

    await page.goto('/metrics/reports');
    await page.getByLabel('Report name').fill(`Weekly ${name}`);
    await page.getByLabel('Group by').selectOption('week');
    await page.getByRole('checkbox', { name }).check();
    await shootBothWidths(page, 'metrics-reports');
    await page.getByRole('button', { name: 'Save report' }).click();
    await expect(page).toHaveURL(/\/metrics\/reports\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('columnheader', { name })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Total' })).toBeVisible();
    await shootBothWidths(page, 'metrics-report');
  });
});
