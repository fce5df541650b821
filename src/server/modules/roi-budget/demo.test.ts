/**
 * ROI & Budget on the demo data, as `npm run eval:agents` checks it: every tool, overall and
 * for each demo campaign, states only figures computed from the data and names the company;
 * the demo SME (five campaigns, so unlocked) has its two saved scenarios.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roiScenarioSchema } from '@/shared/roi-budget';
import { loadAgentContext } from '../../agents/engine/load-context';
import type { AgentTool } from '../../agents/engine/types';
import { ROI_BUDGET_TOOLS } from '../../agents/roi-budget';
import { queryRows } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PLACEHOLDER, strings } from '../agent-sessions/test-helpers';
import { runCliCommand } from '../cli/commands';
import type { DemoAccount } from '../demo/load-demo';

describe('ROI & Budget on the demo data', () => {
  let t: TestApp;
  let accounts: DemoAccount[];
  beforeAll(async () => {
    t = await createTestApp();
    accounts = ((await runCliCommand(t.ctx, { name: 'demo' })) as { accounts: DemoAccount[] })
      .accounts;
  });
  afterAll(() => t.close());

  it('every tool, overall and per campaign: figures equal the data, grounded, no placeholders', async () => {
    const orgs = await queryRows<{ org_id: string; user_id: string }>(
      t.ctx.db,
      sql`select o.id as org_id, (select u.id from users u where u.org_id = o.id order by u.created_at limit 1) as user_id
          from organizations o where o.is_demo order by o.created_at`,
    );
    expect(orgs).toHaveLength(2);
    const problems: string[] = [];
    for (const org of orgs) {
      await withTenant(t.ctx.db, { orgId: org.org_id, userId: org.user_id }, async (tx) => {
        const campaigns = await queryRows<{ id: string }>(
          tx,
          sql`select id from campaigns where archived_at is null order by created_at`,
        );
        for (const campaign of [null, ...campaigns]) {
          const ctx = await loadAgentContext(tx, {
            orgId: org.org_id,
            sessionId: null,
            campaignId: campaign?.id ?? null,
          });
          for (const tool of ROI_BUDGET_TOOLS as unknown as AgentTool[]) {
            const facts = await tool.loadFacts!(tx, {
              orgId: org.org_id,
              campaignId: campaign?.id ?? null,
              clientId: null,
              message: null,
            });
            const content = tool.offline({ ...ctx, facts });
            const label = `${tool.id} ${ctx.company} ${campaign?.id ?? 'all'}`;
            if (!tool.schema.safeParse(content).success) problems.push(`${label}: schema`);
            for (const p of tool.verifyFigures!(facts, content)) problems.push(`${label}: ${p}`);
            if (!JSON.stringify(content).includes(ctx.company))
              problems.push(`${label}: does not name ${ctx.company}`);
            for (const s of strings(content).filter((v) => PLACEHOLDER.test(v)))
              problems.push(`${label}: placeholder ${s}`);
          }
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it('the demo SME has more than 2 campaigns and two saved scenarios, computed', async () => {
    const sme = accounts.find((a) => a.type === 'SME')!;
    const { cookie } = await t.signIn(sme.email, sme.password);
    const metrics = await t.request('/api/v1/dashboard/metrics', { cookie });
    expect(metrics.json.data.campaign_count).toBeGreaterThan(2);
    const list = await t.request('/api/v1/roi-budget/scenarios', { cookie });
    expect(list.status).toBe(200);
    expect(list.json.data).toHaveLength(2);
    for (const s of list.json.data) {
      const scenario = roiScenarioSchema.parse(s);
      expect(scenario.result.rows.length).toBeGreaterThan(0);
      expect(scenario.result.totals.spend_change_cents).not.toBe(0);
    }
    const dashboard = await t.request('/api/v1/roi-budget/dashboard', { cookie });
    expect(dashboard.json.data.has_metrics).toBe(true);
  });
});
