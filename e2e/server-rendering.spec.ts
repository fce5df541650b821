import type { Page } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './support/fixtures';

/**
 * Pages arrive rendered (src/web/entry-server.tsx): the public pages for a signed-out
 * visitor, and the dashboard and campaigns for a signed-in one, with their data. Their words
 * are in the HTML before any script runs, and the app then takes the markup over without
 * drawing it again or complaining.
 */

/** Opens `path` and checks that the app hydrated the server's heading rather than replacing it. */
async function expectHydrated(page: Page, path: string, heading: RegExp) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  // Marks the element the server sent: hydration keeps it, a fresh render would replace it.
  await h1.evaluate((element) => element.setAttribute('data-from-server', ''));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1[data-from-server]')).toHaveCount(1);
  expect(problems).toEqual([]);
}
const PAGES = [
  { path: '/', heading: 'Intelligence Over Execution' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
];

for (const { path, heading } of PAGES) {
  test(`${path} arrives rendered and comes alive in place`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>(?:<span[^>]*>)?${heading}`));
    await expectHydrated(page, path, new RegExp(heading));
  });
}

test('links on a rendered page navigate inside the app', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await page.waitForURL('**/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  // No full page load happened: the app routed the click itself.
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
});

test('the dashboard and campaigns arrive rendered with the signed-in user’s data', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  const dashboard = await (await page.request.get('/dashboard')).text();
  expect(dashboard).toMatch(new RegExp(`<h1[^>]*>${ADMIN.organization}</h1>`));
  // The answers it shows ride along, so the app's first render matches the markup.
  expect(dashboard).toContain('id="stratagent-queries"');
  await expectHydrated(page, '/dashboard', new RegExp(ADMIN.organization));

  const campaigns = await (await page.request.get('/campaigns')).text();
  expect(campaigns).toMatch(/<h1[^>]*>Campaigns<\/h1>/);
  await expectHydrated(page, '/campaigns', /^Campaigns$/);
});

test('a signed-out request for the dashboard gets no one’s data', async ({ request }) => {
  const html = await (await request.get('/dashboard')).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('stratagent-queries');
});
