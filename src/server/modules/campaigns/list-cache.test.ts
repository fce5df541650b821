import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addTeammate } from '../team/testing';
import { sharedJson } from '../../lib/compression';
import { createCampaignListCache } from './list-cache';

type User = Awaited<ReturnType<TestApp['createUser']>>;
type Page = { data: { name: string; client_name: string | null }[]; meta: { total: number } };

describe('campaign list cache', () => {
  it('does not keep a page read before a change it has not seen', async () => {
    const cache = createCampaignListCache();
    let release!: () => void;
    const read = cache.remember('org', 'k', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return sharedJson({ data: [], meta: { limit: 1, offset: 0, total: 0, next_cursor: null } });
    });
    cache.forgetGroup('org');
    release();
    await read;
    expect(cache.get('k')).toBeUndefined();
  });

  it('reads a page once for the requests that miss it at the same time', async () => {
    const cache = createCampaignListCache();
    let reads = 0;
    const read = async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return sharedJson({ data: [], meta: { limit: 1, offset: 0, total: 0, next_cursor: null } });
    };
    const pages = await Promise.all(
      Array.from({ length: 50 }, () => cache.remember('org', 'k', read)),
    );
    expect(reads).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('keeps a page until its organization is forgotten, and only that one', async () => {
    let now = 0;
    const cache = createCampaignListCache(() => now);
    const page = sharedJson({
      data: [],
      meta: { limit: 1, offset: 0, total: 0, next_cursor: null },
    });
    cache.set('a', 'ka', page, cache.generation());
    cache.set('b', 'kb', page, cache.generation());
    cache.forgetGroup('a');
    expect([cache.get('ka'), cache.get('kb')]).toEqual([undefined, page]);
    now += 60_001;
    expect(cache.get('kb')).toBeUndefined();
  });
});

describe('cached campaign lists never show a change late', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Listing Agency', organizationType: 'AGENCY' });
    other = await t.createUser({ organizationName: 'Other Shop' });
  });
  afterAll(() => t.close());

  const list = async (user: { cookie: string }, query = '') =>
    (await t.request(`/api/v1/campaigns${query}`, { cookie: user.cookie })).json as Page;
  const names = (page: Page) => page.data.map((c) => c.name).sort();
  /** Until the database's announcement has reached this process. */
  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await check()).toBe(true);
  };

  it("shows a member's own change on the very next request", async () => {
    expect(names(await list(owner))).toEqual([]);
    await t.request('/api/v1/campaigns', { cookie: owner.cookie, body: { name: 'Autumn' } });
    expect(names(await list(owner))).toEqual(['Autumn']);
  });

  it('shows a change made outside any request (another process, a job) once announced', async () => {
    expect(names(await list(owner))).toEqual(['Autumn']);
    await withTenant(t.ctx.db, owner, (tx) =>
      tx.execute(
        sql`insert into campaigns (org_id, name, created_by) values (${owner.orgId}::uuid, 'Winter', ${owner.userId}::uuid)`,
      ),
    );
    await eventually(async () => names(await list(owner)).includes('Winter'));
  });

  it("shows a client's new name on its campaigns", async () => {
    const [client] = await t.ctx.db
      .insert(clients)
      .values({ orgId: owner.orgId, name: 'Acme' })
      .returning();
    await t.request('/api/v1/campaigns', {
      cookie: owner.cookie,
      body: { name: 'Acme launch', client_id: client!.id },
    });
    const clientOf = async () =>
      (await list(owner)).data.find((c) => c.name === 'Acme launch')?.client_name;
    expect(await clientOf()).toBe('Acme');
    await t.ctx.db.update(clients).set({ name: 'Acme Ltd' }).where(eq(clients.id, client!.id));
    await eventually(async () => (await clientOf()) === 'Acme Ltd');
  });

  it("never answers one caller's page to another, and follows a caller's new scope", async () => {
    expect(names(await list(other))).toEqual([]);
    const mate = await addTeammate(t, owner.cookie, 'account_manager');
    expect(names(await list(mate))).toEqual(names(await list(owner)));
    await t.ctx.db.execute(
      sql`update user_roles set client_id = (select id from clients where name = 'Acme Ltd')
        where user_id = ${mate.userId}`,
    );
    await eventually(async () => names(await list(mate)).join() === 'Acme launch');
    expect(names(await list(owner))).toEqual(['Acme launch', 'Autumn', 'Winter']);
  });
});
