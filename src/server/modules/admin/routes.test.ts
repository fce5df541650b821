import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { alphaInvites, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { submitRequest } from '../invitations/testing';
import { listOutbox } from '../mail/list-outbox';

type User = Awaited<ReturnType<TestApp['createUser']>>;

describe('admin review of invitation requests', () => {
  let t: TestApp;
  let admin: User;
  let member: User;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ email: 'admin@stratagent.test' });
    await t.ctx.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, admin.userId));
    member = await t.createUser({ email: 'member@example.com' });
  });
  afterAll(() => t.close());

  const asAdmin = (path: string, init: { method?: string; body?: unknown } = {}) =>
    t.request(path, { method: 'POST', ...init, cookie: admin.cookie });
  const list = (status: string) =>
    t.request(`/api/v1/admin/invitation-requests?status=${status}`, { cookie: admin.cookie });
  const newRequest = async (body: Record<string, unknown> = {}) => {
    const res = await submitRequest(t, body);
    expect(res.status).toBe(201);
    return res.json.data.id as string;
  };

  describe('access', () => {
    const endpoints: [string, string][] = [
      ['GET', '/api/v1/admin/invitation-requests'],
      ['POST', `/api/v1/admin/invitation-requests/${crypto.randomUUID()}/approve`],
      ['POST', `/api/v1/admin/invitation-requests/${crypto.randomUUID()}/reject`],
      ['GET', '/api/v1/admin/invites'],
      ['POST', '/api/v1/admin/invites'],
    ];

    it.each(endpoints)('%s %s asks a signed-out caller to sign in', async (method, path) => {
      const res = await t.request(path, {
        method,
        body: method === 'POST' ? { email: 'x@example.com' } : undefined,
      });
      expect(res.status).toBe(401);
    });

    it.each(endpoints)(
      '%s %s is refused to a user who is not a platform admin',
      async (method, path) => {
        const res = await t.request(path, {
          method,
          cookie: member.cookie,
          body: method === 'POST' ? { email: 'x@example.com' } : undefined,
        });
        expect(res.status).toBe(403);
      },
    );
  });

  it('lists pending requests newest first, with the count of each status', async () => {
    const older = await newRequest({ email: 'older@example.com', company_name: 'Older Ltd' });
    const newer = await newRequest({
      email: 'newer@example.com',
      company_name: 'Newer Ltd',
      organization_type: 'AGENCY',
    });
    const res = await list('pending');
    expect(res.status).toBe(200);
    const ids = res.json.data.requests.map((r: { id: string }) => r.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(res.json.data.requests.find((r: { id: string }) => r.id === newer)).toMatchObject({
      email: 'newer@example.com',
      company_name: 'Newer Ltd',
      organization_type: 'AGENCY',
      use_case: 'Plan our spring campaign',
      referral_source: 'A friend',
      status: 'pending',
      reviewed_at: null,
    });
    expect(res.json.data.counts.pending).toBe(res.json.data.requests.length);
  });

  it('approves a request: an active invite of the requested type and an e-mail with a sign-up link', async () => {
    const id = await newRequest({ email: 'Approve.Me@example.com', organization_type: 'AGENCY' });
    const res = await asAdmin(`/api/v1/admin/invitation-requests/${id}/approve`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      emailSent: true,
      request: {
        id,
        status: 'approved',
        reviewed_by_email: admin.email,
        reviewed_at: expect.any(String),
      },
    });

    const [invite] = await t.ctx.db
      .select()
      .from(alphaInvites)
      .where(eq(alphaInvites.email, 'approve.me@example.com'));
    expect(invite).toMatchObject({
      status: 'active',
      organizationType: 'AGENCY',
      invitedBy: admin.userId,
      requestId: id,
    });

    const [mail] = await listOutbox(t.ctx.db, { to: 'approve.me@example.com' });
    expect(mail?.subject).toBe('Your Stratagent invitation is ready');
    expect(mail?.links).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${t.config.appUrl}/signup\\?email=approve.me%40example.com&invite=[\\w-]{43}$`,
        ),
      ),
    ]);
    expect(mail?.text).toContain('/signup?email=');

    // The whitelisted address is now told to sign up directly.
    const again = await submitRequest(t, { email: 'approve.me@example.com' });
    expect(again.json.error.message).toBe(MESSAGES.invitation.alreadyWhitelisted);
  });

  it('rejects a request without whitelisting or e-mailing anyone', async () => {
    const id = await newRequest({ email: 'reject.me@example.com' });
    const res = await asAdmin(`/api/v1/admin/invitation-requests/${id}/reject`);
    expect(res.status).toBe(200);
    expect(res.json.data.request).toMatchObject({
      id,
      status: 'rejected',
      reviewed_by_email: admin.email,
    });
    expect(
      await t.ctx.db
        .select()
        .from(alphaInvites)
        .where(eq(alphaInvites.email, 'reject.me@example.com')),
    ).toEqual([]);
    expect(await listOutbox(t.ctx.db, { to: 'reject.me@example.com' })).toEqual([]);

    const rejected = await list('rejected');
    expect(rejected.json.data.requests.map((r: { id: string }) => r.id)).toContain(id);
    expect(
      (await list('pending')).json.data.requests.map((r: { id: string }) => r.id),
    ).not.toContain(id);
  });

  it('refuses to review a request twice', async () => {
    const id = await newRequest();
    expect((await asAdmin(`/api/v1/admin/invitation-requests/${id}/approve`)).status).toBe(200);
    const approveAgain = await asAdmin(`/api/v1/admin/invitation-requests/${id}/approve`);
    expect(approveAgain.status).toBe(409);
    expect(approveAgain.json.error.message).toBe('This request has already been approved.');
    expect((await asAdmin(`/api/v1/admin/invitation-requests/${id}/reject`)).status).toBe(409);
  });

  it('answers 404 for an unknown request', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      for (const action of ['approve', 'reject']) {
        const res = await asAdmin(`/api/v1/admin/invitation-requests/${id}/${action}`);
        expect(res.status).toBe(404);
        expect(res.json.error.message).toBe('Invitation request not found');
      }
    }
  });

  it('filters by status and lists all', async () => {
    const all = await list('all');
    const { counts, requests } = all.json.data;
    expect(counts.all).toBe(counts.pending + counts.approved + counts.rejected);
    expect(requests).toHaveLength(counts.all);
    const approved = await list('approved');
    expect(
      approved.json.data.requests.every((r: { status: string }) => r.status === 'approved'),
    ).toBe(true);
    expect((await list('bogus')).status).toBe(400);
  });

  it('keeps the approval and says so when the invitation e-mail cannot be delivered', async () => {
    const id = await newRequest({ email: 'smtp-down@example.com' });
    const send = t.ctx.mailer.send;
    t.ctx.mailer.send = async () => {
      throw new Error('E-mail delivery failed: connection refused');
    };
    try {
      const res = await asAdmin(`/api/v1/admin/invitation-requests/${id}/approve`);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ emailSent: false, request: { status: 'approved' } });
      const [invite] = await t.ctx.db
        .select()
        .from(alphaInvites)
        .where(eq(alphaInvites.email, 'smtp-down@example.com'));
      expect(invite?.status).toBe('active');
    } finally {
      t.ctx.mailer.send = send;
    }
  });

  describe('direct invites', () => {
    it('whitelists an e-mail, sends the invitation and lists it', async () => {
      const res = await asAdmin('/api/v1/admin/invites', {
        body: { email: 'Direct@Example.com', organization_type: 'AGENCY' },
      });
      expect(res.status).toBe(201);
      expect(res.json.data).toMatchObject({
        emailSent: true,
        invite: {
          email: 'direct@example.com',
          status: 'active',
          organization_type: 'AGENCY',
          invited_by_email: admin.email,
        },
      });
      const [mail] = await listOutbox(t.ctx.db, { to: 'direct@example.com' });
      expect(mail?.links[0]).toContain('/signup?email=direct%40example.com');

      const invites = await t.request('/api/v1/admin/invites', { cookie: admin.cookie });
      expect(invites.status).toBe(200);
      expect(invites.json.data[0]).toMatchObject({ email: 'direct@example.com', status: 'active' });
      expect(
        invites.json.data.find((i: { email: string }) => i.email === member.email),
      ).toMatchObject({ status: 'used' });
    });

    it('approves the pending request of an address invited directly', async () => {
      const id = await newRequest({ email: 'both@example.com' });
      await asAdmin('/api/v1/admin/invites', { body: { email: 'both@example.com' } });
      const approved = await list('approved');
      expect(approved.json.data.requests.find((r: { id: string }) => r.id === id)).toMatchObject({
        status: 'approved',
      });
    });

    it('refuses an address that has already signed up, and an invalid address', async () => {
      const used = await asAdmin('/api/v1/admin/invites', { body: { email: member.email } });
      expect(used.status).toBe(409);
      const invalid = await asAdmin('/api/v1/admin/invites', { body: { email: 'nope' } });
      expect(invalid.status).toBe(400);
      expect(invalid.json.error.message).toBe(MESSAGES.invitation.emailInvalid);
    });
  });
});
