import type { Workflow } from '@/shared/workflows';
import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { findWorkflow, type WorkflowCaller } from './queries';

/** One workflow with its graph and what stops it from running, if anything. */
export function getWorkflow(db: Db, caller: WorkflowCaller, id: string): Promise<Workflow> {
  return withTenant(db, caller, (tx) => findWorkflow(tx, caller, id));
}
