/**
 * The model path: the configured provider through the AI SDK, structured output with the
 * tool's own zod schema, and errors turned into sentences a user can act on. Its callers
 * import it when they call a model (decision 050): the AI SDK is not on the start's path.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  JSONParseError,
  LoadAPIKeyError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  NoSuchModelError,
  Output,
  RetryError,
  TypeValidationError,
  streamText,
  type LanguageModel,
  type ModelMessage,
} from 'ai';
import { MODEL_ANSWER_MESSAGES, MODEL_ERROR_MESSAGES } from '@/shared/model-errors';
import type { LlmConfig } from '../../config';
import { offlineOutput, completeOutput } from './complete-output';
import { keepComputedFigures } from './computed-figures';
import { ModelRunError } from './model-error';
import { citedPassagesOnly, promptFacts } from './prompt-facts';
import type { AgentContext, AgentTool } from './types';

export function createLanguageModel(llm: LlmConfig): LanguageModel {
  switch (llm.provider) {
    case 'openai':
      return createOpenAI({ apiKey: llm.apiKey, baseURL: llm.baseUrl, fetch: llm.fetch }).chat(
        llm.model,
      );
    case 'anthropic':
      return createAnthropic({ apiKey: llm.apiKey, baseURL: llm.baseUrl, fetch: llm.fetch })(
        llm.model,
      );
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: llm.baseUrl ?? 'http://127.0.0.1:11434/v1',
        apiKey: llm.apiKey,
        fetch: llm.fetch,
        // Ollama, vLLM and llama.cpp accept a JSON schema as response_format.
        supportsStructuredOutputs: true,
        // The streamed answer ends with the tokens used (recorded as AI usage, decision 048).
        includeUsage: true,
      }).chatModel(llm.model);
  }
}

/**
 * The provider's error as a ModelRunError with a sentence the user can act on; the cause
 * (with its URL, body and the request's prompt) stays out of its logged details.
 */
export function toModelRunError(error: unknown, llm: LlmConfig, timedOut: boolean): ModelRunError {
  if (error instanceof ModelRunError) return error;
  const message = describeModelError(error, llm, timedOut);
  return new ModelRunError(message, {
    cause: error,
    details: { message, cause: withoutSecret(modelErrorDetails(error), llm.apiKey) },
  });
}

/**
 * Details with every copy of the API key replaced: providers quote a wrong key back
 * ("Incorrect API key provided: sk-…"), and the organization's key must not reach the log.
 */
export function withoutSecret(
  details: Record<string, unknown>,
  secret: string | undefined,
): Record<string, unknown> {
  if (!secret) return details;
  const json = JSON.stringify(details).split(secret).join('[redacted]');
  return JSON.parse(json) as Record<string, unknown>;
}

function describeModelError(error: unknown, llm: LlmConfig, timedOut: boolean): string {
  if (timedOut) return MODEL_ERROR_MESSAGES.timedOut(Math.round(llm.timeoutMs / 1000));
  if (RetryError.isInstance(error)) return describeModelError(error.lastError, llm, false);
  if (LoadAPIKeyError.isInstance(error)) return MODEL_ERROR_MESSAGES.missingKey;
  if (NoSuchModelError.isInstance(error)) return MODEL_ERROR_MESSAGES.unknownModel;
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (!status) return MODEL_ERROR_MESSAGES.unreachable;
    if (status < 400) return MODEL_ERROR_MESSAGES.interrupted;
    if (status === 401 || status === 403) return MODEL_ERROR_MESSAGES.refused;
    if (status === 404) return MODEL_ERROR_MESSAGES.unknownModel;
    if (status === 429) return MODEL_ERROR_MESSAGES.rateLimited;
    return status >= 500
      ? MODEL_ERROR_MESSAGES.providerDown(status)
      : MODEL_ERROR_MESSAGES.rejected(status);
  }
  if (
    NoObjectGeneratedError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error)
  ) {
    return MODEL_ERROR_MESSAGES.badShape;
  }
  if (NoOutputGeneratedError.isInstance(error)) return MODEL_ERROR_MESSAGES.stopped;
  const message = error instanceof Error ? error.message : String(error);
  if (/terminated|socket|ECONNRESET|aborted|premature|closed/i.test(message)) {
    return MODEL_ERROR_MESSAGES.interrupted;
  }
  return MODEL_ERROR_MESSAGES.failed;
}

const LOGGED_MESSAGE_CHARS = 500;

/**
 * What the server log keeps of a model failure: enough to diagnose it (error class, HTTP
 * status, the endpoint without its query string, the provider's message), never the
 * request body (the prompt: business context, documents), the response body or the
 * model's output (JSON and validation errors quote it).
 */
