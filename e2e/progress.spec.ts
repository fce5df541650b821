import { inviteWithCli } from './support/accounts';
import { ADMIN, expect, signIn, test, unique } from './support/fixtures';
import { latestLink, readOutbox } from './support/outbox';

/**
 * The progress layer, the profile and feedback, lived by a brand-new user (so that the level
 * and achievements start from zero whatever ran before): they send feedback that reaches the
 * platform admin, complete a campaign, see the achievement toast and find it on their profile.
 */
test.describe.serial('feedback, achievements and the profile', () => {
  const person = { email: unique('progress'), password: 'Pr0gressPass', company: 'Harbor Bikes' };
  const name = person.email.split('@')[0]!;

  test('a new user sends feedback from the user menu and every platform admin receives it', async ({
    page,
  }) => {
    inviteWithCli(person.email);
    await page.goto(await latestLink(person.email, /invitation/i));
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByLabel('Organization name').fill(person.company);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/onboarding/business-context');
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Feedback' }).click();
    await page.waitForURL('**/feedback');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Please choose a category')).toBeVisible();
    await expect(page.getByText('Please write at least 10 characters')).toBeVisible();

    const message = 'The campaign list should show the remaining budget next to each campaign.';
    await page.getByLabel('Category').selectOption('Idea');
    await page.getByLabel('Message').fill(message);
    await expect(page.getByText(`${message.length}/5000`)).toBeVisible();
    await page.getByLabel('Page this is about').fill('/campaigns');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(
      page.getByRole('heading', { name: 'Thanks — your feedback was sent' }),
    ).toBeVisible();

    await expect
      .poll(
        () =>
          readOutbox(ADMIN.email).find((m) => m.subject === `Feedback (Idea) from ${name}`)?.text ??
          '',
        { timeout: 15_000 },
      )
      .toContain(message);
  });

  test('completing a campaign shows an achievement toast and the profile shows the new level', async ({
    page,
  }) => {
    await signIn(page, person.email, person.password);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByText('100 XP to level 2')).toBeVisible();
    await expect(page.getByText('0 of 10 unlocked')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Finisher, locked' })).toContainText(
      'Mark a campaign as completed.',
    );

    const created = await page.request.post('/api/v1/campaigns', {
      data: { name: 'Spring ride launch' },
    });
    expect(created.status()).toBe(201);
    const { data: campaign } = (await created.json()) as { data: { id: string } };
    const completed = await page.request.patch(`/api/v1/campaigns/${campaign.id}`, {
      data: { status: 'completed' },
    });
    expect(completed.status()).toBe(200);
    // What the campaign page does after a campaign is completed (seed 001 §4).
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('stratagent:progress', { detail: { action: 'campaign_completed' } }),
      ),
    );

    const toast = page.getByRole('status', { name: 'Achievement unlocked: Finisher' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('+100 XP');
    await expect(toast).toContainText('Epic');
    await expect(page.getByText('100 XP to level 3')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progress to level 3' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.getByText('1 of 10 unlocked')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Finisher, unlocked' })).toContainText(
      'Unlocked',
    );
    await expect(toast).toBeHidden({ timeout: 8_000 });

    // Progress is stored on the server: it follows the user to a fresh browser session.
    await page.context().clearCookies();
    await signIn(page, person.email, person.password);
    await page.goto('/profile');
    await expect(page.getByRole('listitem', { name: 'Finisher, unlocked' })).toBeVisible();
    await expect(page.getByRole('status', { name: /Achievement unlocked/ })).toHaveCount(0);
  });

  test('the user renames themselves on the profile', async ({ page }) => {
    await signIn(page, person.email, person.password);
    await page.goto('/profile');
    await page.getByLabel('Name', { exact: true }).fill('Harbor Bikes Marketing');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Name updated')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Harbor Bikes Marketing');
  });
});
