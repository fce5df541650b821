/**
 * Feature unlocks (seed 000 §4) are the organization's, and a locked feature's API answers
 * one way: 403 with the lock's message, reads as writes (decision 077).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import type { Feature } from '@/shared/unlocks';
import { queryRows } from '../../db/client';
import { userRoles } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addTeammate } from '../team/testing';
import { seedFor } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (who: { cookie: string }, path: string) =>
  t.request(`/api/v1${path}`, { cookie: who.cookie });

describe("an agency's client-scoped member", () => {
  it("has the agency's unlocks, while seeing only their client's figures", async () => {
    const owner = await t.createUser({ organizationType: 'AGENCY' });
    const s = seedFor(t.ctx.db, owner);
    const fernleaf = await s.client({ name: 'Fernleaf' });
    const harbor = await s.client({ name: 'Harbor' });
    await s.client({ name: 'Quayside' });
    await s.campaign({ name: 'Fern A', clientId: fernleaf.id });
    for (const name of ['Harbor A', 'Harbor B', 'Harbor C', 'Harbor D', 'Harbor E'])
      await s.campaign({ name, clientId: harbor.id });
    await s.document({ clientId: harbor.id });
    const manager = await addTeammate(t, owner.cookie, 'account_manager');
    await t.ctx.db
      .update(userRoles)
      .set({ clientId: fernleaf.id })
      .where(eq(userRoles.userId, manager.userId));

    const metrics = await get(manager, '/dashboard/metrics');
    expect(metrics.status, metrics.text).toBe(200);
    expect(metrics.json.data).toMatchObject({
      campaign_count: 1,
      document_count: 0,
      client_count: 1,
      unlock_counts: {
        campaign_count: 6,
        document_count: 1,
        client_count: 3,
        organization_type: 'AGENCY',
      },
    });
    const ownerMetrics = await get(owner, '/dashboard/metrics');
    expect(ownerMetrics.json.data.unlock_counts).toEqual(metrics.json.data.unlock_counts);

    // Content, ROI & Budget, Campaign Planning, Client Success and White Label: open to both.
    for (const path of [
      '/content/templates',
      '/roi-budget/scenarios',
      '/campaign-planning/plans',
      '/client-success/health',
    ]) {
      const res = await get(manager, path);
      expect(res.status, `${path}: ${res.text}`).toBe(200);
    }
    expect((await get(manager, '/white-label')).json.data.unlocked).toBe(true);
    // Still only their client's rows: Harbor's campaigns are not theirs to list.
    const health = await get(manager, '/client-success/health');
    expect(health.json.data.map((h: { client_name: string }) => h.client_name)).toEqual([
      'Fernleaf',
    ]);
  });

  it("answers no other organization's counts", async () => {
    const mine = await t.createUser({ organizationType: 'AGENCY' });
    const theirs = await t.createUser({ organizationType: 'AGENCY' });
    await seedFor(t.ctx.db, theirs).campaign();
    const rows = await withTenant(t.ctx.db, mine, (tx) =>
      queryRows(tx, sql`select * from org_unlock_counts(${theirs.orgId}::uuid)`),
    );
    expect(rows).toEqual([]);
  });
});

describe("a locked feature's API answers 403 with what unlocks it", () => {
  const cases: { feature: Feature; agency?: boolean; paths: string[] }[] = [
    {
      feature: 'content',
      paths: ['/content/items', '/content/templates', '/content/brand-voice'],
    },
    {
      feature: 'roi_budget',
      paths: [
        '/roi-budget/dashboard',
        '/roi-budget/forecast',
        '/roi-budget/optimization',
        '/roi-budget/scenarios',
      ],
    },
    {
      feature: 'execution',
      paths: ['/campaign-planning/plans', '/campaign-planning/tasks'],
    },
    { feature: 'quick_wins', paths: ['/quick-wins', '/quick-wins/opportunities'] },
    {
      feature: 'competitive',
      paths: ['/competitive-intelligence/competitors', '/competitive-intelligence/alerts'],
    },
    {
      feature: 'client_success',
      agency: true,
      paths: ['/client-success/health', '/client-success/recommendations'],
    },
    {
      feature: 'analytics',
      paths: ['/analytics/overview', '/performance-intelligence/overview', '/metrics/reports'],
    },
  ];
  for (const { feature, agency, paths } of cases) {
    it(feature, async () => {
      const owner = await t.createUser({ organizationType: agency ? 'AGENCY' : 'SME' });
      for (const path of paths) {
        const res = await get(owner, path);
        expect(res.status, path).toBe(403);
        expect(res.json.error.message, path).toBe(lockedFeatureMessage(feature));
      }
    });
  }

  it('automation, once Campaign Planning is open', async () => {
    const owner = await t.createUser();
    const s = seedFor(t.ctx.db, owner);
    for (let i = 0; i < 4; i++) await s.campaign({ name: `Campaign ${i}` });
    expect((await get(owner, '/campaign-planning/plans')).status).toBe(200);
    const rules = await get(owner, '/campaign-planning/automation/rules');
    expect(rules.status).toBe(403);
    expect(rules.json.error.message).toBe(lockedFeatureMessage('automation'));
  });

  it('white label and API access say they are locked, and refuse changes', async () => {
    const owner = await t.createUser({ organizationType: 'AGENCY' });
    // Their state is read by every page (the theme) and by Settings: it carries the lock.
    expect((await get(owner, '/white-label')).json.data.unlocked).toBe(false);
    expect((await get(owner, '/api-keys')).json.data.access.unlocked).toBe(false);
    // Their changes answer the lock (white-label/routes.test.ts covers the kit's).
    const key = await t.request('/api/v1/api-keys', {
      cookie: owner.cookie,
      body: { name: 'CI' },
    });
    expect(key.status).toBe(403);
    expect(key.json.error.message).toBe(lockedFeatureMessage('api_access'));
  });
});
