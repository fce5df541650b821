/**
 * An output's versions (issue 28 point 5, decision 075): what each version said, what wrote it
 * (the offline engine, a provider's model, or a person's edit), who triggered it and when; and
 * the rewrite that adds one, with the model it would use.
 */
import { z } from 'zod';
import { LLM_PROVIDERS, type LlmProvider } from './ai-models';
import { OUTPUT_SOURCE_KINDS } from './output-sources';

export const VERSION_ENGINES = ['offline', 'model', 'person'] as const;
export type VersionEngine = (typeof VERSION_ENGINES)[number];

/** Short provider names for "gpt-4o-mini via OpenAI-compatible". */
export const LLM_PROVIDER_SHORT_LABELS: Record<LlmProvider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  'openai-compatible': 'OpenAI-compatible',
};

/** What wrote a version, as its label reads: "Offline draft", "gpt-4o-mini via OpenAI". */
export function versionEngineLabel(v: {
  engine: VersionEngine;
  provider: string | null;
  model: string | null;
}): string {
  if (v.engine === 'offline') return 'Offline draft';
  if (v.engine === 'person') return 'Edited by hand';
  const provider = LLM_PROVIDER_SHORT_LABELS[v.provider as LlmProvider] as string | undefined;
  const model = v.model ?? 'AI model';
  return provider ? `${model} via ${provider}` : model;
}

export const outputVersionSummarySchema = z.object({
  version: z.number().int().min(1),
  title: z.string(),
  engine: z.enum(VERSION_ENGINES),
  provider: z.enum(LLM_PROVIDERS).nullable(),
  model: z.string().nullable(),
  engine_label: z.string().describe('What wrote it: "Offline draft", "<model> via <provider>"'),
  created_by: z.string().nullable(),
  author_name: z
    .string()
    .nullable()
    .describe('Who triggered it; null once they left or are not visible to the caller'),
  created_at: z.string(),
});
export type OutputVersionSummary = z.infer<typeof outputVersionSummarySchema>;

export const outputVersionSchema = outputVersionSummarySchema.extend({
  summary: z.string().nullable(),
  content: z.record(z.string(), z.unknown()),
  sources: z.array(
    z.object({ kind: z.enum(OUTPUT_SOURCE_KINDS), id: z.string(), title: z.string() }),
  ),
});
export type OutputVersion = z.infer<typeof outputVersionSchema>;

export const rewriteEngineSchema = z.enum(['model', 'offline']);
export type RewriteEngine = z.infer<typeof rewriteEngineSchema>;

export const rewriteOptionsSchema = z.object({
  possible: z.boolean().describe('Whether this output can be rewritten at all'),
  reason: z.string().nullable().describe('Why not, when it cannot'),
  model: z
    .object({ provider: z.enum(LLM_PROVIDERS), model: z.string(), label: z.string() })
    .nullable()
    .describe("The model a rewrite would use (the client's, the organization's, the server's)"),
});
export type RewriteOptions = z.infer<typeof rewriteOptionsSchema>;

export const outputVersionListSchema = z.object({
  data: z.array(outputVersionSummarySchema).describe('Newest first'),
  meta: z.object({ total: z.number().int() }),
  rewrite: rewriteOptionsSchema,
});
export type OutputVersionList = z.infer<typeof outputVersionListSchema>;

export const rewriteOutputSchema = z.object({
  engine: rewriteEngineSchema
    .default('model')
    .describe("'model': the configured model; 'offline': the offline engine"),
});
export type RewriteOutputInput = z.input<typeof rewriteOutputSchema>;

export const OUTPUT_VERSION_MESSAGES = {
  versionNotFound: 'Version not found',
  notRewritable:
    'This output was not made by an agent run that can be repeated; start the agent again to make a new one',
  madeRecords:
    'This output also made records elsewhere (a content item, a plan or quick wins): run the agent again instead of rewriting it',
  noModel:
    'No AI model is configured for this work. An owner or admin can connect one in Settings → AI model.',
} as const;
