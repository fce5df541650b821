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

describe('caller cache', () => {
  it('keeps a caller for its time to live and no longer than its session', () => {
    let now = 1_000;
    const cache = createCallerCache(() => now);
    cache.set('a', caller('u1'), cache.generation());
    cache.set('b', caller('u2'), cache.generation(), new Date(now + 5_000));
    now += 5_001;
    expect(cache.get('a')?.userId).toBe('u1');
    expect(cache.get('b')).toBeNull();
    now += CALLER_TTL_MS;
    expect(cache.get('a')).toBeNull();
  });

  it('does not store a caller read before a change it has not seen', () => {
    const cache = createCallerCache();
    const readAt = cache.generation();
    cache.forgetUser('u1');
    cache.set('a', caller('u1'), readAt);
    expect(cache.get('a')).toBeNull();
  });

  it('forgets every session of a user at once', () => {
    const cache = createCallerCache();
    cache.set('a', caller('u1'), cache.generation());
    cache.set('b', caller('u1'), cache.generation());
    cache.set('c', caller('u2'), cache.generation());
    cache.forgetUser('u1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.userId]).toEqual([null, null, 'u2']);
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
