/**
 * The Quick Start pipeline as one durable run: the answers fill the business context where
 * it is empty, then the strategy agent's SWOT, three personas of the persona agent and a
 * quick marketing plan are produced in turn, each saved as its own output under its own
 * agent (so the intelligence readiness counts them), with a progress step for each.
 */
import type { PersonaFacts } from '../../agents/persona/offline';
import { sql } from 'drizzle-orm';
import { type OutputStreamData, type ProgressData, type RunStreamData } from '@/shared/agent-runs';
import { MARKETING_MODE_INFO } from '@/shared/marketing-plan';
import { PERSONA_OUTPUT_TYPE, PERSONA_TOOL } from '@/shared/persona';
import {
  QUICK_START_ANSWERS_REQUIRED,
  QUICK_START_PERSONA_COUNT,
  QUICK_START_STEPS,
} from '@/shared/quick-start';
import { parseQuickStartAnswers } from '@/shared/quick-start-schema';
import type { QuickStartAnswers } from '@/shared/dashboard';
import { queryRows, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { recordWebhookEvent } from '../webhooks/record-event';
import type { AppContext } from '../../context';
import { registerActiveRun, releaseActiveRun } from '../../agents/engine/active-runs';
import { loadAgentContext } from '../../agents/engine/load-context';
import type { TokenUsage } from '../../agents/engine/model';
import { partialWriter, writeTextChunks, type StreamWriter } from '../../agents/engine/stream';
import type { AgentContext, AgentTool } from '../../agents/engine/types';
import { withQuickStartBrief } from '../../agents/quick-start';
import { findTool } from '../../agents/registry';
import {
  OFFLINE_CHUNK_DELAY_MS,
  recordRunFailure,
  RunCancelled,
  startHeartbeat,
} from './execute-run';
import { recordSources, runSources } from '../outputs/output-sources';
import { recordAiUsage } from '../ai-usage/record-usage';
import { holdsRun, insertMessage } from './queries';
import type { PreparedRun } from './start-run';
import { offlineOutput } from '../../agents/engine/complete-output';

/** Fills the business context's empty fields from the answers (never overwrites). */
async function groundBusinessContext(tx: Tx, orgId: string, userId: string, a: QuickStartAnswers) {
  await tx.execute(sql`insert into business_contexts (org_id, details, updated_by) values (${orgId}, '{}'::jsonb, ${userId})
    on conflict (org_id) do nothing`);
  await tx.execute(sql`update business_contexts set
      description = coalesce(nullif(trim(description), ''), ${a.company}),
      details = jsonb_build_object('targetMarket', ${a.audience}::text, 'goals', jsonb_build_array(${a.goal}::text)) || details
        - (case when coalesce(details->>'targetMarket', '') = '' then 'targetMarket' else '' end)
        - (case when jsonb_typeof(details->'goals') = 'array' and jsonb_array_length(details->'goals') > 0 then '' else 'goals' end),
      updated_at = now()
    where org_id = ${orgId}`);
}

/**
 * A pipeline claimed after its process stopped starts again from its first step: the
 * outputs and interactions an earlier attempt saved (everything in the session since the
 * run was created, as a session holds one active run) go, so the run ends with one set.
 */
async function dropEarlierAttempts(tx: Tx, prepared: PreparedRun) {
  const since = prepared.run.created_at;
  await tx.execute(
    sql`delete from agent_outputs where session_id = ${prepared.sessionId} and created_at >= ${since}`,
  );
  await tx.execute(
    sql`delete from ai_interactions where session_id = ${prepared.sessionId} and created_at >= ${since}`,
  );
}

type Saved = OutputStreamData & { agent_type: string };

export async function executePipeline(
  app: AppContext,
  prepared: PreparedRun,
  writer: StreamWriter,
): Promise<void> {
  const { run } = prepared;
  const scope = { orgId: prepared.orgId, userId: prepared.userId };
  const controller = registerActiveRun(run.id);
  const total = QUICK_START_STEPS.length;
  const progress = (step: number, label: string) =>
    writer.write({
      type: 'data-progress',
      data: { run_id: run.id, step, total, label } satisfies ProgressData,
    });
  const heartbeat = startHeartbeat(app, prepared, controller);

  const saved: Saved[] = [];
  const usage: TokenUsage[] = [];
  let narration = '';
  const llm = prepared.llm;
  const say = async (chunks: string[], id: string) => {
    if (llm) {
      const text = chunks.join('');
      writer.write({ type: 'text-start', id });
      writer.write({ type: 'text-delta', id, delta: text });
      writer.write({ type: 'text-end', id });
      narration += text;
      return;
    }
    narration += await writeTextChunks(writer, id, chunks, {
      delayMs: OFFLINE_CHUNK_DELAY_MS,
      signal: controller.signal,
    });
  };

  // Outputs the offline draft wrote in the model's place (decision 076): saved as offline.
  const offlineDrafts = new WeakSet<object>();
  // Each model answer streams as its own preview, shown until its output is saved.
  let answers = 0;
  const produce = async (tool: AgentTool, ctx: AgentContext): Promise<Record<string, unknown>> => {
    if (!llm) return offlineOutput(tool, ctx) as Record<string, unknown>;
    const partialId = `${run.id}-partial-${answers++}`;
    const { createLanguageModel, runToolOnModel, toModelRunError } =
      await import('../../agents/engine/model');
    const timeout = AbortSignal.timeout(llm.timeoutMs);
    try {
      const answered = await runToolOnModel({
        model: createLanguageModel(llm),
        maxRetries: llm.maxRetries,
        tool,
        ctx,
        signal: AbortSignal.any([controller.signal, timeout]),
        emit: {
          progress: () => undefined,
          text: () => undefined,
          partial: partialWriter(writer, run.id, partialId),
        },
        onUsage: (call) => usage.push(call),
      });
      const content = answered.content as Record<string, unknown>;
      if (answered.outcome === 'fallback') {
        offlineDrafts.add(content);
        app.logger.warn(
          { runId: run.id, tool: tool.id, err: answered.shapeError },
          'model answer did not fit its schema: the offline draft was saved',
        );
      }
      return content;
    } catch (error) {
      if (controller.signal.aborted) throw new RunCancelled();
      throw toModelRunError(error, llm, timeout.aborted);
    }
  };

  const save = async (
    agentType: string,
    tool: AgentTool,
    ctx: AgentContext,
    content: Record<string, unknown>,
  ) => {
    if (controller.signal.aborted) throw new RunCancelled();
    const title = tool.title(ctx);
    const row = await withTenant(app.db, scope, async (tx) => {
      if (!(await holdsRun(tx, run.id, prepared.attempt))) return null;
      const [output] = await queryRows<{ id: string }>(
        tx,
        sql`insert into agent_outputs (org_id, client_id, campaign_id, session_id, agent_type, output_type, title, summary,
              content, engine, model, provider, saved, created_by)
            values (${prepared.orgId}, ${prepared.clientId}, ${prepared.campaignId}, ${prepared.sessionId}, ${agentType},
              ${tool.outputType}, ${title}, ${typeof content.summary === 'string' ? content.summary : null},
              ${JSON.stringify(content)}::jsonb, ${offlineDrafts.has(content) ? 'offline' : run.engine},
              ${offlineDrafts.has(content) ? null : run.model},
              ${offlineDrafts.has(content) ? null : (prepared.llm?.provider ?? null)}, true, ${prepared.userId})
            returning id`,
      );
      await tx.execute(sql`insert into ai_interactions (org_id, user_id, session_id, agent_type)
        values (${prepared.orgId}, ${prepared.userId}, ${prepared.sessionId}, ${agentType})`);
      await recordWebhookEvent(tx, prepared.orgId, 'output.saved', {
        output_id: output!.id,
        title,
        output_type: tool.outputType,
        agent_type: agentType,
        campaign_id: prepared.campaignId,
        client_id: prepared.clientId,
      });
      await recordSources(tx, {
        outputId: output!.id,
        orgId: prepared.orgId,
        sources: await runSources(tx, {
          orgId: prepared.orgId,
          clientId: prepared.clientId,
          campaignId: prepared.campaignId,
          documentIds: run.input.document_ids ?? [],
          company: ctx.company,
        }),
      });
      return output!;
    });
    if (!row) throw new RunCancelled();
    const data: Saved = {
      run_id: run.id,
      output_id: row.id,
      title,
      output_type: tool.outputType,
      agent_type: agentType,
    };
    saved.push(data);
    writer.write({
      type: 'data-output',
      data: { run_id: run.id, output_id: row.id, title, output_type: tool.outputType },
    });
    return data;
  };

  try {
    writer.write({
      type: 'data-run',
      data: {
        run_id: run.id,
        session_id: prepared.sessionId,
        tool: prepared.tool.id,
        engine: run.engine,
        model: run.model,
      } satisfies RunStreamData,
    });
    const answers = parseQuickStartAnswers(prepared.context.message);
    if (!answers) throw new AppError('validation_error', QUICK_START_ANSWERS_REQUIRED);
    const swot = findTool('strategy', 'swot');
    const persona = findTool('persona', PERSONA_TOOL);
    const plan = findTool('marketing_strategy', MARKETING_MODE_INFO.quick.tool);
    if (!swot || !persona || !plan)
      throw new Error('An agent of the Quick Start pipeline is not available');

    // The answers become the business context where it is empty, then the context is read again.
    const ctx = await withTenant(app.db, scope, async (tx) => {
      if (prepared.attempt > 1) {
        if (!(await holdsRun(tx, run.id, prepared.attempt))) throw new RunCancelled();
        await dropEarlierAttempts(tx, prepared);
      }
      await groundBusinessContext(tx, prepared.orgId, prepared.userId, answers);
      return loadAgentContext(tx, {
        orgId: prepared.orgId,
        sessionId: null,
        campaignId: prepared.campaignId,
        message: prepared.context.message,
      });
    });
    const base: AgentContext = { ...ctx, documents: prepared.context.documents, message: null };

    progress(1, QUICK_START_STEPS[0]);
    const swotContent = await produce(swot, base);
    await say(
      [`Strategy: a SWOT analysis of ${ctx.company}. `, `${String(swotContent.summary ?? '')}\n\n`],
      `${run.id}-strategy`,
    );
    const swotSaved = await save('strategy', swot, base, swotContent);

    progress(2, QUICK_START_STEPS[1]);
    let personaCtx: AgentContext = {
      ...base,
      outputs: [
        {
          id: swotSaved.output_id,
          agentType: 'strategy',
          outputType: 'swot',
          title: swotSaved.title,
          summary: String(swotContent.summary ?? ''),
        },
      ],
    };
    for (let i = 0; i < QUICK_START_PERSONA_COUNT; i += 1) {
      const content = await produce(persona, personaCtx);
      const p = await save('persona', persona, personaCtx, content);
      await say(
        [`Persona ${i + 1} of ${QUICK_START_PERSONA_COUNT}: ${String(content.name ?? p.title)}. `],
        `${run.id}-persona-${i}`,
      );
      // The next persona knows this one, so it takes another name (the persona agent's facts).
      const known = (personaCtx.facts as PersonaFacts | undefined)?.existing ?? [];
      personaCtx = {
        ...personaCtx,
        facts: {
          existing: [
            ...known,
            { name: String(content.name ?? ''), segment: String(content.segment ?? '') },
          ],
        } satisfies PersonaFacts,
        outputs: [
          ...personaCtx.outputs,
          {
            id: p.output_id,
            agentType: 'persona',
            outputType: PERSONA_OUTPUT_TYPE,
            title: p.title,
            summary: null,
          },
        ],
      };
    }

    progress(3, QUICK_START_STEPS[2]);
    const planCtx = withQuickStartBrief({
      ...base,
      message: prepared.context.message,
      outputs: personaCtx.outputs,
    });
    const planContent = await produce(plan, planCtx);
    await say([`\n\nMarketing plan: ${String(planContent.summary ?? '')}\n`], `${run.id}-plan`);
    const planSaved = await save('marketing_strategy', plan, planCtx, planContent);

    const finished = await withTenant(app.db, scope, async (tx) => {
      if (!(await holdsRun(tx, run.id, prepared.attempt))) return false;
      await insertMessage(tx, {
        orgId: prepared.orgId,
        sessionId: prepared.sessionId,
        role: 'assistant',
        content: narration.trim(),
        parts: [
          { type: 'text', text: narration.trim() },
          ...saved.map(({ agent_type: _agent, ...data }) => ({ type: 'data-output', data })),
        ],
      });
      await recordAiUsage(tx, {
        orgId: prepared.orgId,
        clientId: prepared.clientId,
        sessionId: prepared.sessionId,
        runId: run.id,
        kind: 'run',
        llm,
        calls: usage,
      });
      await tx.execute(sql`update agent_runs set status = 'succeeded', output_id = ${planSaved.output_id}, finished_at = now(),
        heartbeat_at = now() where id = ${run.id}`);
      await recordWebhookEvent(tx, prepared.orgId, 'run.finished', {
        run_id: run.id,
        session_id: prepared.sessionId,
        tool: prepared.tool.id,
        status: 'succeeded',
        output_id: planSaved.output_id,
        error: null,
      });
      await tx.execute(
        sql`update agent_sessions set status = 'idle', updated_at = now() where id = ${prepared.sessionId}`,
      );
      return true;
    });
    if (!finished) throw new RunCancelled();
  } catch (error) {
    await recordRunFailure(app, {
      scope,
      runId: run.id,
      attempt: prepared.attempt,
      sessionId: prepared.sessionId,
      error,
      aborted: controller.signal.aborted,
      writer,
      logMessage: 'quick start pipeline failed',
    });
  } finally {
    clearInterval(heartbeat);
    releaseActiveRun(run.id);
  }
}
