/**
 * A client's workspace is the client's (seed 001 §2, issue 26): a run in client A's workspace
 * reads A's business context, brand voice and campaigns, never the agency's own nor client B's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/shared/performance-analysis';
import { AGENT_RUN_MESSAGES } from '@/shared/agent-runs';
import { formatContentBrief } from '@/shared/content';
import { formatPerformanceBrief } from '@/shared/performance-intelligence';
import { withTenant } from '../../db/tenant';
import { seedFor } from '../../modules/dashboard/testing';
import { newSession, run, strings } from '../../modules/agent-sessions/test-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loadPlanningFacts } from '../campaign-planning/facts';
import { loadAnalysisFacts } from '../competitive-intelligence/facts';
import { loadPerformanceFacts } from '../performance-intelligence/facts';

type Owner = Awaited<ReturnType<TestApp['createUser']>>;

const AGENCY = {
  companyName: 'Lumen Growth Agency',
  industry: 'Professional Services',
  companySize: '11-50 employees',
  description: 'Growth marketing agency running paid social for consumer brands.',
};

describe("a run in a client's workspace works for that client", () => {
  let t: TestApp;
  let agency: Owner;
  let fernleaf: string;
  let harbor: string;
  let fernleafCampaign: string;
  let harborCampaign: string;

  beforeAll(async () => {
    t = await createTestApp();
    agency = await t.createUser({
      organizationName: 'Lumen Growth Agency',
      organizationType: 'AGENCY',
    });
    const context = await t.request(`/api/v1/business-context/organization/${agency.orgId}`, {
      cookie: agency.cookie,
      body: AGENCY,
    });
    expect(context.status).toBe(200);
    const seed = seedFor(t.ctx.db, agency);
    fernleaf = (
      await seed.client({
        name: 'Fernleaf Skincare',
        industry: 'Retail',
        clientInfo: { description: 'Mineral sunscreen for sensitive skin, sold in pharmacies.' },
        // The agency's internal notes: no output may carry them (issue 26).
        notes: 'Internal: approvals go through Amelia, who dislikes long decks.',
      })
    ).id;
    harbor = (await seed.client({ name: 'Harbor Fitness Studios', industry: 'Healthcare' })).id;
    fernleafCampaign = (
      await seed.campaign({ name: 'Fernleaf SPF Launch', clientId: fernleaf, status: 'active' })
    ).id;
    harborCampaign = (
      await seed.campaign({ name: 'Harbor January Drive', clientId: harbor, status: 'active' })
    ).id;
    const agencyCampaign = (await seed.campaign({ name: 'Lumen Own Webinar', status: 'active' }))
      .id;
    for (const [i, id] of [fernleafCampaign, harborCampaign, agencyCampaign].entries())
      for (let day = 0; day < 5; day++)
        await seed.dailyMetrics(id, {
          date: addDays('2026-03-01', day),
          impressions: 1_000 * (i + 1),
          clicks: 50,
          conversions: 5,
          spendCents: 10_000,
          revenueCents: 30_000,
        });
  });
  afterAll(() => t.close());

  const get = (path: string) => t.request(`/api/v1${path}`, { cookie: agency.cookie });

  describe('performance intelligence', () => {
    it("GET /performance-intelligence/overview?client_id= shows only the client's campaigns", async () => {
      const res = await get(`/performance-intelligence/overview?client_id=${fernleaf}&period=all`);
      expect(res.status).toBe(200);
      expect(res.json.data.campaigns.map((c: { name: string }) => c.name)).toEqual([
        'Fernleaf SPF Launch',
      ]);
      expect(res.json.data.totals.impressions).toBe(5_000);
      const all = await get('/performance-intelligence/overview?period=all');
      expect(all.json.data.campaigns).toHaveLength(3);
    });

    it('answers 404 for a client the caller cannot see, and for another client’s campaign', async () => {
      const stranger = await t.createUser({
        organizationName: 'Other Agency',
        organizationType: 'AGENCY',
      });
      const other = (await seedFor(t.ctx.db, stranger).client({ name: 'Not Yours' })).id;
      const foreign = await get(`/performance-intelligence/overview?client_id=${other}`);
      expect(foreign.status).toBe(404);
      const crossed = await get(
        `/performance-intelligence/overview?client_id=${fernleaf}&campaign_id=${harborCampaign}`,
      );
      expect(crossed.status).toBe(404);
    });

    it("ranks only the client's campaigns in a run of the client's session", async () => {
      const sessionId = await newSession(t, agency.cookie, {
        agent_type: 'performance-intelligence',
        client_id: fernleaf,
      });
      const result = await run(t, agency.cookie, sessionId, {
        tool: 'campaign_comparison',
        message: formatPerformanceBrief({ selection: { period: 'all' } }),
      });
      expect(result.error).toBeUndefined();
      const output = await get(`/outputs/${result.outputId}`);
      const names = output.json.data.content.rankings.map(
        (r: { campaign_name: string }) => r.campaign_name,
      );
      expect(names).toEqual(['Fernleaf SPF Launch']);
      const text = JSON.stringify(output.json.data.content);
      expect(text).not.toContain('Harbor January Drive');
      expect(text).not.toContain('Lumen Own Webinar');
    });

    it("keeps the client when the session's campaign is not the client's", async () => {
      const facts = await withTenant(t.ctx.db, agency, (tx) =>
        loadPerformanceFacts(tx, {
          orgId: agency.orgId,
          campaignId: harborCampaign,
          clientId: fernleaf,
          message: formatPerformanceBrief({ selection: { period: 'all' } }),
        }),
      );
      expect(facts.overview.campaigns.map((c) => c.name)).toEqual(['Fernleaf SPF Launch']);
      expect(facts.rankings.map((r) => r.campaign_name)).toEqual(['Fernleaf SPF Launch']);
    });
  });

  describe('persona', () => {
    it("profiles the client's customers from the client's record, not the agency's", async () => {
      const sessionId = await newSession(t, agency.cookie, {
        agent_type: 'persona',
        client_id: fernleaf,
      });
      const result = await run(t, agency.cookie, sessionId, { tool: 'persona_profile' });
      expect(result.error).toBeUndefined();
      const output = await get(`/outputs/${result.outputId}`);
      expect(output.json.data.client_id).toBe(fernleaf);
      const text = strings(output.json.data.content).join('\n');
      expect(text).toContain('Fernleaf Skincare');
      expect(text).toContain('Retail');
      for (const other of ['Lumen', 'Professional Services', 'Harbor', 'Growth marketing agency'])
        expect(text).not.toContain(other);
      expect(text).not.toMatch(/Amelia|approvals go through|long decks/);
    });

    it("leaves a client's unknown industry to the knowledge base, never the agency's", async () => {
      const quietwood = (await seedFor(t.ctx.db, agency).client({ name: 'Quietwood Bakery' })).id;
      const sessionId = await newSession(t, agency.cookie, {
        agent_type: 'persona',
        client_id: quietwood,
      });
      const result = await run(t, agency.cookie, sessionId, { tool: 'persona_profile' });
      expect(result.error).toBeUndefined();
      const output = await get(`/outputs/${result.outputId}`);
      const text = strings(output.json.data.content).join('\n');
      expect(text).toContain('Quietwood Bakery');
      expect(text).not.toContain('Professional Services');
      expect(text).not.toContain('Lumen');
    });

    it("lists the client's personas with client_id, not the agency's or another client's", async () => {
      const seed = seedFor(t.ctx.db, agency);
      await seed.output('persona', { outputType: 'persona', title: 'Agency persona' });
      await seed.output('persona', {
        outputType: 'persona',
        title: 'Harbor persona',
        clientId: harbor,
      });
      const list = await get(
        `/outputs?agent_type=persona&output_type=persona&client_id=${fernleaf}`,
      );
      expect(list.status).toBe(200);
      const titles = list.json.data.map((o: { title: string }) => o.title);
      expect(titles.length).toBeGreaterThan(0);
      expect(titles).not.toContain('Agency persona');
      expect(titles).not.toContain('Harbor persona');
    });
  });

  describe('brand voice', () => {
    const voice = (clientId?: string) =>
      get(`/content/brand-voice${clientId ? `?client_id=${clientId}` : ''}`);
    const putVoice = (clientId: string | null, profile: Record<string, unknown>) =>
      t.request(`/api/v1/content/brand-voice${clientId ? `?client_id=${clientId}` : ''}`, {
        method: 'PUT',
        cookie: agency.cookie,
        body: profile,
      });

    it("derives a client's voice from the client's record, apart from the agency's", async () => {
      // Brand voice is the Content agent's: it unlocks with the first document (decision 077).
      await seedFor(t.ctx.db, agency).document({ title: 'Voice notes', textContent: 'Nothing.' });
      const agencyVoice = await voice();
      expect(agencyVoice.status).toBe(200);
      expect(agencyVoice.json.data.derived_from).toContain('Lumen Growth Agency');
      const fernleafVoice = await voice(fernleaf);
      expect(fernleafVoice.status).toBe(200);
      expect(fernleafVoice.json.data.derived_from).toContain('Fernleaf Skincare');
      expect(JSON.stringify(fernleafVoice.json.data)).not.toContain('Lumen');
    });

    it("writes a client's drafts in that client's voice, never the agency's or another client's", async () => {
      await seedFor(t.ctx.db, agency).document({ textContent: 'Brand guide', clientId: fernleaf });
      const profiles = {
        agency: {
          tone: ['bold'],
          use: ['growth'],
          avoid: ['gentle'],
          reading_level: 'professional',
        },
        fernleaf: { tone: ['calm'], use: ['gentle'], avoid: ['harsh'], reading_level: 'simple' },
        harbor: { tone: ['energetic'], use: ['sweat'], avoid: ['lazy'], reading_level: 'simple' },
      };
      expect((await putVoice(null, profiles.agency)).status).toBe(200);
      expect((await putVoice(fernleaf, profiles.fernleaf)).status).toBe(200);
      expect((await putVoice(harbor, profiles.harbor)).status).toBe(200);
      expect((await voice()).json.data.profile).toEqual(profiles.agency);

      const sessionId = await newSession(t, agency.cookie, {
        agent_type: 'content',
        client_id: fernleaf,
      });
      const result = await run(t, agency.cookie, sessionId, {
        tool: 'social_posts',
        message: formatContentBrief({ topic: 'Mineral sunscreen for sensitive skin' }),
      });
      expect(result.error).toBeUndefined();
      const output = await get(`/outputs/${result.outputId}`);
      expect(output.json.data.content.brand_voice.profile).toEqual(profiles.fernleaf);

      // Editing the client's draft teaches the client's voice; the agency's is left as it was.
      const agencyBefore = (await voice()).json.data.updated_at;
      const fernleafBefore = (await voice(fernleaf)).json.data.updated_at;
      const items = await get(`/content/items?client_id=${fernleaf}`);
      const item = items.json.data.find(
        (i: { output_id: string }) => i.output_id === result.outputId,
      );
      const content = item.content as { posts: { text: string }[] };
      content.posts[0]!.text = `${content.posts[0]!.text} Botanical.`;
      const edit = await t.request(`/api/v1/content/items/${item.id}`, {
        method: 'PATCH',
        cookie: agency.cookie,
        body: { content },
      });
      expect(edit.status, edit.text).toBe(200);
      expect((await voice()).json.data.updated_at).toBe(agencyBefore);
      expect((await voice(fernleaf)).json.data.updated_at).not.toBe(fernleafBefore);
    });

    it('refuses a client the caller cannot see with 404, reading and writing', async () => {
      const stranger = await t.createUser({
        organizationName: 'Third Agency',
        organizationType: 'AGENCY',
      });
      const other = (await seedFor(t.ctx.db, stranger).client({ name: 'Elsewhere' })).id;
      expect((await voice(other)).status).toBe(404);
      const put = await putVoice(other, {
        tone: ['calm'],
        use: [],
        avoid: [],
        reading_level: 'simple',
      });
      expect(put.status).toBe(404);
    });
  });

  describe("other agents' facts", () => {
    const factsOf = <T>(load: (tx: never, q: never) => Promise<T>, q: Record<string, unknown>) =>
      withTenant(t.ctx.db, agency, (tx) =>
        load(tx as never, { orgId: agency.orgId, message: null, ...q } as never),
      );

    it("plans a client's campaign with the client's personas, not the agency's or another client's", async () => {
      const seed = seedFor(t.ctx.db, agency);
      const persona = (name: string, clientId: string | null) =>
        seed.output('persona', {
          outputType: 'persona',
          title: name,
          clientId,
          content: { name, role: 'Buyer' },
        });
      await persona('Agency Annie', null);
      await persona('Harbor Hank', harbor);
      await persona('Fern Fiona', fernleaf);
      const facts = await factsOf(loadPlanningFacts, {
        campaignId: fernleafCampaign,
        clientId: fernleaf,
      });
      const names = facts.personas.map((p) => p.name);
      expect(names).toContain('Fern Fiona');
      expect(names).not.toContain('Agency Annie');
      expect(names).not.toContain('Harbor Hank');
    });

    it("analyses the client's competitors and documents, not the agency's or another client's", async () => {
      const seed = seedFor(t.ctx.db, agency);
      // The agent unlocks past five documents (seed 000 §4).
      for (let i = 0; i < 5; i++)
        await seed.document({ title: `Notes ${i}`, textContent: 'Nothing.' });
      await seed.document({
        title: 'Harbor notes',
        textContent: 'Sun Rival is cheaper.',
        clientId: harbor,
      });
      await seed.document({
        title: 'Fernleaf notes',
        textContent: 'Sun Rival is gentle.',
        clientId: fernleaf,
      });
      const add = async (name: string, clientId: string | null) => {
        const res = await t.request('/api/v1/competitive-intelligence/competitors', {
          cookie: agency.cookie,
          body: { name, client_id: clientId },
        });
        expect(res.status, res.text).toBe(201);
      };
      await add('Agency Rival', null);
      await add('Gym Rival', harbor);
      await add('Sun Rival', fernleaf);
      const facts = await factsOf(loadAnalysisFacts, { campaignId: null, clientId: fernleaf });
      expect(facts.competitors.map((c) => c.name)).toEqual(['Sun Rival']);
      expect(facts.documents.map((d) => d.title)).toEqual(['Fernleaf notes']);
    });
  });

  it("reads only the client's and unfiled documents and outputs, never another client's", async () => {
    const seed = seedFor(t.ctx.db, agency);
    const own = (await seed.document({ title: 'Fernleaf brief', clientId: fernleaf })).id;
    const unfiled = (await seed.document({ title: 'Agency brand guide' })).id;
    const other = (await seed.document({ title: 'Harbor pricing', clientId: harbor })).id;
    const otherOutput = (await seed.output('strategy', { title: 'Harbor SWOT', clientId: harbor }))
      .id;
    const sessionId = await newSession(t, agency.cookie, {
      agent_type: 'strategy',
      client_id: fernleaf,
    });
    for (const body of [{ document_ids: [own, other] }, { output_ids: [otherOutput] }]) {
      const refused = await run(t, agency.cookie, sessionId, { tool: 'swot', ...body });
      expect(refused.res.status).toBe(400);
      expect(refused.res.json.error.message).toBe(AGENT_RUN_MESSAGES.contextOfAnotherClient);
    }
    const allowed = await run(t, agency.cookie, sessionId, {
      tool: 'swot',
      document_ids: [own, unfiled],
    });
    expect(allowed.res.status, allowed.res.text).toBe(200);
    expect(allowed.error).toBeUndefined();
    // The agency's own work may read any client's material: it stays with the agency.
    const agencySession = await newSession(t, agency.cookie, { agent_type: 'strategy' });
    const agencyRun = await run(t, agency.cookie, agencySession, {
      tool: 'swot',
      document_ids: [other],
    });
    expect(agencyRun.res.status, agencyRun.res.text).toBe(200);
  });
});
