/**
 * Saved what-if scenarios (table roi_scenarios, migration 0017): the result is computed on
 * the server when the scenario is saved, from the performance of that moment.
 */
import { sql } from 'drizzle-orm';
import {
  ROI_MESSAGES,
  type CreateScenarioInput,
  type RoiScenario,
  type ScenarioChangeInput,
} from '@/shared/roi-budget';
import type { ScenarioResult } from '@/shared/roi-math';
import { queryRows, type Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { loadPerformance } from '../performance/load-performance';
import { scenarioFigures } from './figures';

type Row = Omit<RoiScenario, 'changes' | 'result'> & {
  changes: ScenarioChangeInput[];
  result: ScenarioResult;
};

const columns = sql`id, org_id, client_id, name, horizon_days, changes, result, created_by,
  created_at::text as created_at, updated_at::text as updated_at`;

const iso = (row: Row): RoiScenario => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

export async function listScenarios(
  tx: Tx,
  orgId: string,
  clientId?: string | undefined,
): Promise<RoiScenario[]> {
  const filter = clientId ? sql`and client_id = ${clientId}::uuid` : sql``;
  const rows = await queryRows<Row>(
    tx,
    sql`select ${columns} from roi_scenarios where org_id = ${orgId}::uuid ${filter}
        order by created_at desc, id limit 200`,
  );
  return rows.map(iso);
}

export async function getScenario(tx: Tx, orgId: string, id: string): Promise<RoiScenario> {
  const [row] = await queryRows<Row>(
    tx,
    sql`select ${columns} from roi_scenarios where org_id = ${orgId}::uuid and id = ${id}::uuid`,
  );
  if (!row) throw new AppError('not_found', ROI_MESSAGES.scenarioNotFound);
  return iso(row);
}

export async function createScenario(
  tx: Tx,
  scope: { orgId: string; userId: string },
  input: Required<Pick<CreateScenarioInput, 'name' | 'changes'>> & {
    horizon_days: number;
    client_id?: string | null | undefined;
  },
): Promise<RoiScenario> {
  if (input.client_id) {
    const [client] = await queryRows<{ id: string }>(
      tx,
      sql`select id from clients where id = ${input.client_id}::uuid and org_id = ${scope.orgId}::uuid`,
    );
    if (!client) throw notFound('Client');
  }
  const perf = await loadPerformance(tx, scope.orgId, { clientId: input.client_id ?? null });
  const { scenario } = scenarioFigures(perf, input.changes, input.horizon_days);
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into roi_scenarios (org_id, client_id, name, horizon_days, changes, result, created_by)
        values (${scope.orgId}::uuid, ${input.client_id ?? null}, ${input.name}, ${input.horizon_days},
          ${JSON.stringify(input.changes)}::jsonb, ${JSON.stringify(scenario)}::jsonb, ${scope.userId})
        returning id`,
  );
  return getScenario(tx, scope.orgId, row!.id);
}

export async function deleteScenario(tx: Tx, orgId: string, id: string): Promise<void> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`delete from roi_scenarios where org_id = ${orgId}::uuid and id = ${id}::uuid returning id`,
  );
  if (rows.length === 0) throw new AppError('not_found', ROI_MESSAGES.scenarioNotFound);
}
