/**
 * What an output was grounded in and whether any of it changed since (issue 11, point 5a).
 * A source's version is recorded when the output is saved; the output is stale as soon as
 * one source's current version differs (decision 044).
 */
import { z } from 'zod';

export const OUTPUT_SOURCE_KINDS = [
  'business_context',
  'fact',
  'document',
  'client',
  'competitor',
  'brand_voice',
] as const;
export type OutputSourceKind = (typeof OUTPUT_SOURCE_KINDS)[number];

export const OUTPUT_SOURCE_KIND_LABELS: Record<OutputSourceKind, string> = {
  business_context: 'Business context',
  fact: 'Approved fact',
  document: 'Document',
  client: 'Client',
  competitor: 'Competitor',
  brand_voice: 'Brand voice',
};

export const outputSourceRecordSchema = z.object({
  kind: z.enum(OUTPUT_SOURCE_KINDS),
  id: z.string(),
  title: z.string(),
  /** The source changed (or is gone) since the output was saved. */
  changed: z.boolean(),
  /** False once the source was deleted (or is no longer visible). */
  exists: z.boolean(),
});
export type OutputSourceRecord = z.infer<typeof outputSourceRecordSchema>;

export const outputSourcesSchema = z.object({
  data: z.array(outputSourceRecordSchema),
  stale: z.boolean(),
  /** Whether POST /outputs/{id}/refresh can make this output again. */
  refreshable: z.boolean(),
});
export type OutputSources = z.infer<typeof outputSourcesSchema>;

export const refreshOutputResultSchema = z.object({
  data: z.object({ output_id: z.string() }),
});
export type RefreshOutputResult = z.infer<typeof refreshOutputResultSchema>;

export const OUTPUT_SOURCE_MESSAGES = {
  staleBanner: 'A source this output used has changed since it was generated',
  notRefreshable:
    'This output was not made by an agent run that can be repeated; start the agent again to make a new one',
  refreshFailed: 'The refresh did not finish; the output is unchanged',
} as const;
