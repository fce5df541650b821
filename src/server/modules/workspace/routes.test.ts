import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { SETTINGS_MESSAGES } from '@/shared/settings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addTeammate } from '../team/testing';

type User = Awaited<ReturnType<TestApp['createUser']>>;

describe('workspace and organization settings', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Acme Bakery' });
    other = await t.createUser({ organizationName: 'Taken Name' });
  });
  afterAll(() => t.close());

  const patch = (cookie: string, body: unknown) =>
    t.request('/api/v1/organization', { method: 'PATCH', cookie, body });

  it('lists the one workspace of the user and shows it with its business context', async () => {
    await t.request(`/api/v1/business-context/organization/${owner.orgId}`, {
      cookie: owner.cookie,
      body: {
        companyName: 'Acme Bakery Ltd',
        industry: 'Retail',
        companySize: '1-10 employees',
        description: 'Sourdough.',
      },
    });
    const list = await t.request('/api/v1/workspaces', { cookie: owner.cookie });
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual([
      {
        id: owner.orgId,
        name: 'Acme Bakery',
        type: 'SME',
        slug: 'acme-bakery',
        member_count: 1,
        role_names: ['sme_owner'],
        is_current: true,
      },
    ]);
    const one = await t.request(`/api/v1/workspaces/${owner.orgId}`, { cookie: owner.cookie });
    expect(one.status).toBe(200);
    expect(one.json.data).toMatchObject({
      id: owner.orgId,
      can_manage: true,
      onboarding_completed: true,
      business_context: {
        companyName: 'Acme Bakery Ltd',
        industry: 'Retail',
        companySize: '1-10 employees',
        description: 'Sourdough.',
      },
    });
  });

  it("answers 'Workspace not found' for any other id", async () => {
    for (const id of [other.orgId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await t.request(`/api/v1/workspaces/${id}`, { cookie: owner.cookie });
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe(SETTINGS_MESSAGES.workspaceNotFound);
    }
  });

  it('renames the organization and changes its address', async () => {
    const res = await patch(owner.cookie, { name: 'Acme Bakehouse', slug: 'Acme-Bakehouse' });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      id: owner.orgId,
      name: 'Acme Bakehouse',
      type: 'SME',
      slug: 'acme-bakehouse',
      currency: 'USD',
    });
    const me = await t.request('/api/v1/me', { cookie: owner.cookie });
    expect(me.json.data.organization).toMatchObject({
      name: 'Acme Bakehouse',
      slug: 'acme-bakehouse',
    });
    // Saving its own address again is not a conflict.
    expect((await patch(owner.cookie, { slug: 'acme-bakehouse' })).status).toBe(200);
  });

  it('refuses an address another organization uses, and invalid input', async () => {
    const taken = await patch(owner.cookie, { slug: 'taken-name' });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toMatchObject({
      message: 'This address is already taken',
      field: 'slug',
    });

    const cases: [unknown, string][] = [
      [{ slug: 'has spaces' }, SETTINGS_MESSAGES.slugInvalid],
      [{ slug: '-dash-' }, SETTINGS_MESSAGES.slugInvalid],
      [{ slug: 'a' }, SETTINGS_MESSAGES.slugTooShort],
      [{ name: 'A' }, MESSAGES.signup.organizationTooShort],
      [{}, 'Nothing to update'],
    ];
    for (const [body, message] of cases) {
      const res = await patch(owner.cookie, body);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(message);
    }
    const me = await t.request('/api/v1/me', { cookie: other.cookie });
    expect(me.json.data.organization).toMatchObject({ name: 'Taken Name', slug: 'taken-name' });
  });

  it('lets only owners and admins change the organization', async () => {
    const manager = await addTeammate(t, owner.cookie, 'marketing_manager');
    const refused = await patch(manager.cookie, { name: 'Hijacked' });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(SETTINGS_MESSAGES.manageOnly);
    const seen = await t.request(`/api/v1/workspaces/${owner.orgId}`, { cookie: manager.cookie });
    expect(seen.json.data).toMatchObject({
      name: 'Acme Bakehouse',
      member_count: 2,
      role_names: ['marketing_manager'],
      can_manage: false,
    });

    const admin = await addTeammate(t, owner.cookie, 'sme_admin');
    expect((await patch(admin.cookie, { name: 'Acme Bakery' })).status).toBe(200);
  });

  it('keeps the currency the owner or an admin chooses, in USD until then', async () => {
    const fresh = await t.createUser({ organizationName: 'Currency Co' });
    const meOf = async (cookie: string) =>
      (await t.request('/api/v1/me', { cookie })).json.data.organization;
    expect((await meOf(fresh.cookie)).currency).toBe('USD');

    const saved = await patch(fresh.cookie, { currency: 'EUR' });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ name: 'Currency Co', currency: 'EUR' });
    expect((await meOf(fresh.cookie)).currency).toBe('EUR');

    const admin = await addTeammate(t, fresh.cookie, 'sme_admin');
    expect((await patch(admin.cookie, { currency: 'GBP' })).status).toBe(200);
    expect((await meOf(fresh.cookie)).currency).toBe('GBP');
    // Another organization's answer is untouched.
    expect((await meOf(other.cookie)).currency).toBe('USD');
  });

  it('refuses a currency off the list, a viewer or a manager, and reaches no other organization', async () => {
    const fresh = await t.createUser({ organizationName: 'Ledger Co' });
    for (const currency of ['JPY', 'eur', 'EURO', '', 12]) {
      const res = await patch(fresh.cookie, { currency });
      expect(res.status).toBe(400);
    }
    for (const role of ['viewer', 'marketing_manager']) {
      const member = await addTeammate(t, fresh.cookie, role);
      const refused = await patch(member.cookie, { currency: 'EUR' });
      expect(refused.status).toBe(403);
    }
    // An admin of another organization changes their own, never this one.
    const rival = await t.createUser({ organizationName: 'Rival Co' });
    const rivalAdmin = await addTeammate(t, rival.cookie, 'sme_admin');
    expect((await patch(rivalAdmin.cookie, { currency: 'AUD' })).status).toBe(200);
    const mine = await t.request('/api/v1/me', { cookie: fresh.cookie });
    expect(mine.json.data.organization.currency).toBe('USD');
    const theirs = await t.request('/api/v1/me', { cookie: rival.cookie });
    expect(theirs.json.data.organization.currency).toBe('AUD');
  });

  it('needs a signed-in member', async () => {
    expect((await t.request('/api/v1/workspaces')).status).toBe(401);
    expect(
      (await t.request('/api/v1/organization', { method: 'PATCH', body: { name: 'X Co' } })).status,
    ).toBe(401);
    expect(
      (await t.request('/api/v1/organization', { method: 'PATCH', body: { currency: 'EUR' } }))
        .status,
    ).toBe(401);
  });
});