export function modelErrorDetails(error: unknown): Record<string, unknown> {
  if (error instanceof ModelRunError) return error.details;
  if (RetryError.isInstance(error))
    return {
      name: error.name,
      attempts: error.errors.length,
      last: modelErrorDetails(error.lastError),
    };
  if (APICallError.isInstance(error)) {
    return {
      name: error.name,
      statusCode: error.statusCode,
      url: endpointOf(error.url),
      isRetryable: error.isRetryable,
      message: error.message.slice(0, LOGGED_MESSAGE_CHARS),
      ...(error.cause ? { cause: modelErrorDetails(error.cause) } : {}),
    };
  }
  if (
    NoObjectGeneratedError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error)
  ) {
    return { name: error.name };
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return {
      name: error.name,
      ...(typeof code === 'string' ? { code } : {}),
      message: error.message.slice(0, LOGGED_MESSAGE_CHARS),
    };
  }
  return { message: String(error).slice(0, LOGGED_MESSAGE_CHARS) };
}

/** Some providers take the key in the query string (`?key=`): keep origin and path only. */
function endpointOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return 'unparsable URL';
  }
}

type Emit = {
  progress(label: string): void;
  text(delta: string): void;
  /** The structured answer as it stands, at most every PARTIAL_EVERY_MS while it streams. */
  partial?(content: Record<string, unknown>): void;
};

/** How often a streaming answer is shown as it grows: smooth enough, without flooding the stream. */
const PARTIAL_EVERY_MS = 120;

/** The tokens a model call used, as the provider reported them (0 when it did not). */
export type TokenUsage = { inputTokens: number; outputTokens: number };

async function usageOf(result: {
  totalUsage: PromiseLike<{ inputTokens: number | undefined; outputTokens: number | undefined }>;
}): Promise<TokenUsage> {
  const usage = await result.totalUsage;
  return { inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 };
}

/** How a tool's structured answer was obtained (decision 076). */
export type ModelOutcome = 'valid' | 'repaired' | 'fallback';

export type ModelToolResult = {
  /** The finished content (completeOutput): the model's, or the offline draft on fallback. */
  content: unknown;
  outcome: ModelOutcome;
  /**
   * Why the answers did not fit the schema (error class, the fields and codes of the issues),
   * for the server log only: never the answer itself, which quotes the prompt.
   */
  shapeError?: Record<string, unknown>;
};

/** The most schema issues a repair request lists. */
const REPAIR_ISSUES = 12;

type Attempt =
  | { ok: true; value: unknown }
  | { ok: false; text: string; problem: string; logged: Record<string, unknown> };

const isShapeError = (error: unknown) =>
  NoObjectGeneratedError.isInstance(error) ||
  JSONParseError.isInstance(error) ||
  TypeValidationError.isInstance(error);

/** The answer's JSON, without the Markdown fence some models put around it. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  let body = text.trim();
  if (body.startsWith('```')) body = body.slice(body.indexOf('\n') + 1);
  if (body.endsWith('```')) body = body.slice(0, -3);
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

/** One structured request, streamed: says which sections are being written, then checks the answer against the tool's schema. */
async function askForObject(
  opts: {
    model: LanguageModel;
    maxRetries: number;
    tool: AgentTool;
    signal: AbortSignal;
    emit: Emit;
    onUsage?: (usage: TokenUsage) => void;
  },
  system: string,
  messages: ModelMessage[],
): Promise<Attempt> {
  const { tool, emit } = opts;
  let failure: unknown;
  const result = streamText({
    model: opts.model,
    system,
    messages,
    output: Output.object({ schema: tool.schema }),
    abortSignal: opts.signal,
    maxRetries: opts.maxRetries,
    onError: ({ error }) => {
      failure ??= error;
    },
  });
  const seen = new Set<string>();
  let shownAt = 0;
  let latest: Record<string, unknown> | null = null;
  for await (const partial of result.partialOutputStream) {
    if (!partial || typeof partial !== 'object') continue;
    latest = partial as Record<string, unknown>;
    for (const key of Object.keys(partial)) {
      if (seen.has(key)) continue;
      seen.add(key);
      emit.text(`Writing ${key.replace(/_/g, ' ')}… `);
    }
    if (emit.partial && performance.now() - shownAt >= PARTIAL_EVERY_MS) {
      shownAt = performance.now();
      emit.partial(latest);
    }
  }
  if (latest && emit.partial) emit.partial(latest);
  if (failure && !isShapeError(failure)) throw failure;
  let output: unknown;
  let outputError: unknown = failure;
  if (!outputError)
    try {
      output = await result.output;
    } catch (error) {
      if (!isShapeError(error)) throw error;
      outputError = error;
    }
  if (!outputError) {
    const parsed = tool.schema.safeParse(output);
    if (parsed.success) {
      opts.onUsage?.(await usageOf(result));
      return { ok: true, value: parsed.data };
    }
  }
  const text = await Promise.resolve(result.text).catch(() => '');
  opts.onUsage?.(await usageOf(result).catch(() => ({ inputTokens: 0, outputTokens: 0 })));
  const json = parseJson(text);
  if (!json.ok)
    return {
      ok: false,
      text,
      problem: 'The answer was not valid JSON.',
      logged: { name: outputError ? modelErrorDetails(outputError).name : 'JSONParseError' },
    };
  const parsed = tool.schema.safeParse(json.value);
  // The SDK refused what is valid once a fence is taken off: the answer fits.
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.slice(0, REPAIR_ISSUES);
  return {
    ok: false,
    text,
    problem: issues
      .map((i) => `- ${i.path.length ? i.path.join('.') : '(the whole answer)'}: ${i.message}`)
      .join('\n'),
    logged: {
      name: 'TypeValidationError',
      issues: issues.map((i) => ({ path: i.path.join('.'), code: i.code })),
    },
  };
}

