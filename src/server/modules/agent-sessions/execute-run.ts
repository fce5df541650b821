/**
 * The job of one run: streams progress and narration, produces the tool's content (offline
 * engine or model), then saves the output, counts the interaction and finishes the run in
 * one transaction. Failure or cancellation is recorded on the run; nothing saved before is
 * touched.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import {
  AGENT_RUN_MESSAGES,
  type OutputStreamData,
  type ProgressData,
  type RunStreamData,
} from '@/shared/agent-runs';
import { RUN_FAILED_MESSAGE } from '@/shared/model-errors';
import { queryRows } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { AppContext } from '../../context';
import {
  abortActiveRun,
  registerActiveRun,
  releaseActiveRun,
} from '../../agents/engine/active-runs';
import type { TokenUsage } from '../../agents/engine/model';
import { loggedModelError, ModelRunError } from '../../agents/engine/model-error';
import { partialWriter, writeTextChunks, type StreamWriter } from '../../agents/engine/stream';
import { AppError } from '../../lib/errors';
import { recordWebhookEvent } from '../webhooks/record-event';
import { recordSources, runSources } from '../outputs/output-sources';
import { recordOutputVersion } from '../outputs/output-versions';
import { recordAiUsage } from '../ai-usage/record-usage';
import { findRun, HEARTBEAT_MS, holdsRun, insertMessage } from './queries';
import type { PreparedRun } from './start-run';
import { offlineOutput } from '../../agents/engine/complete-output';

/** Pause between offline narration chunks: enough for the browser to show it streaming. */
export const OFFLINE_CHUNK_DELAY_MS = 30;
const STEPS = 4;

/** Thrown when a run's cancellation is noticed; the run ends as cancelled, not failed. */
export class RunCancelled extends Error {}

