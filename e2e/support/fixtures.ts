import fs from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { e2eServer, JOURNEY_SERVER_INDEX } from './server';

/** The calling worker's server's one-time setup link, as it printed it at start. */
export const setupLink = () => fs.readFileSync(e2eServer().setupLinkFile, 'utf8').trim();

/** The installation's first owner (a platform admin), on every worker's server. */
export const ADMIN = {
  name: 'Ada Owner',
  email: 'owner@stratagent.test',
  password: 'OwnerPassw0rd',
  organization: 'Stratagent HQ',
};

/** Headers that make a request from the test runner a same-origin one, as the browser app's are. */
export const sameOrigin = (baseURL = e2eServer().baseURL) => ({ origin: baseURL });

/**
 * Opens `path` and waits until the app has taken the server's markup over: a rendered page
 * arrives with `#root` inert (src/web/lib/hydration.ts) until it listens to clicks and keys.
 */
export async function openLive(page: Page, path: string) {
  await page.goto(path);
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

/**
 * Signs in through the API (the session cookie lands in the page's context) and opens the
 * dashboard, live. The sign-in form itself is proven by journey.spec.ts and validation.spec.ts.
 */
export async function signIn(page: Page, email: string, password: string) {
  const answer = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: sameOrigin(),
  });
  expect(answer.status(), `sign-in of ${email}: ${await answer.text()}`).toBe(200);
  await openLive(page, '/dashboard');
  await page.waitForURL('**/dashboard');
}

/** The journey's way: the sign-in form, as a person fills it in. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

/**
 * Claims the worker's installation for ADMIN through the API when nobody has yet: the journey
 * claims its worker's through the setup page, every other worker's server gets the same first
 * owner this way.
 */
async function claimInstallation() {
  const { baseURL } = e2eServer();
  const token = new URL(setupLink()).searchParams.get('token')!;
  const post = (path: string, body: object) =>
    fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sameOrigin(baseURL) },
      body: JSON.stringify(body),
    });
  const check = await post('/api/v1/setup/check', { token });
  if (!((await check.json()) as { data: { valid: boolean } }).data.valid) return;
  const created = await post('/api/v1/setup', {
    token,
    name: ADMIN.name,
    email: ADMIN.email,
    password: ADMIN.password,
    confirmPassword: ADMIN.password,
    organizationName: ADMIN.organization,
  });
  if (created.status !== 201)
    throw new Error(`setup answered ${created.status}: ${await created.text()}`);
  const cookie = created.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const skipped = await fetch(`${baseURL}/api/v1/onboarding/skip`, {
    method: 'POST',
    headers: { cookie, ...sameOrigin(baseURL) },
  });
  if (!skipped.ok) throw new Error(`skipping onboarding answered ${skipped.status}`);
}

/** The option a project sets in playwright.config.ts. */
export type E2EOptions = {
  /**
   * The journey's project: its workers talk to the journey's own server, whose installation
   * the journey claims through the setup page. Every other worker's installation is claimed
   * for ADMIN through the API before its first test.
   */
  journey: boolean;
};

type WorkerFixtures = E2EOptions & { installation: void };

/**
 * Every spec's `test`: the page talks to the worker's own server (baseURL), whose installation
 * has ADMIN as its first owner.
 */
export const test = base.extend<object, WorkerFixtures>({
  journey: [false, { scope: 'worker', option: true }],
  installation: [
    async ({ journey }, use) => {
      // A worker runs one project's tests only, so the whole worker talks to that server.
      if (journey) process.env.E2E_SERVER_INDEX = String(JOURNEY_SERVER_INDEX);
      else await claimInstallation();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(e2eServer().baseURL),
});

export { expect };
