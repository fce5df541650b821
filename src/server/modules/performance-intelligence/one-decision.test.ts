/**
 * Issue 27: the agents agree with each other on a campaign. A UK coffee roaster with four
 * campaigns, one of them at ROAS 0.86× pacing to 171% of its budget: Performance
 * Intelligence, ROI & Budget and Quick Wins give it the same single decision (slow it down,
 * never scale it), the forecast does not hold the course against pacing, and every figure
 * still equals the data (verifyFigures).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyMetric } from '@/shared/campaigns';
import { addDays, todayIso } from '@/shared/performance-analysis';
import { formatPerformanceBrief, type PerformanceToolId } from '@/shared/performance-intelligence';
import { formatRoiBrief, type RoiTool } from '@/shared/roi-budget';
import { findTool } from '../../agents/registry';
import { loadPerformanceFacts } from '../../agents/performance-intelligence/facts';
import { loadRoiFacts } from '../../agents/roi-budget/facts';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { groundedUser, newSession, run } from '../agent-sessions/test-helpers';
import { seedFor } from '../dashboard/testing';

const TODAY = todayIso();
const SLOW = 'Slow Autumn Single Origin to $10 a day';

/** `days` days ending today at a daily spend and return. */
const rows = (days: number, spend: number, roas: number): DailyMetric[] =>
  Array.from({ length: days }, (_, i) => ({
    date: addDays(TODAY, i - days + 1),
    impressions: 8_000,
    clicks: 160,
    conversions: 4,
    spend_cents: spend,
    revenue_cents: Math.round(spend * roas),
  }));

describe('one decision per campaign across the agents', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof groundedUser>>;
  let autumnId: string;

  beforeAll(async () => {
    t = await createTestApp();
    user = await groundedUser(t, 'Harbor Roasters Ltd');
    const create = async (body: Record<string, unknown>) => {
      const res = await t.request('/api/v1/campaigns', { cookie: user.cookie, body });
      expect(res.status, res.text).toBe(201);
      return res.json.data.id as string;
    };
    // 27 days at $40 a day returning 0.86×; 33 days left of a $1,400 budget: 171%.
    autumnId = await create({
      name: 'Autumn Single Origin',
      marketing_channels: ['Paid social'],
      budget_cents: 140_000,
      start_date: addDays(TODAY, -26),
      end_date: addDays(TODAY, 33),
      status: 'active',
    });
    const wholesale = await create({
      name: 'Wholesale Café Sampling',
      marketing_channels: ['Events'],
      budget_cents: 300_000,
      status: 'active',
    });
    await create({ name: 'Holiday Gift Bundles', marketing_channels: ['Email'], status: 'draft' });
    for (const [id, metrics] of [
      [user.campaignId, rows(27, 5_000, 3)],
      [autumnId, rows(27, 4_000, 0.86)],
      [wholesale, rows(27, 2_000, 1.5)],
    ] as const) {
      const res = await t.request(`/api/v1/campaigns/${id}/metrics`, {
        cookie: user.cookie,
        body: { rows: metrics },
      });
      expect(res.status, res.text).toBe(200);
    }
    await seedFor(t.ctx.db, user).interactions(11);
  });
  afterAll(() => t.close());

  const runTool = async (agent: string, tool: string, message: string | null) => {
    const sessionId = await newSession(t, user.cookie, { agent_type: agent });
    const result = await run(t, user.cookie, sessionId, { tool, ...(message ? { message } : {}) });
    expect(result.res.status, result.res.text).toBe(200);
    expect(result.error).toBeUndefined();
    const output = await t.request(`/api/v1/outputs/${result.outputId}`, { cookie: user.cookie });
    return output.json.data.content;
  };
  const tenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(t.ctx.db, { orgId: user.orgId, userId: user.userId }, fn);
  /** Every piece of advice that names the campaign. */
  const about = (texts: string[]) => texts.filter((s) => s.includes('Autumn Single Origin'));

  it.each(['performance_report', 'budget_pacing', 'campaign_comparison'] as PerformanceToolId[])(
    'performance intelligence %s: one recommendation for the campaign, to slow it',
    async (tool) => {
      const message = formatPerformanceBrief({ selection: { period: 'last_30' } });
      const content = await runTool('performance-intelligence', tool, message);
      const recs = content.recommendations as { title: string; detail: string }[];
      const own = recs.filter((r) => `${r.title} ${r.detail}`.includes('Autumn Single Origin'));
      expect(own.map((r) => r.title)).toEqual([SLOW]);
      expect(own[0]!.detail).toContain('171.4% of its $1,400 budget');
      expect(recs.map((r) => r.title)).not.toContain('Scale Autumn Single Origin');
      const facts = await tenant((tx) =>
        loadPerformanceFacts(tx, { orgId: user.orgId, campaignId: null, clientId: null, message }),
      );
      expect(findTool('performance-intelligence', tool)!.verifyFigures!(facts, content)).toEqual(
        [],
      );
    },
  );

  it.each(['roi_calculator', 'forecast', 'optimization', 'budget_allocator'] as RoiTool[])(
    'ROI & Budget %s: the same decision, never a raise, figures equal the data',
    async (tool) => {
      const message = formatRoiBrief({ horizonDays: 30, changes: [] });
      const content = await runTool('roi-budget', tool, message);
      const recs = content.recommendations as string[];
      const own = about(recs);
      expect(own.length).toBeLessThanOrEqual(1);
      if (tool !== 'budget_allocator')
        expect(own[0]).toMatch(new RegExp(`^${SLOW.replace('$', '\\$')}\\.`));
      expect(own.join(' ')).not.toMatch(/^(Raise|Move budget into|Scale) Autumn/);
      const decision = content.figures.decisions.find(
        (d: { campaign_id: string }) => d.campaign_id === autumnId,
      );
      expect(decision).toMatchObject({ action: 'slow', roas: 0.86, projected_percentage: 171.4 });
      const row = content.figures.allocation?.rows.find(
        (r: { campaign_id: string }) => r.campaign_id === autumnId,
      );
      if (row) expect(row.proposed_cents).toBeLessThanOrEqual(row.current_cents);
      const facts = await tenant((tx) =>
        loadRoiFacts(tool, tx, { orgId: user.orgId, campaignId: null, clientId: null, message }),
      );
      expect(findTool('roi-budget', tool)!.verifyFigures!(facts, content)).toEqual([]);
    },
  );

  it('the forecast agrees with pacing: no "Hold the course" while a campaign runs at 171%', async () => {
    const content = await runTool('roi-budget', 'forecast', formatRoiBrief({ changes: [] }));
    const recs = content.recommendations as string[];
    expect(recs.some((r) => r.startsWith('Hold the course'))).toBe(false);
    expect(recs[0]).toContain(SLOW);
    // The pacing projection is stated once, in the advice that acts on it.
    expect(recs[0]).toContain('it ends near $2,400 (171.4% of its $1,400 budget)');
  });

  it('quick wins: the campaign losing money and overspending comes first, with the same words', async () => {
    const content = await runTool('quick-wins', 'opportunities', null);
    const [first] = content.opportunities as { key: string; title: string; figures: unknown[] }[];
    expect(first).toMatchObject({ key: `overspending:${autumnId}`, title: SLOW });
    // $1,000 projected over budget plus $151 spent and not earned back.
    expect(first!.figures[0]).toEqual({ label: 'Money at stake', value: 115_120, unit: 'cents' });
    const keys = (content.opportunities as { key: string }[]).map((o) => o.key);
    expect(keys).not.toContain(`scale-roas:${autumnId}`);
    expect(keys).toContain(`scale-roas:${user.campaignId}`);
  });
});
