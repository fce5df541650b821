/**
 * A model's failure as the user reads it and as the server log keeps it: providers' errors
 * carry keys, internal host names, raw JSON, stack traces and the prompt itself, and none
 * of that may reach the user; the log keeps the diagnosis but not the prompt.
 */
import { APICallError, RetryError } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { MODEL_ERROR_MESSAGES } from '@/shared/model-errors';
import type { LlmConfig } from '../../config';
import { findTool } from '../registry';
import { groundContext } from './load-context';
import { modelErrorDetails, runToolOnModel, toModelRunError } from './model';

const KEY = 'sk-live-Zx81SECRET';
const PROMPT_MARKER = 'Confidential launch plan for Project Nightingale';
const INTERNALS = new RegExp(
  [KEY, 'llm\\.internal\\.corp', 'https?:', '[{}]', 'node_modules', 'select ', 'Nightingale'].join(
    '|',
  ),
);

const llm: LlmConfig = {
  provider: 'openai-compatible',
  model: 'test-model',
  baseUrl: 'http://llm.internal.corp/v1',
  apiKey: KEY,
  timeoutMs: 5000,
  maxRetries: 0,
};

const apiError = (statusCode: number | undefined, message: string) =>
  new APICallError({
    message,
    url: `http://llm.internal.corp/v1/chat/completions?key=${KEY}`,
    requestBodyValues: { messages: [{ role: 'user', content: PROMPT_MARKER }] },
    statusCode,
    responseBody: JSON.stringify({ error: { message, prompt: PROMPT_MARKER } }),
    isRetryable: false,
  });

const failing = (error: unknown) =>
  new MockLanguageModelV3({
    doStream: async () => {
      throw error;
    },
  });

async function runAndFail(model: MockLanguageModelV3) {
  const tool = findTool('strategy', 'swot')!;
  const ctx = groundContext({
    business: null,
    campaign: null,
    documents: [],
    outputs: [],
    message: PROMPT_MARKER,
  });
  const error = await runToolOnModel({
    model,
    maxRetries: 0,
    tool,
    ctx,
    signal: new AbortController().signal,
    emit: { progress: () => undefined, text: () => undefined },
  }).then(
    () => {
      throw new Error('the run should have failed');
    },
    (e: unknown) => e,
  );
  expect(JSON.stringify(model.doStreamCalls[0]?.prompt)).toContain(PROMPT_MARKER);
  return toModelRunError(error, llm, false);
}

describe('model errors', () => {
  it.each([
    [
      'a refused key',
      apiError(401, `Incorrect API key provided: ${KEY}`),
      MODEL_ERROR_MESSAGES.refused,
    ],
    [
      'an unreachable host',
      apiError(undefined, 'Cannot connect to API: getaddrinfo ENOTFOUND llm.internal.corp'),
      MODEL_ERROR_MESSAGES.unreachable,
    ],
    [
      'a provider outage',
      apiError(503, '{"error":"overloaded"}'),
      MODEL_ERROR_MESSAGES.providerDown(503),
    ],
    [
      'a refusal after retries',
      new RetryError({
        message: `Failed after 3 attempts. Last error: Incorrect API key provided: ${KEY}`,
        reason: 'maxRetriesExceeded',
        errors: [apiError(401, `Incorrect API key provided: ${KEY}`)],
      }),
      MODEL_ERROR_MESSAGES.refused,
    ],
    [
      'an unknown failure with a stack and SQL',
      Object.assign(new Error(`select * from secrets where key = '${KEY}'`), {
        stack: `Error: boom\n    at run (/srv/app/node_modules/x/index.js:1:2)`,
      }),
      MODEL_ERROR_MESSAGES.failed,
    ],
  ])('%s reaches the user as a sentence without internals', async (_case, thrown, message) => {
    const error = await runAndFail(failing(thrown));
    expect(error.message).toBe(message);
    expect(error.message).not.toMatch(INTERNALS);
  });

  it('a timeout says so, whatever the provider threw', () => {
    expect(toModelRunError(apiError(undefined, 'aborted'), llm, true).message).toBe(
      MODEL_ERROR_MESSAGES.timedOut(5),
    );
  });

  it('the log keeps status, endpoint and message but not the prompt, the key or the body', () => {
    const error = toModelRunError(apiError(401, 'Incorrect API key provided'), llm, false);
    const logged = JSON.stringify(modelErrorDetails(error));
    expect(logged).toContain('401');
    expect(logged).toContain('http://llm.internal.corp/v1/chat/completions');
    expect(logged).toContain('Incorrect API key provided');
    expect(logged).not.toContain(PROMPT_MARKER);
    expect(logged).not.toContain(KEY);
  });
});
