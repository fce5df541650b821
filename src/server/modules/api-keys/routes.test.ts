import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { MESSAGES } from '@/shared/messages';
import { aiInteractions, apiKeys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addTeammate } from '../team/testing';

type User = Awaited<ReturnType<TestApp['createUser']>>;

describe('API keys', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  const interactions = (orgId: string, n: number) =>
    t.ctx.db
      .insert(aiInteractions)
      .values(Array.from({ length: n }, () => ({ orgId, agentType: 'strategy' })));
  const create = (cookie: string, name = 'Reporting') =>
    t.request('/api/v1/api-keys', { cookie, body: { name } });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Keyed Co' });
    other = await t.createUser({ organizationName: 'Other Keyed Co' });
  });
  afterAll(() => t.close());

  it('are locked until the organization has more than 50 AI interactions', async () => {
    const list = await t.request('/api/v1/api-keys', { cookie: owner.cookie });
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual({
      access: {
        unlocked: false,
        requirement: 'Have more than 50 AI interactions',
        ai_interactions: 0,
      },
      keys: [],
    });
    await interactions(owner.orgId, 50);
    const locked = await create(owner.cookie);
    expect(locked.status).toBe(403);
    expect(locked.json.error.message).toBe(lockedFeatureMessage('api_access'));
  });

  it('create a key shown once that authenticates the API until it is revoked', async () => {
    await interactions(owner.orgId, 1);
    const created = await create(owner.cookie, 'Looker Studio');
    expect(created.status).toBe(201);
    const key = created.json.data.key as string;
    expect(key).toMatch(/^sk_live_[\w-]{32}$/);
    expect(created.json.data.api_key).toMatchObject({
      name: 'Looker Studio',
      prefix: key.slice(0, 12),
      last_used_at: null,
      created_by_you: true,
    });

    const me = await t.request('/api/v1/me', { headers: { authorization: `Bearer ${key}` } });
    expect(me.status).toBe(200);
    expect(me.json.data.organization.id).toBe(owner.orgId);

    const list = await t.request('/api/v1/api-keys', { cookie: owner.cookie });
    expect(list.json.data.access).toMatchObject({ unlocked: true, ai_interactions: 51 });
    expect(list.json.data.keys).toHaveLength(1);
    expect(list.json.data.keys[0].last_used_at).not.toBeNull();
    expect(JSON.stringify(list.json.data)).not.toContain(key);

    const revoked = await t.request(`/api/v1/api-keys/${created.json.data.api_key.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(revoked.status).toBe(200);
    expect(
      (await t.request('/api/v1/me', { headers: { authorization: `Bearer ${key}` } })).status,
    ).toBe(401);
    expect((await t.request('/api/v1/api-keys', { cookie: owner.cookie })).json.data.keys).toEqual(
      [],
    );
  });

  it('cannot be managed with an API key', async () => {
    const key = (await create(owner.cookie, 'CI')).json.data.key as string;
    const headers = { authorization: `Bearer ${key}` };
    for (const res of [
      await t.request('/api/v1/api-keys', { headers }),
      await t.request('/api/v1/api-keys', { headers, body: { name: 'Minted' } }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.error.message).toBe(MESSAGES.permissions.keyNotAllowed);
    }
  });

  it('carry scopes: read by default, write on request, and a read key changes nothing', async () => {
    const readKey = await create(owner.cookie, 'Dashboards');
    expect(readKey.status).toBe(201);
    expect(readKey.json.data.api_key).toMatchObject({
      scopes: ['read'],
      expires_at: null,
      expired: false,
    });
    const writeKey = await t.request('/api/v1/api-keys', {
      cookie: owner.cookie,
      body: { name: 'Ads export', scopes: ['read', 'write'] },
    });
    expect(writeKey.json.data.api_key.scopes).toEqual(['read', 'write']);

    const campaign = { name: 'Spring launch', status: 'active' };
    const asReader = { authorization: `Bearer ${readKey.json.data.key}` };
    expect((await t.request('/api/v1/campaigns', { headers: asReader })).status).toBe(200);
    const refused = await t.request('/api/v1/campaigns', { headers: asReader, body: campaign });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(MESSAGES.permissions.keyNeedsWrite);
    const asWriter = { authorization: `Bearer ${writeKey.json.data.key}` };
    expect(
      (await t.request('/api/v1/campaigns', { headers: asWriter, body: campaign })).status,
    ).toBe(201);
  });

  it('never invite, manage the team or change the workspace, whatever their scopes', async () => {
    const key = (
      await t.request('/api/v1/api-keys', {
        cookie: owner.cookie,
        body: { name: 'All', scopes: ['read', 'write'] },
      })
    ).json.data.key as string;
    const headers = { authorization: `Bearer ${key}` };
    for (const res of [
      await t.request('/api/v1/team/invitations', {
        headers,
        body: { email: 'new-admin@example.com', role_name: 'sme_admin' },
      }),
      await t.request('/api/v1/team', { headers }),
      await t.request('/api/v1/organization', {
        method: 'PATCH',
        headers,
        body: { name: 'Taken over' },
      }),
      await t.request('/api/v1/admin/invites', { headers, body: { email: 'x@example.com' } }),
    ]) {
      expect(res.status).toBe(403);
    }
  });

  it('expire: a key past its expiry no longer authenticates', async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const created = await t.request('/api/v1/api-keys', {
      cookie: owner.cookie,
      body: { name: 'Short-lived', expires_at: soon },
    });
    expect(created.status).toBe(201);
    expect(created.json.data.api_key.expires_at).toBe(soon);
    const headers = { authorization: `Bearer ${created.json.data.key}` };
    expect((await t.request('/api/v1/me', { headers })).status).toBe(200);
    await t.ctx.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, created.json.data.api_key.id));
    // Changed outside the app's services: the database announces it (migration 0029), at
    // once on the embedded database, within a notification's delay on PostgreSQL.
    await expect
      .poll(async () => (await t.request('/api/v1/me', { headers })).status, { timeout: 2_000 })
      .toBe(401);
    const list = await t.request('/api/v1/api-keys', { cookie: owner.cookie });
    expect(
      list.json.data.keys.find((k: { name: string }) => k.name === 'Short-lived'),
    ).toMatchObject({ expired: true });
  });

  it('validate scopes and expiry', async () => {
    for (const body of [
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin'] },
      { name: 'x', scopes: 'read' },
      { name: 'x', expires_at: '2020-01-01T00:00:00Z' },
      { name: 'x', expires_at: 'tomorrow' },
      { name: 'x', expires_at: '2999-01-01T00:00:00Z' },
    ]) {
      const res = await t.request('/api/v1/api-keys', { cookie: owner.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('validate the name', async () => {
    for (const name of ['', '   ', 'x'.repeat(101)])
      expect((await create(owner.cookie, name)).status).toBe(400);
  });

  it("keep organizations apart: another organization's keys are invisible and cannot be revoked", async () => {
    await interactions(other.orgId, 51);
    const theirs = await create(other.cookie, 'Theirs');
    const id = theirs.json.data.api_key.id as string;
    const mine = await t.request('/api/v1/api-keys', { cookie: owner.cookie });
    expect(JSON.stringify(mine.json.data)).not.toContain('Theirs');
    expect(
      (await t.request(`/api/v1/api-keys/${id}`, { method: 'DELETE', cookie: owner.cookie }))
        .status,
    ).toBe(404);
    expect(
      (await t.request('/api/v1/api-keys/not-a-uuid', { method: 'DELETE', cookie: owner.cookie }))
        .status,
    ).toBe(404);
    const still = await t.request('/api/v1/me', {
      headers: { authorization: `Bearer ${theirs.json.data.key}` },
    });
    expect(still.status).toBe(200);
  });

  it("show and let members revoke only their own keys, and owners and admins anyone's", async () => {
    const manager = await addTeammate(t, owner.cookie, 'marketing_manager');
    const ownerKey = await create(owner.cookie, 'Owner key');
    const managerKey = await create(manager.cookie, 'Manager key');
    expect(managerKey.status).toBe(201);
    const seen = await t.request('/api/v1/api-keys', { cookie: manager.cookie });
    const byName = Object.fromEntries(
      seen.json.data.keys.map((k: { name: string; can_revoke: boolean }) => [k.name, k.can_revoke]),
    );
    expect(byName).toEqual({ 'Manager key': true });
    const all = await t.request('/api/v1/api-keys', { cookie: owner.cookie });
    expect(all.json.data.keys.map((k: { name: string }) => k.name)).toEqual(
      expect.arrayContaining(['Manager key', 'Owner key']),
    );

    const refused = await t.request(`/api/v1/api-keys/${ownerKey.json.data.api_key.id}`, {
      method: 'DELETE',
      cookie: manager.cookie,
    });
    expect(refused.status).toBe(404);
    expect(
      (await t.request('/api/v1/api-keys', { cookie: owner.cookie })).json.data.keys,
    ).toHaveLength(all.json.data.keys.length);
    const byOwner = await t.request(`/api/v1/api-keys/${managerKey.json.data.api_key.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(byOwner.status).toBe(200);
  });

  it('stop working when their creator is removed from the organization', async () => {
    const admin = await addTeammate(t, owner.cookie, 'sme_admin');
    const key = (await create(admin.cookie, 'Admin key')).json.data.key as string;
    expect(
      (await t.request('/api/v1/me', { headers: { authorization: `Bearer ${key}` } })).status,
    ).toBe(200);
    await t.request(`/api/v1/team/members/${admin.userId}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(
      (await t.request('/api/v1/me', { headers: { authorization: `Bearer ${key}` } })).status,
    ).toBe(401);
  });
});
