import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benchmarkReportSchema,
  COMPETITOR_MESSAGES,
  competitiveAnalysisSchema,
  formatAnalysisBrief,
  parseAnalysisBrief,
} from '@/shared/competitive-intelligence';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import { loadAgentContext } from '../../agents/engine/load-context';
import { loadAnalysisFacts } from '../../agents/competitive-intelligence/facts';
import { offlineAnalysis } from '../../agents/competitive-intelligence/offline';
import { findTool } from '../../agents/registry';
import { withTenant } from '../../db/tenant';
import { queryRows } from '../../db/client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import {
  PLACEHOLDER,
  groundedUser,
  newSession,
  run,
  streamText,
  strings,
} from '../agent-sessions/test-helpers';
import { makeDocx, makePdf } from '../documents/testing';
import { findMentions } from './find-mentions';

const BASE = '/api/v1/competitive-intelligence';

describe('findMentions', () => {
  it('finds whole words, case-insensitively, counting every occurrence', () => {
    const text =
      'We lost two deals to ACME last month. Acmeville is a town; acme again. Blue-Bottle too.';
    expect(findMentions(text, ['Acme', 'Blue Bottle', 'Stumptown'])).toEqual([
      { name: 'Acme', count: 2, excerpt: expect.stringContaining('deals to ACME') },
      { name: 'Blue Bottle', count: 1, excerpt: expect.stringContaining('Blue-Bottle') },
    ]);
  });

  it('stays linear on hostile input', () => {
    const text = `${'a '.repeat(200_000)}b`;
    const started = Date.now();
    expect(findMentions(text, ['a a a a a a a a a b', 'a'.repeat(50)])).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reads back the brief it writes', () => {
    const brief = { competitors: ['Acme', 'Blue Bottle'], focus: 'messaging' as const };
    expect(parseAnalysisBrief(formatAnalysisBrief(brief))).toEqual(brief);
    expect(parseAnalysisBrief('Focus: nonsense')).toEqual({ competitors: [], focus: 'full' });
  });
});