export async function executeRun(
  app: AppContext,
  prepared: PreparedRun,
  writer: StreamWriter,
): Promise<void> {
  const { run, tool, context } = prepared;
  const scope = { orgId: prepared.orgId, userId: prepared.userId };
  const controller = registerActiveRun(run.id);
  const progress = (step: number, label: string) =>
    writer.write({
      type: 'data-progress',
      data: { run_id: run.id, step, total: STEPS, label } satisfies ProgressData,
    });

  const heartbeat = startHeartbeat(app, prepared, controller);

  try {
    writer.write({
      type: 'data-run',
      data: {
        run_id: run.id,
        session_id: prepared.sessionId,
        tool: tool.id,
        engine: run.engine,
        model: run.model,
      } satisfies RunStreamData,
    });
    progress(1, `Reading the business context of ${context.company}`);
    const llm = prepared.llm;
    const usage: TokenUsage[] = [];
    // What the output says wrote it: the offline draft saved in a model's place says so.
    let savedEngine: { engine: string; model: string | null } = {
      engine: run.engine,
      model: run.model,
    };
    let content: Record<string, unknown>;
    let narration: string;
    if (!llm) {
      progress(2, `Applying ${tool.label} (offline engine)`);
      await testRunDelay(controller.signal);
      content = offlineOutput(tool, context) as Record<string, unknown>;
      narration = await writeTextChunks(
        writer,
        `${run.id}-text`,
        [...tool.narrate(context, content), `\n_${AGENT_RUN_MESSAGES.offlineLabel}._\n`],
        {
          delayMs: OFFLINE_CHUNK_DELAY_MS,
          signal: controller.signal,
        },
      );
    } else {
      progress(2, `Applying ${tool.label} with ${llm.model}`);
      const { createLanguageModel, runToolOnModel, toModelRunError } =
        await import('../../agents/engine/model');
      const timeout = AbortSignal.timeout(llm.timeoutMs);
      const textId = `${run.id}-text`;
      writer.write({ type: 'text-start', id: textId });
      narration = '';
      try {
        const answered = await runToolOnModel({
          model: createLanguageModel(llm),
          maxRetries: llm.maxRetries,
          tool,
          ctx: context,
          signal: AbortSignal.any([controller.signal, timeout]),
          onUsage: (call) => usage.push(call),
          emit: {
            progress: (label) => progress(2, label),
            text: (delta) => {
              narration += delta;
              writer.write({ type: 'text-delta', id: textId, delta });
            },
            partial: partialWriter(writer, run.id, `${run.id}-partial`),
          },
        });
        content = answered.content as Record<string, unknown>;
        if (answered.outcome === 'fallback') {
          savedEngine = { engine: 'offline', model: null };
          app.logger.warn(
            { runId: run.id, err: answered.shapeError },
            'model answer did not fit its schema: the offline draft was saved',
          );
        }
      } catch (error) {
        if (controller.signal.aborted) throw new RunCancelled();
        throw toModelRunError(error, llm, timeout.aborted);
      }
      const summary = typeof content.summary === 'string' ? `\n\n${content.summary}\n` : '';
      narration += summary;
      if (summary) writer.write({ type: 'text-delta', id: textId, delta: summary });
      writer.write({ type: 'text-end', id: textId });
    }
    if (controller.signal.aborted) throw new RunCancelled();

    progress(3, 'Saving the output');
    const title = tool.title(context);
    const saved = await withTenant(app.db, scope, async (tx) => {
      if (!(await holdsRun(tx, run.id, prepared.attempt))) return null;
      const summary = typeof content.summary === 'string' ? content.summary : null;
      const provider = savedEngine.engine === 'model' ? (llm?.provider ?? null) : null;
      const [output] = prepared.rewriteOf
        ? // A rewrite (decision 075): the output becomes the new text; its sources are this run's.
          await queryRows<{ id: string }>(
            tx,
            sql`update agent_outputs set title = ${title}, summary = ${summary}, content = ${JSON.stringify(content)}::jsonb,
                  engine = ${savedEngine.engine}, model = ${savedEngine.model}, provider = ${provider}, updated_at = now()
                where id = ${prepared.rewriteOf}::uuid returning id`,
          )
        : await queryRows<{ id: string }>(
            tx,
            sql`insert into agent_outputs (org_id, client_id, campaign_id, session_id, agent_type, output_type, title, summary,
                  content, engine, model, provider, saved, created_by)
                values (${prepared.orgId}, ${prepared.clientId}, ${prepared.campaignId}, ${prepared.sessionId}, ${prepared.agentType},
                  ${tool.outputType}, ${title}, ${summary}, ${JSON.stringify(content)}::jsonb, ${savedEngine.engine},
                  ${savedEngine.model}, ${provider}, true, ${prepared.userId})
                returning id`,
          );
      if (!output) throw new AppError('not_found', AGENT_RUN_MESSAGES.outputNotFound);
      if (prepared.rewriteOf)
        await tx.execute(sql`delete from output_sources where output_id = ${output.id}::uuid`);
      await tx.execute(sql`insert into ai_interactions (org_id, user_id, session_id, agent_type)
        values (${prepared.orgId}, ${prepared.userId}, ${prepared.sessionId}, ${prepared.agentType})`);
      await recordAiUsage(tx, {
        orgId: prepared.orgId,
        clientId: prepared.clientId,
        sessionId: prepared.sessionId,
        runId: run.id,
        kind: 'run',
        llm,
        calls: usage,
      });
      await recordSources(tx, {
        outputId: output.id,
        orgId: prepared.orgId,
        sources: await runSources(tx, {
          orgId: prepared.orgId,
          clientId: prepared.clientId,
          campaignId: prepared.campaignId,
          documentIds: run.input.document_ids ?? [],
          company: context.company,
        }),
      });
      const savedOutput = {
        outputId: output.id,
        orgId: prepared.orgId,
        userId: prepared.userId,
        clientId: prepared.clientId,
        campaignId: prepared.campaignId,
        sessionId: prepared.sessionId,
        content,
      };
      if (prepared.rewriteOf) {
        await recordOutputVersion(tx, {
          outputId: output.id,
          engine: savedEngine.engine === 'model' ? 'model' : 'offline',
          userId: prepared.userId,
        });
        // The records the first run made follow the new version (decision 082).
        await tool.onRewritten?.(tx, savedOutput);
      } else await tool.onSaved?.(tx, savedOutput);
      const outputData: OutputStreamData = {
        run_id: run.id,
        output_id: output.id,
        title,
        output_type: tool.outputType,
      };
      await insertMessage(tx, {
        orgId: prepared.orgId,
        sessionId: prepared.sessionId,
        role: 'assistant',
        content: narration.trim(),
        parts: [
          { type: 'text', text: narration.trim() },
          { type: 'data-output', data: outputData },
        ],
      });
      await tx.execute(sql`update agent_runs set status = 'succeeded', output_id = ${output.id}, finished_at = now(),
        heartbeat_at = now() where id = ${run.id}`);
      if (!prepared.rewriteOf)
        await recordWebhookEvent(tx, prepared.orgId, 'output.saved', {
          output_id: output.id,
          title,
          output_type: tool.outputType,
          agent_type: prepared.agentType,
          campaign_id: prepared.campaignId,
          client_id: prepared.clientId,
        });
      await recordWebhookEvent(tx, prepared.orgId, 'run.finished', {
        run_id: run.id,
        session_id: prepared.sessionId,
        tool: prepared.tool.id,
        status: 'succeeded',
        output_id: output.id,
        error: null,
      });
      await tx.execute(
        sql`update agent_sessions set status = 'idle', updated_at = now() where id = ${prepared.sessionId}`,
      );
      return outputData;
    });
    if (!saved) throw new RunCancelled();
    progress(4, 'Done');
    writer.write({ type: 'data-output', data: saved });
  } catch (error) {
    await recordRunFailure(app, {
      scope,
      runId: run.id,
      attempt: prepared.attempt,
      sessionId: prepared.sessionId,
      error,
      aborted: controller.signal.aborted,
      writer,
      logMessage: 'agent run failed',
    });
  } finally {
    clearInterval(heartbeat);
    releaseActiveRun(run.id);
  }
}

