import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_EXTRACTION_MESSAGES } from '@/shared/context-extraction';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newSession } from '../agent-sessions/test-helpers';

const CONVERSATION = `Hi! I run Green Leaf Cafe. We are a family-run organic coffee shop in Portland with 14 employees.
Our customers are young professionals and students who care about sustainability.
We sell organic coffee, pastries and coffee beans to local offices.
What makes us different is that we roast our own beans every morning.
Our main competitors are Starbucks, Blue Bottle and Stumptown.
Our goal is to open a second location next year. We struggle with getting people in during afternoons.`;

describe('business context extraction and approval', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const extract = (cookie: string, conversation_text = CONVERSATION) =>
    t.request('/api/v1/business-context/extract-from-conversation', {
      cookie,
      body: { session_id: null, agent_type: 'strategy', conversation_text },
    });
  const pending = async (cookie: string) =>
    (await t.request('/api/v1/business-context/pending-approvals', { cookie })).json.data as Array<{
      id: string;
    }>;

  it('extracts facts into a pending record with a confidence score', async () => {
    const user = await t.createUser();
    const res = await extract(user.cookie);
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.history_id).toEqual(expect.any(String));
    expect(res.json.data.extracted_context).toMatchObject({
      companyName: 'Green Leaf Cafe',
      industry: 'Retail',
      companySize: '11-50 employees',
      targetMarket: 'Young professionals and students who care about sustainability',
      uniqueValue: 'We roast our own beans every morning',
      competitors: ['Starbucks', 'Blue Bottle', 'Stumptown'],
      products: ['organic coffee', 'pastries', 'coffee beans'],
    });
    expect(res.json.confidence_score).toBeGreaterThanOrEqual(0.8);

    const weak = await extract(user.cookie, 'We have a small team. Not much else to say.');
    expect(weak.json.success).toBe(true);
    expect(weak.json.confidence_score).toBeLessThan(0.6);

    const list = await pending(user.cookie);
    expect(list.map((r) => r.id)).toEqual([weak.json.history_id, res.json.history_id]);
  });

  it('answers success false when nothing is found, and 400 for an empty conversation', async () => {
    const user = await t.createUser();
    const none = await extract(user.cookie, 'hello, how are you today?');
    expect(none.status).toBe(200);
    expect(none.json).toMatchObject({
      success: false,
      history_id: null,
      message: CONTEXT_EXTRACTION_MESSAGES.nothingFound,
    });
    expect(await pending(user.cookie)).toEqual([]);
    const empty = await extract(user.cookie, '   ');
    expect(empty.status).toBe(400);
    expect(empty.json.error.message).toBe(CONTEXT_EXTRACTION_MESSAGES.conversationRequired);
  });

  it('edits, then approves, merging into the business context', async () => {
    const user = await t.createUser({ organizationName: 'Leafy Org' });
    await t.request(`/api/v1/business-context/organization/${user.orgId}`, {
      cookie: user.cookie,
      body: { industry: 'E-commerce', companySize: '1-10 employees' },
    });
    const { history_id: id } = (await extract(user.cookie)).json;

    const bad = await t.request(`/api/v1/business-context/history/${id}`, {
      method: 'PUT',
      cookie: user.cookie,
      body: { extracted_context: { industry: 'Space mining' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe(CONTEXT_EXTRACTION_MESSAGES.industryInvalid);

    const edited = await t.request(`/api/v1/business-context/history/${id}`, {
      method: 'PUT',
      cookie: user.cookie,
      body: {
        extracted_context: {
          companyName: 'Green Leaf Coffee',
          description: 'Organic coffee roaster',
          targetMarket: 'Remote workers in Portland',
          businessModel: 'Retail and wholesale',
          competitors: ['Starbucks', 'Coava'],
          goals: [],
        },
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.data.extracted_context).toEqual({
      companyName: 'Green Leaf Coffee',
      description: 'Organic coffee roaster',
      targetMarket: 'Remote workers in Portland',
      businessModel: 'Retail and wholesale',
      competitors: ['Starbucks', 'Coava'],
    });

    const approved = await t.request(`/api/v1/business-context/history/${id}/approve`, {
      method: 'PUT',
      cookie: user.cookie,
    });
    expect(approved.status).toBe(200);
    expect(approved.json.data.status).toBe('approved');
    expect(await pending(user.cookie)).toEqual([]);

    const [context] = await queryRows<{
      company_name: string;
      industry: string;
      description: string;
      details: Record<string, unknown>;
    }>(
      t.ctx.db,
      sql`select company_name, industry, description, details from business_contexts where org_id = ${user.orgId}`,
    );
    // Filled columns stay; empty ones are filled; the rest goes into details.
    expect(context).toMatchObject({
      company_name: 'Leafy Org',
      industry: 'E-commerce',
      description: 'Organic coffee roaster',
    });
    expect(context!.details).toMatchObject({
      targetMarket: 'Remote workers in Portland',
      businessModel: 'Retail and wholesale',
      competitors: ['Starbucks', 'Coava'],
    });

    const again = await t.request(`/api/v1/business-context/history/${id}/approve`, {
      method: 'PUT',
      cookie: user.cookie,
    });
    expect(again.status).toBe(409);

    // A second approval merges lists without duplicates.
    const second = (await extract(user.cookie)).json.history_id;
    await t.request(`/api/v1/business-context/history/${second}/approve`, {
      method: 'PUT',
      cookie: user.cookie,
    });
    const [after] = await queryRows<{ details: { competitors: string[] } }>(
      t.ctx.db,
      sql`select details from business_contexts where org_id = ${user.orgId}`,
    );
    expect(after!.details.competitors).toEqual(['Starbucks', 'Coava', 'Blue Bottle', 'Stumptown']);
  });

  it('creates the business context on approval when there is none', async () => {
    const user = await t.createUser();
    const { history_id: id } = (await extract(user.cookie)).json;
    await t.request(`/api/v1/business-context/history/${id}/approve`, {
      method: 'PUT',
      cookie: user.cookie,
    });
    const read = await t.request(`/api/v1/business-context/organization/${user.orgId}`, {
      cookie: user.cookie,
    });
    expect(read.json.data).toMatchObject({
      companyName: 'Green Leaf Cafe',
      industry: 'Retail',
      companySize: '11-50 employees',
    });
  });

  it('rejects with "Don\'t Save": the record leaves the pending list', async () => {
    const user = await t.createUser();
    const { history_id: id } = (await extract(user.cookie)).json;
    const res = await t.request(`/api/v1/business-context/history/${id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe('rejected');
    expect(await pending(user.cookie)).toEqual([]);
    const read = await t.request(`/api/v1/business-context/organization/${user.orgId}`, {
      cookie: user.cookie,
    });
    expect(read.json.data).toBeNull();
  });

  it("links a record only to one of the organization's own sessions", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const theirs = await newSession(t, a.cookie, { agent_type: 'strategy' });
    const mine = await newSession(t, b.cookie, { agent_type: 'strategy' });
    for (const session_id of [theirs, 'not-a-session']) {
      const res = await t.request('/api/v1/business-context/extract-from-conversation', {
        cookie: b.cookie,
        body: { session_id, agent_type: 'strategy', conversation_text: CONVERSATION },
      });
      expect(res.status).toBe(404);
      expect(res.json.error).toMatchObject({
        message: CONTEXT_EXTRACTION_MESSAGES.sessionNotFound,
        field: 'session_id',
      });
    }
    expect(await pending(b.cookie)).toEqual([]);
    const linked = await t.request('/api/v1/business-context/extract-from-conversation', {
      cookie: b.cookie,
      body: { session_id: mine, agent_type: 'strategy', conversation_text: CONVERSATION },
    });
    expect(linked.json.data.session_id).toBe(mine);
  });

  it("answers 404 for another organization's records and never changes them", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const { history_id: id } = (await extract(b.cookie)).json;
    const base = `/api/v1/business-context/history/${id}`;
    expect(
      (
        await t.request(base, {
          method: 'PUT',
          cookie: a.cookie,
          body: { extracted_context: { companyName: 'Hijack' } },
        })
      ).status,
    ).toBe(404);
    expect((await t.request(`${base}/approve`, { method: 'PUT', cookie: a.cookie })).status).toBe(
      404,
    );
    expect((await t.request(base, { method: 'DELETE', cookie: a.cookie })).status).toBe(404);
    expect(await pending(a.cookie)).toEqual([]);
    const own = (
      await t.request('/api/v1/business-context/pending-approvals', { cookie: b.cookie })
    ).json.data;
    expect(own).toHaveLength(1);
    expect(own[0].extracted_context.companyName).toBe('Green Leaf Cafe');
    expect((await t.request('/api/v1/business-context/pending-approvals')).status).toBe(401);
    expect(
      (
        await t.request('/api/v1/business-context/history/not-a-uuid/approve', {
          method: 'PUT',
          cookie: a.cookie,
        })
      ).status,
    ).toBe(400);
  });
});

describe('business context extraction with an unreachable model', () => {
  it('falls back to the offline rules', async () => {
    const t = await createTestApp({
      llm: {
        provider: 'openai-compatible',
        model: 'none',
        baseUrl: 'http://127.0.0.1:9/v1',
        apiKey: undefined,
        timeoutMs: 3_000,
        maxRetries: 0,
      },
    });
    try {
      const user = await t.createUser();
      const res = await t.request('/api/v1/business-context/extract-from-conversation', {
        cookie: user.cookie,
        body: { agent_type: 'documents', conversation_text: CONVERSATION },
      });
      expect(res.status).toBe(200);
      expect(res.json.success).toBe(true);
      expect(res.json.data.extracted_context.companyName).toBe('Green Leaf Cafe');
    } finally {
      await t.close();
    }
  });
});
