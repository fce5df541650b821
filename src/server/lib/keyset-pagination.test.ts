/**
 * Keyset pagination across the lists that page (decision 036): following meta.next_cursor
 * from the first page visits every row once, in the list's order, through ties of the sort
 * key; a cursor is only a position, so another organization's cursor shows nothing of
 * theirs; a cursor that is not one answers 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOutputs, agentSessions, campaigns, clients } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { COUNT_LIMIT, INVALID_CURSOR } from './cursor';

type User = Awaited<ReturnType<TestApp['createUser']>>;
type Row = { id: string; name?: string; title?: string };
type Page = { data: Row[]; meta: { total: number | null; next_cursor: string | null } };

describe('keyset pagination', () => {
  let t: TestApp;
  let agency: User;
  let other: User;
  // Three instants, each shared by several rows: ties the id must break.
  const instants = [
    '2026-03-01T10:00:00.123456Z',
    '2026-03-01T10:00:00.123457Z',
    '2026-02-01T00:00:00Z',
  ];
  const at = (i: number) => new Date(instants[i % instants.length]!);

  beforeAll(async () => {
    t = await createTestApp();
    agency = await t.createUser({ organizationName: 'Deep Agency', organizationType: 'AGENCY' });
    other = await t.createUser({ organizationName: 'Other Agency', organizationType: 'AGENCY' });
    for (const [user, count] of [
      [agency, 23],
      [other, 4],
    ] as const) {
      const orgId = user.orgId;
      await t.ctx.db.insert(clients).values(
        Array.from({ length: count }, (_, i) => ({
          orgId,
          name: `Client ${i}`,
          createdAt: at(i),
        })),
      );
      await t.ctx.db.insert(campaigns).values(
        Array.from({ length: count }, (_, i) => ({
          orgId,
          name: `Campaign ${i}`,
          priorityLevel: i % 2,
          createdAt: at(i),
        })),
      );
      const sessions = await t.ctx.db
        .insert(agentSessions)
        .values(
          Array.from({ length: count }, (_, i) => ({
            orgId,
            agentType: 'strategy',
            title: `Session ${i}`,
            updatedAt: at(i),
          })),
        )
        .returning();
      await t.ctx.db.insert(agentOutputs).values(
        sessions.map((s, i) => ({
          orgId,
          sessionId: s.id,
          agentType: 'strategy',
          outputType: 'strategy',
          title: `Output ${i}`,
          createdAt: at(i),
        })),
      );
    }
  });
  afterAll(() => t.close());

  const lists = ['/campaigns', '/clients', '/outputs', '/agent-sessions'] as const;
  const get = async (path: string, user: User = agency) => {
    const res = await t.request(`/api/v1${path}`, { cookie: user.cookie });
    return res as { status: number; json: Page & { error?: { message: string } } };
  };

  /** Every page of a list, following next_cursor from the first. */
  async function walk(list: string, limit: number) {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const query = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await get(`${list}${query}`);
      expect(res.status).toBe(200);
      pages.push(res.json);
      cursor = res.json.meta.next_cursor;
    } while (cursor);
    return pages;
  }

  it.each(lists)(
    '%s: the pages cover every row once, in the order of one big page',
    async (list) => {
      const whole = (await get(`${list}?limit=100`)).json;
      expect(whole.data).toHaveLength(23);
      expect(whole.meta).toMatchObject({ total: 23, next_cursor: null });

      for (const limit of [1, 4, 5]) {
        const pages = await walk(list, limit);
        expect(pages).toHaveLength(Math.ceil(23 / limit));
        expect(pages.flatMap((p) => p.data.map((row) => row.id))).toEqual(
          whole.data.map((row) => row.id),
        );
        // Counted on the first page only.
        expect(pages[0]!.meta.total).toBe(23);
        expect(pages.slice(1).every((p) => p.meta.total === null)).toBe(true);
      }
    },
  );

  it.each(lists)("%s: another organization's cursor shows none of its rows", async (list) => {
    const theirs = await get(`${list}?limit=2`, other);
    const theirIds = new Set(
      (await get(`${list}?limit=100`, other)).json.data.map((row) => row.id),
    );
    const cursor = encodeURIComponent(theirs.json.meta.next_cursor!);
    const mine = await get(`${list}?limit=100&cursor=${cursor}`);
    expect(mine.status).toBe(200);
    expect(mine.json.data.some((row) => theirIds.has(row.id))).toBe(false);
  });

  it.each(lists)('%s: a cursor that is not one answers 400', async (list) => {
    const campaignsCursor = (await get('/campaigns?limit=1')).json.meta.next_cursor!;
    const outputsCursor = (await get('/outputs?limit=1')).json.meta.next_cursor!;
    const forged = Buffer.from(JSON.stringify([list.slice(1), 'x', 'y'])).toString('base64url');
    for (const bad of [
      'nonsense',
      forged,
      list === '/campaigns' ? outputsCursor : campaignsCursor,
    ]) {
      const res = await get(`${list}?cursor=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.json.error?.message).toBe(INVALID_CURSOR);
    }
  });

  it('counts a listing up to COUNT_LIMIT and answers no total past it', async () => {
    const big = await t.createUser({ organizationName: 'Big Shop' });
    const insert = (count: number, from: number) =>
      t.ctx.db.insert(campaigns).values(
        Array.from({ length: count }, (_, i) => ({
          orgId: big.orgId,
          name: `Bulk ${from + i}`,
        })),
      );
    await insert(COUNT_LIMIT, 0);
    const atLimit = await get('/campaigns?limit=10', big);
    expect(atLimit.json.meta.total).toBe(COUNT_LIMIT);
    await insert(1, COUNT_LIMIT);
    // A write outside any request reaches the list once the database announces it (on
    // PostgreSQL through the LISTEN connection, a moment after the commit: decision 045).
    let past = await get('/campaigns?limit=10', big);
    for (let i = 0; i < 100 && past.json.meta.total !== null; i++) {
      await new Promise((r) => setTimeout(r, 20));
      past = await get('/campaigns?limit=10', big);
    }
    expect(past.json.meta.total).toBeNull();
    expect(past.json.data).toHaveLength(10);
    expect(past.json.meta.next_cursor).not.toBeNull();
  });
});