/**
 * Beats every HEARTBEAT_MS while this attempt holds the run, so other processes leave it
 * alone; aborts the job once it does not (cancelled, or claimed by another process after
 * this one stalled past STALE_RUN_SECONDS).
 */
export function startHeartbeat(
  app: AppContext,
  prepared: PreparedRun,
  controller: AbortController,
): NodeJS.Timeout {
  const scope = { orgId: prepared.orgId, userId: prepared.userId };
  const timer = setInterval(() => {
    void withTenant(app.db, scope, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`update agent_runs set heartbeat_at = now()
            where id = ${prepared.run.id} and status = 'running' and attempts = ${prepared.attempt} returning id`,
      ),
    )
      .then((rows) => {
        if (rows.length === 0) controller.abort();
      })
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref();
  return timer;
}

/**
 * Test-only: with STRATAGENT_TEST_RUN_DELAY_MS set outside production, an offline run waits
 * that long (or until cancelled) before it narrates, so the multi-process test can stop a
 * server while one of its runs is in progress.
 */
async function testRunDelay(signal: AbortSignal): Promise<void> {
  const ms =
    process.env.NODE_ENV === 'production'
      ? 0
      : Number(process.env.STRATAGENT_TEST_RUN_DELAY_MS ?? 0);
  if (!(ms > 0)) return;
  await sleep(ms, undefined, { signal }).catch(() => undefined);
}

/**
 * Ends a run that threw: cancelled (a RunCancelled or an aborted signal) or failed, frees
 * its session, and tells the stream why. Only messages written for users (a ModelRunError's,
 * an AppError's) reach the run and the stream; anything else (a bug, a database error with
 * its SQL) becomes RUN_FAILED_MESSAGE, its details in the server log.
 */
export async function recordRunFailure(
  app: AppContext,
  opts: {
    scope: { orgId: string; userId: string };
    runId: string;
    attempt: number;
    sessionId: string;
    error: unknown;
    aborted: boolean;
    writer: StreamWriter;
    logMessage: string;
  },
) {
  const { error, runId } = opts;
  const cancelled = error instanceof RunCancelled || opts.aborted;
  const message = cancelled
    ? AGENT_RUN_MESSAGES.cancelled
    : error instanceof ModelRunError || error instanceof AppError
      ? error.message
      : RUN_FAILED_MESSAGE;
  if (!cancelled) {
    const err = loggedModelError(error);
    app.logger.warn({ runId, err }, opts.logMessage);
  }
  await withTenant(app.db, opts.scope, async (tx) => {
    // A run cancelled meanwhile, or claimed by another process, is not this attempt's to end.
    if (!(await holdsRun(tx, runId, opts.attempt))) return;
    await tx.execute(sql`update agent_runs set status = ${cancelled ? 'cancelled' : 'failed'}, error = ${message},
      finished_at = now() where id = ${runId}`);
    const [run] = await queryRows<{ tool: string }>(
      tx,
      sql`select tool from agent_runs where id = ${runId}`,
    );
    await recordWebhookEvent(tx, opts.scope.orgId, 'run.finished', {
      run_id: runId,
      session_id: opts.sessionId,
      tool: run?.tool ?? null,
      status: cancelled ? 'cancelled' : 'failed',
      output_id: null,
      error: message,
    });
    await tx.execute(
      sql`update agent_sessions set status = 'idle', updated_at = now() where id = ${opts.sessionId}`,
    );
  }).catch((err) => app.logger.error({ err, runId }, 'recording the run failure failed'));
  opts.writer.write({ type: 'error', errorText: message });
}

/** Cancels a queued or running run: the row first (other processes see it), then the local job. */
export async function cancelRun(
  app: AppContext,
  scope: { orgId: string; userId: string },
  sessionId: string,
  runId: string,
) {
  return withTenant(app.db, scope, async (tx) => {
    const run = await findRun(tx, sessionId, runId);
    if (run.status !== 'queued' && run.status !== 'running') {
      throw new AppError('conflict', AGENT_RUN_MESSAGES.notCancellable);
    }
    await tx.execute(sql`update agent_runs set status = 'cancelled', error = ${AGENT_RUN_MESSAGES.cancelled}, finished_at = now()
      where id = ${runId}`);
    await tx.execute(
      sql`update agent_sessions set status = 'idle', updated_at = now() where id = ${sessionId}`,
    );
    abortActiveRun(runId);
    return findRun(tx, sessionId, runId);
  });
}
