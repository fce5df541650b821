/**
 * Writes an output again (issue 28 point 5, decision 075): the run that made it is repeated
 * through the agent run path (same session, tool and input), with the configured model or
 * the offline engine, and its result becomes the output's next version. The earlier versions
 * stay in the history.
 */
import { sql } from 'drizzle-orm';
import type { AgentRun } from '@/shared/agent-runs';
import { OUTPUT_VERSION_MESSAGES as M, type RewriteEngine } from '@/shared/output-versions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { executeRun } from '../agent-sessions/execute-run';
import { startRun } from '../agent-sessions/start-run';
import { rewriteOrigin } from './list-output-versions';

export async function rewriteOutput(
  app: AppContext,
  opts: { caller: { orgId: string; userId: string }; outputId: string; engine: RewriteEngine },
): Promise<{ output_id: string; version: number }> {
  const { caller, outputId } = opts;
  const found = await withTenant(app.db, caller, async (tx) => {
    const origin = await rewriteOrigin(tx, outputId);
    if ('refused' in origin) return origin;
    const [run] = await queryRows<{ tool: string; input: AgentRun['input'] }>(
      tx,
      sql`select tool, input from agent_runs where id = ${origin.origin.runId}::uuid`,
    );
    return { sessionId: origin.origin.sessionId, run: run! };
  });
  if ('refused' in found) throw new AppError('conflict', found.refused);
  const prepared = await startRun(
    app,
    caller,
    found.sessionId,
    { tool: found.run.tool, ...found.run.input },
    // The request is in the conversation already; the rewrite repeats the run, not the message.
    { recordMessage: false, engine: opts.engine, rewriteOf: outputId },
  );
  let failure: string | null = null;
  await executeRun(app, prepared, {
    write: (chunk) => {
      if (chunk.type === 'error') failure = chunk.errorText;
    },
  });
  const [done] = await withTenant(app.db, caller, (tx) =>
    queryRows<{ status: string; version: number | null }>(
      tx,
      sql`select r.status, (select max(v.version) from output_versions v where v.output_id = ${outputId}::uuid) as version
          from agent_runs r where r.id = ${prepared.run.id}::uuid`,
    ),
  );
  if (done?.status !== 'succeeded' || !done.version)
    throw new AppError('conflict', failure ?? M.rewriteFailed);
  return { output_id: outputId, version: done.version };
}