describe('competitive intelligence', () => {
  let t: TestApp;
  let dataDir: string;
  let user: Awaited<ReturnType<typeof groundedUser>>;
  let other: Awaited<ReturnType<typeof groundedUser>>;

  async function upload(cookie: string, name: string, bytes: Uint8Array | string) {
    const form = new FormData();
    form.set('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name));
    const res = await t.app.request('/api/v1/documents', {
      method: 'POST',
      body: form,
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()).data as { id: string; title: string };
  }

  async function unlock(cookie: string) {
    for (let i = 1; i <= 6; i++)
      await upload(cookie, `notes-${i}.txt`, `Customer interview ${i}: loyalty and freshness.`);
  }

  const api = (p: string, init: Parameters<TestApp['request']>[1] = {}) =>
    t.request(`${BASE}${p}`, init);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stratagent-ci-'));
    t = await createTestApp({ dataDir });
    user = await groundedUser(t);
    other = await groundedUser(t, 'Rival Roasters Ltd');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is locked until more than 5 documents: the API and runs answer 403', async () => {
    const locked = await groundedUser(t, 'Locked Roasters');
    const list = await api('/competitors', { cookie: locked.cookie });
    expect(list.status).toBe(403);
    expect(list.json.error.message).toBe(lockedFeatureMessage('competitive'));
    const sessionId = await newSession(t, locked.cookie, {
      agent_type: 'competitive-intelligence',
    });
    const started = await run(t, locked.cookie, sessionId, { tool: 'benchmarks' });
    expect(started.res.status).toBe(403);
    expect(started.res.text).toContain(lockedFeatureMessage('competitive'));
  });

  it('creates, lists, reads, updates and deletes competitors with clear validation', async () => {
    await unlock(user.cookie);
    const created = await api('/competitors', {
      cookie: user.cookie,
      body: {
        name: '  Stumptown Coffee ',
        website: 'https://stumptown.example.com',
        positioning: 'Premium roaster with national grocery distribution',
        strengths: ['Brand recognition', ' ', 'Grocery shelf presence'],
        weaknesses: ['Slow to ship fresh beans'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({
      name: 'Stumptown Coffee',
      strengths: ['Brand recognition', 'Grocery shelf presence'],
      notes: null,
      mention_count: 0,
      unread_alerts: 0,
    });
    const id = created.json.data.id as string;

    const bad = [
      [{ name: '' }, COMPETITOR_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(121) }, COMPETITOR_MESSAGES.nameTooLong],
      [{ name: 'A\nB' }, COMPETITOR_MESSAGES.nameOneLine],
      [{ name: 'Acme', website: 'javascript:alert(1)' }, COMPETITOR_MESSAGES.websiteInvalid],
      [{ name: 'Acme', website: 'not a url' }, COMPETITOR_MESSAGES.websiteInvalid],
      [
        { name: 'Acme', strengths: Array(13).fill('x') },
        COMPETITOR_MESSAGES.tooManyItems('strengths'),
      ],
      [{ name: 'Acme', notes: 'n'.repeat(5001) }, COMPETITOR_MESSAGES.notesTooLong],
    ] as const;
    for (const [body, message] of bad) {
      const res = await api('/competitors', { cookie: user.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.message).toBe(message);
    }
    const duplicate = await api('/competitors', {
      cookie: user.cookie,
      body: { name: 'STUMPTOWN coffee' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.error.message).toBe(COMPETITOR_MESSAGES.duplicateName);

    const list = await api('/competitors', { cookie: user.cookie });
    expect(list.status).toBe(200);
    expect(list.json.data.map((c: { id: string }) => c.id)).toEqual([id]);

    const empty = await api(`/competitors/${id}`, {
      cookie: user.cookie,
      method: 'PATCH',
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.json.error.message).toBe(COMPETITOR_MESSAGES.nothingToUpdate);

    const updated = await api(`/competitors/${id}`, {
      cookie: user.cookie,
      method: 'PATCH',
      body: { positioning: 'Mass-market specialty coffee', notes: 'Opened a Portland café' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({
      positioning: 'Mass-market specialty coffee',
      notes: 'Opened a Portland café',
      website: 'https://stumptown.example.com',
      unread_alerts: 1,
    });

    const alerts = await api('/alerts', { cookie: user.cookie });
    expect(alerts.json.unread).toBe(1);
    expect(alerts.json.data[0]).toMatchObject({
      kind: 'record_changed',
      competitor_name: 'Stumptown Coffee',
      summary: 'Stumptown Coffee: positioning and notes updated',
      read_at: null,
    });

    // The same values again change nothing and raise nothing.
    await api(`/competitors/${id}`, {
      cookie: user.cookie,
      method: 'PATCH',
      body: { notes: 'Opened a Portland café' },
    });
    expect((await api('/alerts', { cookie: user.cookie })).json.unread).toBe(1);

    const temp = await api('/competitors', { cookie: user.cookie, body: { name: 'Short-lived' } });
    const removed = await api(`/competitors/${temp.json.data.id}`, {
      cookie: user.cookie,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect((await api(`/competitors/${temp.json.data.id}`, { cookie: user.cookie })).status).toBe(
      404,
    );
  });

  it("gives another organization's ids a 404 and never their data", async () => {
    await unlock(other.cookie);
    const mine = (await api('/competitors', { cookie: user.cookie })).json.data[0];
    const myAlert = (await api('/alerts', { cookie: user.cookie })).json.data[0];
    expect(mine && myAlert).toBeTruthy();
    for (const [method, p, body] of [
      ['GET', `/competitors/${mine.id}`, undefined],
      ['PATCH', `/competitors/${mine.id}`, { name: 'Hijacked' }],
      ['DELETE', `/competitors/${mine.id}`, undefined],
      ['POST', `/alerts/${myAlert.id}/read`, undefined],
    ] as const) {
      const res = await api(p, { cookie: other.cookie, method, body });
      expect(res.status, `${method} ${p}`).toBe(404);
    }
    expect((await api('/competitors', { cookie: other.cookie })).json.data).toEqual([]);
    expect((await api('/alerts', { cookie: other.cookie })).json).toEqual({ data: [], unread: 0 });
    expect((await api('/competitors/not-a-uuid', { cookie: other.cookie })).status).toBe(400);
    const stillMine = await api(`/competitors/${mine.id}`, { cookie: user.cookie });
    expect(stillMine.json.data.name).toBe('Stumptown Coffee');
  });

  it('raises an alert when a newly uploaded document mentions a competitor', async () => {
    const pdf = await upload(
      user.cookie,
      'Win-loss review.pdf',
      makePdf(['Win-loss review Q1', 'Two cafes chose stumptown coffee for price.']),
    );
    const docx = await upload(
      user.cookie,
      'Market scan.docx',
      await makeDocx(['Stumptownish is a new brand', 'No rival named here']),
    );
    const alerts = (await api('/alerts', { cookie: user.cookie })).json;
    const mention = alerts.data.find((a: { kind: string }) => a.kind === 'document_mention');
    expect(mention).toMatchObject({
      competitor_name: 'Stumptown Coffee',
      document_id: pdf.id,
      document_title: 'Win-loss review',
      read_at: null,
    });
    expect(mention.summary).toContain('stumptown coffee for price');
    expect(alerts.data.some((a: { document_id: string }) => a.document_id === docx.id)).toBe(false);
    const listed = (await api('/competitors', { cookie: user.cookie })).json.data[0];
    expect(listed.mention_count).toBe(1);

    const read = await api(`/alerts/${mention.id}/read`, { cookie: user.cookie, method: 'POST' });
    expect(read.status).toBe(200);
    const after = (await api('/alerts', { cookie: user.cookie })).json;
    expect(after.data.at(-1).id).toBe(mention.id);
    expect(after.unread).toBe(alerts.unread - 1);
    const all = await api('/alerts/read-all', { cookie: user.cookie, method: 'POST' });
    expect(all.json.data.marked).toBe(after.unread);
    expect((await api('/alerts?status=unread', { cookie: user.cookie })).json.data).toEqual([]);
  });

  it('offers the business context competitors that have no record yet', async () => {
    // Approved extracted context lands in details (see context-extraction).
    await t.ctx.db.execute(
      sql`update business_contexts set details = ${JSON.stringify({ competitors: ['stumptown coffee', 'Blue Bottle'] })}::jsonb
          where org_id = ${user.orgId}::uuid`,
    );
    const list = (await api('/competitors', { cookie: user.cookie })).json;
    expect(list.suggestions).toEqual([{ name: 'Blue Bottle', found_in: 'your business context' }]);
  });

  it('offers the competitors a description, a campaign or a document names, with where each was found', async () => {
    const named = await groundedUser(t, 'Kettle & Crane');
    await unlock(named.cookie);
    await t.ctx.db.execute(
      sql`update business_contexts set description = ${'Kettle & Crane roasts to order, competing with Pact and Origin on freshness.'}
          where org_id = ${named.orgId}::uuid`,
    );
    const campaign = await t.request('/api/v1/campaigns', {
      cookie: named.cookie,
      body: {
        name: 'Spring launch',
        description: 'Win back subscribers who switched to rivals such as Grind.',
      },
    });
    expect(campaign.status, JSON.stringify(campaign.json)).toBe(201);
    await upload(
      named.cookie,
      'lost-deals.txt',
      'Lost deals 2026. Most buyers compared us with alternatives like Origin and Rave Coffee.',
    );
    const list = (await api('/competitors', { cookie: named.cookie })).json;
    expect(list.suggestions).toEqual([
      { name: 'Pact', found_in: 'your business description' },
      { name: 'Origin', found_in: 'your business description' },
      { name: 'Grind', found_in: 'the campaign “Spring launch”' },
      { name: 'Rave Coffee', found_in: 'the document “lost-deals”' },
    ]);
    // Another organization is offered none of them.
    const stranger = (await api('/competitors', { cookie: user.cookie })).json;
    expect(stranger.suggestions.map((s: { name: string }) => s.name)).not.toContain('Grind');
  });

  it('benchmarks equal the values computed from the metrics, on the page and in the report', async () => {
    const rows = [
      {
        date: '2026-03-01',
        impressions: 10000,
        clicks: 180,
        conversions: 6,
        spend_cents: 24000,
        revenue_cents: 72000,
      },
      {
        date: '2026-03-02',
        impressions: 12000,
        clicks: 260,
        conversions: 9,
        spend_cents: 26000,
        revenue_cents: 99000,
      },
    ];
    const ingest = await t.request(`/api/v1/campaigns/${user.campaignId}/metrics`, {
      cookie: user.cookie,
      body: { rows },
    });
    expect(ingest.status, ingest.text).toBe(200);
    const totals = summarizeMetrics(rows);
    const page = await api('/benchmarks', { cookie: user.cookie });
    expect(page.status).toBe(200);
    const byMetric = Object.fromEntries(
      page.json.data.rows.map((r: { metric: string; value: number }) => [r.metric, r]),
    );
    expect(page.json.data).toMatchObject({
      industry: 'E-commerce',
      period: { from: '2026-03-01', to: '2026-03-02' },
      campaigns_with_metrics: 1,
    });
    expect(byMetric.ctr.value).toBe(totals.ctr);
    expect(byMetric.conversion_rate.value).toBe(totals.conversion_rate);
    expect(byMetric.cpa.value).toBe(totals.cpa_cents);
    expect(byMetric.roas.value).toBe(totals.roas);
    expect(byMetric.ctr).toMatchObject({ low: 1.5, high: 3.5, verdict: 'within' });
    expect(byMetric.cpa).toMatchObject({ low: 2500, high: 6000, verdict: 'within' });

    const sessionId = await newSession(t, user.cookie, { agent_type: 'competitive-intelligence' });
    const { res, outputId, chunks } = await run(t, user.cookie, sessionId, { tool: 'benchmarks' });
    expect(res.status).toBe(200);
    expect(streamText(chunks)).toContain('Harbor Roasters');
    const output = (await t.request(`/api/v1/outputs/${outputId}`, { cookie: user.cookie })).json
      .data;
    expect(output.output_type).toBe('benchmark_report');
    const report = benchmarkReportSchema.parse(output.content);
    const tool = findTool('competitive-intelligence', 'benchmarks')!;
    expect(tool.verifyFigures!(page.json.data, report)).toEqual([]);
    for (const text of strings(report)) expect(text).not.toMatch(PLACEHOLDER);
    const tampered = { ...report, metrics: report.metrics.map((m) => ({ ...m, value: 99 })) };
    expect(tool.verifyFigures!(page.json.data, tampered)).toHaveLength(4);
  });

  it("benchmarks an agency's client campaign against the client's industry", async () => {
    const agency = await t.createUser({
      organizationType: 'AGENCY',
      organizationName: 'Brightline',
    });
    await unlock(agency.cookie);
    const [client] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into clients (org_id, name, industry) values (${agency.orgId}::uuid, 'Fernleaf Clinic', 'Healthcare') returning id`,
    );
    const campaign = await t.request('/api/v1/campaigns', {
      cookie: agency.cookie,
      body: { name: 'Clinic launch', client_id: client!.id, status: 'active' },
    });
    expect(campaign.status, campaign.text).toBe(201);
    const sessionId = await newSession(t, agency.cookie, {
      agent_type: 'competitive-intelligence',
      campaign_id: campaign.json.data.id,
    });
    const { outputId } = await run(t, agency.cookie, sessionId, { tool: 'benchmarks' });
    const output = (await t.request(`/api/v1/outputs/${outputId}`, { cookie: agency.cookie })).json
      .data;
    expect(output.content.industry).toBe('Healthcare');
    const overall = await api('/benchmarks', { cookie: agency.cookie });
    expect(overall.json.data.industry).toBe('Other');
  });

  it('runs a competitive analysis grounded in the records and the documents that mention them', async () => {
    await api('/competitors', {
      cookie: user.cookie,
      body: { name: 'Blue Bottle', strengths: ['Café experience'], weaknesses: ['High prices'] },
    });
    const sessionId = await newSession(t, user.cookie, {
      agent_type: 'competitive-intelligence',
      campaign_id: user.campaignId,
    });
    const message = formatAnalysisBrief({ competitors: ['Stumptown Coffee'], focus: 'messaging' });
    const { res, outputId } = await run(t, user.cookie, sessionId, {
      tool: 'competitive_analysis',
      message,
    });
    expect(res.status).toBe(200);
    const output = (await t.request(`/api/v1/outputs/${outputId}`, { cookie: user.cookie })).json
      .data;
    expect(output).toMatchObject({
      agent_type: 'competitive-intelligence',
      output_type: 'competitive_analysis',
      campaign_id: user.campaignId,
    });
    const analysis = competitiveAnalysisSchema.parse(output.content);
    expect(analysis.focus).toBe('messaging');
    expect(analysis.matrix.rows.map((r) => r.name)).toEqual([
      'Harbor Roasters',
      'Stumptown Coffee',
    ]);
    expect(analysis.mentions).toEqual([
      {
        competitor: 'Stumptown Coffee',
        documents: 1,
        excerpts: [
          { document_title: 'Win-loss review', excerpt: expect.stringContaining('price') },
        ],
      },
    ]);
    expect(
      analysis.sources.some((s) => s.kind === 'document' && s.title === 'Win-loss review'),
    ).toBe(true);
    expect(JSON.stringify(analysis)).toContain('Brand recognition');
    for (const text of strings(analysis)) expect(text).not.toMatch(PLACEHOLDER);
    const tool = findTool('competitive-intelligence', 'competitive_analysis')!;
    expect(tool.verifyFigures!({ mentions: analysis.mentions }, analysis)).toEqual([]);
  });

  it('without records, analyses the competitors the business description names, and says so', async () => {
    const other = await groundedUser(t, 'Harbor Roasters UK');
    await t.ctx.db.execute(
      sql`update business_contexts set details = '{}'::jsonb,
            description = 'Harbor Roasters is a specialty coffee roaster in Yorkshire, competing with Pact, Origin and Grind.'
          where org_id = ${other.orgId}::uuid`,
    );
    const scope = { orgId: other.orgId, userId: other.userId };
    const content = await withTenant(t.ctx.db, scope, async (tx) => {
      const query = { orgId: other.orgId, campaignId: null, clientId: null, message: null };
      const ctx = await loadAgentContext(tx, { ...query, sessionId: null });
      ctx.facts = await loadAnalysisFacts(tx, query);
      return offlineAnalysis(ctx);
    });
    expect(content.matrix.rows.map((r) => r.name)).toEqual([
      'Harbor Roasters',
      'Pact',
      'Origin',
      'Grind',
    ]);
    expect(content.summary).toContain('The names come from the business description');
    expect(content.assumptions.join(' ')).toContain(
      'Pact, Origin, and Grind are named in the business description',
    );
  });
});
