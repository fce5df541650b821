import { ADMIN, expect, signIn, test, unique } from './support/fixtures';
import { latestLink } from './support/outbox';

/**
 * The owner grows the team: a teammate invited from the team settings signs up from the
 * e-mail and lands in the owner's organization; the owner is told. API keys stay locked
 * until the organization has used its agents enough.
 */
test.describe.serial('settings: team invitations and integrations', () => {
  const teammate = { email: unique('teammate'), password: 'Teammat3Pass' };

  test('the owner invites a teammate from the team settings', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/settings');
    await page.getByRole('link', { name: /^Team/ }).click();
    await page.waitForURL('**/settings/team');
    await expect(page.getByRole('list', { name: 'Members' }).getByText(ADMIN.email)).toBeVisible();

    await page.getByLabel("Teammate's email").fill('not-an-email');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await page.getByLabel("Teammate's email").fill(teammate.email);
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Admin' });
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${teammate.email}`)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Pending invitations' }).getByText(teammate.email),
    ).toBeVisible();
  });

  test('the teammate signs up from the e-mail and joins the organization', async ({ browser }) => {
    const link = await latestLink(
      teammate.email,
      new RegExp(`invited you to join ${ADMIN.organization}`),
    );
    expect(link).toContain('/signup?email=');

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(link);
    await expect(page.getByLabel('Email')).toHaveValue(teammate.email);
    await expect(page.getByText(`You are joining ${ADMIN.organization}`)).toBeVisible();
    await expect(page.getByLabel('Organization name')).toHaveCount(0);
    await page.getByLabel('Password', { exact: true }).fill(teammate.password);
    await page.getByLabel('Confirm password').fill(teammate.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { name: ADMIN.organization })).toBeVisible();

    await page.goto('/settings/team');
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members.getByText(ADMIN.email)).toBeVisible();
    await expect(members.getByRole('listitem').filter({ hasText: teammate.email })).toContainText(
      'You',
    );
    await context.close();
  });

  test('the owner hears about it and sees the teammate with their role', async ({ page }) => {
    const link = await latestLink(ADMIN.email, new RegExp(`joined ${ADMIN.organization}`));
    expect(link).toContain('/settings/team');

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/settings/team');
    await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
    await expect(page.getByText('No pending invitations')).toBeVisible();
    const name = teammate.email.split('@')[0]!;
    await expect(page.getByLabel(`Role of ${name}`)).toHaveValue('sme_admin');
  });

  test('integrations show API access as locked until more than 50 AI interactions', async ({
    page,
  }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/settings/integrations');
    await expect(page.getByRole('heading', { name: 'API access is locked' })).toBeVisible();
    await expect(page.getByText('Have more than 50 AI interactions')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create key' })).toHaveCount(0);
    await expect(page.getByText('/api/v1/campaigns/{campaignId}/metrics')).toBeVisible();
    await expect(page.getByRole('link', { name: /Full API reference/ })).toHaveAttribute(
      'href',
      '/api/docs',
    );
  });
});
