/**
 * Writes an output again (issue 28 point 5, decisions 075 and 082): the run that made it is
 * repeated through the agent run path (same session, tool and input), with the configured
 * model or the offline engine, and its result becomes the output's next version. The earlier
 * versions stay in the history. The run streams as any run does (streamRun), so the page that
 * asked for it shows its progress and the answer so far.
 */
import { sql } from 'drizzle-orm';
import type { AgentRun } from '@/shared/agent-runs';
import type { RewriteEngine } from '@/shared/output-versions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { startRun, type PreparedRun } from '../agent-sessions/start-run';
import { rewriteOrigin } from './list-output-versions';

export async function startRewrite(
  app: AppContext,
  opts: { caller: { orgId: string; userId: string }; outputId: string; engine: RewriteEngine },
): Promise<PreparedRun> {
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
  return startRun(
    app,
    caller,
    found.sessionId,
    { tool: found.run.tool, ...found.run.input },
    // The request is in the conversation already; the rewrite repeats the run, not the message.
    { recordMessage: false, engine: opts.engine, rewriteOf: outputId },
  );
}
