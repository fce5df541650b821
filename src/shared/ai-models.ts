/**
 * AI models and their cost (issue 11 point 5b, decision 048): the providers the server
 * supports, the model choice of an organization or a client and how it is resolved
 * (client -> organization -> the server's default), the default price table and the cost
 * of tokens, and the contracts of the AI model and AI usage API.
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

export const AI_MODEL_MESSAGES = {
  unknownProvider: `Unknown provider: choose one of ${LLM_PROVIDERS.join(', ')}.`,
  modelRequired: 'Enter a model name (1 to 100 characters).',
  modelTooLong: `A model name has at most ${MODEL_NAME_MAX} characters.`,
  offline: 'Offline engine: no model is called and there is no cost.',
  unknownPrice: 'unknown price',
  badRange: 'The period is invalid: from must be a date before to (YYYY-MM-DD).',
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
 * The model a run uses: the client's choice, else the organization's, else the server's.
 * A server without a model (the offline engine) runs offline whatever was chosen: the keys
 * are server configuration, and an offline server has none.
 */
export function resolveModelChoice(levels: {
  client: ModelChoice | null;
  organization: ModelChoice | null;
  server: ModelChoice | null;
}): { choice: ModelChoice | null; source: ModelSource } {
  if (!levels.server) return { choice: null, source: 'offline' };
  if (levels.client) return { choice: levels.client, source: 'client' };
  if (levels.organization) return { choice: levels.organization, source: 'organization' };
  return { choice: levels.server, source: 'server' };
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
