/**
 * Starting a run: everything that can be refused is checked before the stream opens
 * (session, tool, documents, outputs, a run already in progress), then the run row is
 * written as 'running' and the job streams while it works.
 */
import { sql } from 'drizzle-orm';
import {
  AGENT_RUN_MESSAGES,
  type AgentRun,
  type AgentSession,
  type StartRunInput,
} from '@/shared/agent-runs';
import { queryRows, type Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../context';
import type { LlmConfig } from '../../config';
import { loadAgentContext } from '../../agents/engine/load-context';
import { resolveRunSubject } from '../../agents/engine/run-subject';
import type { AgentContext, AgentTool } from '../../agents/engine/types';
import { findTool } from '../../agents/registry';
import { agentFeature } from '@/shared/agent-features';
import { OUTPUT_VERSION_MESSAGES } from '@/shared/output-versions';
import { requireFeature } from '../dashboard/require-feature';
import { modelEnvOf, resolveRunLlm } from '../ai-usage/model-settings';
import { findRun, findSession, insertMessage, STALE_RUN_SECONDS } from './queries';

export type PreparedRun = {
  run: AgentRun;
  orgId: string;
  userId: string;
  sessionId: string;
  agentType: string;
  campaignId: string | null;
  clientId: string | null;
  tool: AgentTool;
  context: AgentContext;
  /** Which execution of the run this is (1 at the start, more once claimed after a crash). */
  attempt: number;
  /** The model of the run (client -> organization -> server, decision 048); undefined = offline. */
  llm: LlmConfig | undefined;
  /** The output this run writes a new version of (a rewrite, decision 075); null = a new output. */
  rewriteOf: string | null;
};

type Scope = { orgId: string; userId: string };
/** A run's stored input: what it was started with, minus the tool. */
type RunInput = AgentRun['input'];

export async function startRun(
  app: AppContext,
  scope: Scope,
  sessionId: string,
  input: StartRunInput,
  opts: {
    recordMessage?: boolean;
    /** 'offline' runs the offline engine even when a model is configured; 'model' requires one. */
    engine?: 'model' | 'offline';
    rewriteOf?: string;
  } = {},
): Promise<PreparedRun> {
  return withTenant(app.db, scope, async (tx) => {
    const session = await findSession(tx, sessionId);
    const llm =
      opts.engine === 'offline'
        ? undefined
        : await resolveRunLlm(tx, modelEnvOf(app), scope.orgId, session.client_id);
    if (opts.engine === 'model' && !llm)
      throw new AppError('conflict', OUTPUT_VERSION_MESSAGES.noModel);
    const feature = agentFeature(session.agent_type);
    if (feature) await requireFeature(tx, scope, feature);
    const tool = findTool(session.agent_type, input.tool);
    if (!tool)
      throw new AppError('validation_error', AGENT_RUN_MESSAGES.unknownTool, { field: 'tool' });
    const refused = tool.validateMessage?.(input.message ?? null);
    if (refused) throw new AppError('validation_error', refused, { field: 'message' });
    const context = await loadRunContext(tx, scope.orgId, session, tool, input);
    // A run of a stopped server must not block the session until the sweep gets to it.
    await tx.execute(sql`update agent_runs set status = 'failed', error = ${AGENT_RUN_MESSAGES.serverStopped}, finished_at = now()
      where session_id = ${sessionId} and status in ('queued', 'running')
        and coalesce(heartbeat_at, created_at) < now() - make_interval(secs => ${STALE_RUN_SECONDS})`);
    const [busy] = await queryRows<{ id: string }>(
      tx,
      sql`select id from agent_runs where session_id = ${sessionId} and status in ('queued', 'running') limit 1`,
    );
    if (busy) throw new AppError('conflict', AGENT_RUN_MESSAGES.runActive);
    const runInput = {
      ...(input.message ? { message: input.message } : {}),
      ...(input.document_ids?.length ? { document_ids: input.document_ids } : {}),
      ...(input.output_ids?.length ? { output_ids: input.output_ids } : {}),
    };
    // The check above cannot see a concurrent start that has not committed yet; the
    // database's one-active-run index (migration 0011) refuses the second insert.
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into agent_runs (org_id, session_id, status, tool, input, engine, model, created_by, started_at,
            heartbeat_at, rewrite_of)
          values (${scope.orgId}, ${sessionId}, 'running', ${tool.id}, ${JSON.stringify(runInput)}::jsonb,
                  ${llm ? 'model' : 'offline'}, ${llm?.model ?? null}, ${scope.userId}, now(), now(),
                  ${opts.rewriteOf ?? null})
          returning id`,
    ).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('conflict', AGENT_RUN_MESSAGES.runActive);
      throw error;
    });
    await tx.execute(
      sql`update agent_sessions set status = 'running', updated_at = now() where id = ${sessionId}`,
    );
    if (input.message && opts.recordMessage !== false)
      await insertMessage(tx, {
        orgId: scope.orgId,
        sessionId,
        role: 'user',
        content: input.message,
      });
    return {
      run: await findRun(tx, sessionId, row!.id),
      orgId: scope.orgId,
      userId: scope.userId,
      sessionId,
      agentType: session.agent_type,
      campaignId: session.campaign_id,
      clientId: session.client_id,
      tool,
      context,
      attempt: 1,
      llm,
      rewriteOf: opts.rewriteOf ?? null,
    };
  });
}

/** What a run works from: the business context, its documents and outputs, the tool's facts. */
export async function loadRunContext(
  tx: Tx,
  orgId: string,
  session: AgentSession,
  tool: AgentTool,
  input: RunInput,
): Promise<AgentContext> {
  const subject = await resolveRunSubject(tx, {
    orgId,
    sessionId: session.id,
    campaignId: session.campaign_id,
  });
  if (subject.clientId) await refuseOtherClientsContext(tx, subject.clientId, input);
  const context = await loadAgentContext(tx, {
    orgId,
    sessionId: session.id,
    campaignId: session.campaign_id,
    clientId: subject.clientId,
    documentIds: input.document_ids,
    outputIds: input.output_ids,
    message: input.message ?? null,
  });
  if (tool.loadFacts)
    context.facts = await tool.loadFacts(tx, {
      orgId,
      campaignId: session.campaign_id,
      clientId: subject.clientId,
      message: input.message ?? null,
    });
  return context;
}

/**
 * Agencies need data isolation between clients (seed 001 §2): a client's run may read that
 * client's documents and outputs and the agency's unfiled ones (brand material, decision
 * 026), never another client's, which could reach this client through the output.
 */
async function refuseOtherClientsContext(tx: Tx, clientId: string, input: RunInput) {
  const ids = (list: string[] | undefined) =>
    list?.length
      ? sql.join(
          [...new Set(list)].map((id) => sql`${id}::uuid`),
          sql`, `,
        )
      : null;
  const documents = ids(input.document_ids);
  const outputs = ids(input.output_ids);
  const [foreign] = await queryRows<{ n: number }>(
    tx,
    sql`select (
        ${documents ? sql`(select count(*) from documents where id in (${documents}) and client_id is not null and client_id <> ${clientId}::uuid)` : sql`0`}
        + ${outputs ? sql`(select count(*) from agent_outputs where id in (${outputs}) and client_id is not null and client_id <> ${clientId}::uuid)` : sql`0`}
      )::int as n`,
  );
  if (foreign && foreign.n > 0)
    throw new AppError('validation_error', AGENT_RUN_MESSAGES.contextOfAnotherClient, {
      field: documents && !outputs ? 'document_ids' : 'output_ids',
    });
}

/** A failed or cancelled run started again with the same tool and input. */
export async function retryRun(
  app: AppContext,
  scope: Scope,
  sessionId: string,
  runId: string,
): Promise<PreparedRun> {
  const previous = await withTenant(app.db, scope, (tx) => findRun(tx, sessionId, runId));
  if (previous.status !== 'failed' && previous.status !== 'cancelled') {
    throw new AppError('conflict', AGENT_RUN_MESSAGES.notRetryable);
  }
  // The user's message is already in the conversation: the retry reuses it without repeating it.
  return startRun(
    app,
    scope,
    sessionId,
    { tool: previous.tool, ...previous.input },
    { recordMessage: false },
  );
}
