/** What the workflow services share: the row as the API answers it, and what validation needs. */
import { sql } from 'drizzle-orm';
import { isUnlocked } from '@/shared/unlocks';
import {
  WORKFLOW_MESSAGES,
  validateWorkflow,
  type Workflow,
  type WorkflowGraph,
  type WorkflowScope,
  type WorkflowSummary,
} from '@/shared/workflows';
import { queryRows, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { listAgentTools } from '../../agents/registry';
import { unlockMetricsOf } from '@/shared/dashboard';
import { readDashboardMetrics } from '../dashboard/get-dashboard-metrics';
import { isUuid } from '../../lib/uuid';

export type WorkflowCaller = { orgId: string; userId: string };

export const workflowNotFound = () => new AppError('not_found', WORKFLOW_MESSAGES.notFound);

type Row = Omit<WorkflowSummary, 'step_count' | 'runnable'> & { graph: WorkflowGraph };

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`;
const columns = sql.raw(
  [
    'id',
    'name',
    'description',
    'client_id',
    'template_id',
    'graph',
    iso('created_at'),
    iso('updated_at'),
  ].join(', '),
);

/** The agents' tools and the Automation unlock: the organization's side of validation. */
export async function validationScope(
  tx: Tx,
  orgId: string,
): Promise<Omit<WorkflowScope, 'forClient'>> {
  const metrics = await readDashboardMetrics(tx, orgId);
  return {
    tools: Object.fromEntries(
      listAgentTools().map((a) => [a.agent_type, a.tools.map((t) => t.id)]),
    ),
    automation: isUnlocked('automation', unlockMetricsOf(metrics)),
  };
}

function toWorkflow(row: Row, scope: Omit<WorkflowScope, 'forClient'>): Workflow {
  const issues = validateWorkflow(row.graph, { ...scope, forClient: row.client_id !== null });
  return { ...row, step_count: row.graph.steps.length, runnable: issues.length === 0, issues };
}

export async function readWorkflows(
  tx: Tx,
  caller: WorkflowCaller,
  where: { id?: string; limit?: number },
): Promise<Workflow[]> {
  const rows = await queryRows<Row>(
    tx,
    sql`select ${columns} from workflows
      where org_id = ${caller.orgId}::uuid and (${where.id ?? null}::uuid is null or id = ${where.id ?? null}::uuid)
      order by updated_at desc, id
      limit ${where.limit ?? 1}`,
  );
  if (!rows.length) return [];
  const scope = await validationScope(tx, caller.orgId);
  return rows.map((row) => toWorkflow(row, scope));
}

export async function findWorkflow(tx: Tx, caller: WorkflowCaller, id: string): Promise<Workflow> {
  if (!isUuid(id)) throw workflowNotFound();
  const [workflow] = await readWorkflows(tx, caller, { id });
  if (!workflow) throw workflowNotFound();
  return workflow;
}

/** The client, when given, must be the organization's (and one the caller may see). */
export async function assertClient(tx: Tx, orgId: string, clientId: string | null | undefined) {
  if (!clientId) return;
  const [client] = await queryRows<{ id: string }>(
    tx,
    sql`select id from clients where id = ${clientId}::uuid and org_id = ${orgId}::uuid`,
  );
  if (!client) throw new AppError('not_found', WORKFLOW_MESSAGES.clientNotFound);
}
