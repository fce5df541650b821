/** The automation rules of campaign planning (unlocked at more than 10 campaigns). */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AutomationRule,
  createRuleSchema,
  updateRuleSchema,
} from '@/shared/campaign-planning';
import { queryRows, type Db, type Tx } from '../../db/client';
import { inPlanningTx, planNotFound, ruleNotFound, type PlanningCaller } from './queries';
import { isUuid } from '../../lib/uuid';

const AUTOMATION = ['execution', 'automation'] as const;

const ruleSelect = sql`select r.id, r.name, r.plan_id, p.name as plan_name, r.trigger, r.action, r.enabled,
    (select count(*)::int from plan_automation_runs x where x.rule_id = r.id) as run_count,
    (select to_char(max(x.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from plan_automation_runs x where x.rule_id = r.id) as last_run_at,
    (select x.detail from plan_automation_runs x where x.rule_id = r.id order by x.created_at desc limit 1) as last_run_detail,
    to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
  from plan_automation_rules r left join campaign_plans p on p.id = r.plan_id`;

async function findRule(tx: Tx, id: string) {
  if (!isUuid(id)) return null;
  const [rule] = await queryRows<AutomationRule>(tx, sql`${ruleSelect} where r.id = ${id}`);
  return rule ?? null;
}

export function listRules(db: Db, opts: { caller: PlanningCaller }) {
  return inPlanningTx(
    db,
    opts.caller,
    (tx) => queryRows<AutomationRule>(tx, sql`${ruleSelect} order by r.created_at`),
    [...AUTOMATION],
  );
}

export function createRule(
  db: Db,
  opts: { caller: PlanningCaller; input: z.output<typeof createRuleSchema> },
) {
  const { input, caller } = opts;
  return inPlanningTx(
    db,
    caller,
    async (tx) => {
      if (input.plan_id) {
        const [plan] = await queryRows<{ id: string }>(
          tx,
          sql`select id from campaign_plans where id = ${input.plan_id}`,
        );
        if (!plan) throw planNotFound();
      }
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into plan_automation_rules (org_id, plan_id, name, trigger, action, enabled, created_by)
            values (${caller.orgId}, ${input.plan_id ?? null}, ${input.name}, ${input.trigger}, ${input.action},
              ${input.enabled}, ${caller.userId})
            returning id`,
      );
      return (await findRule(tx, row!.id))!;
    },
    [...AUTOMATION],
  );
}

export function updateRule(
  db: Db,
  opts: { caller: PlanningCaller; ruleId: string; input: z.output<typeof updateRuleSchema> },
) {
  const { input } = opts;
  return inPlanningTx(
    db,
    opts.caller,
    async (tx) => {
      if (!isUuid(opts.ruleId)) throw ruleNotFound();
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`update plan_automation_rules set enabled = coalesce(${input.enabled ?? null}::boolean, enabled),
              name = coalesce(${input.name ?? null}, name), updated_at = now()
            where id = ${opts.ruleId} returning id`,
      );
      if (rows.length === 0) throw ruleNotFound();
      return (await findRule(tx, opts.ruleId))!;
    },
    [...AUTOMATION],
  );
}

export function deleteRule(db: Db, opts: { caller: PlanningCaller; ruleId: string }) {
  return inPlanningTx(
    db,
    opts.caller,
    async (tx) => {
      if (!isUuid(opts.ruleId)) throw ruleNotFound();
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`delete from plan_automation_rules where id = ${opts.ruleId} returning id`,
      );
      if (rows.length === 0) throw ruleNotFound();
    },
    [...AUTOMATION],
  );
}
