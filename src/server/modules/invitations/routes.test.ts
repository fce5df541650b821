import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { invitationRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createInvite } from './create-invite';
import { solveAltcha, solvedAltchaPayload, submitRequest, validRequest } from './testing';

const SUBMIT = '/api/v1/invitation-requests';
const CHALLENGE = '/api/v1/invitation-requests/challenge';

describe('invitation requests', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands out a signed ALTCHA challenge that expires in about ten minutes and is never cached', async () => {
    const res = await t.request(CHALLENGE);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { provider, challenge } = res.json.data;
    expect(provider).toBe('altcha');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = challenge.parameters.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(9 * 60);
    expect(ttl).toBeLessThanOrEqual(10 * 60);
  });

  it('records a request as pending, with the e-mail lowercased', async () => {
    const res = await submitRequest(t, {
      email: '  Jane.Doe@Example.COM ',
      company_name: 'Doe & Partners',
      organization_type: 'AGENCY',
      use_case: 'Run 12 client accounts',
      referral_source: 'LinkedIn',
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual({ id: expect.any(String), status: 'pending' });
    const [row] = await t.ctx.db
      .select()
      .from(invitationRequests)
      .where(eq(invitationRequests.id, res.json.data.id));
    expect(row).toMatchObject({
      email: 'jane.doe@example.com',
      companyName: 'Doe & Partners',
      organizationType: 'AGENCY',
      useCase: 'Run 12 client accounts',
      referralSource: 'LinkedIn',
      status: 'pending',
    });
  });

  it('defaults the organization type to SME and leaves the optional fields empty', async () => {
    const res = await t.request(SUBMIT, {
      body: {
        email: 'minimal@example.com',
        company_name: 'Mini Co',
        altcha: await solvedAltchaPayload(t),
      },
    });
    expect(res.status).toBe(201);
    const [row] = await t.ctx.db
      .select()
      .from(invitationRequests)
      .where(eq(invitationRequests.id, res.json.data.id));
    expect(row).toMatchObject({ organizationType: 'SME', useCase: null, referralSource: null });
  });

  it.each([
    [{ email: '' }, MESSAGES.invitation.emailRequired],
    [{ email: undefined }, MESSAGES.invitation.emailRequired],
    [{ email: 'not-an-email' }, MESSAGES.invitation.emailInvalid],
    [{ company_name: '' }, MESSAGES.invitation.companyRequired],
    [{ company_name: undefined }, MESSAGES.invitation.companyRequired],
    [{ company_name: 'A' }, MESSAGES.invitation.companyTooShort],
    [{ use_case: 'x'.repeat(501) }, MESSAGES.invitation.useCaseTooLong],
  ])('refuses %o with the seed message', async (change, message) => {
    const res = await t.request(SUBMIT, { body: { ...validRequest(change), altcha: 'unused' } });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'validation_error', message });
  });

  it('accepts a use case of exactly 500 characters', async () => {
    const res = await submitRequest(t, { use_case: 'x'.repeat(500) });
    expect(res.status).toBe(201);
  });

  it('refuses a second request while one is pending for the e-mail', async () => {
    expect((await submitRequest(t, { email: 'twice@example.com' })).status).toBe(201);
    const again = await submitRequest(t, {
      email: 'TWICE@example.com',
      company_name: 'Other name',
    });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(MESSAGES.invitation.pending);
  });

  it('gives the pending message, never a server error, to two submissions racing for one e-mail', async () => {
    const body = validRequest({ email: 'race@example.com' });
    const [a, b] = await Promise.all([
      solvedAltchaPayload(t).then((altcha) => t.request(SUBMIT, { body: { ...body, altcha } })),
      solvedAltchaPayload(t).then((altcha) => t.request(SUBMIT, { body: { ...body, altcha } })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.status === 409)!.json.error.message).toBe(
      MESSAGES.invitation.pending,
    );
  });

  it('tells an already whitelisted e-mail to sign up directly', async () => {
    await createInvite(t.ctx.db, t.ctx.mailer, {
      email: 'vip@example.com',
      organizationType: 'SME',
      appUrl: t.config.appUrl,
    });
    const res = await submitRequest(t, { email: 'VIP@example.com' });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(MESSAGES.invitation.alreadyWhitelisted);
  });

  describe('bot check', () => {
    const refused = (res: { status: number; json: any }) => {
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(MESSAGES.invitation.securityFailed);
    };

    it('refuses a request without a solved challenge', async () => {
      refused(await t.request(SUBMIT, { body: validRequest() }));
    });

    it('refuses a payload that is not an ALTCHA payload', async () => {
      refused(await t.request(SUBMIT, { body: { ...validRequest(), altcha: 'bm90IGpzb24=' } }));
      refused(await t.request(SUBMIT, { body: { ...validRequest(), altcha: '%%%' } }));
      const widgetTestMode = Buffer.from(
        JSON.stringify({ challenge: null, solution: null, test: true }),
      ).toString('base64');
      refused(await t.request(SUBMIT, { body: { ...validRequest(), altcha: widgetTestMode } }));
    });

    it('refuses a wrong solution', async () => {
      const payload = JSON.parse(Buffer.from(await solvedAltchaPayload(t), 'base64').toString());
      payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c: string) =>
        c === '0' ? '1' : '0',
      );
      refused(
        await t.request(SUBMIT, {
          body: {
            ...validRequest(),
            altcha: Buffer.from(JSON.stringify(payload)).toString('base64'),
          },
        }),
      );
    });

    it('refuses a challenge that this server did not sign', async () => {
      const forged = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: 10,
        deriveKey,
        hmacSignatureSecret: 'someone-elses-key',
        expiresAt: new Date(Date.now() + 60_000),
      });
      refused(
        await t.request(SUBMIT, { body: { ...validRequest(), altcha: await solveAltcha(forged) } }),
      );
    });

    it('accepts a solved payload once only', async () => {
      const altcha = await solvedAltchaPayload(t);
      expect((await t.request(SUBMIT, { body: { ...validRequest(), altcha } })).status).toBe(201);
      refused(await t.request(SUBMIT, { body: { ...validRequest(), altcha } }));
    });

    it('refuses a challenge solved after it expired', async () => {
      const challenge = (await t.request(CHALLENGE)).json.data.challenge as Challenge;
      const altcha = await solveAltcha(challenge);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 11 * 60_000);
      refused(await t.request(SUBMIT, { body: { ...validRequest(), altcha } }));
    });
  });
});

describe('invitation requests with reCAPTCHA configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      recaptcha: { siteKey: 'site-key-123', secret: 'secret', projectId: undefined },
    });
  });
  afterAll(() => t.close());

  it('hands out the site key and the action instead of an ALTCHA challenge', async () => {
    const res = await t.request(CHALLENGE);
    expect(res.json.data).toEqual({
      provider: 'recaptcha',
      siteKey: 'site-key-123',
      action: 'submit_invitation_request',
    });
  });

  it('refuses a request without a token, and an ALTCHA payload in its place', async () => {
    const res = await t.request(SUBMIT, { body: validRequest() });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(MESSAGES.invitation.securityFailed);
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 10,
      deriveKey,
      hmacSignatureSecret: 'k',
    });
    const withAltcha = await t.request(SUBMIT, {
      body: { ...validRequest(), altcha: await solveAltcha(challenge) },
    });
    expect(withAltcha.status).toBe(400);
  });
});
