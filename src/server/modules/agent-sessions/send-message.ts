/**
 * A conversational turn: the user's message is stored, the agent answers (model, or the
 * offline engine's grounded answer) as a stream, and the answer is stored and counted.
 */
import { sql } from 'drizzle-orm';
import type { ModelMessage } from 'ai';
import { AGENT_RUN_MESSAGES, type MessageStreamData } from '@/shared/agent-runs';
import { RUN_FAILED_MESSAGE } from '@/shared/model-errors';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../context';
import type { LlmConfig } from '../../config';
import { recordAiUsage } from '../ai-usage/record-usage';
import { modelEnvOf, resolveRunLlm } from '../ai-usage/model-settings';
import { describeContext } from '../../agents/engine/describe-context';
import { loadAgentContext } from '../../agents/engine/load-context';
import type { TokenUsage } from '../../agents/engine/model';
import { loggedModelError, ModelRunError } from '../../agents/engine/model-error';
import { loadPassages, retrieve, type Passage } from '../../agents/engine/fact-retrieval';
import { offlineChatAnswer } from '../../agents/engine/offline-chat';
import { writeTextChunks, type StreamWriter } from '../../agents/engine/stream';
import type { AgentContext } from '../../agents/engine/types';
import { registeredAgent } from '../../agents/registry';
import { findSession, insertMessage, selectMessages } from './queries';
import {
  loadInterviewPersona,
  offlinePersonaAnswer,
  personaInterviewSystem,
  type InterviewPersona,
} from './persona-interview';
import { OFFLINE_CHUNK_DELAY_MS } from './execute-run';

type Scope = { orgId: string; userId: string };
type Prepared = {
  scope: Scope;
  sessionId: string;
  agentType: string;
  context: AgentContext;
  history: ModelMessage[];
  /** A persona interview: the persona answers in character. */
  persona: InterviewPersona | null;
  clientId: string | null;
  /** The model (client -> organization -> server, decision 048); undefined = offline. */
  llm: LlmConfig | undefined;
  /** Offline: the passages of the organization's material that answer the message. */
  passages: Passage[];
};

/** The text of a request body: `{ content }`, or the last user message of useChat's `{ messages }`. */
export function messageText(body: {
  content?: string | undefined;
  messages?:
    | {
        role: string;
        content?: string | undefined;
        parts?: { type: string; text?: string | undefined }[] | undefined;
      }[]
    | undefined;
}): string {
  if (body.content?.trim()) return body.content.trim();
  const last = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
  const text =
    last?.parts
      ?.filter((p) => p.type === 'text')
      .map((p) => p.text ?? '')
      .join('') ??
    last?.content ??
    '';
  return text.trim();
}

export async function prepareMessage(
  app: AppContext,
  scope: Scope,
  sessionId: string,
  content: string,
): Promise<Prepared> {
  if (!content)
    throw new AppError('validation_error', AGENT_RUN_MESSAGES.messageRequired, {
      field: 'content',
    });
  if (content.length > 5000)
    throw new AppError('validation_error', 'Messages are limited to 5000 characters', {
      field: 'content',
    });
  return withTenant(app.db, scope, async (tx) => {
    const session = await findSession(tx, sessionId);
    const context = await loadAgentContext(tx, {
      orgId: scope.orgId,
      sessionId,
      campaignId: session.campaign_id,
      message: content,
    });
    const persona = session.mode === 'interview' ? await loadInterviewPersona(tx, sessionId) : null;
    await insertMessage(tx, { orgId: scope.orgId, sessionId, role: 'user', content });
    await tx.execute(sql`update agent_sessions set updated_at = now() where id = ${sessionId}`);
    const history = (await selectMessages(tx, sessionId, 20))
      .filter((m) => m.role !== 'system' && m.content.trim())
      .map((m): ModelMessage =>
        m.role === 'user'
          ? { role: 'user', content: m.content }
          : { role: 'assistant', content: m.content },
      );
    const llm = await resolveRunLlm(tx, modelEnvOf(app), scope.orgId, session.client_id);
    // The same retrieval grounds both engines: offline it is the answer, with a model it is
    // the material the model is told to quote (an interview speaks as the persona instead).
    const passages = persona
      ? []
      : retrieve(await loadPassages(tx, context, { clientId: session.client_id }), content);
    return {
      scope,
      sessionId,
      agentType: session.agent_type,
      context,
      history,
      persona,
      clientId: session.client_id,
      llm,
      passages,
    };
  });
}

