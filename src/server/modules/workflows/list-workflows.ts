import type { WorkflowSummary } from '@/shared/workflows';
import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { readWorkflows, type WorkflowCaller } from './queries';

/** The most recently changed workflows first; an organization keeps a few dozen at most. */
export const WORKFLOWS_LIST_LIMIT = 200;

export function listWorkflows(db: Db, caller: WorkflowCaller): Promise<WorkflowSummary[]> {
  return withTenant(db, caller, async (tx) =>
    (await readWorkflows(tx, caller, { limit: WORKFLOWS_LIST_LIMIT })).map(
      ({ graph: _graph, issues: _issues, ...summary }) => summary,
    ),
  );
}
