import { ADMIN, expect, signIn, test } from './support/fixtures';

/**
 * The Persona agent with no model configured: personas are generated for a campaign, one
 * is opened and interviewed (answers in character), and the interview's insights are saved.
 */
test.describe.serial('persona agent', () => {
  test('generate personas, interview one and save the insights', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    const campaign = await page.request.post('/api/v1/campaigns', {
      data: {
        name: 'Persona Launch Campaign',
        target_audience: 'busy clinic managers',
        goals: ['Book 40 demos a month'],
        marketing_channels: ['Email', 'LinkedIn'],
        status: 'active',
      },
    });
    expect(campaign.status()).toBe(201);

    await page.goto('/persona');
    await expect(page.getByRole('heading', { name: 'Persona Agent', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'New persona' }).first().click();
    await page.waitForURL('**/persona/new');
    await page.getByLabel('Campaign').selectOption({ label: 'Persona Launch Campaign' });
    await page.getByLabel('Focus or segment').fill('Managers who run two or more clinics');
    await page.getByLabel('Number of personas').selectOption('2');
    await page.getByRole('button', { name: 'Generate personas' }).click();
    await page.waitForURL('**/persona/session/**');

    await expect(page.getByRole('article')).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Generate another persona' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/busy clinic managers/i).first()).toBeVisible();

    await page
      .getByRole('link', { name: /^Open / })
      .first()
      .click();
    await page.waitForURL(/\/persona\/[0-9a-f-]{36}$/);
    // The persona page has rendered (only it offers the interview) before its name is read.
    await expect(page.getByRole('link', { name: 'Interview this persona' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Goals' })).toBeVisible();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();

    await page.getByRole('link', { name: 'Interview this persona' }).click();
    await page.waitForURL('**/persona/interview/**');
    await page.getByRole('button', { name: 'Start the interview' }).click();
    await page.waitForURL('**/persona/interview/*/session/*');

    const first = name.split(' ')[0]!;
    await page
      .getByLabel(`Your question to ${first}`)
      .fill('What frustrates you most, and what would make you buy?');
    await page.getByRole('button', { name: 'Ask' }).click();
    const transcript = page.getByRole('list', { name: 'Transcript' });
    await expect(transcript.locator(':scope > li')).toHaveCount(2, { timeout: 20_000 });
    await expect(transcript.getByText(/What frustrates me most/)).toBeVisible();

    await page.getByRole('button', { name: 'Save insights' }).click();
    await expect(page.getByRole('article', { name: `Interview insights: ${name}` })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { name: `Key quotes from ${name}` })).toBeVisible();
  });
});
