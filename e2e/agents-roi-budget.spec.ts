import { inviteWithCli, signUpFromInvite } from './support/accounts';
import { createCampaign, importMetrics } from './support/data';
import { expect, signIn, test, unique } from './support/fixtures';

/**
 * ROI & Budget: with three campaigns that have metrics, the dashboard shows spend against
 * budget and ROI per campaign; the ROI calculator runs from its page to a rendered output;
 * two what-if scenarios are saved and compared side by side.
 */
test.describe.serial('ROI & Budget agent', () => {
  const owner = {
    email: unique('roi'),
    password: 'R0iBudgetPass',
    organization: 'Juniper Tea Company',
  };
  const campaigns = [
    {
      name: 'Matcha starter kits',
      channel: 'Paid social',
      budget: 300_000,
      spend: 9000,
      roas: 3.1,
    },
    { name: 'Wholesale tea rooms', channel: 'Email', budget: 150_000, spend: 4000, roas: 4.6 },
    {
      name: 'Winter blends promo',
      channel: 'Display ads',
      budget: 200_000,
      spend: 6000,
      roas: 0.9,
    },
  ];

  test.beforeAll(() => inviteWithCli(owner.email));

  test('three campaigns with metrics: the dashboard shows spend against budget and ROI', async ({
    page,
  }) => {
    await signUpFromInvite(page, owner);

    for (const c of campaigns) {
      const id = await createCampaign(page, {
        name: c.name,
        marketing_channels: [c.channel],
        budget_cents: c.budget,
        status: 'active',
      });
      const rows = Array.from({ length: 30 }, (_, i) => ({
        date: `2026-03-${String(i + 1).padStart(2, '0')}`,
        impressions: 5000 + i * 20,
        clicks: 150 + (i % 5),
        conversions: 6 + (i % 3),
        spend_cents: c.spend + (i % 4) * 100,
        revenue_cents: Math.round((c.spend + (i % 4) * 100) * c.roas),
      }));
      await importMetrics(page, id, rows);
    }

    await page.goto('/roi-budget/dashboard');
    await expect(
      page.getByRole('heading', { name: 'ROI & Budget dashboard', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Spend against budget' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'ROI per campaign' })).toBeVisible();
    const table = page.getByRole('table', { name: 'ROI per campaign' });
    for (const c of campaigns)
      await expect(table.getByRole('row', { name: new RegExp(c.name) })).toBeVisible();
    await expect(page.getByRole('table', { name: 'ROI per primary channel' })).toBeVisible();
  });

  test('the ROI calculator runs from its page to a rendered output', async ({ page }) => {
    await signIn(page, owner.email, owner.password);
    await page.goto('/roi-budget');
    await page.getByRole('link', { name: 'Open the ROI calculator' }).click();
    await page.waitForURL('**/roi-budget/tool/roi_calculator');
    await expect(page.getByRole('heading', { name: 'ROI calculator', level: 1 })).toBeVisible();
    await page.getByLabel('Gross margin (%)').fill('55');
    await page.getByRole('button', { name: 'Run ROI calculator' }).click();
    await page.waitForURL('**/roi-budget/tool/roi_calculator/session/**');
    const output = page.getByRole('article', { name: /^ROI calculator: / });
    await expect(output).toBeVisible({ timeout: 30_000 });
    await expect(output.getByRole('table', { name: 'ROI per campaign' })).toBeVisible();
    await expect(output.getByText(/Break-even 1\.82× at 55% margin/)).toBeVisible();
    // The losing campaign's one decision (decision 069), with the return it rests on.
    await expect(output.getByText(/^(Pause|Fix) Winter blends promo/).first()).toBeVisible();
    await expect(output.getByText(/returns 0\.\d\d× on ad spend/).first()).toBeVisible();

    // An unknown tool is a page that says so, inside the app.
    await page.goto('/roi-budget/tool/crystal_ball');
    await expect(page.getByRole('heading', { name: 'Unknown tool' })).toBeVisible();
  });

  test('two scenarios are saved and compared side by side', async ({ page }) => {
    await signIn(page, owner.email, owner.password);
    await page.goto('/roi-budget/scenarios');
    const save = async (name: string, target: string, percent: string) => {
      await page.getByLabel('Scenario name').fill(name);
      await page.getByLabel('Change 1: campaign or channel').selectOption({ label: target });
      await page.getByLabel('Change 1: percent').fill(percent);
      await page.getByRole('button', { name: 'Save scenario' }).click();
      await expect(page.getByText(`Saved “${name}”`)).toBeVisible();
    };
    await save('More wholesale', 'Wholesale tea rooms', '40');
    await save('Cut winter blends', 'Winter blends promo', '-50');

    await page.getByRole('checkbox', { name: 'Compare More wholesale' }).check();
    await page.getByRole('checkbox', { name: 'Compare Cut winter blends' }).check();
    await page.getByRole('button', { name: 'Compare selected (2)' }).click();
    const comparison = page.getByRole('region', { name: 'Side by side' });
    await expect(comparison.getByRole('heading', { name: 'More wholesale' })).toBeVisible();
    await expect(comparison.getByRole('heading', { name: 'Cut winter blends' })).toBeVisible();
    await expect(comparison.getByRole('table')).toHaveCount(2);
  });
});
