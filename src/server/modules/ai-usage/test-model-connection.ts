/**
 * Test connection (decision 071): one real, small request through the AI SDK provider, with
 * the same structured output the agents ask for, and the outcome in one sentence the admin
 * can act on (wrong key, unreachable address, unknown model, no JSON-schema support). The
 * provider's own text never reaches the answer; the log keeps its diagnosis without the key.
 */
import { z } from 'zod';
import {
  AI_MODEL_MESSAGES,
  MODEL_TEST_MESSAGES,
  type ModelTestProblem,
  type ModelTestResult,
  type TestModelConnection,
} from '@/shared/ai-models';
import { withTenant } from '../../db/tenant';
import type { Db } from '../../db/client';
import type { LlmConfig } from '../../config';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import {
  checkedBaseUrl,
  findConnection,
  openKey,
  requireKeysAllowed,
  type ModelEnv,
} from './model-settings';
import { guardedModelFetch } from './model-fetch';

const PROBE_SCHEMA = z.object({ answer: z.string() });
const PROBE_PROMPT = 'This is a connection test. Answer with the JSON object {"answer": "ok"}.';

type Scope = { orgId: string; userId: string };

/** The configuration to try: the form's, with the saved key when none is typed. */
async function probeConfig(
  db: Db,
  scope: Scope,
  env: ModelEnv,
  input: TestModelConnection,
): Promise<LlmConfig | { problem: ModelTestProblem; message: string }> {
  const typedUrl = await checkedBaseUrl(env, input.provider, input.base_url);
  const saved = await withTenant(db, scope, (tx) => findConnection(tx, scope.orgId));
  const savedUrl = saved?.provider === input.provider ? saved.base_url : null;
  const baseUrl = typedUrl ?? (typedUrl === null ? null : savedUrl);
  if (input.provider === 'openai-compatible' && !baseUrl)
    throw new AppError('validation_error', AI_MODEL_MESSAGES.baseUrlRequired, {
      field: 'base_url',
    });
  let apiKey = input.api_key;
  // The saved key goes only where it was saved for: same provider, same base URL.
  if (apiKey === undefined && saved?.provider === input.provider && saved.base_url === baseUrl) {
    const opened = openKey(env.box, scope.orgId, saved);
    if (opened === undefined) return { problem: 'key', message: AI_MODEL_MESSAGES.keyUnreadable };
    apiKey = opened ?? undefined;
  }
  if (!apiKey && input.provider !== 'openai-compatible')
    return { problem: 'key', message: MODEL_TEST_MESSAGES.noKey };
  return {
    provider: input.provider,
    model: input.model,
    baseUrl: baseUrl ?? undefined,
    // An OpenAI-compatible server without a key gets none (the SDK would read no variable).
    apiKey,
    timeoutMs: env.testTimeoutMs,
    maxRetries: 0,
    ...(baseUrl ? { fetch: guardedModelFetch({ allowPrivate: env.allowPrivateUrls }) } : {}),
  };
}

export async function testModelConnection(
  db: Db,
  scope: Scope,
  env: ModelEnv,
  logger: Logger,
  input: TestModelConnection,
): Promise<ModelTestResult> {
  requireKeysAllowed(env);
  const config = await probeConfig(db, scope, env, input);
  if (!('provider' in config)) return { ok: false, elapsed_ms: 0, ...config };
  const [{ generateText, Output }, { createLanguageModel, modelErrorDetails, withoutSecret }] =
    await Promise.all([import('ai'), import('../../agents/engine/model')]);
  const started = Date.now();
  const timeout = AbortSignal.timeout(config.timeoutMs);
  try {
    const result = await generateText({
      model: createLanguageModel(config),
      prompt: PROBE_PROMPT,
      output: Output.object({ schema: PROBE_SCHEMA }),
      maxOutputTokens: 200,
      maxRetries: 0,
      abortSignal: timeout,
    });
    PROBE_SCHEMA.parse(result.output);
    return {
      ok: true,
      problem: null,
      message: MODEL_TEST_MESSAGES.ok(config.model),
      elapsed_ms: Date.now() - started,
    };
  } catch (error) {
    const outcome = await describeFailure(error, timeout.aborted);
    logger.info(
      {
        orgId: scope.orgId,
        provider: config.provider,
        model: config.model,
        problem: outcome.problem,
        err: withoutSecret(modelErrorDetails(error), config.apiKey),
      },
      'model connection test failed',
    );
    return { ok: false, elapsed_ms: Date.now() - started, ...outcome };
  }
}

const SCHEMA_UNSUPPORTED = /response_format|json_schema|structured output|output_format|schema/i;
const MODEL_UNKNOWN = /model.{0,80}(?:not.found|does not exist|unknown|not available|invalid)/i;
const NETWORK =
  /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|fetch failed|Cannot connect/i;

/** What went wrong, as one of MODEL_TEST_PROBLEMS and its sentence. */
export async function describeFailure(
  error: unknown,
  timedOut: boolean,
): Promise<{ problem: ModelTestProblem; message: string }> {
  const {
    APICallError,
    JSONParseError,
    LoadAPIKeyError,
    NoObjectGeneratedError,
    NoSuchModelError,
    RetryError,
    TypeValidationError,
  } = await import('ai');
  const fail = (problem: ModelTestProblem, message: string) => ({ problem, message });
  if (timedOut) return fail('timeout', MODEL_TEST_MESSAGES.timeout);
  if (RetryError.isInstance(error)) return describeFailure(error.lastError, false);
  if (LoadAPIKeyError.isInstance(error)) return fail('key', MODEL_TEST_MESSAGES.noKey);
  if (NoSuchModelError.isInstance(error)) return fail('model', MODEL_TEST_MESSAGES.model);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const said = `${error.message} ${error.responseBody ?? ''}`;
    if (!status) return fail('unreachable', MODEL_TEST_MESSAGES.unreachable);
    if (status === 401 || status === 403) return fail('key', MODEL_TEST_MESSAGES.key);
    if (status === 404) return fail('model', MODEL_TEST_MESSAGES.model);
    if (status === 429) return fail('rate_limited', MODEL_TEST_MESSAGES.rateLimited);
    if (status === 400 || status === 422) {
      if (MODEL_UNKNOWN.test(said)) return fail('model', MODEL_TEST_MESSAGES.model);
      if (SCHEMA_UNSUPPORTED.test(said))
        return fail('structured_output', MODEL_TEST_MESSAGES.structuredOutput);
    }
    return fail('provider', MODEL_TEST_MESSAGES.provider(status));
  }
  if (
    NoObjectGeneratedError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    error instanceof z.ZodError
  )
    return fail('structured_output', MODEL_TEST_MESSAGES.structuredOutput);
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : '';
  if (NETWORK.test(text)) return fail('unreachable', MODEL_TEST_MESSAGES.unreachable);
  return fail('provider', MODEL_TEST_MESSAGES.provider(null));
}
