/** Brand comparison (issue 11, point 4): the brand beside its recorded competitors, saved as an output. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_COMPARISON_MESSAGES,
  compareWithCompetitor,
  comparisonSummary,
  pricePosition,
  type BrandSide,
} from '@/shared/brand-comparison';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { groundedUser } from '../agent-sessions/test-helpers';
import { addTeammate } from '../team/testing';

const BASE = '/api/v1/brand-comparison';

describe('pricePosition', () => {
  it('reads the price position a text states, by its words, or none', () => {
    expect(pricePosition('Premium single-origin beans')).toEqual({
      position: 'premium',
      evidence: 'premium',
    });
    expect(pricePosition('Cheap beans in bulk')).toEqual({ position: 'value', evidence: 'cheap' });
    expect(pricePosition('Beans by post')).toEqual({ position: 'unstated', evidence: null });
  });

  it('writes one full stop after a name that ends with its own', () => {
    const brand: BrandSide = {
      name: 'Harbor Roasters',
      industry: null,
      value_proposition: null,
      voice: { tone: ['warm'], use: [], avoid: [], reading_level: 'simple' },
      voice_source: 'Edited',
      price: { position: 'unstated', evidence: null },
      channels: [],
    };
    const rival = compareWithCompetitor(brand, {
      id: 'c1',
      name: 'Ridgeline Roasting Co.',
      website: null,
      positioning: 'Premium beans.',
      strengths: [],
      weaknesses: [],
      notes: null,
    });
    expect(comparisonSummary(brand, [rival])).toBe(
      'Harbor Roasters (warm) compared with 1 competitor: Ridgeline Roasting Co. Premium by their records: Ridgeline Roasting Co.',
    );
    expect(rival.differences[0]!.text).toContain('positions itself as “Premium beans”;');
  });
});

describe('brand comparison API', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof groundedUser>>;
  let b: Awaited<ReturnType<typeof groundedUser>>;

  const insertCompetitor = async (
    orgId: string,
    fields: { name: string; positioning?: string; strengths?: string[]; weaknesses?: string[] },
    clientId: string | null = null,
  ) =>
    (
      await queryRows<{ id: string }>(
        t.ctx.db,
        sql`insert into competitors (org_id, client_id, name, positioning, strengths, weaknesses)
            values (${orgId}, ${clientId}, ${fields.name}, ${fields.positioning ?? null},
              ${`{${(fields.strengths ?? []).map((s) => `"${s}"`).join(',')}}`}::text[],
              ${`{${(fields.weaknesses ?? []).map((s) => `"${s}"`).join(',')}}`}::text[])
            returning id`,
      )
    )[0]!.id;

  beforeAll(async () => {
    t = await createTestApp();
    a = await groundedUser(t);
    b = await groundedUser(t, 'Rival Beans');
  });
  afterAll(() => t.close());

  it('shows the brand with an empty competitor list, and refuses to save it', async () => {
    const res = await t.request(BASE, { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.json.data.brand).toMatchObject({
      name: 'Harbor Roasters',
      industry: 'E-commerce',
      channels: ['Email', 'Instagram'],
    });
    expect(res.json.data.brand.voice.tone.length).toBeGreaterThan(0);
    expect(res.json.data.competitors).toEqual([]);
    const save = await t.request(`${BASE}/outputs`, { cookie: a.cookie, body: {} });
    expect(save.status).toBe(409);
    expect(save.json.error.message).toBe(BRAND_COMPARISON_MESSAGES.noCompetitorsToSave);
  });

  it('states each difference from the stored records, and saves it as a stale-aware output', async () => {
    const rival = await insertCompetitor(a.orgId, {
      name: 'Bean Barn',
      positioning: 'Cheap coffee beans in bulk for offices',
      strengths: ['Low prices', 'Next-day delivery'],
      weaknesses: ['No single-origin range'],
    });
    await insertCompetitor(a.orgId, { name: 'Quiet Cup' });
    const res = await t.request(BASE, { cookie: a.cookie });
    expect(res.status).toBe(200);
    const [barn, quiet] = res.json.data.competitors;
    expect(barn).toMatchObject({
      name: 'Bean Barn',
      price: { position: 'value', evidence: 'cheap' },
    });
    const texts = barn.differences.map((d: { text: string }) => d.text).join('\n');
    expect(texts).toContain('Cheap coffee beans in bulk for offices');
    expect(texts).toContain('No single-origin range');
    expect(texts).toContain('Low prices; Next-day delivery');
    expect(quiet.differences[0].text).toBe(
      'No positioning is recorded for Quiet Cup, so the value propositions cannot be compared yet.',
    );

    const viewer = await addTeammate(t, a.cookie, 'viewer');
    expect((await t.request(BASE, { cookie: viewer.cookie })).status).toBe(200);
    expect((await t.request(`${BASE}/outputs`, { cookie: viewer.cookie, body: {} })).status).toBe(
      403,
    );

    const saved = await t.request(`${BASE}/outputs`, { cookie: a.cookie, body: {} });
    expect(saved.status, saved.text).toBe(201);
    const output = saved.json.data;
    expect(output).toMatchObject({
      agent_type: 'competitive-intelligence',
      output_type: 'brand_comparison',
      title: 'Brand comparison: Harbor Roasters',
      stale: false,
    });
    const list = await t.request('/api/v1/outputs?output_type=brand_comparison', {
      cookie: a.cookie,
    });
    expect(list.json.data.map((o: { id: string }) => o.id)).toEqual([output.id]);
    const sources = await t.request(`/api/v1/outputs/${output.id}/sources`, { cookie: a.cookie });
    expect(sources.json.data.map((s: { kind: string }) => s.kind)).toEqual(
      expect.arrayContaining(['business_context', 'brand_voice', 'competitor']),
    );
    expect(sources.json.refreshable).toBe(true);

    // A competitor record edited: the saved comparison is stale; a refresh compares again.
    await t.ctx.db.execute(
      sql`update competitors set positioning = 'Premium office coffee' where id = ${rival}`,
    );
    expect(
      (await t.request(`/api/v1/outputs/${output.id}`, { cookie: a.cookie })).json.data.stale,
    ).toBe(true);
    const refreshed = await t.request(`/api/v1/outputs/${output.id}/refresh`, {
      cookie: a.cookie,
      body: {},
    });
    expect(refreshed.status).toBe(201);
    const fresh = (
      await t.request(`/api/v1/outputs/${refreshed.json.data.output_id}`, { cookie: a.cookie })
    ).json.data;
    expect(fresh.stale).toBe(false);
    expect(JSON.stringify(fresh.content)).toContain('Premium office coffee');
  });

  it("never shows another organization's competitors, and 404s its client ids", async () => {
    const theirs = await t.request(BASE, { cookie: b.cookie });
    expect(theirs.status).toBe(200);
    expect(theirs.json.data.competitors).toEqual([]);
    expect(theirs.text).not.toContain('Bean Barn');
    const [client] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into clients (org_id, name) values (${a.orgId}, 'Fernleaf') returning id`,
    );
    const res = await t.request(`${BASE}?client_id=${client!.id}`, { cookie: b.cookie });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe(BRAND_COMPARISON_MESSAGES.clientNotFound);
    const save = await t.request(`${BASE}/outputs`, {
      cookie: b.cookie,
      body: { client_id: client!.id },
    });
    expect(save.status).toBe(404);
    const bad = await t.request(`${BASE}?client_id=nope`, { cookie: a.cookie });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(BRAND_COMPARISON_MESSAGES.clientNotFound);
  });
});

describe('brand comparison for an agency client', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['createUser']>>;
  let scoped: Awaited<ReturnType<typeof addTeammate>>;
  let clientA: string;
  let clientB: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Scope Agency', organizationType: 'AGENCY' });
    scoped = await addTeammate(t, owner.cookie, 'account_manager');
    // The client's description is compared; its internal notes (budget talk here) never are.
    const insertClient = async (name: string, description: string) =>
      (
        await queryRows<{ id: string }>(
          t.ctx.db,
          sql`insert into clients (org_id, name, industry, client_info, notes)
              values (${owner.orgId}, ${name}, 'Retail', ${JSON.stringify({ description })}::jsonb,
                'Internal: budget is affordable this year') returning id`,
        )
      )[0]!.id;
    clientA = await insertClient('Fernleaf', 'Premium plant shop with workshops');
    clientB = await insertClient('Harbor Tea', 'Affordable loose-leaf tea');
    await t.ctx.db.execute(
      sql`insert into competitors (org_id, client_id, name, positioning) values
          (${owner.orgId}, ${clientA}, 'Green Corner', 'Budget houseplants'),
          (${owner.orgId}, ${clientB}, 'Leaf Co', 'Tea for everyone'),
          (${owner.orgId}, null, 'Other Agency', 'Full-service marketing')`,
    );
    await t.ctx.db.execute(
      sql`update user_roles set client_id = ${clientA} where user_id = ${scoped.userId}`,
    );
  });
  afterAll(() => t.close());

  it("compares the chosen client with that client's competitors only", async () => {
    const res = await t.request(`${BASE}?client_id=${clientA}`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.json.data.brand).toMatchObject({
      name: 'Fernleaf',
      price: { position: 'premium', evidence: 'premium' },
    });
    expect(res.json.data.competitors.map((c: { name: string }) => c.name)).toEqual([
      'Green Corner',
    ]);
    const org = await t.request(BASE, { cookie: owner.cookie });
    expect(org.json.data.competitors.map((c: { name: string }) => c.name)).toEqual([
      'Other Agency',
    ]);
  });

  it("holds a client-scoped member to their client: another client's id is a 404", async () => {
    expect(
      (await t.request(`${BASE}?client_id=${clientA}`, { cookie: scoped.cookie })).status,
    ).toBe(200);
    const other = await t.request(`${BASE}?client_id=${clientB}`, { cookie: scoped.cookie });
    expect(other.status).toBe(404);
    expect(other.text).not.toContain('Leaf Co');
    // Without a client, their one client: never the agency's own brand.
    const own = await t.request(BASE, { cookie: scoped.cookie });
    expect(own.status).toBe(200);
    expect(own.json.data).toMatchObject({ client_id: clientA, brand: { name: 'Fernleaf' } });
    expect(own.text).not.toContain('Other Agency');
    const saved = await t.request(`${BASE}/outputs`, {
      cookie: scoped.cookie,
      body: { client_id: clientA },
    });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.json.data.client_id).toBe(clientA);
    expect(
      (
        await t.request(`${BASE}/outputs`, {
          cookie: scoped.cookie,
          body: { client_id: clientB },
        })
      ).status,
    ).toBe(404);
  });
});
