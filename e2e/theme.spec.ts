import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { loadDemo, type DemoAccount } from './support/accounts';
import { expect, signIn as signInAs, test } from './support/fixtures';
import { openInApp, settled } from './support/navigation';

/**
 * Dark mode (issue 11 point 6, docs/decisions/040-dark-mode.md): the choice of Light, Dark or
 * System, remembered and applied before any of the app's scripts, following the system by
 * default; and axe's colour-contrast rule passing on the public and main signed-in pages in
 * both themes.
 */
const THEME_KEY = 'stratagent-theme';
const html = (page: Page) => page.locator('html');

/** Signs a demo account in (through the API, as every spec but the journeys does). */
const signIn = (page: Page, account: DemoAccount) =>
  signInAs(page, account.email, account.password);

/** Every page of the context opens with `theme` stored, as if chosen earlier. */
async function storeTheme(context: BrowserContext, theme: 'light' | 'dark') {
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [THEME_KEY, theme],
  );
}

/** The page's colour-contrast failures, one line each, or none. */
async function contrastFailures(page: Page, label: string): Promise<string[]> {
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Entrance transitions have ended: the tests ask for reduced motion, which the app honours.
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${label}: ${node.target.join(' ')} — ${(node.any[0]?.message ?? node.failureSummary ?? '').split('\n')[0]}`,
    ),
  );
}

/**
 * Opens each page and checks its contrast. Public pages load in full (each is its own
 * server-rendered document); a signed-in user's pages are reached inside the app, as its links
 * do, after the first full load.
 */
async function checkPages(
  page: Page,
  theme: 'light' | 'dark',
  pages: string[],
  how: 'full' | 'in-app' = 'in-app',
) {
  const failures: string[] = [];
  for (const path of pages) {
    if (how === 'full') await page.goto(path);
    else await openInApp(page, path);
    await expect(html(page)).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    failures.push(...(await contrastFailures(page, `${theme} ${path}`)));
  }
  return failures;
}

test.describe('theme choice', () => {
  test('a public page follows the system until Dark is chosen, which survives a reload and comes before any script', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const picker = page.getByRole('contentinfo').getByRole('group', { name: 'Theme' });
    await expect(picker.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    // System is live: the operating system's setting changes, the page follows.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    // Chosen with the keyboard: one tab stop, the arrow keys move the choice.
    await picker.getByRole('radio', { name: 'System' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(picker.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');

    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(picker.getByRole('radio', { name: 'Dark' })).toBeChecked();
    // Chosen Dark is not System: the system's light setting no longer matters.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveClass(/\bdark\b/);

    // Before any of the app's scripts: with them refused, the page is dark all the same.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.unroute('**/assets/*.js');

    // Back to System, and the page follows the system again.
    await page.reload();
    await picker.getByText('System').click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/\bdark\b/);

    // The page rendered at build hydrated with a stored choice without a mismatch (React
    // reports one as a console error).
    expect(errors.filter((e) => !/ERR_FAILED|Failed to load resource/.test(e))).toEqual([]);
  });

  test('the signed-in user menu offers the same choice', async ({ page }) => {
    const owner = loadDemo().find((a) => a.type === 'SME')!;
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, owner);
    await expect(html(page)).toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await menu.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // The keyboard moves through the choices and picks one with Enter.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.keyboard.press('Escape');

    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/campaigns');
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });
});

const PUBLIC_PAGES = ['/', '/login', '/request-invitation', '/terms', '/privacy'];

/** The SME's main pages, with one campaign, one output and one agent page. */
async function smePages(page: Page): Promise<string[]> {
  await openInApp(page, '/campaigns');
  const campaign = await page
    .getByRole('main')
    .locator('a[href^="/campaigns/"]:not([href="/campaigns/new"])')
    .first()
    .getAttribute('href');
  await openInApp(page, '/outputs');
  const output = await page
    .getByRole('main')
    .locator('a[href^="/outputs/"]:not([href^="/outputs/saved"]):not([href*="/agent/"])')
    .first()
    .getAttribute('href');
  return [
    '/dashboard',
    '/campaigns',
    campaign!,
    '/outputs',
    output!,
    '/profile',
    '/settings',
    '/documents',
    '/strategy',
    '/persona',
  ];
}

/** The agency's dashboard, its clients and one client's workspace. */
async function agencyPages(page: Page): Promise<string[]> {
  await openInApp(page, '/clients');
  const client = await page
    .getByRole('main')
    .locator('a[href^="/clients/"]:not([href="/clients/new"]):not([href="/clients/analytics"])')
    .first()
    .getAttribute('href');
  return ['/dashboard', '/clients', client!];
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`colour contrast, ${theme} theme`, () => {
    let accounts: DemoAccount[];
    test.beforeAll(() => {
      accounts = loadDemo();
    });
    test.beforeEach(async ({ context }) => {
      await storeTheme(context, theme);
    });

    test('public pages', async ({ page }) => {
      const failures = await checkPages(page, theme, PUBLIC_PAGES, 'full');
      expect(failures, failures.join('\n')).toEqual([]);
    });

    test("the SME's pages", async ({ page }) => {
      test.setTimeout(3 * 60_000);
      const owner = accounts.find((a) => a.type === 'SME')!;
      await signIn(page, owner);
      const failures = await checkPages(page, theme, await smePages(page));
      expect(failures, failures.join('\n')).toEqual([]);
    });

    test("a client's portal, in the client's brand colours", async ({ page }) => {
      const viewer = accounts.find((a) => a.role === 'client_viewer')!;
      await signIn(page, viewer);
      const failures = await checkPages(page, theme, ['/dashboard']);
      expect(failures, failures.join('\n')).toEqual([]);
    });

    test("the agency's pages", async ({ page }) => {
      test.setTimeout(3 * 60_000);
      const owner = accounts.find((a) => a.type === 'AGENCY' && !a.role)!;
      await signIn(page, owner);
      const failures = await checkPages(page, theme, await agencyPages(page));
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });
}
