/**
 * The portal is a boundary (decision 059): a client's portal user calls what the portal
 * calls (`portal:read`) and is refused the agency's workspace (`workspace:read`) and team
 * (`team:read`) with 403, whatever they know of its ids; another client's portal user, a
 * member held to another client and another organization get 403/404 on this client's
 * portal rows, never data.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedFor } from '../dashboard/testing';
import { addTeammate } from '../team/testing';

type Owner = Awaited<ReturnType<TestApp['createUser']>>;
type Member = { email: string; cookie: string; userId: string };

/** Words only the agency's internal rows carry: none may reach a portal user. */
const SECRETS = ['Internal draft', 'pays late', 'Fernleaf contract', 'Secret Agency Co'];

describe('the portal boundary', () => {
  let t: TestApp;
  let agency: Owner;
  let otherAgency: Owner;
  let clientA: string;
  let clientB: string;
  let campaignA: string;
  let draftA: string;
  let sentA: string;
  let sessionA: string;
  let documentA: string;
  let approvalA: string;
  let reportA: string;
  let guestA: Member;
  let stakeholderA: Member;
  let viewerB: Member;
  let managerB: Member;

  const req = (
    path: string,
    who: { cookie: string },
    init: { method?: string; body?: unknown } = {},
  ) => t.request(`/api/v1${path}`, { cookie: who.cookie, ...init });

  async function member(role: string, clientId: string): Promise<Member> {
    const mate = await addTeammate(t, agency.cookie, 'account_manager');
    await t.ctx.db.execute(
      sql`update user_roles set role_name = ${role}, client_id = ${clientId}::uuid where user_id = ${mate.userId}`,
    );
    return mate;
  }

  beforeAll(async () => {
    t = await createTestApp();
    agency = await t.createUser({
      organizationName: 'Northwind Agency',
      organizationType: 'AGENCY',
    });
    otherAgency = await t.createUser({
      organizationName: 'Other Agency',
      organizationType: 'AGENCY',
    });
    const seed = seedFor(t.ctx.db, agency);
    clientA = (await seed.client({ name: 'Fernleaf Dental' })).id;
    clientB = (await seed.client({ name: 'Harbor Gym' })).id;
    campaignA = (
      await seed.campaign({ name: 'Spring Smiles', clientId: clientA, status: 'active' })
    ).id;
    await seed.dailyMetrics(campaignA, { date: '2026-03-02', impressions: 1200, spendCents: 5000 });
    draftA = (
      await seed.output('strategy', { clientId: clientA, title: 'Internal draft for Fernleaf' })
    ).id;
    sentA = (await seed.output('strategy', { clientId: clientA, title: 'Spring messaging' })).id;
    documentA = (await seed.document({ clientId: clientA, title: 'Fernleaf contract' })).id;
    const [session] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into agent_sessions (org_id, client_id, agent_type, title)
          values (${agency.orgId}, ${clientA}, 'strategy', 'Fernleaf strategy') returning id`,
    );
    sessionA = session!.id;
    await t.ctx.db.execute(
      sql`insert into agent_messages (org_id, session_id, role, content)
          values (${agency.orgId}, ${sessionA}, 'user', 'Fernleaf pays late; keep it cheap')`,
    );
    await t.ctx.db.execute(
      sql`insert into business_contexts (org_id, company_name) values (${agency.orgId}, 'Secret Agency Co')`,
    );
    guestA = await member('guest', clientA);
    stakeholderA = await member('client_stakeholder', clientA);
    viewerB = await member('client_viewer', clientB);
    managerB = await member('account_manager', clientB);

    const requested = await req(`/outputs/${sentA}/approval-request`, agency, { method: 'POST' });
    expect(requested.status, requested.text).toBe(201);
    approvalA = requested.json.data.id;
    const report = await req(`/clients/${clientA}/reports`, agency, {
      body: { from: '2026-03-01', to: '2026-03-31' },
    });
    expect(report.status, report.text).toBe(201);
    reportA = report.json.data.id;
  });
  afterAll(() => t.close());

  it("refuses a portal user the agency's workspace and team (403), whatever ids they know", async () => {
    const paths = [
      '/outputs',
      `/outputs/${draftA}`,
      `/outputs/${sentA}`,
      `/outputs/${sentA}/sources`,
      `/outputs/${sentA}/approval`,
      '/agent-sessions',
      `/agent-sessions/${sessionA}`,
      '/documents',
      `/documents/${documentA}`,
      `/documents/${documentA}/download`,
      `/business-context/organization/${agency.orgId}`,
      '/content/brand-voice',
      '/campaigns',
      `/campaigns/${campaignA}`,
      `/campaigns/${campaignA}/metrics`,
      '/dashboard/metrics',
      '/dashboard/recent-outputs',
      '/clients',
      `/clients/${clientA}`,
      `/clients/${clientA}/messages`,
      `/clients/${clientA}/reports`,
      '/team',
      '/workspaces',
    ];
    for (const who of [guestA, stakeholderA]) {
      for (const path of paths) {
        const res = await req(path, who);
        expect({ path, status: res.status }).toEqual({ path, status: 403 });
        expect(res.json.error.message).toBe(MESSAGES.permissions.portalOnly);
        for (const secret of SECRETS) expect(res.text).not.toContain(secret);
      }
      const rpc = await req('/rpc/get_user_roles', who, {
        body: { p_user_id: who.userId, p_org_id: agency.orgId },
      });
      expect(rpc.status).toBe(403);
    }
  });

  it('answers what the portal pages and the shell call: only what was shared with the client', async () => {
    for (const path of ['/me', '/progress', '/white-label', '/portal/messages', '/portal/reports'])
      expect({ path, status: (await req(path, guestA)).status }).toEqual({ path, status: 200 });
    const portal = await req('/portal', guestA);
    expect(portal.status).toBe(200);
    expect(portal.json.data.campaigns.map((c: { name: string }) => c.name)).toEqual([
      'Spring Smiles',
    ]);
    const approvals = await req('/portal/approvals', stakeholderA);
    expect(approvals.json.data.map((a: { output: { title: string } }) => a.output.title)).toEqual([
      'Spring messaging',
    ]);
    const pdf = await t.app.request(`/api/v1/reports/${reportA}/pdf`, {
      headers: { cookie: guestA.cookie },
    });
    expect(pdf.status).toBe(200);
    for (const res of [portal, approvals])
      for (const secret of SECRETS) expect(res.text).not.toContain(secret);
  });

  it("gives another client's people, a member held to another client and another organization 403/404 on this client's portal rows", async () => {
    const pdf = (who: { cookie: string }) =>
      t.app.request(`/api/v1/reports/${reportA}/pdf`, { headers: { cookie: who.cookie } });
    for (const who of [viewerB, managerB, otherAgency]) expect((await pdf(who)).status).toBe(404);
    expect((await req(`/portal?client_id=${clientA}`, viewerB)).status).toBe(404);
    expect((await req(`/portal/messages?client_id=${clientA}`, viewerB)).status).toBe(404);
    const decide = (who: { cookie: string }) =>
      req(`/portal/approvals/${approvalA}/decision`, who, { body: { decision: 'approved' } });
    expect((await decide(viewerB)).status).toBe(404);
    for (const who of [managerB, otherAgency]) expect((await decide(who)).status).toBe(403);
    expect((await req('/portal/approvals', viewerB)).json.data).toEqual([]);
    expect((await req('/portal/reports', viewerB)).json.data).toEqual([]);
    for (const who of [managerB, otherAgency]) {
      expect((await req(`/clients/${clientA}/messages`, who)).status).toBe(404);
      expect((await req(`/clients/${clientA}/reports`, who)).status).toBe(404);
      expect((await req(`/outputs/${sentA}/approval`, who)).status).toBe(404);
    }
  });
});
