import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('business context and onboarding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const needsOnboarding = async (cookie: string) =>
    (await t.request('/api/v1/me', { cookie })).json.data.needsOnboarding as boolean;

  it('saves the context and completes onboarding', async () => {
    const user = await t.createUser({ organizationName: 'Green Leaf Cafe' });
    expect(await needsOnboarding(user.cookie)).toBe(true);

    const res = await t.request(`/api/v1/business-context/organization/${user.orgId}`, {
      cookie: user.cookie,
      body: {
        industry: 'Retail',
        companySize: '11-50 employees',
        description: 'Organic coffee and pastries',
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      companyName: 'Green Leaf Cafe',
      industry: 'Retail',
      companySize: '11-50 employees',
      description: 'Organic coffee and pastries',
    });
    expect(await needsOnboarding(user.cookie)).toBe(false);

    const read = await t.request(`/api/v1/business-context/organization/${user.orgId}`, {
      cookie: user.cookie,
    });
    expect(read.json.data).toMatchObject({ industry: 'Retail', companySize: '11-50 employees' });
  });

  it.each([
    [{ companySize: '1-10 employees' }],
    [{ industry: 'Retail' }],
    [{ industry: 'Space mining', companySize: '1-10 employees' }],
  ])('refuses %o with the seed message', async (body) => {
    const user = await t.createUser();
    const res = await t.request(`/api/v1/business-context/organization/${user.orgId}`, {
      cookie: user.cookie,
      body,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(MESSAGES.onboarding.required);
    expect(await needsOnboarding(user.cookie)).toBe(true);
  });

  it("answers 404 for another organization's id and leaves its data alone", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await t.request(`/api/v1/business-context/organization/${b.orgId}`, {
      cookie: b.cookie,
      body: { industry: 'Healthcare', companySize: '1-10 employees' },
    });

    const write = await t.request(`/api/v1/business-context/organization/${b.orgId}`, {
      cookie: a.cookie,
      body: { industry: 'Retail', companySize: '500+ employees', description: 'hijacked' },
    });
    expect(write.status).toBe(404);
    expect(write.json.error.message).toBe(MESSAGES.onboarding.orgNotFound);
    const read = await t.request(`/api/v1/business-context/organization/${b.orgId}`, {
      cookie: a.cookie,
    });
    expect(read.status).toBe(404);

    const own = await t.request(`/api/v1/business-context/organization/${b.orgId}`, {
      cookie: b.cookie,
    });
    expect(own.json.data).toMatchObject({
      industry: 'Healthcare',
      companySize: '1-10 employees',
      description: null,
    });
  });

  it('answers 401 without a session', async () => {
    const user = await t.createUser();
    const res = await t.request(`/api/v1/business-context/organization/${user.orgId}`, {
      body: { industry: 'Retail', companySize: '1-10 employees' },
    });
    expect(res.status).toBe(401);
    expect(res.json.error.message).toBe(MESSAGES.session.notAuthenticated);
    expect((await t.request('/api/v1/onboarding/skip', { method: 'POST' })).status).toBe(401);
  });

  it("completes onboarding with 'Skip for Now'", async () => {
    const user = await t.createUser();
    const res = await t.request('/api/v1/onboarding/skip', { method: 'POST', cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await needsOnboarding(user.cookie)).toBe(false);
    const read = await t.request(`/api/v1/business-context/organization/${user.orgId}`, {
      cookie: user.cookie,
    });
    expect(read.json.data).toBeNull();
  });
});
