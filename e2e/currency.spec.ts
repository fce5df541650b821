import { inviteWithCli } from './support/accounts';
import { createCampaign, importMetrics } from './support/data';
import { expect, signIn, test, unique } from './support/fixtures';
import { latestLink } from './support/outbox';

/**
 * Currency per organization (issue 29): an owner picks EUR in Settings → Workspace, and the
 * dashboard's figures, its briefing's advice and the budget field follow it. Lived by a new
 * SME so that nothing else run before changes what it sees.
 */
test.describe.serial('currency', () => {
  const person = { email: unique('currency'), password: 'Curr3ncyPass', company: 'Linden Bakes' };

  test('an owner switches to euros and the dashboard shows € amounts', async ({ page }) => {
    inviteWithCli(person.email);
    await page.goto(await latestLink(person.email, /invitation/i));
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByLabel('Organization name').fill(person.company);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/onboarding/business-context');
    await page.getByLabel('Industry').selectOption('Retail');
    await page.getByLabel('Company size').selectOption('1-10 employees');
    await page.getByRole('button', { name: 'Continue to dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await signIn(page, person.email, person.password);

    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const losing = await createCampaign(page, {
      name: 'Rye Loaf Launch',
      status: 'active',
      budget_cents: 120_000,
      start_date: day(26),
      end_date: day(-33),
    });
    await importMetrics(
      page,
      losing,
      Array.from({ length: 7 }, (_, i) => ({
        date: day(i),
        impressions: 8_000,
        clicks: 160,
        conversions: 4,
        spend_cents: 4_000,
        revenue_cents: 3_440,
      })),
    );

    const totalBudget = page
      .getByRole('heading', { name: 'Total budget' })
      .locator('xpath=../following-sibling::p[1]');
    await page.goto('/dashboard/metrics');
    await expect(totalBudget).toHaveText('$1,200');

    await page.goto('/settings/workspace');
    const currency = page.getByLabel('Currency');
    await expect(currency).toHaveValue('USD');
    await currency.selectOption('EUR');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Workspace settings saved')).toBeVisible();

    await page.goto('/dashboard/metrics');
    await expect(totalBudget).toHaveText('€1,200');

    await page.goto('/dashboard');
    const briefing = page.getByRole('main').getByRole('region', { name: 'Intelligence Briefing' });
    const first = briefing.getByRole('article').first();
    await expect(first.getByRole('heading')).toHaveText(/^Slow Rye Loaf Launch to €\d+ a day$/);
    await expect(first).not.toContainText('$');

    await page.goto('/campaigns/new');
    await expect(page.getByLabel('Budget (EUR)')).toBeVisible();

    // It stays chosen: another visit reads it from the organization.
    await page.reload();
    await page.goto('/settings/workspace');
    await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  });
});
