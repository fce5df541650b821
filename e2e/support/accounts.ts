import type { Page } from '@playwright/test';
import { stratagent } from './cli';
import { latestLink } from './outbox';

/** A user a spec invites for itself, so that it runs on a fresh organization. */
export type Owner = { email: string; password: string; organization: string };

/** Invites `email` with the CLI (`npx stratagent invite`), for an agency when asked. */
export function inviteWithCli(email: string, opts: { agency?: boolean } = {}) {
  stratagent('invite', email, ...(opts.agency ? ['--type', 'AGENCY'] : []));
}

/**
 * Follows the invitation e-mail's link (its token makes the account usable at once), signs
 * up into a new organization and skips the onboarding, landing on the dashboard.
 */
export async function signUpFromInvite(page: Page, owner: Owner, opts: { agency?: boolean } = {}) {
  await page.goto(await latestLink(owner.email, /invitation/i));
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel('Confirm password').fill(owner.password);
  await page.getByLabel('Organization name').fill(owner.organization);
  if (opts.agency) await page.getByRole('radio', { name: /Agency/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/(onboarding\/business-context|dashboard)$/);
  if (page.url().endsWith('/onboarding/business-context')) {
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await page.waitForURL('**/dashboard');
  }
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

/** The demo accounts, seeded by the CLI (`npx stratagent demo`) if they are not there yet. */
export function loadDemo(): DemoAccount[] {
  return (JSON.parse(stratagent('demo', '--json')) as { accounts: DemoAccount[] }).accounts;
}
