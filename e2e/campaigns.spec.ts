import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inviteWithCli, signUpFromInvite } from './support/accounts';
import { expect, signIn, test, unique } from './support/fixtures';

/**
 * A marketer's campaign from creation to archive: create, list, edit (a 0 budget and a
 * cleared description persist), import a CSV of daily results and read the charts, archive
 * and restore. The spec invites its own user with the CLI and signs up, so it runs on a fresh
 * organization whatever order the spec files run in (this file sorts before journey.spec.ts,
 * which creates ADMIN) and leaves the other organizations' dashboards untouched.
 */
test.describe.serial('campaigns: create, edit, import metrics, archive and restore', () => {
  const owner = {
    email: unique('marketer'),
    password: 'Campa1gnPass',
    organization: 'Harbor Bikes',
  };
  const campaign = { name: 'Spring e-bike launch', renamed: 'Spring e-bike launch 2026' };
  let campaignUrl = '';

  test.beforeAll(() => inviteWithCli(owner.email));

  test('an invited marketer signs up and creates a campaign from the empty list', async ({
    page,
  }) => {
    await signUpFromInvite(page, owner);

    await page.goto('/campaigns');
    await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Create campaign' }).click();
    await page.waitForURL('**/campaigns/new');

    await page.getByRole('button', { name: 'Create campaign' }).click();
    await expect(page.getByText('Campaign name is required')).toBeVisible();
    // The first invalid field is focused, in view below the sticky header (not under it).
    const name = page.getByLabel('Campaign name');
    await expect(name).toBeFocused();
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((h) => h.getBoundingClientRect().bottom);
    const fieldTop = await name.evaluate((f) => f.getBoundingClientRect().top);
    expect(fieldTop).toBeGreaterThanOrEqual(headerBottom);

    await page.getByLabel('Campaign name').fill(campaign.name);
    await page.getByLabel('Description').fill('Launch the new commuter e-bike to city riders.');
    await page.getByLabel('Campaign type').selectOption('Product launch');
    await page.getByLabel('Priority').fill('5');
    await page.getByLabel('Goals').fill('150 test rides');
    await page.getByRole('button', { name: 'Add goal' }).click();
    await expect(page.getByRole('button', { name: 'Remove 150 test rides' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).check();
    await page.getByLabel('Paid social').check();
    await page.getByLabel('Budget (USD)').fill('5,000');
    await page.getByLabel('Start date').fill('2026-03-01');
    await page.getByLabel('End date').fill('2026-04-30');
    await page.getByRole('button', { name: 'Create campaign' }).click();

    await expect(page.getByText('Campaign created successfully')).toBeVisible();
    await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}$/);
    campaignUrl = new URL(page.url()).pathname;
    // The new campaign opens at the top of its page, not where the form's button was.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: campaign.name })).toBeVisible();
    await expect(page.getByText('of $5,000 spent')).toBeVisible();

    await page.goto('/campaigns');
    const card = page.getByRole('article', { name: campaign.name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Draft')).toBeVisible();
    await expect(card.getByText('Priority 5')).toBeVisible();
  });

  test('editing renames it, sets a 0 budget and clears the description', async ({ page }) => {
    await signIn(page, owner.email, owner.password);
    await page.goto(campaignUrl);
    await page
      .getByRole('navigation', { name: 'Campaign sections' })
      .getByRole('link', { name: 'Edit' })
      .click();
    await page.waitForURL(`**${campaignUrl}/edit`);
    await expect(page.getByLabel('Budget (USD)')).toHaveValue('5000');

    await page.getByLabel('Campaign name').fill(campaign.renamed);
    await page.getByLabel('Description').fill('');
    await page.getByLabel('Budget (USD)').fill('0');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Campaign updated successfully')).toBeVisible();
    await page.waitForURL(`**${campaignUrl}`);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: campaign.renamed })).toBeVisible();
    await expect(page.getByText('of $0 spent')).toBeVisible();
    await page.goto(`${campaignUrl}/edit`);
    await expect(page.getByLabel('Budget (USD)')).toHaveValue('0');
    await expect(page.getByLabel('Description')).toHaveValue('');
    await expect(page.getByLabel('Campaign name')).toHaveValue(campaign.renamed);
  });

  test('a CSV of daily results is previewed, imported and charted', async ({ page }) => {
    await signIn(page, owner.email, owner.password);
    await page.goto(`${campaignUrl}/analytics`);
    await expect(page.getByRole('heading', { name: 'No performance data yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download template' })).toBeVisible();
    await expect(
      page.getByText(`${campaignUrl.replace('/campaigns/', '/api/v1/campaigns/')}/metrics`).first(),
    ).toBeVisible();

    const rows = Array.from({ length: 10 }, (_, i) => {
      const day = String(i + 1).padStart(2, '0');
      return `2026-03-${day},${1000 + i * 100},${40 + i},${3 + (i % 3)},${(50 + i * 5).toFixed(2)},${(150 + i * 20).toFixed(2)}`;
    });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'campaign-csv-')), 'march.csv');
    fs.writeFileSync(
      file,
      ['date,impressions,clicks,conversions,spend,revenue', ...rows].join('\n'),
    );

    await page.getByLabel('CSV file').setInputFiles(file);
    await expect(page.getByText('10 days, Mar 1, 2026 to Mar 10, 2026')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Preview of the rows to import' }).getByRole('row'),
    ).toHaveCount(11);
    await page.getByRole('button', { name: 'Import 10 rows' }).click();
    await expect(page.getByText('Imported 10 days of data')).toBeVisible();

    for (const title of ['Spend against budget', 'Funnel', 'Daily trend', 'Return on investment']) {
      await expect(page.getByRole('figure', { name: title })).toBeVisible();
    }
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    const kpis = page.getByRole('region', { name: 'Key performance indicators' });
    await expect(kpis.getByText(/^\d+\.\d{2}%$/).first()).toBeVisible();
    await expect(kpis.getByText(/^\$\d+$/)).toBeVisible();
    await expect(kpis.getByText(/^\d+\.\d{2}×$/)).toBeVisible();

    // The spend now counts against the campaign, shown in the header.
    await expect(page.getByText('Over budget by $725')).toBeVisible();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  test('archiving hides it from the list unless archived campaigns are shown; restoring brings it back', async ({
    page,
  }) => {
    await signIn(page, owner.email, owner.password);
    await page.goto(`${campaignUrl}/settings`);
    await page.getByRole('button', { name: 'Archive campaign' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('heading', { name: `Archive “${campaign.renamed}”?` }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Archive campaign' }).click();
    await expect(page.getByText('Campaign archived', { exact: true })).toBeVisible();
    await expect(
      page.getByText('This campaign is archived', { exact: true }).first(),
    ).toBeVisible();

    await page.goto('/campaigns');
    await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
    await expect(page.getByRole('article', { name: campaign.renamed })).toHaveCount(0);
    await page.getByLabel('Show archived').check();
    const card = page.getByRole('article', { name: campaign.renamed });
    await expect(card).toBeVisible();
    await expect(card.getByText('Archived')).toBeVisible();

    await card.getByRole('link', { name: campaign.renamed }).click();
    await page
      .getByRole('navigation', { name: 'Campaign sections' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('button', { name: 'Restore campaign' }).click();
    await expect(page.getByText('Campaign restored', { exact: true })).toBeVisible();

    await page.goto('/campaigns');
    await expect(page.getByRole('article', { name: campaign.renamed })).toBeVisible();
    await expect(page.getByLabel('Show archived')).not.toBeChecked();
  });
});
