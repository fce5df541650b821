/**
 * AI models and their cost (issue 11 point 5b, decision 048; in-product keys, decision 071):
 * the providers the server supports, the model choice of an organization or a client and how
 * it is resolved (client -> organization -> the server's default), the organization's own
 * connection (base URL and a write-only API key), its connection test, the default price
 * table and the cost of tokens, and the contracts of the AI model and AI usage API.
 */
import { z } from 'zod';

export const LLM_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

export const LLM_PROVIDER_LABELS: Record<LlmProvider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  'openai-compatible': 'OpenAI-compatible server (Ollama, vLLM, llama.cpp)',
};

export const MODEL_NAME_MAX = 100;
export const BASE_URL_MAX = 500;
export const API_KEY_MIN = 8;
export const API_KEY_MAX = 500;
/** How many of a saved key's last characters are shown: "••••abcd". */
export const API_KEY_SHOWN = 4;
/** The connection test's whole deadline, in seconds. */
export const MODEL_TEST_TIMEOUT_SECONDS = 20;

/** Where an owner connects a model: the words every "no model" text points to. */
export const CONNECT_MODEL_HINT = 'An owner or admin can connect one in Settings → AI model.';

export const AI_MODEL_MESSAGES = {
  unknownProvider: `Unknown provider: choose one of ${LLM_PROVIDERS.join(', ')}.`,
  modelRequired: 'Enter a model name (1 to 100 characters).',
  modelTooLong: `A model name has at most ${MODEL_NAME_MAX} characters.`,
  offline: 'Offline engine: no model is called and there is no cost.',
  unknownPrice: 'unknown price',
  badRange: 'The period is invalid: from must be a date before to (YYYY-MM-DD).',
  baseUrlRequired: 'Enter the server’s base URL, for example http://localhost:11434/v1 for Ollama.',
  baseUrlInvalid:
    'The base URL must be an http:// or https:// address of at most 500 characters, for example https://llm.example.com/v1.',
  baseUrlCredentials: 'Put the API key in its own field, not in the base URL.',
  baseUrlOnlyCompatible: 'A base URL is for an OpenAI-compatible server only.',
  baseUrlPrivate:
    'This installation does not reach model servers on local or private network addresses; its operator can allow them with ALLOW_PRIVATE_MODEL_URLS=true.',
  baseUrlForbidden:
    'This address is never reached: link-local, multicast and reserved addresses (such as cloud metadata services) are refused.',
  baseUrlHttpsRequired:
    'A server on a public address must use https://, or its API key would travel in clear.',
  apiKeyInvalid: `An API key is ${API_KEY_MIN} to ${API_KEY_MAX} characters, without spaces.`,
  apiKeyRequired: 'Enter the provider’s API key.',
  keysForbidden:
    'This installation does not accept API keys or server addresses in Settings (its operator set ALLOW_ORG_MODEL_KEYS=false): the server’s own model configuration applies.',
  keyUnreadable:
    'The saved API key can no longer be read (the server’s secret was changed): enter it again.',
} as const;

/** A provider and model, as chosen or as resolved. */
export const modelChoiceSchema = z.object({
  provider: z.enum(LLM_PROVIDERS, { message: AI_MODEL_MESSAGES.unknownProvider }),
  model: z
    .string()
    .trim()
    .min(1, AI_MODEL_MESSAGES.modelRequired)
    .max(MODEL_NAME_MAX, AI_MODEL_MESSAGES.modelTooLong),
});
export type ModelChoice = z.infer<typeof modelChoiceSchema>;

/** PUT body: a choice, or null to inherit (the organization's, or the server's). */
export const updateModelSettingSchema = z.object({ choice: modelChoiceSchema.nullable() });
export type UpdateModelSetting = z.infer<typeof updateModelSettingSchema>;

/** Where the model of a run comes from. */
export const MODEL_SOURCES = ['client', 'organization', 'server', 'offline'] as const;
export type ModelSource = (typeof MODEL_SOURCES)[number];

export const MODEL_SOURCE_LABELS: Record<ModelSource, string> = {
  client: 'this client’s choice',
  organization: 'the organization’s choice',
  server: 'the server’s default',
  offline: 'the offline engine',
};

export const modelSettingSchema = z.object({
  /** What this level chose; null = inherits. */
  choice: modelChoiceSchema.nullable(),
  /** What its runs use now, and where that comes from; null = the offline engine. */
  effective: modelChoiceSchema.nullable(),
  source: z.enum(MODEL_SOURCES),
  /** The server's configured default; null when it runs the offline engine. */
  server_default: modelChoiceSchema.nullable(),
});
export type ModelSetting = z.infer<typeof modelSettingSchema>;

/**
 * The organization's own connection, saved in Settings → AI model (decision 071): the base
 * URL of an OpenAI-compatible server and an API key, which is write-only: only its last
 * four characters are ever read back.
 */
