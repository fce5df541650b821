import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EMPTY_WORKFLOW_GRAPH,
  WORKFLOW_MESSAGES,
  WORKFLOW_TEMPLATES,
  type Workflow,
  type createWorkflowSchema,
} from '@/shared/workflows';
import { queryRows, type Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { assertClient, findWorkflow, type WorkflowCaller } from './queries';

type Input = z.output<typeof createWorkflowSchema>;

/**
 * A new workflow from a template, a drawn graph, or a lone manual trigger. Saved even when
 * it cannot run yet: the answer lists what stops it (a draft being drawn).
 */
export function createWorkflow(db: Db, caller: WorkflowCaller, input: Input): Promise<Workflow> {
  const template = input.template_id
    ? WORKFLOW_TEMPLATES.find((t) => t.id === input.template_id)
    : undefined;
  if (input.template_id && !template)
    throw new AppError('not_found', WORKFLOW_MESSAGES.templateNotFound);
  if (template?.forClient && !input.client_id && !input.graph)
    throw new AppError('validation_error', WORKFLOW_MESSAGES.clientTemplate, {
      field: 'client_id',
    });
  const graph = input.graph ?? template?.graph ?? EMPTY_WORKFLOW_GRAPH;
  return withTenant(db, caller, async (tx) => {
    await assertClient(tx, caller.orgId, input.client_id);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into workflows (org_id, client_id, name, description, template_id, graph, created_by)
        values (${caller.orgId}::uuid, ${input.client_id ?? null}::uuid, ${input.name},
          ${input.description ?? template?.description ?? null}, ${template?.id ?? null},
          ${JSON.stringify(graph)}::jsonb, ${caller.userId})
        returning id`,
    );
    return findWorkflow(tx, caller, row!.id);
  });
}
