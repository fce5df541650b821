import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import type { PortalApproval, PortalOverview } from '@/shared/portal';
import { PORTAL_MESSAGES } from '@/shared/portal';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedFor } from '../dashboard/testing';
import { listOutbox } from '../mail/list-outbox';
import { addTeammate } from '../team/testing';

type Owner = Awaited<ReturnType<TestApp['createUser']>>;
type Member = { email: string; cookie: string; userId: string };

const DAYS = [
  {
    date: '2026-03-01',
    impressions: 1000,
    clicks: 50,
    conversions: 5,
    spend: 10_000,
    revenue: 30_000,
  },
  {
    date: '2026-03-02',
    impressions: 2000,
    clicks: 80,
    conversions: 8,
    spend: 12_000,
    revenue: 40_000,
  },
  {
    date: '2026-03-03',
    impressions: 1500,
    clicks: 60,
    conversions: 4,
    spend: 8_000,
    revenue: 10_000,
  },
];

async function pdfText(bytes: ArrayBuffer | Uint8Array) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('client portal API', () => {
  let t: TestApp;
  let agency: Owner;
  let otherAgency: Owner;
  let clientA: string;
  let clientB: string;
  let otherOrgClient: string;
  let campaignA: string;
  let pausedA: string;
  let campaignB: string;
  let outputA: string;
  let outputB: string;
  let orgOutput: string;
  let otherOrgOutput: string;
  let guestA: Member;
  let stakeholderA: Member;
  let guestB: Member;
  let writer: Member;

  const req = (
    path: string,
    who: { cookie: string },
    init: { method?: string; body?: unknown } = {},
  ) => t.request(`/api/v1${path}`, { cookie: who.cookie, ...init });

  /** A teammate whose one role is a client role of this client. */
  async function clientUser(role: string, clientId: string): Promise<Member> {
    const member = await addTeammate(t, agency.cookie, 'account_manager');
    await t.ctx.db.execute(
      sql`update user_roles set role_name = ${role}, client_id = ${clientId}::uuid where user_id = ${member.userId}`,
    );
    return member;
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
    clientA = (
      await seed.client({
        name: 'Fernleaf Dental',
        brandKit: { primary_color: '#10B981', font_family: 'Georgia' },
      })
    ).id;
    clientB = (await seed.client({ name: 'Harbor Gym' })).id;
    otherOrgClient = (await seedFor(t.ctx.db, otherAgency).client({ name: 'Elsewhere' })).id;
    campaignA = (
      await seed.campaign({
        name: 'Spring Smiles',
        clientId: clientA,
        status: 'active',
        budgetCents: 500_000,
        startDate: '2026-03-01',
        endDate: '2026-04-30',
      })
    ).id;
    pausedA = (
      await seed.campaign({ name: 'Winter Whitening', clientId: clientA, status: 'paused' })
    ).id;
    campaignB = (
      await seed.campaign({ name: 'Harbor Summer', clientId: clientB, status: 'active' })
    ).id;
    for (const d of DAYS) {
      await seed.dailyMetrics(campaignA, {
        date: d.date,
        impressions: d.impressions,
        clicks: d.clicks,
        conversions: d.conversions,
        spendCents: d.spend,
        revenueCents: d.revenue,
      });
    }
    await seed.dailyMetrics(pausedA, { date: '2026-03-02', impressions: 100, spendCents: 1000 });
    await seed.dailyMetrics(campaignB, {
      date: '2026-03-02',
      impressions: 99_999,
      spendCents: 77_700,
    });
    outputA = (
      await seed.output('strategy', {
        clientId: clientA,
        outputType: 'portal_note',
        title: 'Spring messaging',
        content: { headline: 'Smile brighter this spring' },
      })
    ).id;
    outputB = (
      await seed.output('strategy', {
        clientId: clientB,
        outputType: 'portal_note',
        title: 'Harbor plan',
      })
    ).id;
    orgOutput = (await seed.output('strategy', { outputType: 'portal_note', title: 'Agency-wide' }))
      .id;
    otherOrgOutput = (
      await seedFor(t.ctx.db, otherAgency).output('strategy', {
        clientId: otherOrgClient,
        outputType: 'portal_note',
      })
    ).id;
    writer = await addTeammate(t, agency.cookie, 'account_manager');
    guestA = await clientUser('guest', clientA);
    stakeholderA = await clientUser('client_stakeholder', clientA);
    guestB = await clientUser('client_viewer', clientB);
  });
  afterAll(() => t.close());

  it('GET /portal: the client, brand kit, summary stats and campaigns, figures as summarizeMetrics', async () => {
    const res = await req('/portal', guestA);
    expect(res.status, res.text).toBe(200);
    const portal = res.json.data as PortalOverview;
    expect(portal.client).toMatchObject({ id: clientA, name: 'Fernleaf Dental' });
    expect(portal.client.brand_kit).toEqual({ primary_color: '#10B981', font_family: 'Georgia' });
    expect(portal.agency_name).toBe('Northwind Agency');
    const all = summarizeMetrics(
      [
        ...DAYS,
        {
          date: '2026-03-02',
          impressions: 100,
          clicks: 0,
          conversions: 0,
          spend: 1000,
          revenue: 0,
        },
      ].map((d) => ({
        date: d.date,
        impressions: d.impressions,
        clicks: d.clicks,
        conversions: d.conversions,
        spend_cents: d.spend,
        revenue_cents: d.revenue,
      })),
    );
    expect(portal.summary).toEqual({
      spend_cents: all.spend_cents,
      impressions: all.impressions,
      conversions: all.conversions,
      roi_percentage: all.roi_percentage,
    });
    expect(portal.campaigns.map((c) => c.name).sort()).toEqual([
      'Spring Smiles',
      'Winter Whitening',
    ]);
    const spring = portal.campaigns.find((c) => c.id === campaignA)!;
    expect(spring).toMatchObject({
      status: 'active',
      budget_cents: 500_000,
      start_date: '2026-03-01',
      end_date: '2026-04-30',
      metrics: { impressions: 4500, clicks: 190, conversions: 17 },
    });
    expect(JSON.stringify(portal)).not.toContain('Harbor');
    // The other client's user sees theirs only.
    const b = (await req('/portal', guestB)).json.data as PortalOverview;
    expect(b.client.name).toBe('Harbor Gym');
    expect(b.campaigns.map((c) => c.id)).toEqual([campaignB]);
  });

  it('GET /portal: another client id → 404; an agency member → the seed’s refusal', async () => {
    expect((await req(`/portal?client_id=${clientB}`, guestA)).status).toBe(404);
    expect((await req(`/portal?client_id=${otherOrgClient}`, guestA)).status).toBe(404);
    const agencyRes = await req('/portal', agency);
    expect(agencyRes.status).toBe(403);
    expect(agencyRes.json.error.message).toBe('This portal is only available for guest users.');
    expect((await t.request('/api/v1/portal')).status).toBe(401);
  });

  it('portal users are read-only: campaigns, outputs, clients and agency-side writes are refused', async () => {
    for (const who of [guestA, stakeholderA]) {
      const patch = await req(`/campaigns/${campaignA}`, who, {
        method: 'PATCH',
        body: { name: 'Hacked' },
      });
      expect(patch.status).toBe(403);
      expect(
        (await req(`/outputs/${outputA}`, who, { method: 'PATCH', body: { title: 'x' } })).status,
      ).toBe(403);
      expect(
        (await req(`/clients/${clientA}/messages`, who, { body: { body: 'from agency side?' } }))
          .status,
      ).toBe(403);
      expect(
        (
          await req(`/clients/${clientA}/reports`, who, {
            body: { from: '2026-03-01', to: '2026-03-31' },
          })
        ).status,
      ).toBe(403);
      expect(
        (await req(`/outputs/${outputA}/approval-request`, who, { method: 'POST' })).status,
      ).toBe(403);
    }
    const [campaign] = await queryRows<{ name: string }>(
      t.ctx.db,
      sql`select name from campaigns where id = ${campaignA}`,
    );
    expect(campaign!.name).toBe('Spring Smiles');
  });

  it('messages: a thread both sides read and write, each new message e-mailed to the other side', async () => {
    const fromClient = await req('/portal/messages', guestA, {
      body: { body: 'Can we push the launch?' },
    });
    expect(fromClient.status, fromClient.text).toBe(201);
    expect(fromClient.json.data).toMatchObject({
      author_side: 'client',
      body: 'Can we push the launch?',
      read_at: null,
    });
    const agencyMail = await listOutbox(t.ctx.db, { to: agency.email });
    expect(
      agencyMail.some(
        (m) => m.subject.includes('Fernleaf Dental') && m.text.includes('push the launch'),
      ),
    ).toBe(true);
    // The agency reads it (which marks it read) and answers.
    const thread = await req(`/clients/${clientA}/messages`, agency);
    expect(thread.status).toBe(200);
    expect(thread.json.data).toHaveLength(1);
    const reply = await req(`/clients/${clientA}/messages`, writer, {
      body: { body: 'Yes, to May 1st.' },
    });
    expect(reply.status, reply.text).toBe(201);
    for (const who of [guestA, stakeholderA]) {
      const mails = await listOutbox(t.ctx.db, { to: who.email });
      expect(mails.some((m) => m.text.includes('Yes, to May 1st.'))).toBe(true);
    }
    expect(
      (await listOutbox(t.ctx.db, { to: guestB.email })).some((m) => m.text.includes('May 1st')),
    ).toBe(false);
    const portal = (await req('/portal', stakeholderA)).json.data as PortalOverview;
    expect(portal.unread_messages).toBe(1);
    const clientThread = await req('/portal/messages', stakeholderA);
    expect(clientThread.json.data.map((m: { body: string }) => m.body)).toEqual([
      'Can we push the launch?',
      'Yes, to May 1st.',
    ]);
    expect(clientThread.json.data[0].read_at).not.toBeNull();
    expect(((await req('/portal', stakeholderA)).json.data as PortalOverview).unread_messages).toBe(
      0,
    );
    // Blank → 400 with the message; other client's thread and other org → 404.
    const blank = await req('/portal/messages', guestA, { body: { body: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.json.error.message).toBe(PORTAL_MESSAGES.messageRequired);
    expect((await req('/portal/messages', guestB)).json.data).toEqual([]);
    expect((await req(`/portal/messages?client_id=${clientA}`, guestB)).status).toBe(404);
    expect((await req(`/clients/${clientA}/messages`, guestB)).status).toBe(403);
    expect((await req(`/clients/${otherOrgClient}/messages`, agency)).status).toBe(404);
    expect(
      (await req(`/clients/${otherOrgClient}/messages`, agency, { body: { body: 'hi' } })).status,
    ).toBe(404);
    expect((await req(`/clients/${clientA}/messages`, otherAgency)).status).toBe(404);
    expect((await req('/portal/messages', agency, { body: { body: 'hi' } })).status).toBe(403);
  });

  it('approvals: requested with the content hash, decided in the portal, void after an edit', async () => {
    const requested = await req(`/outputs/${outputA}/approval-request`, writer, { method: 'POST' });
    expect(requested.status, requested.text).toBe(201);
    expect(requested.json.data).toMatchObject({
      status: 'requested',
      output_id: outputA,
      client_id: clientA,
    });
    expect(requested.json.data.content_hash).toMatch(/^[0-9a-f]{64}$/);
    // Asking again for the same content keeps the same request.
    const again = await req(`/outputs/${outputA}/approval-request`, writer, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(again.json.data.id).toBe(requested.json.data.id);
    expect(
      (await listOutbox(t.ctx.db, { to: guestA.email })).some(
        (m) => m.subject === 'Approval requested: Spring messaging',
      ),
    ).toBe(true);

    const list = await req('/portal/approvals', guestA);
    expect(list.status).toBe(200);
    const [pending] = list.json.data as PortalApproval[];
    expect(pending).toMatchObject({
      status: 'requested',
      output: { title: 'Spring messaging', content: { headline: 'Smile brighter this spring' } },
    });
    expect(((await req('/portal', guestA)).json.data as PortalOverview).pending_approvals).toBe(1);
    expect((await req('/portal/approvals', guestB)).json.data).toEqual([]);

    // Changes need a comment; another client's user and the agency cannot decide.
    const noComment = await req(`/portal/approvals/${pending!.id}/decision`, guestA, {
      body: { decision: 'changes_requested' },
    });
    expect(noComment.status).toBe(400);
    expect(noComment.json.error.message).toBe(PORTAL_MESSAGES.commentRequired);
    expect(
      (
        await req(`/portal/approvals/${pending!.id}/decision`, guestB, {
          body: { decision: 'approved' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await req(`/portal/approvals/${pending!.id}/decision`, agency, {
          body: { decision: 'approved' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await req(`/portal/approvals/${pending!.id}/decision`, otherAgency, {
          body: { decision: 'approved' },
        })
      ).status,
    ).toBe(403);

    const approved = await req(`/portal/approvals/${pending!.id}/decision`, guestA, {
      body: { decision: 'approved' },
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.data).toMatchObject({
      status: 'approved',
      decided_by_name: expect.any(String),
    });
    expect(
      (await listOutbox(t.ctx.db, { to: writer.email })).some((m) =>
        m.subject.includes('approved Spring messaging'),
      ),
    ).toBe(true);
    const twice = await req(`/portal/approvals/${pending!.id}/decision`, guestA, {
      body: { decision: 'approved' },
    });
    expect(twice.status).toBe(409);
    expect((await req(`/outputs/${outputA}/approval`, agency)).json.data.status).toBe('approved');

    // An edit voids it, everywhere it is read.
    const edit = await req(`/outputs/${outputA}`, writer, {
      method: 'PATCH',
      body: { content: { headline: 'Changed' } },
    });
    expect(edit.status, edit.text).toBe(200);
    const state = await req(`/outputs/${outputA}/approval`, agency);
    expect(state.json.data).toMatchObject({ status: 'void', decided_status: 'approved' });
    expect(
      ((await req('/portal/approvals', guestA)).json.data as PortalApproval[])[0]!.status,
    ).toBe('void');

    // Sent again, then changes requested with a comment; an edit before the decision voids it too.
    const resent = await req(`/outputs/${outputA}/approval-request`, writer, { method: 'POST' });
    expect(resent.status).toBe(201);
    const changes = await req(`/portal/approvals/${resent.json.data.id}/decision`, stakeholderA, {
      body: { decision: 'changes_requested', comment: 'Mention the free check-up' },
    });
    expect(changes.status).toBe(200);
    expect(changes.json.data).toMatchObject({
      status: 'changes_requested',
      comment: 'Mention the free check-up',
    });
    const third = await req(`/outputs/${outputA}/approval-request`, writer, { method: 'POST' });
    await req(`/outputs/${outputA}`, writer, {
      method: 'PATCH',
      body: { title: 'Spring messaging v2' },
    });
    const late = await req(`/portal/approvals/${third.json.data.id}/decision`, guestA, {
      body: { decision: 'approved' },
    });
    expect(late.status).toBe(409);
    expect(late.json.error.message).toBe(PORTAL_MESSAGES.voided);
    // Approve the current content for the report below.
    const fourth = await req(`/outputs/${outputA}/approval-request`, writer, { method: 'POST' });
    expect(
      (
        await req(`/portal/approvals/${fourth.json.data.id}/decision`, guestA, {
          body: { decision: 'approved' },
        })
      ).status,
    ).toBe(200);
  });

  it('approvals: an output without a client → 400; other org, other client, no access → 404', async () => {
    const noClient = await req(`/outputs/${orgOutput}/approval-request`, agency, {
      method: 'POST',
    });
    expect(noClient.status).toBe(400);
    expect(noClient.json.error.message).toBe(PORTAL_MESSAGES.outputNeedsClient);
    expect(
      (await req(`/outputs/${otherOrgOutput}/approval-request`, agency, { method: 'POST' })).status,
    ).toBe(404);
    expect((await req(`/outputs/${otherOrgOutput}/approval`, agency)).status).toBe(404);
    expect((await req(`/outputs/${outputB}/approval`, agency)).json.data).toBeNull();
    // A portal user reads approvals in the portal, not through the outputs API (decision 059).
    expect((await req(`/outputs/${outputA}/approval`, guestA)).status).toBe(403);
    expect(
      (
        await req(`/portal/approvals/00000000-0000-4000-8000-000000000000/decision`, guestA, {
          body: { decision: 'approved' },
        })
      ).status,
    ).toBe(404);
  });

  it('reports: a white-label PDF with the client, figures and approved outputs; listed and downloadable', async () => {
    const bad = await req(`/clients/${clientA}/reports`, writer, {
      body: { from: '2026-03-31', to: '2026-03-01' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe(PORTAL_MESSAGES.periodOrder);
    const created = await req(`/clients/${clientA}/reports`, writer, {
      body: { from: '2026-03-01', to: '2026-03-31' },
    });
    expect(created.status, created.text).toBe(201);
    const report = created.json.data;
    expect(report).toMatchObject({
      client_id: clientA,
      period_from: '2026-03-01',
      period_to: '2026-03-31',
      shared_until: null,
    });

    const list = await req(`/clients/${clientA}/reports`, agency);
    expect(list.json.data.map((r: { id: string }) => r.id)).toEqual([report.id]);
    expect(
      (await req('/portal/reports', guestA)).json.data.map((r: { id: string }) => r.id),
    ).toEqual([report.id]);
    expect((await req('/portal/reports', guestB)).json.data).toEqual([]);

    const download = await t.app.request(`/api/v1/reports/${report.id}/pdf`, {
      headers: { cookie: guestA.cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain(
      'Fernleaf-Dental-report-2026-03-01-2026-03-31.pdf',
    );
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Fernleaf Dental');
    expect(text).toContain('Prepared by Northwind Agency');
    // The client's document says nothing of how the agency works.
    expect(text).not.toMatch(/AI usage|tokens|\$0\.00/);
    // With a white-label kit, the agency's company name replaces the organization's.
    await t.ctx.db.execute(
      sql`insert into white_label_settings (org_id, primary_color, secondary_color, accent_color, colors, fonts, company_name)
          values (${agency.orgId}, '#112233', '#445566', '#778899', '{}'::jsonb, '{}'::jsonb, 'Northwind Studio')`,
    );
    const branded = await req(`/clients/${clientA}/reports`, writer, {
      body: { from: '2026-03-01', to: '2026-03-31', title: 'March review' },
    });
    const brandedPdf = await t.app.request(`/api/v1/reports/${branded.json.data.id}/pdf`, {
      headers: { cookie: agency.cookie },
    });
    const brandedText = await pdfText(await brandedPdf.arrayBuffer());
    expect(brandedText).toContain('Prepared by Northwind Studio');
    expect(brandedText).toContain('March review');
    await t.ctx.db.execute(sql`delete from client_reports where id = ${branded.json.data.id}`);
    expect(text).toContain('$310'); // the period's spend: 100 + 120 + 80 + 10 (paused)
    expect(text).toContain('Spring Smiles');
    expect(text).toContain('Spend per day');
    expect(text).toContain('Spring messaging v2');
    expect(text).not.toContain('Harbor');

    // Other client, other org, agency-only writes.
    for (const who of [guestB, otherAgency])
      expect(
        (
          await t.app.request(`/api/v1/reports/${report.id}/pdf`, {
            headers: { cookie: who.cookie },
          })
        ).status,
      ).toBe(404);
    // The agency's list of a client's reports is the workspace's, not the portal's.
    expect((await req(`/clients/${clientA}/reports`, guestB)).status).toBe(403);
    expect((await req(`/clients/${otherOrgClient}/reports`, agency)).status).toBe(404);
    expect(
      (
        await req(`/clients/${otherOrgClient}/reports`, agency, {
          body: { from: '2026-03-01', to: '2026-03-02' },
        })
      ).status,
    ).toBe(404);
    expect((await req(`/reports/${report.id}/share`, otherAgency, { body: {} })).status).toBe(404);
    expect((await req(`/reports/${report.id}/share`, guestA, { body: {} })).status).toBe(403);
  });

  it('one period, one set of figures: the portal, the PDF and the agency’s client analytics agree', async () => {
    const period = { from: '2026-03-02', to: '2026-03-03' };
    const portal = await req(`/portal?from=${period.from}&to=${period.to}`, guestA);
    expect(portal.status, portal.text).toBe(200);
    const overview = portal.json.data as PortalOverview;
    expect(overview.requested).toEqual(period);
    const analytics = await req(
      `/clients/${clientA}/performance?from=${period.from}&to=${period.to}`,
      agency,
    );
    expect(analytics.status, analytics.text).toBe(200);
    const totals = analytics.json.data.totals;
    // 120 + 80 (Spring Smiles) + 10 (the paused campaign) on the 2nd and 3rd.
    expect(overview.summary).toEqual({
      spend_cents: 21_000,
      impressions: 3_600,
      conversions: 12,
      roi_percentage: totals.roi_percentage,
    });
    expect(totals).toMatchObject({ spend_cents: 21_000, impressions: 3_600, conversions: 12 });
    const spring = overview.campaigns.find((c) => c.id === campaignA)!;
    expect(spring.metrics).toEqual({ impressions: 3_500, clicks: 140, conversions: 12 });

    const created = await req(`/clients/${clientA}/reports`, writer, { body: period });
    expect(created.status, created.text).toBe(201);
    expect(created.json.data.title).toBe('Performance report Mar 2, 2026 – Mar 3, 2026');
    const pdf = await t.app.request(`/api/v1/reports/${created.json.data.id}/pdf`, {
      headers: { cookie: guestA.cookie },
    });
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain('$210');
    expect(text).toContain('3,600');
    // One date format for the client: the portal's, not ISO days.
    expect(text).toContain('Mar 2, 2026 – Mar 3, 2026');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await t.ctx.db.execute(sql`delete from client_reports where id = ${created.json.data.id}`);

    const backwards = await req(`/portal?from=${period.to}&to=${period.from}`, guestA);
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.message).toBe(PORTAL_MESSAGES.periodOrder);
  });

  it('a report share link works without signing in until it expires, then answers 404', async () => {
    const [report] = (await req(`/clients/${clientA}/reports`, agency)).json.data;
    const share = await req(`/reports/${report.id}/share`, writer, {
      body: { expires_in_days: 2 },
    });
    expect(share.status, share.text).toBe(201);
    const url = new URL(share.json.data.url);
    expect(url.pathname).toMatch(/^\/api\/v1\/shared-reports\/[\w-]{40,}$/);
    const token = url.pathname.split('/').pop()!;
    const [stored] = await queryRows<{ share_token_hash: string }>(
      t.ctx.db,
      sql`select share_token_hash from client_reports where id = ${report.id}`,
    );
    expect(stored!.share_token_hash).not.toContain(token);
    const open = await t.app.request(url.pathname);
    expect(open.status).toBe(200);
    expect(Buffer.from(new Uint8Array(await open.arrayBuffer()).slice(0, 5)).toString()).toBe(
      '%PDF-',
    );
    expect((await req(`/clients/${clientA}/reports`, agency)).json.data[0].shared_until).toBe(
      share.json.data.expires_at,
    );
    expect(
      (await t.app.request('/api/v1/shared-reports/not-a-real-token-at-all-000000')).status,
    ).toBe(404);
    await t.ctx.db.execute(
      sql`update client_reports set share_expires_at = now() - interval '1 second' where id = ${report.id}`,
    );
    expect((await t.app.request(url.pathname)).status).toBe(404);
    const invalid = await req(`/reports/${report.id}/share`, writer, {
      body: { expires_in_days: 90 },
    });
    expect(invalid.status).toBe(400);
  });
});