export const modelConnectionSchema = z.object({
  base_url: z.string().nullable(),
  /** "abcd" of a saved key; null = no key saved. */
  api_key_last4: z.string().nullable(),
  /** A key is saved but the server's secret changed since: it must be entered again. */
  api_key_unreadable: z.boolean(),
});
export type ModelConnection = z.infer<typeof modelConnectionSchema>;

export const orgModelSettingSchema = modelSettingSchema.extend({
  connection: modelConnectionSchema,
  /** False when the operator forbids in-product keys (ALLOW_ORG_MODEL_KEYS=false). */
  keys_allowed: z.boolean(),
});
export type OrgModelSetting = z.infer<typeof orgModelSettingSchema>;

const baseUrlSchema = z
  .string()
  .trim()
  .min(1, AI_MODEL_MESSAGES.baseUrlRequired)
  .max(BASE_URL_MAX, AI_MODEL_MESSAGES.baseUrlInvalid);
const apiKeySchema = z
  .string()
  .trim()
  .min(API_KEY_MIN, AI_MODEL_MESSAGES.apiKeyInvalid)
  .max(API_KEY_MAX, AI_MODEL_MESSAGES.apiKeyInvalid)
  .regex(/^\S+$/, AI_MODEL_MESSAGES.apiKeyInvalid);

/**
 * The organization's PUT body: the choice (null inherits the server's and forgets the
 * connection), the base URL of an OpenAI-compatible server, and the API key: absent keeps the
 * saved one, null removes it, a string replaces it. A saved key goes with the provider and
 * base URL it was entered for: changing either forgets it unless a new one is given.
 */
export const updateOrgModelSettingSchema = z.object({
  choice: modelChoiceSchema.nullable(),
  base_url: baseUrlSchema.nullable().optional(),
  api_key: apiKeySchema.nullable().optional(),
});
export type UpdateOrgModelSetting = z.infer<typeof updateOrgModelSettingSchema>;

/**
 * Test connection: the form's provider, model and base URL, and its API key; without a key,
 * the saved one (when it was saved for the same provider and base URL).
 */
export const testModelConnectionSchema = modelChoiceSchema.extend({
  base_url: baseUrlSchema.nullable().optional(),
  api_key: apiKeySchema.optional(),
});
export type TestModelConnection = z.infer<typeof testModelConnectionSchema>;

/** What can go wrong when a model is tried, each with its sentence. */
export const MODEL_TEST_PROBLEMS = [
  'key',
  'unreachable',
  'timeout',
  'model',
  'structured_output',
  'rate_limited',
  'provider',
] as const;
export type ModelTestProblem = (typeof MODEL_TEST_PROBLEMS)[number];

export const MODEL_TEST_MESSAGES = {
  ok: (model: string) => `Connected: ${model} answered with structured output.`,
  key: 'The provider refused the API key (HTTP 401 or 403): check that it is the right one, that it is active and that it may use this model.',
  noKey: 'This provider needs an API key: enter one.',
  unreachable:
    'The server could not be reached at this address (connection refused, unknown name or no answer): check the base URL and that the server is running.',
  timeout: `The provider did not answer within ${MODEL_TEST_TIMEOUT_SECONDS} seconds: check the address, or try a smaller model.`,
  model:
    'The provider does not know this model (HTTP 404): check its name; on an OpenAI-compatible server, that the model is installed (for Ollama: ollama pull) and that the base URL ends with /v1.',
  structuredOutput:
    'The model answered, but not in the JSON schema it was given: the agents need structured output (JSON schema), so choose a model or server that supports it.',
  rateLimited:
    'The provider is limiting requests right now (HTTP 429): wait a minute and test again.',
  tooMany: 'Too many connection tests.',
  provider: (status: number | null) =>
    status
      ? `The provider answered with an error (HTTP ${status}): check the model name and the key, then test again.`
      : 'The provider’s answer could not be read: check that the address is an OpenAI-compatible API.',
} as const;

export const modelTestResultSchema = z.object({
  ok: z.boolean(),
  /** Null when it worked. */
  problem: z.enum(MODEL_TEST_PROBLEMS).nullable(),
  message: z.string(),
  /** How long the provider took, in milliseconds. */
  elapsed_ms: z.number().int(),
});
export type ModelTestResult = z.infer<typeof modelTestResultSchema>;

/** "••••abcd": a saved key as it is shown. */
export const maskedKey = (last4: string) => `••••${last4}`;

/**
 * The model a run uses: the client's choice, else the organization's, else the server's.
 * Without a server model (the offline engine), only an organization that connected its own
 * (`connected`: the provider it saved a key or server address for, decision 071) calls a
 * model: its choice, or its client's when that names the same provider (another provider
 * has no key here). Otherwise the run is offline whatever was chosen.
 */
