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
import { MODEL_ERROR_MESSAGES } from '@/shared/model-errors';
import type { LlmConfig } from '../../config';
import { ModelRunError } from './model-error';
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

type Emit = { progress(label: string): void; text(delta: string): void };

/** The tokens a model call used, as the provider reported them (0 when it did not). */
export type TokenUsage = { inputTokens: number; outputTokens: number };

async function usageOf(result: {
  totalUsage: PromiseLike<{ inputTokens: number | undefined; outputTokens: number | undefined }>;
}): Promise<TokenUsage> {
  const usage = await result.totalUsage;
  return { inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 };
}

/** Runs one tool on the model: streams which sections are being written, returns the validated content. */
export async function runToolOnModel(opts: {
  model: LanguageModel;
  maxRetries: number;
  tool: AgentTool;
  ctx: AgentContext;
  signal: AbortSignal;
  emit: Emit;
  /** Told the tokens used once the call has answered. */
  onUsage?: (usage: TokenUsage) => void;
}): Promise<unknown> {
  const { tool, ctx, emit } = opts;
  const prompt = tool.buildPrompt(ctx);
  let failure: unknown;
  const result = streamText({
    model: opts.model,
    system: prompt.system,
    prompt: prompt.prompt,
    output: Output.object({ schema: tool.schema }),
    abortSignal: opts.signal,
    maxRetries: opts.maxRetries,
    onError: ({ error }) => {
      failure ??= error;
    },
  });
  const seen = new Set<string>();
  for await (const partial of result.partialOutputStream) {
    if (!partial || typeof partial !== 'object') continue;
    for (const key of Object.keys(partial)) {
      if (seen.has(key)) continue;
      seen.add(key);
      emit.text(`Writing ${key.replace(/_/g, ' ')}… `);
    }
  }
  if (failure) throw failure;
  try {
    const output = await result.output;
    const parsed = tool.schema.safeParse(output);
    if (!parsed.success) throw new ModelRunError(MODEL_ERROR_MESSAGES.badShape);
    opts.onUsage?.(await usageOf(result));
    return parsed.data;
  } catch (error) {
    throw failure ?? error;
  }
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
