import { expect, type Page } from '@playwright/test';
import { stratagent } from './cli';
import { openLive, sameOrigin } from './fixtures';
import { latestLink } from './outbox';

/** A user a spec invites for itself, so that it runs on a fresh organization. */
export type Owner = { email: string; password: string; organization: string };

/** Invites `email` with the CLI (`npx stratagent invite`), for an agency when asked. */
export function inviteWithCli(email: string, opts: { agency?: boolean } = {}) {
  stratagent('invite', email, ...(opts.agency ? ['--type', 'AGENCY'] : []));
}

/**
 * Signs the invited owner up through the API with the invitation e-mail's link (its token
 * makes the account usable at once), skips the onboarding and opens the dashboard, signed in.
 * The sign-up form itself is proven by the journeys and validation.spec.ts.
 */
export async function signUpFromInvite(page: Page, owner: Owner, opts: { agency?: boolean } = {}) {
  const link = new URL(await latestLink(owner.email, /invitation/i));
  const params = Object.fromEntries([...link.searchParams].filter(([key]) => key !== 'email'));
  const signedUp = await page.request.post('/api/v1/auth/signup', {
    data: {
      email: owner.email,
      password: owner.password,
      confirmPassword: owner.password,
      organizationName: owner.organization,
      organizationType: opts.agency ? 'AGENCY' : 'SME',
      ...params,
    },
    headers: sameOrigin(),
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const skipped = await page.request.post('/api/v1/onboarding/skip', { headers: sameOrigin() });
  expect(skipped.ok(), await skipped.text()).toBe(true);
  await openLive(page, '/dashboard');
  await page.waitForURL('**/dashboard');
}

/** Follows a teammate invitation's link and creates the account (the e-mail is given). */
export async function joinFromTeamInvite(page: Page, email: string, password: string) {
  await page.goto(await latestLink(email, /invited you to join/));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/(dashboard|onboarding.*)$/);
}

export type DemoAccount = {
  type: 'SME' | 'AGENCY';
  email: string;
  password: string;
  /** Set for the agency's members other than the owner (account_manager, client_viewer). */
  role?: string;
  client?: string;
};

let demoAccounts: DemoAccount[] | undefined;

/**
 * The demo accounts, seeded by the CLI (`npx stratagent demo`) on the worker's server if they
 * are not there yet; once per worker process.
 */
export function loadDemo(): DemoAccount[] {
  demoAccounts ??= (JSON.parse(stratagent('demo', '--json')) as { accounts: DemoAccount[] })
    .accounts;
  return demoAccounts;
}
