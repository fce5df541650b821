import { expect, test, unique } from './support/fixtures';

test.describe('entry forms validate with the seed messages', () => {
  test('request invitation', async ({ page }) => {
    await page.goto('/request-invitation');
    await page.getByRole('button', { name: 'Request invitation' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Company name').fill('A');
    await page.getByLabel(/use case/i).fill('x'.repeat(501));
    await page.getByRole('button', { name: 'Request invitation' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Company name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please keep your message under 500 characters')).toBeVisible();
    await expect(page.getByText('501/500')).toBeVisible();
  });

  test('sign-up', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();
    await page.getByLabel('Email').fill(unique('stranger'));
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Organization name').fill('X');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Organization name must be at least 2 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('alllowercase1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Password must contain uppercase, lowercase, and numbers'),
    ).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('Val1dPassword');
    await page.getByLabel('Confirm password').fill('Val1dPassword');
    await page.getByLabel('Organization name').fill('Stranger Things Ltd');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText(
        'This email is not whitelisted for our Founding Member Program. The product is currently invitation-only.',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Organization name')).toHaveValue('Stranger Things Ltd');
  });

  test('sign-in and forgot password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wr0ngPassword');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: /invalid email or password/i }),
    ).toBeVisible();

    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Forgot?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByText('Please enter your email address')).toBeVisible();
    await dialog.getByLabel('Email').fill('bad@');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.waitForTimeout(300);
    await page.getByRole('button', { name: 'Forgot?' }).click();
    await expect(page.getByRole('dialog').getByLabel('Email')).toHaveValue('');
  });

  test('unknown pages show the 404 page and protected pages send signed-out users to sign-in', async ({
    page,
  }) => {
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByText('Error 404')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    await page.goto('/onboarding/business-context');
    await page.waitForURL('**/login');
  });
});
