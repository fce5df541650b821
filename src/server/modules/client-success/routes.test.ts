import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_SUCCESS_MESSAGES,
  clientSuccessReportSchema,
  type ClientHealth,
  type ClientHealthDetail,
  type ClientRecommendation,
} from '@/shared/client-success';
import { CLIENT_MESSAGES } from '@/shared/clients';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { formatDay } from '@/shared/format';
import { addDays, todayIso } from '@/shared/performance-analysis';
import { userRoles } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PLACEHOLDER, run, runTool, strings, newSession } from '../agent-sessions/test-helpers';
import { seedFor } from '../dashboard/testing';
import { outputContentHash } from '../portal/access';
import { addTeammate } from '../team/testing';

type User = Awaited<ReturnType<TestApp['createUser']>>;
const today = todayIso();

describe('client success API and agent', () => {
  let t: TestApp;
  let owner: User;
  let sme: User;
  let otherAgency: User;
  let fernleaf: { id: string };
  let harbor: { id: string };
  let foreignClient: { id: string };

  const get = (who: { cookie: string }, path: string) =>
    t.request(`/api/v1/client-success${path}`, { cookie: who.cookie });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Pixel Foundry', organizationType: 'AGENCY' });
    sme = await t.createUser({ organizationName: 'Corner Bakery' });
    otherAgency = await t.createUser({ organizationName: 'Elsewhere', organizationType: 'AGENCY' });
    const s = seedFor(t.ctx.db, owner);
    fernleaf = await s.client({ name: 'Fernleaf', industry: 'Retail' });
    harbor = await s.client({ name: 'Harbor Yoga', status: 'paused' });
    // Fernleaf grows: $1,200 a day for 30 days against $1,000 a day the 30 before.
    const summer = await s.campaign({
      name: 'Summer Launch',
      status: 'active',
      clientId: fernleaf.id,
    });
    for (let i = 0; i < 60; i += 1)
      await s.dailyMetrics(summer.id, {
        date: addDays(today, -i),
        revenueCents: i < 30 ? 120_000 : 100_000,
        conversions: 10,
        spendCents: 20_000,
      });
    await s.activity('campaign.updated', {
      clientId: fernleaf.id,
      entityType: 'campaign',
      entityId: summer.id,
    });
    // Harbor falls and goes quiet.
    const studio = await s.campaign({
      name: 'Studio Promo',
      status: 'paused',
      clientId: harbor.id,
    });
    for (let i = 0; i < 60; i += 1)
      await s.dailyMetrics(studio.id, {
        date: addDays(today, -i),
        revenueCents: i < 30 ? 20_000 : 100_000,
        conversions: i < 30 ? 1 : 10,
      });
    for (const name of ['Fern A', 'Fern B', 'Fern C', 'Fern D'])
      await s.campaign({ name, status: 'draft', clientId: fernleaf.id });
    const o = seedFor(t.ctx.db, otherAgency);
    foreignClient = await o.client({ name: 'Not Yours' });
  });
  afterAll(() => t.close());

  it('is for agencies only and locked until the agency has more than 5 campaigns', async () => {
    const refused = await get(sme, '/health');
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(CLIENT_SUCCESS_MESSAGES.agencyOnly);
    const locked = await get(otherAgency, '/health');
    expect(locked.status).toBe(403);
    expect(locked.json.error.message).toBe(lockedFeatureMessage('client_success'));
    expect(locked.json.error.message).toBe(
      'This feature unlocks when you have more than 5 campaigns.',
    );
    for (const path of ['/recommendations', `/clients/${foreignClient.id}`])
      expect((await get(otherAgency, path)).status).toBe(403);
    const session = await newSession(t, otherAgency.cookie, { agent_type: 'client-success' });
    const run403 = await run(t, otherAgency.cookie, session, { tool: 'client_health_review' });
    expect(run403.res.status).toBe(403);
  });

  it('scores every client with the shared formula and states churn risk with reasons', async () => {
    const res = await get(owner, '/health');
    expect(res.status, res.text).toBe(200);
    const list = res.json.data as ClientHealth[];
    expect(list.map((h) => h.client_name)).toEqual(['Fernleaf', 'Harbor Yoga']);
    const [fern, harb] = list as [ClientHealth, ClientHealth];
    expect(fern.signals).toMatchObject({
      revenue_current_cents: 3_600_000,
      revenue_previous_cents: 3_000_000,
      revenue_change_percentage: 20,
      active_campaigns: 1,
      draft_campaigns: 4,
    });
    expect(fern.signals.days_since_activity).toBe(0);
    // The page's numbers are the pure function's: weighted sum of the components.
    const weighted = Math.round(fern.components.reduce((s, c) => s + c.score * c.weight, 0));
    expect(fern.score).toBe(weighted);
    expect(fern.band).toBe('healthy');
    expect(harb.band).toBe('at_risk');
    expect(harb.churn_risk.level).toBe('high');
    expect(harb.churn_risk.reasons).toEqual(
      expect.arrayContaining([
        'The client is paused',
        'Revenue down 80% on the previous 30 days ($6,000 against $30,000)',
        'No active campaign',
      ]),
    );
    const components = harb.components.map((c) => c.key);
    expect(components).toEqual(['metrics_trend', 'campaigns', 'activity', 'approvals']);
  });

  it('answers one client with its recommendations; other organizations’ ids are 404', async () => {
    const res = await get(owner, `/clients/${harbor.id}`);
    expect(res.status, res.text).toBe(200);
    const detail = res.json.data as ClientHealthDetail;
    expect(detail.client_name).toBe('Harbor Yoga');
    expect(detail.recommendations.map((r) => r.title)).toContain(
      'Walk Harbor Yoga through the drop in results',
    );
    for (const id of [foreignClient.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await get(owner, `/clients/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.json.error.message).toBe(CLIENT_MESSAGES.notFound);
    }
    const recs = await get(owner, '/recommendations');
    expect(recs.status).toBe(200);
    const list = recs.json.data as ClientRecommendation[];
    expect(list[0]!.priority).toBe('high');
    expect(new Set(list.map((r) => r.client_name))).toEqual(new Set(['Fernleaf', 'Harbor Yoga']));
  });

  it('shows a client-scoped member only their client', async () => {
    // The unlock counts what the member sees (their client's campaigns), as the web gate does.
    await seedFor(t.ctx.db, owner).campaign({
      name: 'Fern E',
      status: 'draft',
      clientId: fernleaf.id,
    });
    const manager = await addTeammate(t, owner.cookie, 'account_manager');
    await t.ctx.db
      .update(userRoles)
      .set({ clientId: fernleaf.id })
      .where(eq(userRoles.userId, manager.userId));
    const res = await get(manager, '/health');
    expect(res.status, res.text).toBe(200);
    expect((res.json.data as ClientHealth[]).map((h) => h.client_name)).toEqual(['Fernleaf']);
    const other = await get(manager, `/clients/${harbor.id}`);
    expect(other.status).toBe(404);
    // A viewer of the agency is not its team: no client's churn risk.
    const viewer = await addTeammate(t, owner.cookie, 'viewer');
    const refused = await get(viewer, '/health');
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(CLIENT_SUCCESS_MESSAGES.teamOnly);
  });

  it('runs every tool on the computed health and saves the output', async () => {
    for (const tool of [
      'client_health_review',
      'churn_risk_analysis',
      'retention_plan',
      'upsell_recommendations',
    ]) {
      const result = await runTool(t, owner.cookie, { agent_type: 'client-success' }, { tool });
      expect(result.error, tool).toBeUndefined();
      expect(result.output?.output_type).toBe(tool);
      const content = clientSuccessReportSchema.parse(result.output.content);
      expect(content.summary).toContain('Pixel Foundry');
      expect(strings(content).filter((s) => PLACEHOLDER.test(s))).toEqual([]);
      if (tool === 'retention_plan') {
        expect(content.clients.map((c) => c.client_name)).toEqual(['Harbor Yoga']);
        expect(content.recommendations.every((r) => r.client_name === 'Harbor Yoga')).toBe(true);
      }
      if (tool === 'upsell_recommendations')
        expect(content.recommendations[0]).toMatchObject({
          kind: 'grow',
          title: 'Propose a larger budget to Fernleaf',
        });
    }
    // A session of one client speaks of that client only.
    const one = await runTool(
      t,
      owner.cookie,
      { agent_type: 'client-success', client_id: fernleaf.id },
      { tool: 'client_health_review' },
    );
    expect(one.output?.title).toBe(`Client health review: Fernleaf, ${formatDay(today)}`);
    expect(one.output.content.clients).toHaveLength(1);
  });

  it('reads approvals: the latest request of each output, an edit voiding its decision', async () => {
    const s = seedFor(t.ctx.db, owner);
    const approve = async (status: string, voided = false) => {
      const output = await s.output('strategy', { clientId: fernleaf.id, title: `For ${status}` });
      const hash = outputContentHash({
        title: output.title,
        summary: output.summary,
        content: output.content,
      });
      await withTenant(t.ctx.db, owner, (tx) =>
        tx.execute(sql`insert into output_approvals (org_id, client_id, output_id, content_hash, status, decided_at)
          values (${owner.orgId}, ${fernleaf.id}, ${output.id}, ${voided ? 'f'.repeat(64) : hash},
            ${status}, ${status === 'requested' ? null : new Date().toISOString()}::timestamptz)`),
      );
    };
    await approve('approved');
    await approve('changes_requested');
    await approve('requested');
    await approve('approved', true);
    const res = await get(owner, `/clients/${fernleaf.id}`);
    const detail = res.json.data as ClientHealthDetail;
    expect(detail.signals).toMatchObject({
      approvals_approved: 1,
      approvals_changes_requested: 1,
      approvals_pending: 1,
    });
    expect(detail.components.find((c) => c.key === 'approvals')).toMatchObject({
      score: 50,
      detail: '1 approved, 1 sent back with changes (50% approved); 1 awaiting the client',
    });
  });
});
