import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { inviteWithCli, signUpFromInvite } from './support/accounts';
import { createCampaign } from './support/data';
import { expect, signIn, test, unique } from './support/fixtures';

/**
 * Performance Intelligence: a marketer imports daily results on a campaign's Analytics page;
 * the agent's dashboard shows the same CTR and ROAS for that campaign; the anomaly detection
 * tool runs from its page to a rendered output that flags the day the CTR collapsed, saved
 * and opened from /outputs.
 */
test.describe.serial('performance intelligence agent', () => {
  const owner = {
    email: unique('performance'),
    password: 'Perf0rmancePass',
    organization: 'Copper Kettle Bakery',
  };
  const campaignName = 'Sourdough subscription push';
  let campaignId = '';

  test.beforeAll(() => inviteWithCli(owner.email));

  /** A figure of a tile or KPI card: the <dd> right after its <dt>. */
  const figure = (scope: ReturnType<Page['locator']>, label: string) =>
    scope
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');

  test('imported results: the dashboard shows the same CTR and ROAS as the analytics page', async ({
    page,
  }) => {
    await signUpFromInvite(page, owner);

    // Locked until there is a campaign: the page says what unlocks it.
    await page.goto('/performance-intelligence');
    await expect(
      page.getByRole('heading', { name: 'Performance Intelligence is locked' }),
    ).toBeVisible();

    campaignId = await createCampaign(page, {
      name: campaignName,
      marketing_channels: ['Email'],
      budget_cents: 400_000,
      start_date: '2026-03-01',
      end_date: '2026-04-30',
      status: 'active',
    });

    // Twenty steady days, then a day whose CTR collapses.
    const rows = Array.from({ length: 20 }, (_, i) => {
      const day = String(i + 1).padStart(2, '0');
      return `2026-03-${day},10000,${200 + (i % 3) * 5},${10 + (i % 2)},${(500 + (i % 4) * 10).toFixed(2)},1500.00`;
    });
    rows.push('2026-03-21,10000,40,10,500.00,1500.00');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'perf-csv-')), 'march.csv');
    fs.writeFileSync(
      file,
      ['date,impressions,clicks,conversions,spend,revenue', ...rows].join('\n'),
    );
    await page.goto(`/campaigns/${campaignId}/analytics`);
    await page.getByLabel('CSV file').setInputFiles(file);
    await page.getByRole('button', { name: 'Import 21 rows' }).click();
    await expect(page.getByText('Imported 21 days of data')).toBeVisible();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });

    const kpis = page.getByRole('region', { name: 'Key performance indicators' });
    const ctr = (await figure(kpis, 'CTR').textContent())!.trim();
    const roas = (await figure(kpis, 'ROAS').textContent())!.trim();
    expect(ctr).toMatch(/^\d+\.\d{2}%$/);
    expect(roas).toMatch(/^\d+\.\d{2}×$/);

    await page.goto('/performance-intelligence/dashboard');
    await page.getByLabel('Campaign', { exact: true }).selectOption({ label: campaignName });
    await page.getByLabel('Period').selectOption('all');
    await expect(page).toHaveURL(new RegExp(`campaign=${campaignId}`));
    const tiles = page.getByRole('region', { name: 'Key figures' });
    await expect(figure(tiles, 'CTR')).toHaveText(ctr);
    await expect(figure(tiles, 'ROAS')).toHaveText(roas);
    // The anomaly table states its rule and flags the day the CTR collapsed.
    await expect(page.getByText(/scaled median absolute deviations/).first()).toBeVisible();
    const anomalies = page.getByRole('table', { name: 'Anomalies' });
    await expect(anomalies.getByRole('row', { name: /Mar 21, 2026.*CTR drop/ })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Daily spend and revenue' })).toBeVisible();
  });

  test('anomaly detection runs from its page to a rendered, saved output', async ({ page }) => {
    await signIn(page, owner.email, owner.password);
    await page.goto('/performance-intelligence');
    await page.getByRole('link', { name: 'Open anomaly detection' }).click();
    await page.waitForURL('**/performance-intelligence/tool/anomaly_detection');
    await expect(page.getByRole('heading', { name: 'Anomaly detection', level: 1 })).toBeVisible();
    await page.getByLabel('Campaign', { exact: true }).selectOption({ label: campaignName });
    await page.getByLabel('Period').selectOption('all');
    await page.getByRole('button', { name: 'Run anomaly detection' }).click();
    await page.waitForURL('**/performance-intelligence/session/**');

    const output = page.getByRole('article', { name: /^Anomaly detection: / });
    await expect(output).toBeVisible({ timeout: 30_000 });
    await expect(output.getByRole('row', { name: /Mar 21, 2026.*CTR drop/ })).toBeVisible();
    await expect(output.getByText(/scaled median absolute deviations/)).toBeVisible();
    await expect(
      output.getByText(`Check the ads of ${campaignName} from Mar 21, 2026`),
    ).toBeVisible();

    await output.getByRole('link', { name: 'Open output' }).click();
    await page.waitForURL(/\/outputs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('row', { name: /Mar 21, 2026.*CTR drop/ })).toBeVisible();

    // Saved to the campaign: its Performance Intelligence page lists it.
    await page.goto(`/performance-intelligence/campaign/${campaignId}`);
    await expect(page.getByRole('link', { name: /^Anomaly detection: / }).first()).toBeVisible();
    // An unknown tool is a page that says so, inside the app.
    await page.goto('/performance-intelligence/tool/crystal_ball');
    await expect(page.getByRole('heading', { name: 'Unknown tool' })).toBeVisible();
  });
});
