import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../context';
import { sessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addTeammate } from '../team/testing';
import { CALLER_TTL_MS, createCallerCache } from './caller-cache';

const caller = (userId: string): Caller => ({
  userId,
  email: `${userId}@example.com`,
  name: userId,
  orgId: null,
  isPlatformAdmin: false,
  via: 'session',
  roles: [],
  scopes: null,
});

/** A resolution the test settles by hand, counting how many were started. */
const resolutions = () => {
  const started: ((caller: Caller | null, expiresAt?: Date) => void)[] = [];
  const resolve = () =>
    new Promise<{ caller: Caller; expiresAt: Date | null } | null>((settle) =>
      started.push((found, expiresAt) =>
        settle(found && { caller: found, expiresAt: expiresAt ?? null }),
      ),
    );
  return { started, resolve };
};
const found =
  (userId: string, expiresAt: Date | null = null) =>
  async () => ({
    caller: caller(userId),
    expiresAt,
  });

describe('caller cache', () => {
  it('keeps a caller for its time to live and no longer than its session', async () => {
    let now = 1_000;
    const cache = createCallerCache(() => now);
    await cache.resolve('a', found('u1'));
    await cache.resolve('b', found('u2', new Date(now + 5_000)));
    now += 5_001;
    expect((await cache.resolve('a', found('other')))?.userId).toBe('u1');
    expect((await cache.resolve('b', found('other')))?.userId).toBe('other');
    now += CALLER_TTL_MS;
    expect((await cache.resolve('a', found('other')))?.userId).toBe('other');
  });

  it('shares one resolution between requests carrying the same credential at once', async () => {
    const cache = createCallerCache();
    const { started, resolve } = resolutions();
    const answers = Promise.all([1, 2, 3].map(() => cache.resolve('a', resolve)));
    expect(started).toHaveLength(1);
    started[0]!(caller('u1'));
    expect((await answers).map((c) => c?.userId)).toEqual(['u1', 'u1', 'u1']);
  });

  it('neither keeps nor shares a caller read before a change it has not seen', async () => {
    const cache = createCallerCache();
    const { started, resolve } = resolutions();
    const before = cache.resolve('a', resolve);
    cache.forgetUser('u1');
    const after = cache.resolve('a', resolve);
    expect(started).toHaveLength(2);
    started[0]!(caller('u1'));
    started[1]!(null);
    expect((await before)?.userId).toBe('u1');
    expect(await after).toBeNull();
    expect((await cache.resolve('a', found('u1')))?.userId).toBe('u1');
  });

  it('keeps nothing for a credential that resolves to no one, or fails', async () => {
    const cache = createCallerCache();
    expect(await cache.resolve('a', async () => null)).toBeNull();
    await expect(cache.resolve('b', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect((await cache.resolve('a', found('u1')))?.userId).toBe('u1');
    expect((await cache.resolve('b', found('u2')))?.userId).toBe('u2');
  });

  it('forgets every session of a user at once', async () => {
    const cache = createCallerCache();
    await cache.resolve('a', found('u1'));
    await cache.resolve('b', found('u1'));
    await cache.resolve('c', found('u2'));
    cache.forgetUser('u1');
    const again = async (key: string) => (await cache.resolve(key, found('new')))?.userId;
    expect([await again('a'), await again('b'), await again('c')]).toEqual(['new', 'new', 'u2']);
  });
});

describe('cached callers lose access on the very next request', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['createUser']>>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Cache Co' });
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.request('/api/v1/me', { cookie });
  const createCampaign = (cookie: string) =>
    t.request('/api/v1/campaigns', { cookie, body: { name: 'Spring launch' } });

  it('a removed member', async () => {
    const mate = await addTeammate(t, owner.cookie);
    expect((await me(mate.cookie)).status).toBe(200);
    const removed = await t.request(`/api/v1/team/members/${mate.userId}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(removed.status).toBeLessThan(300);
    expect((await me(mate.cookie)).status).toBe(401);
  });

  it('a member whose role no longer allows it', async () => {
    const mate = await addTeammate(t, owner.cookie);
    expect((await createCampaign(mate.cookie)).status).toBe(201);
    const changed = await t.request(`/api/v1/team/members/${mate.userId}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { role_name: 'viewer' },
    });
    expect(changed.status).toBe(200);
    expect((await createCampaign(mate.cookie)).status).toBe(403);
  });

  it('a session that signed out', async () => {
    const mate = await addTeammate(t, owner.cookie);
    expect((await me(mate.cookie)).status).toBe(200);
    const out = await t.request('/api/auth/sign-out', { cookie: mate.cookie, body: {} });
    expect(out.status).toBe(200);
    expect((await me(mate.cookie)).status).toBe(401);
  });

  it('a session ended by another process, through the database announcement', async () => {
    const mate = await addTeammate(t, owner.cookie);
    expect((await me(mate.cookie)).status).toBe(200);
    await t.ctx.db.delete(sessions).where(eq(sessions.userId, mate.userId));
    // Immediate on the embedded database; a notification's delay on PostgreSQL.
    await expect.poll(async () => (await me(mate.cookie)).status, { timeout: 2_000 }).toBe(401);
  });
});
