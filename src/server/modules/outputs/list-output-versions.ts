import { sql } from 'drizzle-orm';
import {
  OUTPUT_VERSION_MESSAGES as M,
  versionEngineLabel,
  type OutputVersionList,
  type RewriteOptions,
} from '@/shared/output-versions';
import type { AppContext } from '../../context';
import { queryRows, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { findTool } from '../../agents/registry';
import type { AgentTool } from '../../agents/engine/types';
import { modelEnvOf, resolveRunLlm } from '../ai-usage/model-settings';
import { selectVersions } from './output-versions';
import { findOutput } from './queries';
import { outputOrigin } from './refresh-output';

/** An output's versions, newest first, and whether (and with which model) it can be rewritten. */
export async function listOutputVersions(
  app: AppContext,
  opts: { caller: { orgId: string; userId: string }; outputId: string },
): Promise<OutputVersionList> {
  return withTenant(app.db, opts.caller, async (tx) => {
    await findOutput(tx, opts.outputId);
    const data = await selectVersions(tx, opts.outputId);
    return {
      data,
      meta: { total: data.length },
      rewrite: await rewriteOptions(tx, app, opts.caller.orgId, opts.outputId),
    };
  });
}

export type RewriteOrigin = { sessionId: string; runId: string; clientId: string | null };

/**
 * The run a rewrite repeats, or why there is none: the output must come from an agent run
 * (as a refresh), and a tool that also made records elsewhere (a content item, a plan, quick
 * wins) must say how they follow a new version (`onRewritten`, decision 082).
 */
export async function rewriteOrigin(
  tx: Tx,
  outputId: string,
): Promise<{ origin: RewriteOrigin; tool: AgentTool } | { refused: string }> {
  const origin = await outputOrigin(tx, outputId);
  if (origin?.kind !== 'run') return { refused: M.notRewritable };
  const [run] = await queryRows<{ tool: string; agent_type: string; client_id: string | null }>(
    tx,
    sql`select r.tool, s.agent_type, s.client_id from agent_runs r join agent_sessions s on s.id = r.session_id
        where r.id = ${origin.runId}::uuid`,
  );
  const tool = run ? findTool(run.agent_type, run.tool) : undefined;
  if (!run || !tool) return { refused: M.notRewritable };
  if (tool.onSaved && !tool.onRewritten) return { refused: M.madeRecords };
  return { origin: { ...origin, clientId: run.client_id }, tool };
}

async function rewriteOptions(
  tx: Tx,
  app: AppContext,
  orgId: string,
  outputId: string,
): Promise<RewriteOptions> {
  const found = await rewriteOrigin(tx, outputId);
  if ('refused' in found) return { possible: false, reason: found.refused, model: null };
  const llm = await resolveRunLlm(tx, modelEnvOf(app), orgId, found.origin.clientId);
  return {
    possible: true,
    reason: null,
    model: llm
      ? {
          provider: llm.provider,
          model: llm.model,
          label: versionEngineLabel({ engine: 'model', provider: llm.provider, model: llm.model }),
        }
      : null,
  };
}
