import type { DashboardMetrics } from '../src/shared/dashboard';
import { inviteWithCli } from './support/accounts';
import { createCampaign, importMetrics } from './support/data';
import { ADMIN, expect, openLive, signIn, test, unique } from './support/fixtures';
import { latestLink } from './support/outbox';

/**
 * Runs after journey.spec.ts (file order), which creates ADMIN from the setup link.
 * The SME dashboard in both of its states (seed 000 §2.4), lived by a brand-new user so that
 * it starts empty whatever ran before: the welcome screen, then, once a campaign exists, the
 * Intelligence Briefing with readiness, recent intelligence and quick stats; then the
 * recommendations and metrics pages.
 */
test.describe.serial('dashboards', () => {
  const person = {
    email: unique('dashboard'),
    password: 'Dashb0ardPass',
    company: 'Juniper Tea House',
  };
  const campaigns = ['Autumn Tasting Week', 'Matcha Masterclass'];

  test('a new SME sees the welcome screen with three ways in and the seven agents', async ({
    page,
  }) => {
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

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: person.company })).toBeVisible();
    await expect(main.getByText('Retail · 1-10 employees')).toBeVisible();
    for (const title of ['Start with Strategy', 'Know Your Customers', 'Quick Start 5 Minutes']) {
      await expect(main.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: /Open Strategy/ })).toHaveAttribute(
      'href',
      '/strategy',
    );

    const toggle = main.getByRole('button', { name: /Explore your agents/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const group of ['Foundation', 'Planning & Creation', 'Intelligence']) {
      await expect(main.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: /Marketing Strategy Agent/ })).toHaveAttribute(
      'href',
      '/marketing-strategy',
    );
    await expect(
      main.getByRole('link', { name: /Content Agent.*Locked: Upload your first document/ }),
    ).toBeVisible();

    // The third card opens the shell's Quick Start modal.
    await main.getByRole('button', { name: /Answer 5 questions/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('with a campaign, the dashboard turns into the Intelligence Briefing', async ({ page }) => {
    await signIn(page, person.email, person.password);
    for (const [i, name] of campaigns.entries()) {
      const created = await page.request.post('/api/v1/campaigns', {
        data: { name, status: 'active', budget_cents: (i + 1) * 125_000 },
      });
      expect(created.status()).toBe(201);
    }

    await page.goto('/dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Intelligence Briefing' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Start with Strategy' })).toHaveCount(0);
    const briefing = main.getByRole('region', { name: 'Intelligence Briefing' });
    await expect(briefing.getByRole('article')).toHaveCount(3);
    await expect(
      briefing.getByRole('heading', { name: 'Run your first SWOT analysis' }),
    ).toBeVisible();
    await expect(briefing.getByText(`Map ${person.company}'s strengths`)).toBeVisible();

    await expect(main.getByRole('heading', { name: 'Intelligence readiness: 0%' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Strategy \(to do\)/ })).toHaveAttribute(
      'href',
      '/strategy',
    );
    await expect(main.getByText('No intelligence yet')).toBeVisible();
    const stats = main.getByRole('region', { name: 'Quick Stats' });
    await expect(
      stats
        .getByRole('heading', { name: 'Strategy Sessions' })
        .locator('xpath=../following-sibling::p[1]'),
    ).toHaveText('2');
    await expect(
      stats
        .getByRole('heading', { name: 'Active Campaigns' })
        .locator('xpath=../following-sibling::p[1]'),
    ).toHaveText('2');

    // One data import per active campaign, then the first SWOT, a document: four, three shown.
    await briefing.getByRole('link', { name: 'View all 4 recommendations' }).click();
    await page.waitForURL('**/dashboard/recommendations');
    await expect(page.getByRole('heading', { name: 'Recommendations', level: 1 })).toBeVisible();
    const importCard = page.getByRole('article', {
      name: `Import performance data for ${campaigns[0]}`,
    });
    await expect(importCard).toBeVisible();
    // Missing figures are at stake: named so, and offered for review rather than started.
    await expect(importCard.getByText('Missing data')).toBeVisible();
    await importCard.getByRole('link', { name: /^Review/ }).click();
    await page.waitForURL(/\/campaigns\/[0-9a-f-]+\/analytics$/);
  });

  test('the metrics page shows every figure and which features are unlocked', async ({ page }) => {
    await signIn(page, person.email, person.password);
    await page.goto('/dashboard/metrics');
    await expect(page.getByRole('heading', { name: 'Metrics', level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('heading', { name: 'Total budget' })
        .locator('xpath=../following-sibling::p[1]'),
    ).toHaveText('$3,750');
    const unlocks = page.getByRole('table');
    await expect(unlocks.getByRole('row', { name: /Persona agent\s+Unlocked/ })).toBeVisible();
    await expect(
      unlocks.getByRole('row', { name: /API access\s+Locked\s+Have more than 50 AI interactions/ }),
    ).toBeVisible();
  });

  test('a campaign losing money and overspending leads the briefing with its decision', async ({
    page,
  }) => {
    await signIn(page, person.email, person.password);
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const losing = await createCampaign(page, {
      name: 'Holiday Gift Boxes',
      status: 'active',
      budget_cents: 120_000,
      start_date: day(26),
      end_date: day(-33),
    });
    // $40 a day returning $34.40 (0.86×): projected past its $1,200 budget.
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
    // Starts in three weeks: nothing to import for it yet.
    await createCampaign(page, {
      name: 'Spring Preview',
      status: 'active',
      budget_cents: 50_000,
      start_date: day(-20),
      end_date: day(-50),
    });

    await page.goto('/dashboard');
    const briefing = page.getByRole('main').getByRole('region', { name: 'Intelligence Briefing' });
    const first = briefing.getByRole('article').first();
    await expect(first.getByRole('heading')).toHaveText(/^Slow Holiday Gift Boxes to \$\d+ a day$/);
    // Its badge says where the budget is heading, with the figure (not a bare "Overspend").
    await expect(first.getByText(/^Projected at \d+% of budget$/)).toBeVisible();
    await expect(first).toContainText('below break-even 1.00×');
    await expect(page.getByText('Import performance data for Spring Preview')).toHaveCount(0);
    await expect(page.getByText('Your intelligence is ready for a campaign')).toHaveCount(0);
    await first.getByRole('link', { name: /^Review/ }).click();
    await page.waitForURL(`**/campaigns/${losing}/analytics`);
  });

  test('an SME meets no refused call and no console error, even hydrating minutes after the server rendered', async ({
    page,
  }) => {
    const failures: string[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.startsWith('/api/') && res.status() >= 400)
        failures.push(`${res.status()} ${res.request().method()} ${url.pathname}${url.search}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
    // The browser's clock ten minutes ahead of the server's: a relative time the server rendered
    // ("2m ago") would read "12m ago" in the hydrating browser (React error #418).
    await page.clock.install({ time: new Date(Date.now() + 10 * 60_000) });
    await signIn(page, person.email, person.password);
    await expect(
      page.getByRole('main').getByRole('heading', { name: person.company }),
    ).toBeVisible();
    await openLive(page, '/campaigns');
    await expect(page.getByRole('main').getByText(campaigns[0]!)).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/Updated (just now|\d+[mhd] ago)/)
        .first(),
    ).toBeVisible();
    await page.goto('/metrics/reports');
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Saved reports', exact: true }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A client's pages are an agency's: the SME is sent to the dashboard without asking for one.
    const someClient = '0b6f3c9e-8f1d-4c55-9a51-3f7c2d9e4a10';
    for (const path of [`/clients/${someClient}`, `/clients/${someClient}/campaigns`]) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
      await page.waitForLoadState('networkidle');
    }
    expect(failures).toEqual([]);
  });

  test("the owner's dashboard matches its own data", async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    const metrics: DashboardMetrics = (
      await (await page.request.get('/api/v1/dashboard/metrics')).json()
    ).data;
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: ADMIN.organization })).toBeVisible();
    if (metrics.organization_type === 'AGENCY') return;
    const welcome = metrics.campaign_count === 0 && metrics.document_count === 0;
    await expect(
      main.getByRole('heading', {
        name: welcome ? 'Start with Strategy' : 'Intelligence Briefing',
      }),
    ).toBeVisible();
  });
});
