/** A campaign plan's rows (plan, phases, tasks) from a 'campaign_plan' output's content. */
import { sql } from 'drizzle-orm';
import type { CampaignPlanContent } from '@/shared/campaign-planning';
import { queryRows, type Tx } from '../../db/client';

export async function insertPlanRows(
  tx: Tx,
  opts: {
    orgId: string;
    userId: string | null;
    campaignId: string;
    outputId: string | null;
    name: string;
    content: CampaignPlanContent;
  },
): Promise<string> {
  const [plan] = await queryRows<{ id: string }>(
    tx,
    sql`insert into campaign_plans (org_id, client_id, campaign_id, output_id, name, created_by)
        select ${opts.orgId}, c.client_id, c.id, ${opts.outputId}, ${opts.name}, ${opts.userId}
        from campaigns c where c.id = ${opts.campaignId}
        returning id`,
  );
  if (!plan) throw new Error('The campaign of the plan is not readable');
  await insertPhases(tx, { orgId: opts.orgId, planId: plan.id, phases: opts.content.phases });
  return plan.id;
}

/** A plan's phases and their tasks, in the content's order. */
export async function insertPhases(
  tx: Tx,
  opts: { orgId: string; planId: string; phases: CampaignPlanContent['phases'] },
): Promise<void> {
  let position = 0;
  for (const [i, phase] of opts.phases.entries()) {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into plan_phases (org_id, plan_id, name, starts_on, ends_on, position)
          values (${opts.orgId}, ${opts.planId}, ${phase.name}, ${phase.starts_on}::date, ${phase.ends_on}::date, ${i})
          returning id`,
    );
    for (const task of phase.tasks) {
      await tx.execute(sql`insert into plan_tasks (org_id, plan_id, phase_id, title, description, channel, owner_role,
          due_date, budget_share, position)
        values (${opts.orgId}, ${opts.planId}, ${row!.id}, ${task.title}, ${task.description}, ${task.channel},
          ${task.owner_role}, ${task.due_date}::date, ${task.budget_share}, ${position})`);
      position += 1;
    }
  }
}
