import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { hashApiKey } from './resolve-caller';

describe('bearer API keys', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['createUser']>>;
  const key = 'sk_test_4f0c1d2e3b4a5968778695a4b3c2d1e0';

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Keyed Co' });
    await t.ctx.db.insert(apiKeys).values({
      orgId: owner.orgId,
      userId: owner.userId,
      name: 'CI',
      prefix: key.slice(0, 10),
      keyHash: hashApiKey(key),
    });
  });
  afterAll(() => t.close());

  it('authenticates API requests without cookies or an Origin', async () => {
    const res = await t.request('/api/v1/me', {
      headers: { authorization: `Bearer ${key}`, origin: '' },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.organization).toMatchObject({ id: owner.orgId, name: 'Keyed Co' });
  });

  it('rejects unknown and revoked keys', async () => {
    expect(
      (await t.request('/api/v1/me', { headers: { authorization: 'Bearer sk_nope' } })).status,
    ).toBe(401);
    await t.ctx.db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(apiKeys.keyHash, hashApiKey(key)));
    // Revoked outside the app's services: the database announces it (migration 0029), at once
    // on the embedded database, within a notification's delay on PostgreSQL.
    await expect
      .poll(
        async () =>
          (await t.request('/api/v1/me', { headers: { authorization: `Bearer ${key}` } })).status,
        { timeout: 2_000 },
      )
      .toBe(401);
  });
});
