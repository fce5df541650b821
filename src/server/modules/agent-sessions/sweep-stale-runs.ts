/**
 * Durable runs across processes: a run still 'queued' or 'running' whose heartbeat is older
 * than STALE_RUN_SECONDS belongs to a process that stopped. Every process sweeps at start and
 * then every SWEEP_INTERVAL_MS: it claims such a run (one atomic update, so of several
 * processes sweeping at once exactly one gets it) and executes it again from its stored
 * input, as its next attempt; a run that used its MAX_RUN_ATTEMPTS, or whose creator is
 * gone or no longer a member, fails instead. The sweep spans organizations, so it runs as
 * the database owner outside any tenant transaction; the claimed run then executes in its
 * tenant's.
 */
import { sql } from 'drizzle-orm';
import { AGENT_RUN_MESSAGES, type AgentRun } from '@/shared/agent-runs';
import { QUICK_START_AGENT } from '@/shared/quick-start';
import { queryRows, type Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { recordWebhookEvent } from '../webhooks/record-event';
import type { AppContext } from '../../context';
import type { StreamWriter } from '../../agents/engine/stream';
import { findTool } from '../../agents/registry';
import { modelEnvOf, resolveRunLlm } from '../ai-usage/model-settings';
import { executePipeline } from './execute-pipeline';
import { executeRun, recordRunFailure } from './execute-run';
import {
  findRun,
  findSession,
  MAX_RUN_ATTEMPTS,
  STALE_RUN_SECONDS,
  SWEEP_INTERVAL_MS,
} from './queries';
import { loadRunContext, type PreparedRun } from './start-run';

/** A claimed run: the columns it is executed again from. */
export type ClaimedRun = {
  id: string;
  org_id: string;
  session_id: string;
  tool: string;
  input: AgentRun['input'];
  created_by: string;
  attempts: number;
  rewrite_of: string | null;
};

/** The run's creator is still a member of its organization: the run may go on as them. */
const creatorIsMember = sql`exists (select 1 from user_roles m
  where m.user_id = agent_runs.created_by and m.org_id = agent_runs.org_id)`;

const stale = (staleSeconds: number) =>
  sql`status in ('queued', 'running')
      and coalesce(heartbeat_at, started_at, created_at) < now() - make_interval(secs => ${staleSeconds})`;

/** Fails the stale runs that may not be executed again, and frees their sessions. */
export async function failExhaustedRuns(db: Db, staleSeconds = STALE_RUN_SECONDS): Promise<number> {
  // The runs failed and their run.finished events in one transaction (as the database owner,
  // to whom RLS does not apply: the sweep spans organizations).
  const rows = await db.transaction(async (tx) => {
    const failed = await queryRows<{
      id: string;
      org_id: string;
      session_id: string;
      tool: string;
    }>(
      tx,
      sql`update agent_runs set status = 'failed', error = ${AGENT_RUN_MESSAGES.serverStopped}, finished_at = now()
          where ${stale(staleSeconds)} and (attempts >= ${MAX_RUN_ATTEMPTS} or not ${creatorIsMember})
          returning id, org_id, session_id, tool`,
    );
    for (const run of failed)
      await recordWebhookEvent(tx, run.org_id, 'run.finished', {
        run_id: run.id,
        session_id: run.session_id,
        tool: run.tool,
        status: 'failed',
        output_id: null,
        error: AGENT_RUN_MESSAGES.serverStopped,
      });
    return failed;
  });
  if (rows.length) {
    const ids = [...new Set(rows.map((r) => r.session_id))];
    await db.execute(sql`update agent_sessions set status = 'idle'
      where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and not exists (select 1 from agent_runs r where r.session_id = agent_sessions.id and r.status in ('queued', 'running'))`);
  }
  return rows.length;
}

/**
 * Claims the oldest stale run for this process, or none. Its heartbeat becomes fresh and its
 * attempt grows in the same statement; `skip locked` passes over a row another sweeper is
 * claiming, and a row claimed and committed meanwhile is no longer stale when re-checked.
 * The run is recorded with this process's engine, the one that will produce its output.
 */
export async function claimStaleRun(
  app: AppContext,
  staleSeconds = STALE_RUN_SECONDS,
): Promise<ClaimedRun | null> {
  const llm = app.config.llm;
  const [row] = await queryRows<ClaimedRun>(
    app.db,
    sql`update agent_runs set attempts = attempts + 1, status = 'running', heartbeat_at = now(),
          started_at = coalesce(started_at, now()), engine = ${llm ? 'model' : 'offline'}, model = ${llm?.model ?? null}
        where id = (select id from agent_runs
                    where ${stale(staleSeconds)} and attempts < ${MAX_RUN_ATTEMPTS} and ${creatorIsMember}
                    order by created_at limit 1 for update skip locked)
          and ${stale(staleSeconds)}
        returning id, org_id, session_id, tool, input, created_by, attempts, rewrite_of`,
  );
  return row ?? null;
}

/** A claimed run made ready to execute as its creator, in its organization. */
export async function prepareClaimedRun(
  app: AppContext,
  claimed: ClaimedRun,
): Promise<PreparedRun> {
  const scope = { orgId: claimed.org_id, userId: claimed.created_by };
  return withTenant(app.db, scope, async (tx) => {
    const session = await findSession(tx, claimed.session_id);
    const tool = findTool(session.agent_type, claimed.tool);
    if (!tool) throw new Error(`The tool ${claimed.tool} of a claimed run is not registered`);
    const context = await loadRunContext(tx, scope.orgId, session, tool, claimed.input ?? {});
    const llm = await resolveRunLlm(tx, modelEnvOf(app), scope.orgId, session.client_id);
    // The claim recorded the server's default; the run's client or organization may choose another.
    await tx.execute(sql`update agent_runs set engine = ${llm ? 'model' : 'offline'}, model = ${llm?.model ?? null}
      where id = ${claimed.id}`);
    await tx.execute(
      sql`update agent_sessions set status = 'running', updated_at = now() where id = ${session.id}`,
    );
    return {
      run: await findRun(tx, session.id, claimed.id),
      orgId: scope.orgId,
      userId: scope.userId,
      sessionId: session.id,
      agentType: session.agent_type,
      campaignId: session.campaign_id,
      clientId: session.client_id,
      tool,
      context,
      attempt: claimed.attempts,
      llm,
      rewriteOf: claimed.rewrite_of,
    };
  });
}

/** No browser follows a claimed run: its rows tell the outcome, which the session page polls. */
const detached: StreamWriter = { write: () => undefined };

export const runJob = (prepared: PreparedRun) =>
  prepared.agentType === QUICK_START_AGENT ? executePipeline : executeRun;

/**
 * One sweep: fails the runs that may not go on, then claims stale runs one by one and starts
 * each in the background. Returns how many failed and the ids of the runs resumed, with the
 * promises of their jobs (a caller may wait for them; the server does not).
 */
export async function sweepStaleRuns(
  app: AppContext,
  staleSeconds = STALE_RUN_SECONDS,
): Promise<{ failed: number; resumed: string[]; jobs: Promise<void>[] }> {
  const failed = await failExhaustedRuns(app.db, staleSeconds);
  const resumed: string[] = [];
  const jobs: Promise<void>[] = [];
  for (let claimed = await claimStaleRun(app, staleSeconds); claimed;) {
    resumed.push(claimed.id);
    jobs.push(resume(app, claimed));
    claimed = await claimStaleRun(app, staleSeconds);
  }
  return { failed, resumed, jobs };
}

async function resume(app: AppContext, claimed: ClaimedRun): Promise<void> {
  app.logger.info({ runId: claimed.id, attempt: claimed.attempts }, 'resuming an agent run');
  let prepared: PreparedRun;
  try {
    prepared = await prepareClaimedRun(app, claimed);
  } catch (error) {
    await recordRunFailure(app, {
      scope: { orgId: claimed.org_id, userId: claimed.created_by },
      runId: claimed.id,
      attempt: claimed.attempts,
      sessionId: claimed.session_id,
      error,
      aborted: false,
      writer: detached,
      logMessage: 'resuming an agent run failed',
    });
    return;
  }
  await runJob(prepared)(app, prepared, detached);
}

/** At start: sweep now, then every SWEEP_INTERVAL_MS while the server runs. */
export function startRunSweeper(ctx: AppContext): () => void {
  let sweeping = false;
  const sweep = () => {
    // A slow sweep is not overlapped by the next: one claimer per process at a time.
    if (sweeping) return;
    sweeping = true;
    sweepStaleRuns(ctx)
      .then(({ failed }) => {
        if (failed) ctx.logger.warn({ count: failed }, 'marked interrupted agent runs as failed');
      })
      .catch((err) => ctx.logger.error({ err }, 'sweeping stale agent runs failed'))
      .finally(() => {
        sweeping = false;
      });
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
