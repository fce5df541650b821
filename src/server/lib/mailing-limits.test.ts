import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFor } from '../modules/dashboard/testing';
import { listOutbox } from '../modules/mail/list-outbox';
import { addTeammate, inviteTeammate } from '../modules/team/testing';
import { createTestApp, type TestApp } from '../testing/test-app';
import { MAILING_LIMITS } from './http';

type Owner = Awaited<ReturnType<TestApp['createUser']>>;

/**
 * Actions that e-mail other people are limited per person and per organization (issue 26,
 * hole 7: 30 portal messages in 0.8 s sent 60 e-mails). Refused actions change nothing.
 */
describe('limits on actions that send e-mail', () => {
  let t: TestApp;
  let agency: Owner;
  let clientId: string;
  let teammate: { cookie: string };
  const perMinute = MAILING_LIMITS.perUser.max;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true });
    agency = await t.createUser({ organizationName: 'Busy Agency', organizationType: 'AGENCY' });
    clientId = (await seedFor(t.ctx.db, agency).client({ name: 'Fernleaf Dental' })).id;
    teammate = await addTeammate(t, agency.cookie, 'account_manager');
  });
  afterAll(() => t.close());

  const post = (cookie: string, text: string) =>
    t.request(`/api/v1/clients/${clientId}/messages`, { cookie, body: { body: text } });

  it('a burst of messages to a client stops at the limit with 429, and the refused one is not kept', async () => {
    // The owner's invitation of the teammate was a mailing action too.
    const statuses: number[] = [];
    for (let i = 0; i < perMinute + 5; i++)
      statuses.push((await post(agency.cookie, `Note ${i}`)).status);
    const accepted = statuses.filter((s) => s === 201).length;
    expect(accepted).toBe(perMinute - 1);
    expect(statuses.slice(accepted).every((s) => s === 429)).toBe(true);

    const refused = await post(agency.cookie, 'One more');
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('rate_limited');
    expect(refused.json.error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds?/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const thread = await t.request(`/api/v1/clients/${clientId}/messages`, {
      cookie: agency.cookie,
    });
    expect(thread.json.data.map((m: { body: string }) => m.body)).not.toContain('One more');
    expect(thread.json.data).toHaveLength(accepted);
  });

  it('limits each person on their own: a teammate still sends', async () => {
    expect((await post(teammate.cookie, 'From the account manager')).status).toBe(201);
  });

  it('limits teammate invitations the same way, and a refused invitation e-mails no one', async () => {
    const owner = await t.createUser({ organizationName: 'Inviting SME' });
    const statuses: number[] = [];
    const emails: string[] = [];
    for (let i = 0; i < perMinute + 1; i++) {
      const { res, email } = await inviteTeammate(t, owner.cookie);
      statuses.push(res.status);
      emails.push(email);
    }
    expect(statuses.slice(0, perMinute).every((s) => s === 201)).toBe(true);
    expect(statuses[perMinute]).toBe(429);
    expect(await listOutbox(t.ctx.db, { to: emails[perMinute]! })).toEqual([]);
  });
});
