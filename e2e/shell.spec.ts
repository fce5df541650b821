import { AGENT_FEATURES, agentsForOrganization } from '../src/shared/agent-features';
import { unlockMetricsOf, type DashboardMetrics } from '../src/shared/dashboard';
import { computeUnlocks } from '../src/shared/unlocks';
import { ADMIN, expect, signIn, test } from './support/fixtures';

/**
 * The application shell as a signed-in user meets it: the Agents menu with its groups and
 * locks, the command palette, the keyboard shortcuts, the Quick Start modal and the mobile
 * menu. Runs after journey.spec.ts, which creates ADMIN.
 */
test.describe('application shell', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    // The shortcuts listen once the shell has rendered, as a user sees it.
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });

  test('the Agents menu shows the three groups, with locked agents disabled and saying what unlocks them', async ({
    page,
  }) => {
    const me = (await (await page.request.get('/api/v1/me')).json()).data;
    const metrics: DashboardMetrics = (
      await (await page.request.get('/api/v1/dashboard/metrics')).json()
    ).data;
    const unlocks = computeUnlocks(unlockMetricsOf(metrics));

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Agents', exact: true }).click();
    const menu = page.getByRole('menu');
    for (const group of ['Foundation', 'Planning & Creation', 'Intelligence']) {
      await expect(menu.getByRole('group', { name: group })).toBeVisible();
    }
    let locked = 0;
    for (const agent of agentsForOrganization(me.organization.type)) {
      const item = menu.getByRole('menuitem', {
        name: new RegExp(`^${agent.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      });
      const feature = AGENT_FEATURES[agent.id];
      if (feature && !unlocks[feature].unlocked) {
        locked++;
        await expect(item).toHaveAttribute('aria-disabled', 'true');
        await expect(item).toContainText(unlocks[feature].requirement);
      } else {
        await expect(item).not.toHaveAttribute('aria-disabled', 'true');
      }
    }
    expect(locked).toBeGreaterThan(0);
    await expect(menu.getByRole('menuitem', { name: /Client Success/ })).toHaveCount(
      me.organization.type === 'AGENCY' ? 1 : 0,
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('Ctrl+K opens the palette, an unknown search finds nothing, Escape closes it', async ({
    page,
  }) => {
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    for (const group of ['Quick Actions', 'AI Agents', 'Recent Outputs', 'Quick Win Templates']) {
      await expect(palette.getByText(group, { exact: true })).toBeVisible();
    }
    const search = palette.getByRole('combobox', { name: 'Search commands' });
    await expect(search).toBeFocused();
    await search.fill('zzzz');
    await expect(palette.getByText('No results found.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();

    await page.getByRole('button', { name: 'Search' }).click();
    await expect(palette).toBeVisible();
    await palette.getByRole('combobox', { name: 'Search commands' }).fill('customer discovery');
    await palette.getByRole('option', { name: 'Customer Discovery' }).click();
    await page.waitForURL('**/persona');
    expect(await page.evaluate(() => localStorage.getItem('stratagent:quick-win-template'))).toBe(
      'customer-discovery',
    );
  });

  test('keyboard shortcuts: Ctrl+, opens the profile and Ctrl+H the dashboard', async ({
    page,
  }) => {
    await page.keyboard.press('Control+Comma');
    await page.waitForURL('**/profile');
    await page.keyboard.press('Control+h');
    await page.waitForURL('**/dashboard');
  });

  test('Ctrl+Shift+Q signs out to the sign-in page', async ({ page }) => {
    await page.keyboard.press('Control+Shift+KeyQ');
    await page.waitForURL('**/auth/signin');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });

  test('the Quick Start modal asks five questions and starts the run, the answers in the request', async ({
    page,
  }) => {
    await page.keyboard.press('Control+k');
    await page
      .getByRole('dialog', { name: 'Command palette' })
      .getByRole('option', { name: 'Quick Start', exact: true })
      .click();
    const modal = page.getByRole('dialog', { name: 'Quick Start' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('Step 1 of 5')).toBeVisible();
    await expect(
      modal.getByText('Brief description of what you do, who you serve, and what makes you unique'),
    ).toBeVisible();
    const back = modal.getByRole('button', { name: 'Back' });
    const next = modal.getByRole('button', { name: 'Next' });
    await expect(back).toBeDisabled();
    await expect(next).toBeDisabled();
    await modal.getByLabel('Tell us about your company').fill('   ');
    await expect(next).toBeDisabled();
    await modal
      .getByLabel('Tell us about your company')
      .fill('We run a headquarters for marketing teams');
    await next.click();
    await expect(modal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await modal.getByLabel('What is your main marketing goal?').fill('Win ten new accounts');
    await back.click();
    await expect(modal.getByLabel('Tell us about your company')).toHaveValue(
      'We run a headquarters for marketing teams',
    );
    await next.click();
    await expect(modal.getByLabel('What is your main marketing goal?')).toHaveValue(
      'Win ten new accounts',
    );
    await next.click();
    await modal.getByLabel('Who is your target audience?').fill('Heads of marketing at SMEs');
    await next.click();
    await modal.getByRole('radio', { name: '$5,000 – $20,000' }).click();
    await next.click();
    await expect(modal.getByText('Step 5 of 5')).toBeVisible();
    const start = modal.getByRole('button', { name: 'Start Quick Start' });
    await expect(start).toBeDisabled();
    await modal.getByRole('radio', { name: 'Immediate' }).click();
    // The run is not started for real: ADMIN's organization stays as the other specs expect.
    const sessionId = '00000000-0000-4000-8000-00000000a11c';
    let created: unknown;
    await page.route('**/api/v1/agent-sessions', (route) => {
      created = route.request().postDataJSON();
      return route.fulfill({ status: 201, json: { data: { id: sessionId } } });
    });
    const run = page.waitForRequest(`**/api/v1/agent-sessions/${sessionId}/runs`);
    await page.route(`**/api/v1/agent-sessions/${sessionId}/**`, (route) => route.abort());
    await start.click();
    // Straight to the run's page: no second confirmation, nothing of the answers in the address.
    await page.waitForURL(`**/quick-start/session/${sessionId}`);
    expect(new URL(page.url()).search).toBe('');
    expect(created).toMatchObject({ agent_type: 'quick_start' });
    const body = (await run).postDataJSON() as { tool: string; message: string };
    expect(body.tool).toBe('pipeline');
    expect(body.message).toContain('company: We run a headquarters for marketing teams');
    expect(body.message).toContain('budget: 5000-20000');
  });

  test('an unknown path shows the 404 inside the application shell, with ways on', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'User menu' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'This page is off the map' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Page not found — Stratagent');
    await main
      .getByRole('navigation', { name: 'Ways on' })
      .getByRole('link', { name: /^Campaigns/ })
      .click();
    await page.waitForURL('**/campaigns');
  });

  test('at 390 px the navigation lives in a slide-out menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    for (const group of ['Foundation', 'Planning & Creation', 'Intelligence']) {
      await expect(sheet.getByRole('group', { name: group })).toBeVisible();
    }
    await expect(sheet.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await sheet.getByRole('link', { name: 'Campaigns' }).click();
    await page.waitForURL('**/campaigns');
    await expect(sheet).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