/**
 * Runs one tool on the model (decision 076): the tool's prompt plus the facts every prompt
 * carries (prompt-facts.ts); the answer is checked against the tool's schema, and an answer
 * that does not fit is sent back once with what was wrong. One that still does not fit gives
 * way to the offline draft, with a note saying so; the reason goes to `shapeError` (the log),
 * never the answer. A fitting answer keeps only the passages it was given, takes the figures
 * computed in code back, and is finished as every output is (completeOutput). A provider's
 * failure (refused, down, cut, timed out) is thrown as before: the run fails and can be retried.
 */
export async function runToolOnModel(opts: {
  model: LanguageModel;
  maxRetries: number;
  tool: AgentTool;
  ctx: AgentContext;
  signal: AbortSignal;
  emit: Emit;
  /** Told the tokens used once each call has answered. */
  onUsage?: (usage: TokenUsage) => void;
}): Promise<ModelToolResult> {
  const { tool, ctx, emit } = opts;
  let draft: unknown = null;
  try {
    draft = offlineOutput(tool, ctx);
  } catch {
    // A tool whose offline engine cannot draft this context: no figures to give, no fallback.
  }
  const facts = promptFacts(tool, ctx, draft);
  const prompt = tool.buildPrompt(ctx);
  const system = `${prompt.system}\n${facts.rules}`;
  const messages: ModelMessage[] = [{ role: 'user', content: `${prompt.prompt}\n\n${facts.text}` }];
  let attempt = await askForObject(opts, system, messages);
  let outcome: ModelOutcome = 'valid';
  if (!attempt.ok) {
    const first = attempt;
    emit.text(`\n${MODEL_ANSWER_MESSAGES.repairing}\n`);
    attempt = await askForObject(opts, system, [
      ...messages,
      { role: 'assistant', content: first.text || '(no answer)' },
      { role: 'user', content: MODEL_ANSWER_MESSAGES.repairRequest(first.problem) },
    ]);
    outcome = 'repaired';
    if (!attempt.ok) {
      const shapeError = { first: first.logged, repair: attempt.logged };
      if (draft === null)
        throw new ModelRunError(MODEL_ERROR_MESSAGES.badShape, { details: shapeError });
      emit.text(`\n${MODEL_ANSWER_MESSAGES.fallback}\n`);
      return { content: withFallbackNote(tool, draft), outcome: 'fallback', shapeError };
    }
  }
  const cited = citedPassagesOnly(ctx, facts.passages, attempt.value);
  const figured = draft === null ? cited : keepComputedFigures(draft, cited);
  const content = tool.schema.safeParse(figured).success ? figured : cited;
  return { content: completeOutput(tool, ctx, content), outcome };
}

/** The offline draft saved in the model's place, saying so where every output lists what it assumed. */
function withFallbackNote(tool: AgentTool, draft: unknown): unknown {
  const record = draft as { assumptions?: unknown };
  if (!Array.isArray(record?.assumptions)) return draft;
  const noted = { ...record, assumptions: [MODEL_ANSWER_MESSAGES.fallback, ...record.assumptions] };
  return tool.schema.safeParse(noted).success ? noted : draft;
}

/** A conversational answer from the model, streamed as text deltas. */
export async function answerOnModel(opts: {
  model: LanguageModel;
  maxRetries: number;
  system: string;
  messages: ModelMessage[];
  signal: AbortSignal;
  onDelta: (delta: string) => void;
  /** Told the tokens used once the call has answered. */
  onUsage?: (usage: TokenUsage) => void;
}): Promise<string> {
  let failure: unknown;
  const result = streamText({
    model: opts.model,
    system: opts.system,
    messages: opts.messages,
    abortSignal: opts.signal,
    maxRetries: opts.maxRetries,
    onError: ({ error }) => {
      failure ??= error;
    },
  });
  let text = '';
  for await (const delta of result.textStream) {
    text += delta;
    opts.onDelta(delta);
  }
  if (failure) throw failure;
  if (!text.trim()) throw new ModelRunError(MODEL_ERROR_MESSAGES.empty);
  opts.onUsage?.(await usageOf(result));
  return text;
}