/**
 * The organization's passages retrieved for the question, for the model to build on: each
 * with where it comes from, and the rule to quote and name a source rather than invent one.
 */
function groundingLines(passages: readonly Passage[]): string[] {
  if (!passages.length) return [];
  return [
    '',
    "What the organization's own material says about this question (use it where it applies, quote it and name its source; never invent a figure or a source):",
    ...passages.map((p) => `- [${p.source.title}] ${p.text.replace(/\s+/g, ' ').trim()}`),
  ];
}

export async function answerMessage(
  app: AppContext,
  p: Prepared,
  writer: StreamWriter,
): Promise<void> {
  const agent = registeredAgent(p.agentType);
  const textId = `answer-${Date.now()}`;
  let answer: string;
  let model: string | null = null;
  const usage: TokenUsage[] = [];
  const llm = p.llm;
  try {
    if (!llm) {
      const chunks = p.persona
        ? offlinePersonaAnswer(p.persona.content, p.context.message ?? '', p.context)
        : offlineChatAnswer(agent, p.agentType, p.context, p.passages);
      answer = await writeTextChunks(writer, textId, chunks, {
        delayMs: OFFLINE_CHUNK_DELAY_MS,
      });
    } else {
      model = llm.model;
      const { answerOnModel, createLanguageModel, toModelRunError } =
        await import('../../agents/engine/model');
      const timeout = AbortSignal.timeout(llm.timeoutMs);
      writer.write({ type: 'text-start', id: textId });
      try {
        answer = await answerOnModel({
          model: createLanguageModel(llm),
          maxRetries: llm.maxRetries,
          system: p.persona
            ? personaInterviewSystem(p.persona.content, p.context)
            : [
                agent?.persona ??
                  `You are the ${p.agentType} agent of Stratagent, a marketing-intelligence assistant.`,
                'Answer specifically for this organization, concisely. If you lack its industry, audience or goal, ask for them.',
                '',
                describeContext({ ...p.context, message: null }),
                ...groundingLines(p.passages),
              ].join('\n'),
          messages: p.history,
          signal: timeout,
          onDelta: (delta) => writer.write({ type: 'text-delta', id: textId, delta }),
          onUsage: (call) => usage.push(call),
        });
      } catch (error) {
        throw toModelRunError(error, llm, timeout.aborted);
      } finally {
        writer.write({ type: 'text-end', id: textId });
      }
    }
  } catch (error) {
    const fromModel = error instanceof ModelRunError;
    app.logger.warn(
      { sessionId: p.sessionId, err: loggedModelError(error) },
      'agent answer failed',
    );
    writer.write({ type: 'error', errorText: fromModel ? error.message : RUN_FAILED_MESSAGE });
    return;
  }
  const messageId = await withTenant(app.db, p.scope, async (tx) => {
    const id = await insertMessage(tx, {
      orgId: p.scope.orgId,
      sessionId: p.sessionId,
      role: 'assistant',
      content: answer.trim(),
      parts: [
        { type: 'text', text: answer.trim() },
        ...(model ? [] : [{ type: 'data-engine', data: { engine: 'offline' } }]),
      ],
    });
    await tx.execute(sql`insert into ai_interactions (org_id, user_id, session_id, agent_type)
      values (${p.scope.orgId}, ${p.scope.userId}, ${p.sessionId}, ${p.agentType})`);
    await recordAiUsage(tx, {
      orgId: p.scope.orgId,
      clientId: p.clientId,
      sessionId: p.sessionId,
      runId: null,
      kind: 'message',
      llm,
      calls: usage,
    });
    return id;
  });
  writer.write({
    type: 'data-message',
    data: { message_id: messageId } satisfies MessageStreamData,
  });
}
