import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Workflow, updateWorkflowSchema } from '@/shared/workflows';
import { queryRows, type Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { findWorkflow, workflowNotFound, type WorkflowCaller } from './queries';
import { isUuid } from '../../lib/uuid';

type Input = z.output<typeof updateWorkflowSchema>;

/** Renames, re-describes or redraws a workflow; runs already started keep their own graph. */
export function updateWorkflow(
  db: Db,
  caller: WorkflowCaller,
  id: string,
  input: Input,
): Promise<Workflow> {
  if (!isUuid(id)) return Promise.reject(workflowNotFound());
  return withTenant(db, caller, async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`update workflows set
          name = coalesce(${input.name ?? null}, name),
          description = case when ${input.description !== undefined} then ${input.description ?? null} else description end,
          graph = coalesce(${input.graph ? JSON.stringify(input.graph) : null}::jsonb, graph),
          updated_at = now()
        where id = ${id}::uuid and org_id = ${caller.orgId}::uuid
        returning id`,
    );
    if (!row) throw workflowNotFound();
    return findWorkflow(tx, caller, id);
  });
}

export function deleteWorkflow(db: Db, caller: WorkflowCaller, id: string): Promise<void> {
  if (!isUuid(id)) return Promise.reject(workflowNotFound());
  return withTenant(db, caller, async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`delete from workflows where id = ${id}::uuid and org_id = ${caller.orgId}::uuid returning id`,
    );
    if (!row) throw workflowNotFound();
  });
}
