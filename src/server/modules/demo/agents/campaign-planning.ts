/**
 * The demo's campaign plan: the Campaign Planning agent's offline plan of each demo
 * organization's first campaign, saved as its output and as rows, with the work already
 * behind today done, the next task in progress and the open tasks assigned to the demo user.
 */
import { sql } from 'drizzle-orm';
import { CAMPAIGN_PLAN_OUTPUT_TYPE } from '@/shared/campaign-planning';
import { queryRows, type Tx } from '../../../db/client';
import { campaignPlanTool } from '../../../agents/campaign-planning';
import { loadAgentContext } from '../../../agents/engine/load-context';
import { resolveRunSubject } from '../../../agents/engine/run-subject';
import { insertPlanRows } from '../../campaign-planning/insert-plan';
import type { DemoSeedInput } from './index';
import { offlineOutput } from '../../../agents/engine/complete-output';

export async function seedCampaignPlanning(tx: Tx, input: DemoSeedInput): Promise<void> {
  const campaignId = input.campaignIds.values().next().value;
  if (!campaignId) return;
  // A client's campaign is planned for the client, as a run in its workspace would be.
  const subject = await resolveRunSubject(tx, { orgId: input.orgId, sessionId: null, campaignId });
  const ctx = await loadAgentContext(tx, {
    orgId: input.orgId,
    sessionId: null,
    campaignId,
    clientId: subject.clientId,
  });
  ctx.facts = await campaignPlanTool.loadFacts!(tx, {
    orgId: input.orgId,
    campaignId,
    clientId: subject.clientId,
    message: null,
  });
  const content = offlineOutput(campaignPlanTool, ctx);
  const title = campaignPlanTool.title(ctx);
  const [output] = await queryRows<{ id: string }>(
    tx,
    sql`insert into agent_outputs (org_id, client_id, campaign_id, agent_type, output_type, title, summary, content, engine, created_by)
        select ${input.orgId}, c.client_id, c.id, 'campaign-planning', ${CAMPAIGN_PLAN_OUTPUT_TYPE}, ${title},
          ${content.summary}, ${JSON.stringify(content)}::jsonb, 'offline', ${input.userId}
        from campaigns c where c.id = ${campaignId}
        returning id`,
  );
  const planId = await insertPlanRows(tx, {
    orgId: input.orgId,
    userId: input.userId,
    campaignId,
    outputId: output!.id,
    name: `${content.campaign_name} plan`,
    content,
  });
  await tx.execute(sql`update plan_tasks set status = 'done', completed_at = due_date::timestamptz + interval '17 hours',
      assignee_id = ${input.userId}
    where plan_id = ${planId} and due_date < current_date`);
  await tx.execute(sql`update plan_tasks set status = 'in_progress', assignee_id = ${input.userId}
    where id = (select id from plan_tasks where plan_id = ${planId} and status = 'todo' order by due_date, position limit 1)`);
  await tx.execute(sql`update plan_tasks set assignee_id = ${input.userId}
    where plan_id = ${planId} and status = 'todo' and (channel is null or owner_role = 'Marketing lead')`);
}
