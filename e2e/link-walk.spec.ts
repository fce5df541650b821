import type { Page } from '@playwright/test';
import { loadDemo, type DemoAccount } from './support/accounts';
import { expect, signIn, test } from './support/fixtures';
import { openInApp, settled } from './support/navigation';

/**
 * No dead ends (issue 8): signed in as the demo SME's owner, follow every link the app
 * shows — pages reached by links, the Agents menu, Ctrl+1..9, every command palette entry
 * and the dashboard's recommendations — and fail on any that lands on the 404 page, an
 * in-page "not found" or an error state. Pages of the same shape (one per id) are visited
 * at most twice. Each tab loads the app once, then follows links inside it as a click on one
 * of the app's links does (a history entry the router renders), without reloading it.
 */
const MAX_PAGES = 140;
const PER_PATTERN = 2;
const SKIP = [/^\/api\//, /^\/logout/, /\.(ics|md|csv|pdf)(\?|$)/, /^\/admin/];

/** One shape per route: ids and numbers replaced, query values dropped. */
function pattern(href: string): string {
  const url = new URL(href, 'http://x');
  const path = url.pathname
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
    .replace(/\/\d+(?=\/|$)/g, '/:n');
  return `${path}?${[...url.searchParams.keys()].sort().join('&')}`;
}

/** What is wrong with the page now shown, or null when it is a real page. */
async function problem(page: Page): Promise<string | null> {
  await settled(page);
  if (await page.locator('#not-found-title').count()) return 'the 404 page';
  const heading = page.getByRole('heading', { level: 1 }).first();
  const title = (await heading.count()) ? ((await heading.textContent()) ?? '') : '';
  if (/not found/i.test(title)) return `"${title.trim()}"`;
  if (await page.getByRole('heading', { name: 'Something went wrong' }).count())
    return 'an error state';
  return null;
}

/**
 * Opens the command palette from the header's Search button, as a user does: unlike Ctrl+K,
 * which toggles it (a second press while its dialog loads closes it again), the button only
 * opens it, so it is pressed again if a navigation still under way closed the palette (it
 * stays open on one page only). Waits until its recent outputs have loaded: its list is whole.
 */
async function openPalette(page: Page) {
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const search = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
  await expect(async () => {
    if (!(await palette.isVisible())) await search.click({ timeout: 2_000 });
    await expect(palette).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(palette.getByRole('progressbar')).toHaveCount(0);
  return palette;
}

async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]:not([download])', (anchors) =>
    anchors.map((a) => a.getAttribute('href') ?? ''),
  );
  return hrefs
    .filter((h) => h.startsWith('/') && !h.startsWith('//'))
    .map((h) => h.split('#')[0]!)
    .filter((h) => h && !SKIP.some((re) => re.test(h)));
}

/** Tabs that follow links side by side: each page waits half a second for the network to settle. */
const TABS = 3;

/**
 * Follows every internal link breadth-first from the dashboard, in TABS tabs of the signed-in
 * page's context; fails on any dead end.
 */
async function walk(page: Page, maxPages: number, minPages = 30) {
  const queue: { href: string; from: string }[] = [{ href: '/dashboard', from: 'sign-in' }];
  const seen = new Set<string>(['/dashboard']);
  const shapes = new Map<string, number>();
  const broken: string[] = [];
  // The first headings of the pages shown: in-app navigation that did nothing would show one.
  const headings = new Set<string>();
  let visited = 0;
  let inFlight = 0;
  const follow = async (tab: Page) => {
    while (visited < maxPages) {
      const next = queue.shift();
      if (!next) {
        // Another tab's page may still add links to the queue.
        if (!inFlight) return;
        await tab.waitForTimeout(100);
        continue;
      }
      visited += 1;
      inFlight += 1;
      try {
        await openInApp(tab, next.href);
        const wrong = await problem(tab);
        const h1 = tab.getByRole('heading', { level: 1 }).first();
        if (await h1.count()) headings.add((await h1.textContent())?.trim() ?? '');
        if (wrong) {
          broken.push(`${next.href} (linked from ${next.from}) shows ${wrong}`);
          continue;
        }
        for (const link of await internalLinks(tab)) {
          if (seen.has(link)) continue;
          const shape = pattern(link);
          const count = shapes.get(shape) ?? 0;
          if (count >= PER_PATTERN) continue;
          shapes.set(shape, count + 1);
          seen.add(link);
          queue.push({ href: link, from: next.href });
        }
      } finally {
        inFlight -= 1;
      }
    }
  };
  const others = await Promise.all(
    Array.from({ length: TABS - 1 }, () => page.context().newPage()),
  );
  try {
    await Promise.all([page, ...others].map(follow));
  } finally {
    await Promise.all(others.map((tab) => tab.close()));
  }
  expect(broken, broken.join('\n')).toEqual([]);
  expect(visited).toBeGreaterThan(minPages);
  if (minPages > 0) expect(headings.size).toBeGreaterThan(minPages / 3);
}

