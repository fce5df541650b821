import { inviteWithCli, signUpFromInvite } from './support/accounts';
import { expect, signIn, test, unique } from './support/fixtures';
import { shootBothWidths } from './support/screenshots';

/**
 * Quick Start and the Marketing Strategy agent: a fresh marketer answers the five Quick
 * Start questions from the dashboard, watches the three steps complete and finds the SWOT,
 * the personas and the marketing plan in the outputs; then builds an advanced plan whose
 * channels and budget the plan honours. The spec invites its own user with the CLI.
 */
test.describe.serial('quick start and the marketing strategy agent', () => {
  const owner = {
    email: unique('quickstart'),
    password: 'Qu1ckStartPass',
    organization: 'Lumen Yoga',
  };

  test.beforeAll(() => inviteWithCli(owner.email));

  test('quick start: five answers to a strategy, three personas and a marketing plan', async ({
    page,
  }) => {
    await signUpFromInvite(page, owner);
    await expect(page.getByText(/^Welcome, /)).toBeVisible();

    await expect(page.getByText('Quick Start 5 Minutes')).toBeVisible();
    await page.getByRole('button', { name: 'Answer 5 questions' }).click();
    await page
      .getByLabel('Tell us about your company')
      .fill(
        'Lumen Yoga Studio: hot yoga in Portland for busy professionals, with 6am classes nobody else offers',
      );
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByLabel('What is your main marketing goal?')
      .fill('Sign up 150 new monthly members');
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByLabel('Who is your target audience?')
      .fill('office workers in downtown Portland aged 25-45');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('$1,000 – $5,000').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('1–3 months').click();
    await page.getByRole('button', { name: 'Start Quick Start' }).click();

    // Straight to the run: no second confirmation, and the answers never in the address.
    await page.waitForURL('**/quick-start/session/*');
    expect(new URL(page.url()).search).toBe('');
    const steps = page.getByRole('list', { name: 'Quick Start steps' });
    for (const step of ['Strategy', 'Personas', 'Marketing plan']) {
      await expect(steps.getByRole('listitem', { name: `${step}: complete` })).toBeVisible({
        timeout: 30_000,
      });
    }
    await expect(
      page.getByRole('heading', { name: 'Your strategy, personas and plan are ready' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Persona: / })).toHaveCount(3);

    await page.getByRole('link', { name: 'See all outputs' }).click();
    await page.waitForURL('**/outputs');
    await expect(
      page.getByRole('link', { name: /SWOT Analysis: Lumen Yoga/ }).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Persona: / }).first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Marketing plan \(quick\): Lumen Yoga/ }).first(),
    ).toBeVisible();

    // The results are where the user looks next: the dashboard and their agents' pages.
    await page.goto('/dashboard');
    const recent = page.getByRole('region', { name: 'Recent Intelligence' });
    await expect(recent.getByRole('link', { name: /^Persona: / })).toHaveCount(3);
    await expect(recent.getByRole('link', { name: /Marketing plan \(quick\)/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Open your personas/ })).toBeVisible();
    await expect(page.getByText('Your personas are saved')).toBeVisible();
    await shootBothWidths(page, 'welcome-after-quick-start');
    await page.goto('/marketing-strategy');
    await expect(page.getByText('No marketing plans yet')).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Recent sessions' })
      .getByRole('link', { name: 'Quick Start' })
      .click();
    await page.waitForURL('**/quick-start/session/*');
  });

  test('advanced mode honours the chosen channels and budget', async ({ page }) => {
    await signIn(page, owner.email, owner.password);
    await page.goto('/dashboard');
    await expect(page.getByText(/^Welcome back, /)).toBeVisible();
    await page.goto('/marketing-strategy');
    await expect(page.getByRole('heading', { name: 'Marketing Strategy', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Start advanced mode' }).click();
    await page.waitForURL('**/marketing-strategy/advanced');

    await page.getByRole('button', { name: 'Create plan' }).click();
    await expect(page.getByText('Choose at least one channel')).toBeVisible();
    await expect(page.getByText('Enter a monthly budget')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).click();
    await page.getByLabel('Events').click();
    await page.getByLabel('Monthly budget (USD)').fill('4,000');
    await page.getByLabel('Horizon').selectOption('6');
    await page.getByLabel('AARRR pirate metrics').click();
    await page.getByRole('button', { name: 'Create plan' }).click();

    await page.waitForURL('**/marketing-strategy/advanced/session/*');
    const plan = page.getByRole('article', { name: /Marketing plan \(advanced\)/ });
    await expect(plan).toBeVisible({ timeout: 30_000 });
    await expect(plan.getByRole('img', { name: /^Email: \d+% of the budget$/ })).toBeVisible();
    await expect(plan.getByRole('img', { name: /^Events: \d+% of the budget$/ })).toBeVisible();
    await expect(plan.getByText('$4,000', { exact: true })).toBeVisible();
    await expect(plan.getByText('6 months', { exact: true })).toBeVisible();

    await page.goto('/marketing-strategy/outputs');
    await expect(page.getByRole('link', { name: /Marketing plan \(advanced\)/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Marketing plan \(quick\)/ })).toBeVisible();
  });
});
