import { ADMIN, expect, setupLink, signInThroughForm, test, unique } from './support/fixtures';
import { latestLink } from './support/outbox';

/**
 * The whole entry journey of a fresh installation, as people would live it: the first
 * owner sets up the installation, a visitor requests an invitation, the owner approves it,
 * the visitor signs up, onboards, signs out, forgets their password and resets it.
 */
test.describe.serial('invitation → sign-up → onboarding → sign-in → password reset', () => {
  const visitor = {
    email: unique('founder'),
    company: 'Northwind Roasters',
    password: 'Roast3dBeans',
    newPassword: 'Fresh3rBeans',
  };

  test('the first owner creates the installation from the setup link', async ({ page }) => {
    await page.goto(setupLink());
    await expect(page.getByRole('heading', { name: 'Set up Stratagent' })).toBeVisible();
    await page.getByLabel('Your name').fill(ADMIN.name);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Confirm password').fill(ADMIN.password);
    await page.getByLabel('Organization name').fill(ADMIN.organization);
    await page.getByRole('button', { name: 'Create owner account' }).click();
    await page.waitForURL('**/onboarding/business-context');
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { name: ADMIN.organization })).toBeVisible();

    await page.goto(setupLink());
    await expect(page.getByRole('heading', { name: 'Setup link not valid' })).toBeVisible();
  });

  test('a visitor requests an invitation', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /request an invitation/i })
      .first()
      .click();
    await page.waitForURL('**/request-invitation');
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Company name').fill(visitor.company);
    await page
      .getByLabel(/use case/i)
      .fill('We roast coffee and want a clear plan for our first online shop launch.');
    await expect(page.getByText('Security check passed')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Request invitation' }).click();
    await expect(page.getByRole('heading', { name: 'Request Received!' })).toBeVisible({
      timeout: 20_000,
    });

    await page.goto('/request-invitation');
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Company name').fill(visitor.company);
    await expect(page.getByText('Security check passed')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Request invitation' }).click();
    await expect(
      page.getByText(
        "You already have a pending invitation request. We'll contact you within 2-3 business days.",
      ),
    ).toBeVisible({ timeout: 20_000 });
  });

  test('the platform admin approves the request and the invitation e-mail goes out', async ({
    page,
  }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    const row = page
      .getByRole('row', { name: new RegExp(visitor.email) })
      .or(page.getByRole('article').filter({ hasText: visitor.email }));
    await expect(row.first()).toBeVisible();
    await row.first().getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(/approved/i).first()).toBeVisible();
    const link = await latestLink(visitor.email, /invitation/i);
    expect(link).toContain('/signup');
  });

  test('the invited visitor signs up and completes onboarding', async ({ page }) => {
    const link = await latestLink(visitor.email, /invitation/i);
    await page.goto(link);
    await expect(page.getByLabel('Email')).toHaveValue(visitor.email);
    await page.getByLabel('Password', { exact: true }).fill(visitor.password);
    await page.getByLabel('Confirm password').fill('Roast3dBean');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill(visitor.password);
    await expect(page.getByText('Passwords match')).toBeVisible();
    await page.getByLabel('Organization name').fill(visitor.company);
    await expect(page.getByText('stratagent.app/northwind-roasters')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Agency' })).toBeDisabled();
    await expect(page.getByText('Coming Soon')).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/onboarding/business-context');
    await expect(page.getByLabel('Company name')).toHaveValue(visitor.company);
    await page.getByRole('button', { name: 'Continue to dashboard' }).click();
    await expect(
      page.getByText('Please select both your industry and company size to continue'),
    ).toBeVisible();
    await page.getByLabel('Industry').selectOption('E-commerce');
    await page.getByLabel('Company size').selectOption('1-10 employees');
    await page
      .getByLabel('Description (optional)')
      .fill('Small-batch coffee roaster selling beans online and to cafés.');
    await page.getByRole('button', { name: 'Continue to dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { name: visitor.company })).toBeVisible();
    await expect(page.getByText('E-commerce')).toBeVisible();

    // A signed-in user visiting a public-only page lands on the dashboard.
    await page.goto('/login');
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });

  test('the user resets a forgotten password through the e-mailed link', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(visitor.email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText('Password reset email sent')).toBeVisible();

    const link = await latestLink(visitor.email, /reset/i);
    await page.goto(link);
    await page.waitForURL('**/reset-password?token=*');
    await page.getByLabel('New password', { exact: true }).fill(visitor.newPassword);
    await page.getByLabel('Confirm new password').fill(visitor.newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();

    // The link works once.
    await page.goto(link);
    await expect(page.getByText(/invalid or has expired/)).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Password', { exact: true }).fill(visitor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /invalid/i })).toBeVisible();

    await signInThroughForm(page, visitor.email, visitor.newPassword);
    await expect(page.getByRole('heading', { name: visitor.company })).toBeVisible();
  });

  test('a signed-in user changes their password, which re-verifies the current one', async ({
    page,
  }) => {
    await signInThroughForm(page, visitor.email, visitor.newPassword);
    await page.goto('/profile');
    await page.getByLabel('Current password').fill('NotMyPassw0rd');
    await page.getByLabel('New password', { exact: true }).fill('Ev3nFresherBeans');
    await page.getByLabel('Confirm new password').fill('Ev3nFresherBeans');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
    await page.getByLabel('Current password').fill(visitor.newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();

    // A typed /logout signs out on the server, even when the user leaves at once.
    await page.goto('/logout');
    await page.waitForURL('**/login');
    const me = await page.request.get('/api/v1/me');
    expect(me.status()).toBe(401);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });
});