test.describe('no dead ends for a signed-in SME', () => {
  let owner: DemoAccount;

  test.beforeAll(() => {
    owner = loadDemo().find((a) => a.type === 'SME')!;
  });

  test('every link reached from the dashboard leads to a real page', async ({ page }) => {
    test.setTimeout(15 * 60_000);
    await signIn(page, owner.email, owner.password);
    await walk(page, MAX_PAGES);
  });

  test('the Agents menu and Ctrl+1..9 open real pages', async ({ page }) => {
    await signIn(page, owner.email, owner.password);
    await page.getByRole('button', { name: 'Agents' }).click();
    const items = page.getByRole('menuitem');
    // The menu's content loads on the first press (the shell defers it): wait for it.
    await expect(items.first()).toBeVisible();
    const targets = await items.evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute('href')).filter((h): h is string => Boolean(h)),
    );
    expect(targets.length).toBeGreaterThanOrEqual(6);
    await page.keyboard.press('Escape');
    const broken: string[] = [];
    for (const target of targets) {
      await page.goto(target);
      const wrong = await problem(page);
      if (wrong) broken.push(`Agents menu → ${target} shows ${wrong}`);
    }
    for (let digit = 1; digit <= 9; digit++) {
      await openInApp(page, '/dashboard');
      await settled(page);
      await page.keyboard.press(`Control+Digit${digit}`);
      await page.waitForTimeout(300);
      const wrong = await problem(page);
      if (wrong) broken.push(`Ctrl+${digit} → ${page.url()} shows ${wrong}`);
    }
    expect(broken, broken.join('\n')).toEqual([]);
  });

  test('every command palette entry leads somewhere real', async ({ page }) => {
    // About a second an entry, each step bounded: a wait that cannot end fails in seconds.
    test.setTimeout(3 * 60_000);
    await signIn(page, owner.email, owner.password);
    // Followed inside the app from here on; its agents show locked until the unlock counts
    // arrive, so the palette is read once the dashboard's requests are done.
    await openInApp(page, '/dashboard');
    await settled(page);
    const palette = await openPalette(page);
    // Each entry by its cmdk value: an entry is found again by what it is, not by a position
    // that a list still loading would shift.
    const entries = await palette.locator('[cmdk-item]').evaluateAll((nodes) =>
      nodes.map((n) => ({
        value: n.getAttribute('data-value') ?? '',
        name: n.textContent?.trim() ?? '',
        locked: n.getAttribute('aria-disabled') === 'true',
      })),
    );
    expect(entries.length).toBeGreaterThan(5);
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    const broken: string[] = [];
    // Where the entries led: a click that navigated nowhere would leave few.
    const destinations = new Set<string>();
    for (const { value, name, locked } of entries) {
      // A locked agent leads nowhere on purpose: it says what unlocks it.
      if (locked) {
        if (!name.includes('Locked:')) broken.push(`palette "${name}" is disabled, unexplained`);
        continue;
      }
      // Opened from the page the last entry led to: the palette is the same on every page.
      await openPalette(page);
      await palette
        .locator(`[cmdk-item][data-value="${value.replace(/["\\]/g, '\\$&')}"]`)
        .click({ timeout: 10_000 });
      await expect(palette).toBeHidden();
      // Quick Start (the action and the agent) opens its questions on the page: a destination too.
      if (name.startsWith('Quick Start')) {
        const quickStart = page.getByRole('dialog', { name: 'Quick Start' });
        await expect(quickStart, `palette "${name}" opens Quick Start`).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(quickStart).toBeHidden();
        continue;
      }
      const wrong = await problem(page);
      if (wrong) broken.push(`palette "${name}" → ${page.url()} shows ${wrong}`);
      destinations.add(page.url());
    }
    expect(broken, broken.join('\n')).toEqual([]);
    expect(destinations.size).toBeGreaterThan(entries.length / 2);
  });
});

/**
 * The agency side (issue 9): its owner (clients, workspaces, the agency dashboard, Client
 * Success, white label), the account manager scoped to one client, and that client's portal
 * user each follow every link they are shown.
 */
test.describe('no dead ends for the demo agency', () => {
  let accounts: DemoAccount[];

  test.beforeAll(() => {
    accounts = loadDemo().filter((a) => a.type === 'AGENCY');
  });

  for (const [who, role, max, min] of [
    ['its owner', undefined, 110, 30],
    ['its account manager', 'account_manager', 50, 10],
    ["a client's portal user", 'client_viewer', 30, 0],
  ] as const) {
    test(`every link ${who} is shown leads to a real page`, async ({ page }) => {
      test.setTimeout(12 * 60_000);
      const account = accounts.find((a) => a.role === role)!;
      await signIn(page, account.email, account.password);
      await walk(page, max, min);
    });
  }
});
