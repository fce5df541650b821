import fs from 'node:fs';
import { stratagent } from './support/cli';
import { createCampaign, importMetrics } from './support/data';
import { expect, sameOrigin, test, unique } from './support/fixtures';
import { latestLink, readOutbox } from './support/outbox';
import { shootBothWidths } from './support/screenshots';

/**
 * The client portal (issue 9 points 6 and 7): an agency adds a client with a brand kit, a
 * running campaign with metrics and a strategy output; sends the output for approval and
 * prepares a PDF report; invites a guest of the client. The guest signs in, sees 'View-Only
 * Access' in the client's colours with the real campaign, approves the output, downloads the
 * PDF and writes to the agency, whose output page then shows the approval.
 */
test.describe.serial('the client portal', () => {
  const owner = {
    email: unique('portal-agency'),
    password: 'Ag3ncyPass!',
    organization: 'Lumen Agency',
  };
  const guest = { email: unique('portal-guest'), password: 'Gu3stPass!' };
  const BRAND = '#0F766E';
  const ids: Record<string, string> = {};

  test.beforeAll(() => {
    stratagent('invite', owner.email, '--type', 'AGENCY');
  });

  test('the agency prepares the client: campaign, output sent for approval, report, a guest', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto(await latestLink(owner.email, /invitation/i));
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByLabel('Confirm password').fill(owner.password);
    await page.getByLabel('Organization name').fill(owner.organization);
    await page.getByRole('radio', { name: /Agency/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/(onboarding\/business-context|dashboard)$/);
    if (page.url().endsWith('/onboarding/business-context')) {
      await page.getByRole('button', { name: 'Skip for Now' }).click();
      await page.waitForURL('**/dashboard');
    }

    const client = await page.request.post('/api/v1/clients', {
      headers: sameOrigin(),
      data: {
        name: 'Fernleaf Dental',
        industry: 'Dental care',
        brand_kit: { primary_color: BRAND },
      },
    });
    expect(client.status()).toBe(201);
    ids.client = (await client.json()).data.id;
    const today = new Date();
    const day = (offset: number) =>
      new Date(today.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
    ids.campaign = await createCampaign(page, {
      name: 'Spring Smiles',
      status: 'active',
      client_id: ids.client,
      budget_cents: 500_000,
      start_date: day(20),
    });
    await createCampaign(page, {
      name: 'Old Winter Promo',
      status: 'completed',
      client_id: ids.client,
    });
    await importMetrics(
      page,
      ids.campaign,
      [3, 2, 1].map((offset, i) => ({
        date: day(offset),
        impressions: 12_000 + i * 1000,
        clicks: 300 + i * 10,
        conversions: 20 + i,
        spend_cents: 15_000,
        revenue_cents: 45_000,
      })),
    );

    // A SWOT analysis in the client's workspace: the client's output.
    const base = `/clients/${ids.client}`;
    await page.goto(`${base}/agents/strategy`);
    await page.getByRole('radio', { name: 'SWOT Analysis' }).click();
    await page.getByRole('button', { name: 'Run analysis' }).click();
    await page.waitForURL(new RegExp(`${base}/agents/strategy/session/[0-9a-f-]{36}$`));
    const title = 'SWOT Analysis: Fernleaf Dental';
    await expect(page.getByRole('article', { name: title })).toBeVisible({ timeout: 30_000 });
    const outputs = await page.request.get(`/api/v1/outputs?client_id=${ids.client}`);
    ids.output = (await outputs.json()).data[0].id;
    ids.title = (await outputs.json()).data[0].title;

    await page.goto(`/outputs/${ids.output}`);
    await page.getByRole('button', { name: 'Send for client approval' }).click();
    await expect(page.getByText('Awaiting client approval').first()).toBeVisible();

    // A report for the last month, made on the client's Reports page.
    await page.goto(`${base}/reports`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reports: Fernleaf Dental' }),
    ).toBeVisible();
    await page.getByLabel('Title (optional)').fill('Spring review');
    await page.getByRole('button', { name: 'Generate PDF report' }).click();
    await expect(page.getByText('Spring review', { exact: true })).toBeVisible({ timeout: 20_000 });

    const invite = await page.request.post('/api/v1/team/invitations', {
      headers: sameOrigin(),
      data: { email: guest.email, role_name: 'guest', client_ids: [ids.client] },
    });
    expect(invite.status()).toBe(201);
  });

  test('the guest sees View-Only Access with the real campaign, approves, downloads the PDF, writes', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(await latestLink(guest.email, /invited you to join/));
    await page.getByLabel('Password', { exact: true }).fill(guest.password);
    await page.getByLabel('Confirm password').fill(guest.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/(dashboard|onboarding.*)$/);

    await page.goto('/portal');
    const portal = page.getByTestId('client-portal');
    await expect(page.getByRole('heading', { level: 1, name: 'View-Only Access' })).toBeVisible();
    await expect(portal.getByText('Fernleaf Dental').first()).toBeVisible();
    // Themed with the client's brand colour.
    await expect(portal).toHaveCSS('--portal-primary', BRAND);
    // Only the active campaign, with its budget, spend and metrics.
    await expect(portal.getByRole('heading', { name: 'Spring Smiles' })).toBeVisible();
    await expect(portal.getByText('Old Winter Promo')).toHaveCount(0);
    await expect(portal.getByText('of $5,000')).toBeVisible();
    await expect(portal.getByText('$450').first()).toBeVisible();
    await expect(portal.getByText('39,000').first()).toBeVisible();
    await shootBothWidths(page, 'portal');

    // Approvals: read the output and approve it.
    await page.getByRole('tab', { name: /Approvals/ }).click();
    await expect(page.getByRole('heading', { name: ids.title! })).toBeVisible();
    await shootBothWidths(page, 'portal-approvals');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Approved by client')).toBeVisible();

    // Reports: download the PDF.
    await page.getByRole('tab', { name: /Reports/ }).click();
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Spring review (PDF)' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^Fernleaf-Dental-report-.*\.pdf$/);
    const file = fs.readFileSync(await download.path());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');

    // Messages: write to the agency, who is e-mailed.
    await page.getByRole('tab', { name: /Messages/ }).click();
    await page.getByLabel(`Message to ${owner.organization}`).fill('Approved, thank you!');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByRole('list', { name: 'Messages' }).getByText('Approved, thank you!'),
    ).toBeVisible();
    await expect
      .poll(() => readOutbox(owner.email).some((m) => m.text.includes('Approved, thank you!')))
      .toBe(true);
    await shootBothWidths(page, 'portal-messages');

    // The portal is read-only: the workspace's writes are refused.
    const patch = await page.request.patch(`/api/v1/campaigns/${ids.campaign}`, {
      headers: sameOrigin(),
      data: { name: 'Changed by a guest' },
    });
    expect(patch.status()).toBe(403);
    await context.close();
  });

  test('the agency sees the approval on the output and the message in the thread', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(`/outputs/${ids.output}`);
    await expect(page.getByText('Approved by client')).toBeVisible();
    await page.goto(`/clients/${ids.client}/messages`);
    await expect(page.getByText('Approved, thank you!')).toBeVisible();
    // An agency member at /portal gets the seed's refusal.
    await page.goto('/portal');
    await expect(page.getByText('This portal is only available for guest users.')).toBeVisible();
    // The report is on the client's Reports page.
    await page.goto(`/clients/${ids.client}/reports`);
    await expect(page.getByText('Spring review', { exact: true })).toBeVisible();
    await shootBothWidths(page, 'portal-agency-reports');
  });
});
