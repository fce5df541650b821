import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';

type User = Awaited<ReturnType<TestApp['createUser']>>;

describe('progress: XP, levels and achievements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const tenant = <T>(u: User, fn: (tx: Tx) => Promise<T>) =>
    withTenant(t.ctx.db, { orgId: u.orgId, userId: u.userId }, fn);
  const check = (u: User) =>
    t.request('/api/v1/progress/check', { method: 'POST', cookie: u.cookie });
  const ids = (res: { json: any }) =>
    (res.json.data.newlyUnlocked as { id: string }[]).map((a) => a.id).sort();

  async function useAgents(u: User, agentTypes: string[]) {
    await tenant(u, async (tx) => {
      for (const agent of agentTypes) {
        await tx.execute(
          sql`insert into ai_interactions (org_id, user_id, agent_type) values (${u.orgId}, ${u.userId}, ${agent})`,
        );
      }
    });
  }

  async function saveOutputs(
    u: User,
    n: number,
    extra: { agentType?: string; campaignId?: string } = {},
  ) {
    await tenant(u, async (tx) => {
      for (let i = 0; i < n; i++) {
        await tx.execute(sql`insert into agent_outputs (org_id, agent_type, output_type, title, created_by, campaign_id)
          values (${u.orgId}, ${extra.agentType ?? 'persona'}, 'persona', ${`Output ${i}`}, ${u.userId}, ${extra.campaignId ?? null})`);
      }
    });
  }

  async function createCampaign(u: User, status = 'completed') {
    return tenant(u, async (tx) => {
      const result = (await tx.execute(
        sql`insert into campaigns (org_id, name, status, created_by) values (${u.orgId}, 'Spring launch', ${status}, ${u.userId}) returning id`,
      )) as unknown as { rows: { id: string }[] };
      return result.rows[0]!.id;
    });
  }

  it('starts at level 1 with every achievement locked', async () => {
    const u = await t.createUser();
    const res = await t.request('/api/v1/progress', { cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(res.json.data.progress).toEqual({
      totalXP: 0,
      level: 1,
      progress: 0,
      progressMax: 100,
      nextLevelAt: 100,
      agentsUsed: 0,
      outputsSaved: 0,
      campaignsCompleted: 0,
    });
    expect(res.json.data.achievements).toHaveLength(10);
    expect(res.json.data.achievements.every((a: any) => a.unlockedAt === null)).toBe(true);
  });

  it('unlocks what the user earned from their own data once, adding its XP and recomputing the level', async () => {
    const u = await t.createUser();
    await useAgents(u, ['strategy', 'strategy', 'persona']);
    await saveOutputs(u, 1);
    await createCampaign(u, 'completed');
    await createCampaign(u, 'active');

    const first = await check(u);
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual(['complete_campaign', 'first_agent_chat', 'first_save']);
    expect(first.json.data.progress).toEqual({
      totalXP: 130,
      level: 2,
      progress: 30,
      progressMax: 100,
      nextLevelAt: 200,
      agentsUsed: 2,
      outputsSaved: 1,
      campaignsCompleted: 1,
    });

    const again = await check(u);
    expect(again.json.data.newlyUnlocked).toEqual([]);
    expect(again.json.data.progress.totalXP).toBe(130);

    const read = await t.request('/api/v1/progress', { cookie: u.cookie });
    expect(read.json.data.progress).toMatchObject({ totalXP: 130, level: 2, agentsUsed: 2 });
    const unlocked = read.json.data.achievements
      .filter((a: any) => a.unlockedAt)
      .map((a: any) => a.id)
      .sort();
    expect(unlocked).toEqual(['complete_campaign', 'first_agent_chat', 'first_save']);
    expect(
      new Date(
        read.json.data.achievements.find((a: any) => a.id === 'first_save').unlockedAt,
      ).getTime(),
    ).toBeGreaterThan(0);
  });

  it('counts distinct catalogue agents and saved outputs up to the larger achievements', async () => {
    const u = await t.createUser();
    await useAgents(u, [
      'quick_start',
      'strategy',
      'persona',
      'marketing_strategy',
      'content',
      'campaign-planning',
      'performance-intelligence',
      'competitive-intelligence',
      'roi-budget',
      'quick_wins',
    ]);
    await saveOutputs(u, 10);
    await tenant(u, (tx) =>
      tx.execute(sql`insert into agent_outputs (org_id, agent_type, output_type, title, created_by, saved)
      values (${u.orgId}, 'content', 'post', 'Draft', ${u.userId}, false)`),
    );
    const res = await check(u);
    expect(ids(res)).toEqual([
      'all_agents_used',
      'first_agent_chat',
      'first_save',
      'five_agents_used',
      'ten_outputs_saved',
    ]);
    expect(res.json.data.progress).toMatchObject({
      agentsUsed: 9,
      outputsSaved: 10,
      totalXP: 10 + 20 + 75 + 200 + 50,
      level: 4,
    });
  });

  it('counts only the interactions the user ran', async () => {
    const u = await t.createUser();
    await tenant(u, (tx) =>
      tx.execute(
        sql`insert into ai_interactions (org_id, user_id, agent_type) values (${u.orgId}, null, 'strategy')`,
      ),
    );
    const res = await check(u);
    expect(res.json.data.newlyUnlocked).toEqual([]);
    expect(res.json.data.progress.agentsUsed).toBe(0);
  });

  it('unlocks strategy_to_execution when a strategy output of the user is linked to a campaign', async () => {
    const u = await t.createUser();
    await saveOutputs(u, 1, { agentType: 'strategy' });
    expect(ids(await check(u))).toEqual(['first_save']);
    const campaignId = await createCampaign(u, 'draft');
    await saveOutputs(u, 1, { agentType: 'strategy', campaignId });
    const res = await check(u);
    expect(ids(res)).toEqual(['strategy_to_execution']);
    expect(res.json.data.progress.totalXP).toBe(120);
  });

  it("unlocks roi_improved when a campaign's last 30 days beat the 30 days before", async () => {
    const u = await t.createUser();
    const campaignId = await createCampaign(u, 'active');
    const day = (offset: number) =>
      new Date(Date.UTC(2025, 5, 30) - offset * 86_400_000).toISOString().slice(0, 10);
    const metric = (offset: number, spend: number, revenue: number) =>
      tenant(u, (tx) =>
        tx.execute(sql`insert into campaign_daily_metrics (org_id, campaign_id, date, spend_cents, revenue_cents)
          values (${u.orgId}, ${campaignId}, ${day(offset)}::date, ${spend}, ${revenue})`),
      );
    // Before: ROI (150 - 100) / 100 = 0.5. Recent: ROI (150 - 100) / 100 = 0.5, not better.
    await metric(45, 10_000, 15_000);
    await metric(5, 10_000, 15_000);
    expect((await check(u)).json.data.newlyUnlocked).toEqual([]);
    // Recent becomes (240 - 160) / 160 = 0.5, still equal; then a strong day lifts it.
    await metric(4, 6_000, 9_000);
    expect((await check(u)).json.data.newlyUnlocked).toEqual([]);
    await metric(3, 1_000, 9_000);
    const res = await check(u);
    expect(ids(res)).toEqual(['roi_improved']);
    expect(res.json.data.progress).toMatchObject({ totalXP: 150, level: 2, progress: 50 });
  });

  it('needs spend in both windows before it compares ROI', async () => {
    const u = await t.createUser();
    const campaignId = await createCampaign(u, 'active');
    await tenant(u, (tx) =>
      tx.execute(sql`insert into campaign_daily_metrics (org_id, campaign_id, date, spend_cents, revenue_cents)
        values (${u.orgId}, ${campaignId}, '2025-06-01', 0, 50000), (${u.orgId}, ${campaignId}, '2025-06-29', 1000, 90000)`),
    );
    expect((await check(u)).json.data.newlyUnlocked).toEqual([]);
  });

  it('unlocks cross_agent_share and quick_win_completed directly, once, and refuses the others', async () => {
    const u = await t.createUser();
    const share = await t.request('/api/v1/progress/achievements/cross_agent_share', {
      method: 'POST',
      cookie: u.cookie,
    });
    expect(share.status).toBe(200);
    expect(ids(share)).toEqual(['cross_agent_share']);
    expect(share.json.data.newlyUnlocked[0]).toMatchObject({
      title: 'Connector',
      xp: 50,
      rarity: 'rare',
    });
    expect(share.json.data.progress).toMatchObject({ totalXP: 50, level: 1, progress: 50 });

    const again = await t.request('/api/v1/progress/achievements/cross_agent_share', {
      method: 'POST',
      cookie: u.cookie,
    });
    expect(again.json.data.newlyUnlocked).toEqual([]);

    const quickWin = await t.request('/api/v1/progress/achievements/quick_win_completed', {
      method: 'POST',
      cookie: u.cookie,
    });
    expect(ids(quickWin)).toEqual(['quick_win_completed']);
    expect(quickWin.json.data.progress.totalXP).toBe(80);

    for (const id of ['first_agent_chat', 'roi_improved', 'all_agents_used']) {
      const refused = await t.request(`/api/v1/progress/achievements/${id}`, {
        method: 'POST',
        cookie: u.cookie,
      });
      expect(refused.status).toBe(400);
      expect(refused.json.error.message).toMatch(/cannot be unlocked directly/);
    }
    const unknown = await t.request('/api/v1/progress/achievements/made_up', {
      method: 'POST',
      cookie: u.cookie,
    });
    expect(unknown.status).toBe(404);
    expect(
      (await t.request('/api/v1/progress', { cookie: u.cookie })).json.data.progress.totalXP,
    ).toBe(80);
  });

  it("keeps each organization's progress to itself", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await useAgents(a, ['strategy']);
    await check(a);
    // Rows in B's organization that claim to be A's work count for nobody in A's organization.
    await tenant(b, async (tx) => {
      await tx.execute(
        sql`insert into ai_interactions (org_id, user_id, agent_type) values (${b.orgId}, ${a.userId}, 'persona')`,
      );
      await tx.execute(
        sql`insert into campaigns (org_id, name, status, created_by) values (${b.orgId}, 'Theirs', 'completed', ${a.userId})`,
      );
    });
    const aAgain = await check(a);
    expect(aAgain.json.data.newlyUnlocked).toEqual([]);
    expect(aAgain.json.data.progress).toMatchObject({
      agentsUsed: 1,
      campaignsCompleted: 0,
      totalXP: 10,
    });

    const bRead = await t.request('/api/v1/progress', { cookie: b.cookie });
    expect(bRead.json.data.progress.totalXP).toBe(0);
    expect(bRead.json.data.achievements.every((x: any) => x.unlockedAt === null)).toBe(true);
    await t.request('/api/v1/progress/achievements/quick_win_completed', {
      method: 'POST',
      cookie: b.cookie,
    });
    const aRead = await t.request('/api/v1/progress', { cookie: a.cookie });
    expect(aRead.json.data.progress.totalXP).toBe(10);
    expect(
      aRead.json.data.achievements.find((x: any) => x.id === 'quick_win_completed').unlockedAt,
    ).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await t.request('/api/v1/progress')).status).toBe(401);
    expect((await t.request('/api/v1/progress/check', { method: 'POST' })).status).toBe(401);
    expect(
      (await t.request('/api/v1/progress/achievements/quick_win_completed', { method: 'POST' }))
        .status,
    ).toBe(401);
  });
});