export function resolveModelChoice(levels: {
  client: ModelChoice | null;
  organization: ModelChoice | null;
  /** The provider of the organization's own connection; null = none (or not allowed). */
  connected: LlmProvider | null;
  server: ModelChoice | null;
}): { choice: ModelChoice | null; source: ModelSource } {
  const { client, organization, connected, server } = levels;
  if (!server) {
    if (!connected || !organization) return { choice: null, source: 'offline' };
    if (client?.provider === connected) return { choice: client, source: 'client' };
    return { choice: organization, source: 'organization' };
  }
  if (client) return { choice: client, source: 'client' };
  if (organization) return { choice: organization, source: 'organization' };
  return { choice: server, source: 'server' };
}

/** USD per million tokens. */
export const modelPriceSchema = z.object({
  input: z.number().nonnegative(),
  output: z.number().nonnegative(),
});
export type ModelPrice = z.infer<typeof modelPriceSchema>;
/** Keyed `provider:model`. */
export type PriceTable = Record<string, ModelPrice>;
export const priceTableSchema = z.record(
  z.string().regex(/^(openai|anthropic|openai-compatible):.{1,100}$/, 'keys are provider:model'),
  modelPriceSchema,
);

/**
 * A few current models' list prices (USD per million tokens, November 2026); MODEL_PRICES
 * overrides or adds entries. A model missing from both has an unknown price.
 */
export const DEFAULT_MODEL_PRICES: PriceTable = {
  'openai:gpt-4o-mini': { input: 0.15, output: 0.6 },
  'openai:gpt-4o': { input: 2.5, output: 10 },
  'openai:gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'openai:gpt-4.1': { input: 2, output: 8 },
  'anthropic:claude-3-5-haiku-latest': { input: 0.8, output: 4 },
  'anthropic:claude-sonnet-4-5': { input: 3, output: 15 },
  'anthropic:claude-opus-4-1': { input: 15, output: 75 },
};

export const priceKey = (provider: string, model: string) => `${provider}:${model}`;

/**
 * The cost of tokens in USD, or null when the model has no price. The offline engine
 * (no provider) costs nothing.
 */
export function costOf(
  prices: PriceTable,
  usage: {
    provider: string | null;
    model: string | null;
    input_tokens: number;
    output_tokens: number;
  },
): number | null {
  if (!usage.provider || !usage.model) return 0;
  const price = prices[priceKey(usage.provider, usage.model)];
  if (!price) return null;
  return (usage.input_tokens * price.input + usage.output_tokens * price.output) / 1_000_000;
}

/** One model's (or the offline engine's) usage in a period. */
export const aiUsageLineSchema = z.object({
  engine: z.enum(['model', 'offline']),
  provider: z.string().nullable(),
  model: z.string().nullable(),
  calls: z.number().int(),
  runs: z.number().int(),
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  /** USD; null = the model has no price (tokens are still counted). */
  cost_usd: z.number().nullable(),
});
export type AiUsageLine = z.infer<typeof aiUsageLineSchema>;

export const aiUsagePeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  runs: z.number().int(),
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  /** USD of the priced lines. */
  cost_usd: z.number(),
  /** Whether some tokens are of a model without a price (the total cost leaves them out). */
  has_unpriced: z.boolean(),
  by_model: z.array(aiUsageLineSchema),
});
export type AiUsagePeriod = z.infer<typeof aiUsagePeriodSchema>;

/** A client's usage: this calendar month and the last (UTC). */
export const clientAiUsageSchema = z.object({
  this_month: aiUsagePeriodSchema,
  last_month: aiUsagePeriodSchema,
});
export type ClientAiUsage = z.infer<typeof clientAiUsageSchema>;

/** The organization's usage in a period, in all and by client. */
export const orgAiUsageSchema = aiUsagePeriodSchema.extend({
  by_client: z.array(
    z.object({
      client_id: z.string().nullable(),
      client_name: z.string().nullable(),
      runs: z.number().int(),
      input_tokens: z.number().int(),
      output_tokens: z.number().int(),
      cost_usd: z.number(),
      has_unpriced: z.boolean(),
    }),
  ),
});
export type OrgAiUsage = z.infer<typeof orgAiUsageSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, AI_MODEL_MESSAGES.badRange)
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
  }, AI_MODEL_MESSAGES.badRange);
/** GET /ai-usage?from&to: inclusive dates; both absent = this month. */
export const aiUsageQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AI_MODEL_MESSAGES.badRange });

/** "$0.0123": small sums keep four decimals, others two. */
export function formatCostUsd(usd: number): string {
  return usd > 0 && usd < 1 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}

/** The first and last day (YYYY-MM-DD, UTC) of the month `offset` months from `now`'s. */
export function monthRange(now: Date, offset = 0): { from: string; to: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0));
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}
