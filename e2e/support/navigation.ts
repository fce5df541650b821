import type { Page } from '@playwright/test';

/**
 * Moving inside the app as its own links do, without reloading it: a page's first load is a
 * full one, later pages are history entries the router renders. A full load costs Chromium
 * about a second of CPU to parse and compile the app again; a walk over many pages pays it once.
 */

/** Requests in flight per tab, and when the last one started or ended. */
const traffic = new WeakMap<Page, { inFlight: number; lastChange: number }>();

function trackTraffic(page: Page) {
  if (traffic.has(page)) return;
  const state = { inFlight: 0, lastChange: Date.now() };
  traffic.set(page, state);
  const ended = () => {
    state.inFlight = Math.max(0, state.inFlight - 1);
    state.lastChange = Date.now();
  };
  page.on('request', () => {
    state.inFlight += 1;
    state.lastChange = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Waits until the page's network has been quiet for half a second (Playwright's networkidle,
 * which only follows a document's load, for in-app navigations too), 15 s at most. The half
 * second counts from the call at the earliest: a navigation just started (a click, a history
 * entry) may not have asked for anything yet, and the router renders it in a transition, so
 * the page shown may still be the one before.
 */
export async function settled(page: Page) {
  const state = traffic.get(page);
  if (!state) {
    await page.waitForLoadState('networkidle').catch(() => undefined);
    return;
  }
  const start = Date.now();
  const deadline = start + 15_000;
  const quiet = () => Date.now() - Math.max(state.lastChange, start) >= 500;
  while (Date.now() < deadline && (state.inFlight > 0 || !quiet())) await page.waitForTimeout(50);
}

/**
 * Follows an in-app link the way the app's own links do: a new history entry the router picks
 * up, without reloading the app. A tab's first page is a full load.
 */
export async function openInApp(tab: Page, href: string) {
  if (!traffic.has(tab) || !tab.url().startsWith('http')) {
    trackTraffic(tab);
    await tab.goto(href);
    return;
  }
  await tab.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
}
