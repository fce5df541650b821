import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { organizations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runCliCommand } from '../cli/commands';
import { toolForOutputType } from '../../agents/registry';
import type { DemoAccount } from './load-demo';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const load = async () =>
    (await runCliCommand(t.ctx, { name: 'demo' })) as { accounts: DemoAccount[] };

  it('creates an SME and an agency whose owners can sign in and see real data, and reloads cleanly', async () => {
    await load();
    const { accounts } = await load();
    expect(accounts.map((a) => [a.type, a.role ?? 'owner'])).toEqual([
      ['SME', 'owner'],
      ['AGENCY', 'owner'],
      ['AGENCY', 'account_manager'],
      ['AGENCY', 'client_viewer'],
    ]);

    const sme = accounts[0]!;
    const signIn = await t.signIn(sme.email, sme.password);
    expect(signIn.status).toBe(200);
    const me = await t.request('/api/v1/me', { cookie: signIn.cookie });
    expect(me.json.data).toMatchObject({
      organization: { name: 'Northwind Coffee Roasters', type: 'SME' },
      needsOnboarding: false,
    });

    const metrics = await t.request('/api/v1/dashboard/metrics', { cookie: signIn.cookie });
    expect(metrics.json.data).toMatchObject({
      campaign_count: 5,
      active_campaigns: 2,
      completed_campaigns: 1,
      document_count: 6,
    });
    expect(metrics.json.data.total_spent).toBeGreaterThan(0);

    const list = await t.request('/api/v1/campaigns', { cookie: signIn.cookie });
    const statuses = new Set(list.json.data.map((c: { status: string }) => c.status));
    expect(statuses).toEqual(new Set(['draft', 'active', 'paused', 'completed']));
    const spring = list.json.data.find(
      (c: { name: string }) => c.name === 'Spring Subscription Launch',
    );
    const daily = await t.request(`/api/v1/campaigns/${spring.id}/metrics`, {
      cookie: signIn.cookie,
    });
    expect(daily.json.data.daily.length).toBeGreaterThan(30);

    const progress = await t.request('/api/v1/progress', { cookie: signIn.cookie });
    expect(progress.json.data.progress.totalXP).toBeGreaterThan(0);

    const agency = accounts[1]!;
    const agencyIn = await t.signIn(agency.email, agency.password);
    const agencyMetrics = await t.request('/api/v1/dashboard/metrics', { cookie: agencyIn.cookie });
    expect(agencyMetrics.json.data).toMatchObject({ organization_type: 'AGENCY', client_count: 6 });
    const clients = await queryRows<{ status: string }>(
      t.ctx.db,
      sql`select status from clients c join organizations o on o.id = c.org_id where o.is_demo and o.type = 'AGENCY'`,
    );
    expect(new Set(clients.map((r) => r.status))).toEqual(new Set(['active', 'paused', 'churned']));

    // The client's portal: an approved output, one awaiting approval, a thread and a report.
    const portalUser = accounts[3]!;
    const portalIn = await t.signIn(portalUser.email, portalUser.password);
    const approvals = await t.request('/api/v1/portal/approvals', { cookie: portalIn.cookie });
    expect(approvals.status).toBe(200);
    expect(approvals.json.data.map((a: { status: string }) => a.status).sort()).toEqual([
      'approved',
      'requested',
    ]);
    const reports = await t.request('/api/v1/portal/reports', { cookie: portalIn.cookie });
    expect(reports.json.data).toHaveLength(1);
    const messages = await t.request('/api/v1/portal/messages', { cookie: portalIn.cookie });
    expect(messages.json.data).toHaveLength(2);

    // The account manager works for Fernleaf only; the client portal user sees Fernleaf's
    // campaigns in the portal, and not the agency's workspace (decision 059).
    const [manager, client] = accounts.slice(2);
    for (const member of [manager!, client!]) expect(member.client).toBe('Fernleaf Skincare');
    const managerIn = await t.signIn(manager!.email, manager!.password);
    const campaigns = await t.request('/api/v1/campaigns', { cookie: managerIn.cookie });
    expect(campaigns.status).toBe(200);
    expect(campaigns.json.data.length).toBeGreaterThan(0);
    expect(
      campaigns.json.data.every(
        (c: { client_name: string }) => c.client_name === 'Fernleaf Skincare',
      ),
    ).toBe(true);
    const portal = await t.request('/api/v1/portal', { cookie: portalIn.cookie });
    expect(portal.json.data.client.name).toBe('Fernleaf Skincare');
    expect(portal.json.data.campaigns.length).toBeGreaterThan(0);
    expect((await t.request('/api/v1/campaigns', { cookie: portalIn.cookie })).status).toBe(403);
  });
});

describe('demo data beside real organizations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("never deletes a real organization, even one with the demo's name, slug and e-mail", async () => {
    const real = await t.createUser({
      email: 'demo-owner@northwind.example',
      organizationName: 'Northwind Coffee Roasters',
    });
    const lookalike = await t.createUser({
      email: 'demo-agency@brightline.example',
      organizationName: 'Brightline Marketing Studio',
    });
    const campaign = await t.request('/api/v1/campaigns', {
      cookie: real.cookie,
      body: { name: 'Our real launch', status: 'active' },
    });
    expect(campaign.status).toBe(201);

    await runCliCommand(t.ctx, { name: 'demo' });
    const { accounts } = (await runCliCommand(t.ctx, { name: 'demo' })) as {
      accounts: DemoAccount[];
    };

    for (const user of [real, lookalike]) {
      const me = await t.request('/api/v1/me', { cookie: user.cookie });
      expect(me.status).toBe(200);
      expect(me.json.data.organization.id).toBe(user.orgId);
    }
    const campaigns = await t.request('/api/v1/campaigns', { cookie: real.cookie });
    expect(campaigns.json.data.map((c: { name: string }) => c.name)).toEqual(['Our real launch']);

    expect(accounts.map((a) => a.email)).toEqual([
      expect.stringMatching(/^demo-owner\+[0-9a-f]+@northwind\.example$/),
      expect.stringMatching(/^demo-agency\+[0-9a-f]+@brightline\.example$/),
      'demo-account-manager@brightline.example',
      'demo-client@fernleaf.example',
    ]);
    expect((await t.signIn(accounts[0]!.email, accounts[0]!.password)).status).toBe(200);
    const named = await t.ctx.db
      .select({ isDemo: organizations.isDemo })
      .from(organizations)
      .where(
        inArray(organizations.name, ['Northwind Coffee Roasters', 'Brightline Marketing Studio']),
      );
    // Two real ones and the second load's two demos: the first load's demos were replaced.
    expect(named.map((o) => o.isDemo).sort()).toEqual([false, false, true, true]);
  });

  it("saves every demo output in its tool's shape, so its page and renderer open", async () => {
    const { accounts } = (await runCliCommand(t.ctx, { name: 'demo' })) as {
      accounts: DemoAccount[];
    };
    for (const account of accounts.filter((a) => !a.role)) {
      const { cookie } = await t.signIn(account.email, account.password);
      const list = await t.request('/api/v1/outputs?limit=100', { cookie });
      expect(list.status).toBe(200);
      expect(list.json.data.length).toBeGreaterThan(0);
      for (const output of list.json.data) {
        const tool = toolForOutputType(output.output_type);
        if (!tool) continue;
        const parsed = tool.schema.safeParse(output.content);
        expect(parsed.success, `${account.type} ${output.output_type} "${output.title}"`).toBe(
          true,
        );
      }
    }
  });
});
