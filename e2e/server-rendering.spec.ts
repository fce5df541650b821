import { expect, test } from './support/fixtures';

/**
 * The public pages a signed-out visitor opens arrive rendered (entry-server.tsx): their words
 * are in the HTML before any script runs, and the app then takes the markup over without
 * drawing it again or complaining.
 */
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

    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1, name: new RegExp(heading) });
    await expect(h1).toBeVisible();
    // Marks the element the server sent: hydration keeps it, a fresh render would replace it.
    await h1.evaluate((element) => element.setAttribute('data-from-server', ''));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1[data-from-server]')).toHaveCount(1);
    expect(problems).toEqual([]);
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
