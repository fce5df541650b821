import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true });
  });
  afterAll(() => t.close());

  it('eventually answers repeated failed sign-ins with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      statuses.push((await t.signIn('victim@example.com', `Wr0ng-guess-${i}`)).status);
    }
    expect(statuses[0]).toBe(401);
    expect(statuses).toContain(429);
    expect(statuses.slice(statuses.indexOf(429)).every((s) => s === 429)).toBe(true);
  });

  it('limits sign-up attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await t.request('/api/v1/auth/signup', {
        body: {
          email: `not-invited-${i}@example.com`,
          password: 'Sup3rSecret!',
          confirmPassword: 'Sup3rSecret!',
          organizationName: 'Probe Ltd',
        },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.json.error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
    }
    expect(statuses[0]).toBe(403);
    expect(statuses.at(-1)).toBe(429);
  });
});
