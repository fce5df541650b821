/**
 * Makes an output again from the same inputs (issue 11, point 5a): a run's output is re-run
 * through the agent run path (same session, tool, message, documents and outputs, the
 * configured engine) and saved as a new output with fresh sources; a saved brand comparison
 * is compared again. The stale output is left as it was, for the record.
 */
import { sql } from 'drizzle-orm';
import { BRAND_COMPARISON_OUTPUT } from '@/shared/brand-comparison';
import type { AgentRun } from '@/shared/agent-runs';
import { OUTPUT_SOURCE_MESSAGES as M } from '@/shared/output-sources';
import { QUICK_START_AGENT } from '@/shared/quick-start';
import type { AppContext } from '../../context';
import { queryRows, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { executeRun } from '../agent-sessions/execute-run';
import { startRun } from '../agent-sessions/start-run';
import { saveBrandComparison } from '../brand-comparison/save-brand-comparison';
import { findOutput } from './queries';

type Origin =
  | { kind: 'brand_comparison'; clientId: string | null }
  | { kind: 'run'; sessionId: string; runId: string };

/** Where an output came from, or null when nothing can make it again. */
export async function outputOrigin(tx: Tx, outputId: string): Promise<Origin | null> {
  const output = await findOutput(tx, outputId);
  if (
    output.agent_type === BRAND_COMPARISON_OUTPUT.agentType &&
    output.output_type === BRAND_COMPARISON_OUTPUT.outputType
  )
    return { kind: 'brand_comparison', clientId: output.client_id };
  // The quick-start pipeline saves several outputs per run: one of them cannot be re-run alone.
  const [run] = await queryRows<{ id: string; session_id: string }>(
    tx,
    sql`select r.id, r.session_id from agent_runs r join agent_sessions s on s.id = r.session_id
        where r.output_id = ${outputId}::uuid and r.status = 'succeeded' and s.agent_type <> ${QUICK_START_AGENT}
        order by r.created_at desc limit 1`,
  );
  return run ? { kind: 'run', sessionId: run.session_id, runId: run.id } : null;
}

export async function refreshOutput(
  app: AppContext,
  opts: { caller: { orgId: string; userId: string }; outputId: string },
): Promise<{ output_id: string }> {
  const { caller, outputId } = opts;
  const origin = await withTenant(app.db, caller, (tx) => outputOrigin(tx, outputId));
  if (!origin) throw new AppError('conflict', M.notRefreshable);
  if (origin.kind === 'brand_comparison') {
    const saved = await saveBrandComparison(app.db, { caller, clientId: origin.clientId });
    return { output_id: saved.id };
  }
  const previous = await withTenant(app.db, caller, async (tx) => {
    const [run] = await queryRows<{ tool: string; input: AgentRun['input'] }>(
      tx,
      sql`select tool, input from agent_runs where id = ${origin.runId}::uuid`,
    );
    return run!;
  });
  const prepared = await startRun(
    app,
    caller,
    origin.sessionId,
    { tool: previous.tool, ...previous.input },
    // The request is in the conversation already; the refresh repeats the run, not the message.
    { recordMessage: false },
  );
  let failure: string | null = null;
  await executeRun(app, prepared, {
    write: (chunk) => {
      if (chunk.type === 'error') failure = chunk.errorText;
    },
  });
  const [done] = await withTenant(app.db, caller, (tx) =>
    queryRows<{ output_id: string | null }>(
      tx,
      sql`select output_id from agent_runs where id = ${prepared.run.id}::uuid`,
    ),
  );
  if (!done?.output_id) throw new AppError('conflict', failure ?? M.refreshFailed);
  return { output_id: done.output_id };
}
