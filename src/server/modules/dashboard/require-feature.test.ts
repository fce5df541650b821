import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { requireFeature } from './require-feature';
import { seedFor } from './testing';

describe('requireFeature', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a refusal');
      },
      (error: unknown) => {
        expect(error).toBeInstanceOf(AppError);
        return { status: (error as AppError).status, message: (error as AppError).message };
      },
    );

  it('lets always-on features through and refuses locked ones with their condition', async () => {
    const user = await t.createUser();
    await expect(requireFeature(t.ctx, user, 'strategy')).resolves.toMatchObject({
      campaign_count: 0,
    });
    expect(await refusal(requireFeature(t.ctx, user, 'persona'))).toEqual({
      status: 403,
      message: 'This feature unlocks when you create your first campaign.',
    });
    expect(await refusal(requireFeature(t.ctx, user, 'white_label'))).toEqual({
      status: 403,
      message: 'This feature unlocks when you run an agency with more than 2 clients.',
    });
  });

  it('unlocks as soon as the data changes, also inside a tenant transaction', async () => {
    const user = await t.createUser();
    const s = seedFor(t.ctx.db, user);
    await s.interactions(50);
    expect(await refusal(requireFeature(t.ctx, user, 'api_access'))).toEqual({
      status: 403,
      message: 'This feature unlocks when you have more than 50 AI interactions.',
    });
    await s.interactions(1);
    await expect(requireFeature(t.ctx, user, 'api_access')).resolves.toMatchObject({
      total_ai_interactions: 51,
    });

    await s.campaign();
    const metrics = await withTenant(t.ctx.db, user, (tx) => requireFeature(tx, user, 'persona'));
    expect(metrics.campaign_count).toBe(1);
    await expect(
      withTenant(t.ctx.db, user, (tx) => requireFeature(tx, user, 'roi_budget')),
    ).rejects.toThrow('This feature unlocks when you have more than 2 campaigns.');
  });

  it('refuses a caller without an organization', async () => {
    const user = await t.createUser();
    expect(
      await refusal(requireFeature(t.ctx, { userId: user.userId, orgId: null }, 'strategy')),
    ).toEqual({
      status: 403,
      message: 'User is not associated with an organization.',
    });
  });
});
