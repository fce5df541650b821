import fs from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { stratagent } from './support/cli';
import { createCampaign, importMetrics } from './support/data';
import { expect, signIn, test, unique } from './support/fixtures';
import { latestLink } from './support/outbox';
import { shootBothWidths } from './support/screenshots';

/**
 * Issue 9's journey, as the people who live it: an agency invited by the CLI signs up as an
 * agency, adds three clients, unlocks and applies a white label, works inside one client's
 * workspace with the Strategy agent, invites an account manager scoped to that client (who
 * sees only it) and a person at the client (who sees only its portal, with its real
 * campaign), sends the output for the client's approval, the client approves it in the
 * portal, and the agency downloads the client's PDF report.
 */
test.describe.serial('the agency journey', () => {
  const owner = {
    email: unique('agency-journey'),
    password: 'Ag3ncyJourney!',
    organization: 'Kestrel Agency',
  };
  const manager = { email: unique('journey-manager'), password: 'Man4gerPass!' };
  const clientUser = { email: unique('journey-client'), password: 'Cl1entPass!' };
  const AGENCY_COLOUR = '#C2410C';
  const CLIENT_COLOUR = '#0F766E';
  const ids: Record<string, string> = {};
  const work: { output?: string; title?: string; base?: string } = {};

  const background = (control: Locator) =>
    control.first().evaluate((el) => getComputedStyle(el).backgroundColor);

  /** A teammate follows the invitation e-mail in a browser of their own and sets a password. */
  const joinFromInvitation = async (browser: Browser, who: { email: string; password: string }) => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(await latestLink(who.email, /invited you to join/));
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByLabel('Confirm password').fill(who.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/(dashboard|portal|onboarding[^?]*)$/);
    return { context, page };
  };

  /** The owner invites a teammate from Settings → Team with a role and one client. */
  const inviteFromTeamSettings = async (page: Page, email: string, role: string) => {
    await page.goto('/settings/team');
    const form = page.getByRole('form', { name: 'Invite a teammate' });
    await form.getByLabel("Teammate's email").fill(email);
    await form.getByLabel('Role').selectOption({ label: role });
    await form
      .getByRole('group', { name: /^Clients?$/ })
      .getByLabel('Fernleaf Skin Studio')
      .check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  };

  const addClient = async (
    page: Page,
    client: { name: string; industry: string; colour?: string },
  ) => {
    await page.goto('/clients/new');
    await page.getByLabel('Client name').fill(client.name);
    await page.getByLabel('Industry').fill(client.industry);
    if (client.colour) await page.getByLabel('Primary colour', { exact: true }).fill(client.colour);
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.waitForURL(/\/clients\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
    ids[client.name] = new URL(page.url()).pathname.split('/').pop()!;
  };

  test.beforeAll(() => {
    stratagent('invite', owner.email, '--type', 'AGENCY');
  });

  test('the agency signs up, adds three clients and applies its white label', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(await latestLink(owner.email, /invitation/i));
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByLabel('Confirm password').fill(owner.password);
    await page.getByLabel('Organization name').fill(owner.organization);
    // The CLI invited an agency: the Agency option is offered.
    const agency = page.getByRole('radio', { name: /Agency/ });
    await expect(agency).toBeEnabled();
    await agency.check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/(onboarding\/business-context|dashboard)$/);
    if (page.url().endsWith('/onboarding/business-context')) {
      await page.getByRole('button', { name: 'Skip for Now' }).click();
      await page.waitForURL('**/dashboard');
    }

    // A new agency's dashboard asks for its first client.
    await expect(page.getByRole('heading', { name: 'Add Your First Client' })).toBeVisible();
    await shootBothWidths(page, 'agency-journey-dashboard-empty');

    await addClient(page, {
      name: 'Fernleaf Skin Studio',
      industry: 'Skincare',
      colour: CLIENT_COLOUR,
    });
    await addClient(page, { name: 'Harbor Cycles', industry: 'Bicycles' });
    await addClient(page, { name: 'Quarry Coffee', industry: 'Coffee roasting' });

    await page.goto('/clients');
    await expect(page.getByText('3 clients')).toBeVisible();
    for (const name of ['Fernleaf Skin Studio', 'Harbor Cycles', 'Quarry Coffee'])
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await shootBothWidths(page, 'agency-journey-clients');

    // Three clients unlock the white label; its primary colour is then the app's.
    await page.goto('/settings/white-label');
    await expect(page.getByRole('heading', { level: 1, name: 'White Label' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save white label' });
    await expect(save).toBeEnabled();
    await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill(AGENCY_COLOUR);
    await save.click();
    await expect(page.getByText('White label saved')).toBeVisible();
    // Off the button, so that its hover shade does not stand in for the colour.
    await page.mouse.move(0, 0);
    await expect.poll(() => background(save)).toBe('rgb(194, 65, 12)');
    await shootBothWidths(page, 'agency-journey-white-label');

    // Elsewhere in the app too, through the theme's CSS variable.
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Client Portfolio' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
        ),
      )
      .toBe(AGENCY_COLOUR);
    await shootBothWidths(page, 'agency-journey-dashboard');
  });

  test("the agency works in Fernleaf's workspace: a campaign and a strategy output", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, owner.email, owner.password);
    const base = `/clients/${ids['Fernleaf Skin Studio']}`;
    work.base = base;

    // A running campaign of the client, made in its workspace, with a few days of results.
    await page.goto(`${base}/campaigns/new`);
    await expect(page.getByRole('combobox', { name: 'Client', exact: true })).toHaveValue(
      ids['Fernleaf Skin Studio']!,
    );
    await page.getByLabel('Campaign name').fill('Glow Serum Launch');
    await page.getByLabel('Status').selectOption('active');
    await page.getByLabel('Budget (USD)').fill('4000');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.waitForURL(new RegExp(`${base}/campaigns/[0-9a-f-]{36}$`));
    ids.fernleafCampaign = new URL(page.url()).pathname.split('/').pop()!;
    const day = (offset: number) =>
      new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    await importMetrics(
      page,
      ids.fernleafCampaign,
      [2, 1].map((offset) => ({
        date: day(offset),
        impressions: 10_000,
        clicks: 400,
        conversions: 25,
        spend_cents: 20_000,
        revenue_cents: 60_000,
      })),
    );
    // Another client's campaign, which Fernleaf's people must never reach.
    ids.harborCampaign = await createCampaign(page, {
      name: 'Harbor Spring Rides',
      status: 'active',
      client_id: ids['Harbor Cycles'],
    });

    // One agent inside the workspace: the Strategy agent's SWOT analysis.
    await page.goto(`${base}/agents/strategy`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Fernleaf Skin Studio' }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'SWOT Analysis' }).click();
    await page.getByRole('button', { name: 'Run analysis' }).click();
    await page.waitForURL(new RegExp(`${base}/agents/strategy/session/[0-9a-f-]{36}$`));
    const title = 'SWOT Analysis: Fernleaf Skin Studio';
    await expect(page.getByRole('article', { name: title })).toBeVisible({ timeout: 30_000 });
    await shootBothWidths(page, 'agency-journey-client-workspace-agent');

    // The saved output belongs to the client: on its dashboard, and named on the output.
    await page.goto(base);
    await expect(page.getByText('1 campaign · Skincare')).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/outputs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: 'Client: Fernleaf Skin Studio' })).toBeVisible();
    work.output = new URL(page.url()).pathname.split('/').pop()!;
    work.title = title;
    await page.goto(base);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await shootBothWidths(page, 'agency-journey-client-workspace');
  });

  test('an account manager scoped to Fernleaf sees only Fernleaf', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signIn(page, owner.email, owner.password);
    await inviteFromTeamSettings(page, manager.email, 'Account manager');

    const { context, page: am } = await joinFromInvitation(browser, manager);
    await am.goto('/clients');
    await expect(am.getByRole('link', { name: 'Fernleaf Skin Studio', exact: true })).toBeVisible();
    await expect(am.getByText('1 client', { exact: true })).toBeVisible();
    await expect(am.getByRole('link', { name: 'Harbor Cycles' })).toHaveCount(0);
    await expect(am.getByRole('link', { name: 'Quarry Coffee' })).toHaveCount(0);

    await am.goto('/campaigns');
    await expect(am.getByRole('link', { name: 'Glow Serum Launch' })).toBeVisible();
    await expect(am.getByRole('link', { name: 'Harbor Spring Rides' })).toHaveCount(0);

    // Another client's campaign, by its address: not found, as if it did not exist.
    await am.goto(`/campaigns/${ids.harborCampaign}`);
    await expect(am.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
    await am.goto(`/clients/${ids['Harbor Cycles']}`);
    await expect(am.getByText(/not found/i).first()).toBeVisible();
    await expect(am.getByRole('heading', { level: 1, name: 'Harbor Cycles' })).toHaveCount(0);
    await context.close();
  });

  test('a person at Fernleaf approves the output in the portal; the agency downloads the report', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, owner.email, owner.password);

    // The agency sends the output for the client's approval.
    await page.goto(`/outputs/${work.output}`);
    await page.getByRole('button', { name: 'Send for client approval' }).click();
    await expect(page.getByText('Awaiting client approval').first()).toBeVisible();

    await inviteFromTeamSettings(page, clientUser.email, 'Client viewer');
    const { context, page: client } = await joinFromInvitation(browser, clientUser);
    await client.goto('/portal');
    await expect(client.getByRole('heading', { level: 1, name: 'View-Only Access' })).toBeVisible();
    const portal = client.getByTestId('client-portal');
    await expect(portal.getByText('Fernleaf Skin Studio').first()).toBeVisible();
    await expect(portal).toHaveCSS('--portal-primary', CLIENT_COLOUR);
    // Their real campaign and its results; nothing of the other clients.
    await expect(portal.getByRole('heading', { name: 'Glow Serum Launch' })).toBeVisible();
    await expect(portal.getByText('of $4,000')).toBeVisible();
    await expect(portal.getByText('20,000').first()).toBeVisible();
    await expect(portal.getByText('Harbor Spring Rides')).toHaveCount(0);
    await expect(portal.getByText('Harbor Cycles')).toHaveCount(0);
    await shootBothWidths(client, 'agency-journey-portal');

    // The client approves the output.
    await client.getByRole('tab', { name: /Approvals/ }).click();
    await expect(client.getByRole('heading', { name: work.title! })).toBeVisible();
    await client.getByRole('button', { name: 'Approve' }).click();
    await expect(client.getByText('Approved by client').first()).toBeVisible();
    await context.close();

    await page.goto(`/outputs/${work.output}`);
    await expect(page.getByText('Approved by client').first()).toBeVisible();

    // The agency makes the client's PDF report and downloads it.
    await page.goto(`${work.base}/reports`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reports: Fernleaf Skin Studio' }),
    ).toBeVisible();
    await page.getByLabel('Title (optional)').fill('Fernleaf monthly review');
    await page.getByRole('button', { name: 'Generate PDF report' }).click();
    const link = page.getByRole('link', { name: 'Download Fernleaf monthly review (PDF)' });
    await expect(link).toBeVisible({ timeout: 20_000 });
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = fs.readFileSync((await download.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
