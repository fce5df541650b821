/**
 * The model path: the configured provider through the AI SDK, structured output with the
 * tool's own zod schema, and errors turned into sentences a user can act on.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  TypeValidationError,
  streamText,
  type LanguageModel,
  type ModelMessage,
} from 'ai';
import type { LlmConfig } from '../../config';
import type { AgentContext, AgentTool } from './types';

export function createLanguageModel(llm: LlmConfig): LanguageModel {
  switch (llm.provider) {
    case 'openai':
      return createOpenAI({ apiKey: llm.apiKey, baseURL: llm.baseUrl }).chat(llm.model);
    case 'anthropic':
      return createAnthropic({ apiKey: llm.apiKey, baseURL: llm.baseUrl })(llm.model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: llm.baseUrl ?? 'http://127.0.0.1:11434/v1',
        apiKey: llm.apiKey,
        // Ollama, vLLM and llama.cpp accept a JSON schema as response_format.
        supportsStructuredOutputs: true,
      }).chatModel(llm.model);
  }
}

export class ModelRunError extends Error {}

/** A message for the session: what went wrong with the model, without provider internals. */
export function describeModelError(error: unknown, llm: LlmConfig, timedOut: boolean): string {
  if (timedOut)
    return `The model did not answer within ${Math.round(llm.timeoutMs / 1000)} seconds. Try again, or use a faster model.`;
  if (error instanceof ModelRunError) return error.message;
  if (APICallError.isInstance(error)) {
    if (error.statusCode && error.statusCode < 400) {
      return 'The connection to the model was interrupted before the answer was complete. Try again.';
    }
    return error.statusCode
      ? `The model provider answered with HTTP ${error.statusCode}. Check LLM_MODEL and LLM_API_KEY, then try again.`
      : `The model provider could not be reached (${error.message}). Check LLM_BASE_URL, then try again.`;
  }
  if (
    NoObjectGeneratedError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error)
  ) {
    return 'The model answered with malformed or incomplete JSON for this framework. Try again.';
  }
  if (NoOutputGeneratedError.isInstance(error))
    return 'The model stopped before finishing its answer. Try again.';
  const message = error instanceof Error ? error.message : String(error);
  if (/terminated|socket|ECONNRESET|aborted|premature|closed/i.test(message)) {
    return 'The connection to the model was interrupted before the answer was complete. Try again.';
  }
  return `The model run failed: ${message}`;
}

type Emit = { progress(label: string): void; text(delta: string): void };

/** Runs one tool on the model: streams which sections are being written, returns the validated content. */
export async function runToolOnModel(opts: {
  llm: LlmConfig;
  tool: AgentTool;
  ctx: AgentContext;
  signal: AbortSignal;
  emit: Emit;
}): Promise<unknown> {
  const { tool, ctx, emit } = opts;
  const prompt = tool.buildPrompt(ctx);
  let failure: unknown;
  const result = streamText({
    model: createLanguageModel(opts.llm),
    system: prompt.system,
    prompt: prompt.prompt,
    output: Output.object({ schema: tool.schema }),
    abortSignal: opts.signal,
    maxRetries: opts.llm.maxRetries,
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
    if (!parsed.success)
      throw new ModelRunError(
        'The model answered with malformed or incomplete JSON for this framework. Try again.',
      );
    return parsed.data;
  } catch (error) {
    throw failure ?? error;
  }
}

/** A conversational answer from the model, streamed as text deltas. */
export async function answerOnModel(opts: {
  llm: LlmConfig;
  system: string;
  messages: ModelMessage[];
  signal: AbortSignal;
  onDelta: (delta: string) => void;
}): Promise<string> {
  let failure: unknown;
  const result = streamText({
    model: createLanguageModel(opts.llm),
    system: opts.system,
    messages: opts.messages,
    abortSignal: opts.signal,
    maxRetries: opts.llm.maxRetries,
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
  if (!text.trim()) throw new ModelRunError('The model returned an empty answer. Try again.');
  return text;
}
