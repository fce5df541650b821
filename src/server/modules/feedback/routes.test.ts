import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '@/shared/feedback';
import { emailOutbox, users } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const outboxTo = (email: string) =>
    t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toEmail, email))
      .orderBy(desc(emailOutbox.createdAt));

  async function makeAdmin() {
    const admin = await t.createUser({ organizationName: 'Stratagent HQ' });
    await t.ctx.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, admin.userId));
    return admin;
  }

  it('stores the feedback in the sender’s organization and e-mails every platform admin', async () => {
    const [first, second] = [await makeAdmin(), await makeAdmin()];
    const user = await t.createUser({ organizationName: 'Green Leaf Cafe' });
    const res = await t.request('/api/v1/feedback', {
      cookie: user.cookie,
      body: {
        category: 'bug',
        message: '  The campaign list does not refresh after I archive one.  ',
        pageUrl: '/campaigns',
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ id: expect.any(String), emailed: expect.any(Number) });
    expect(res.json.data.emailed).toBeGreaterThanOrEqual(2);

    const rows = await withTenant(t.ctx.db, { orgId: user.orgId, userId: user.userId }, (tx) =>
      tx.execute(sql`select category, message, page_url, user_id from feedback`),
    );
    expect((rows as any).rows).toEqual([
      {
        category: 'bug',
        message: 'The campaign list does not refresh after I archive one.',
        page_url: 'http://localhost:3000/campaigns',
        user_id: user.userId,
      },
    ]);

    for (const admin of [first!, second!]) {
      const [mail] = await outboxTo(admin.email);
      expect(mail?.subject).toBe(`Feedback (Bug) from ${user.email.split('@')[0]}`);
      expect(mail?.textBody).toContain('The campaign list does not refresh after I archive one.');
      expect(mail?.textBody).toContain('Organization: Green Leaf Cafe');
      expect(mail?.textBody).toContain(`<${user.email}>`);
      expect(mail?.links).toEqual(['http://localhost:3000/campaigns']);
    }
    expect(await outboxTo(user.email)).toHaveLength(1); // only the invitation, no feedback copy
  });

  it('marks feedback from a Priority Support level (10+) as priority', async () => {
    const admin = await makeAdmin();
    const user = await t.createUser();
    await withTenant(t.ctx.db, { orgId: user.orgId, userId: user.userId }, (tx) =>
      tx.execute(
        sql`insert into user_progress (user_id, org_id, total_xp) values (${user.userId}, ${user.orgId}, 950)`,
      ),
    );
    await t.request('/api/v1/feedback', {
      cookie: user.cookie,
      body: { category: 'idea', message: 'Let me export outputs as PDF.' },
    });
    const [mail] = await outboxTo(admin.email);
    expect(mail?.subject).toMatch(/^\[Priority\] Feedback \(Idea\)/);
    expect(mail?.textBody).toContain('Level: 10 (Priority Support)');
    expect(mail?.textBody).toContain('Page: not given');
  });

  it.each([
    [
      'a message under 10 characters',
      { category: 'bug', message: 'Too short' },
      FEEDBACK_MESSAGES.messageTooShort,
    ],
    [
      'a message of spaces',
      { category: 'bug', message: '          x' },
      FEEDBACK_MESSAGES.messageTooShort,
    ],
    [
      'a message over 5000 characters',
      { category: 'bug', message: 'x'.repeat(5001) },
      FEEDBACK_MESSAGES.messageTooLong,
    ],
    [
      'an unknown category',
      { category: 'praise', message: 'A long enough message' },
      FEEDBACK_MESSAGES.categoryRequired,
    ],
    ['no category', { message: 'A long enough message' }, FEEDBACK_MESSAGES.categoryRequired],
    [
      'a script address',
      { category: 'other', message: 'A long enough message', pageUrl: 'javascript:alert(1)' },
      FEEDBACK_MESSAGES.pageUrlInvalid,
    ],
    [
      'a protocol-relative address',
      { category: 'other', message: 'A long enough message', pageUrl: '//evil.example' },
      FEEDBACK_MESSAGES.pageUrlInvalid,
    ],
  ])('refuses %s with a clear 400', async (_label, body, message) => {
    const user = await t.createUser();
    const res = await t.request('/api/v1/feedback', { cookie: user.cookie, body });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(message);
  });

  it('accepts exactly 10 and 5000 characters and a full address', async () => {
    const user = await t.createUser();
    for (const body of [
      { category: 'question', message: 'x'.repeat(10) },
      {
        category: 'other',
        message: 'y'.repeat(5000),
        pageUrl: 'https://stratagent.app/outputs?view=expert',
      },
      { category: 'idea', message: 'An empty page is fine', pageUrl: '' },
    ]) {
      expect((await t.request('/api/v1/feedback', { cookie: user.cookie, body })).status).toBe(201);
    }
  });

  it('is invisible to other organizations', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await t.request('/api/v1/feedback', {
      cookie: a.cookie,
      body: { category: 'bug', message: 'Private to organization A' },
    });
    const seenByB = await withTenant(t.ctx.db, { orgId: b.orgId, userId: b.userId }, (tx) =>
      tx.execute(sql`select id from feedback where message = 'Private to organization A'`),
    );
    expect((seenByB as any).rows).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const res = await t.request('/api/v1/feedback', {
      body: { category: 'bug', message: 'Nobody is signed in here' },
    });
    expect(res.status).toBe(401);
  });
});
