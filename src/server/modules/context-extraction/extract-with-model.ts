/**
 * The model path of extraction, used when an LLM is configured: the model fills a zod
 * schema of the business facts and rates its own confidence. Any failure falls back to the
 * offline rules, so extraction never depends on the provider being up.
 */
import { generateText, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
import { COMPANY_SIZES, INDUSTRIES } from '@/shared/constants';
import type { ExtractedContext } from '@/shared/context-extraction';
import { extractedContextSchema } from '@/shared/context-extraction-schemas';
import type { LlmConfig } from '../../config';
import { createLanguageModel, toModelRunError, type TokenUsage } from '../../agents/engine/model';
import type { Extraction } from './extract-context';

const list = z.array(z.string()).max(10).describe('Short items, each a few words');
export const modelExtractionSchema = z.object({
  companyName: z.string().optional().describe("The speaker's own company name, only if stated"),
  industry: z.enum(INDUSTRIES).optional(),
  companySize: z.enum(COMPANY_SIZES).optional(),
  description: z.string().optional().describe('One sentence: what the company is and does'),
  targetMarket: z.string().optional().describe('Who the customers are'),
  uniqueValue: z.string().optional().describe('What sets the company apart'),
  businessModel: z.string().optional().describe('How the company makes money'),
  products: list.optional(),
  competitors: list.optional(),
  goals: list.optional(),
  challenges: list.optional(),
  confidence: z
    .number()
    .min(0)
    .max(1)
    .describe('How explicit and certain these facts are in the text, 0 to 1'),
});

const SYSTEM = `You extract facts about the speaker's own business from a conversation or notes.
Only include a field when the text states it or makes it plain; never guess or invent. Leave a field out when unknown.
Industry and company size must be one of the allowed values. Keep every value short and in the text's own words.`;

export async function extractWithModel(
  model: LanguageModel,
  conversation: string,
  opts: { maxRetries?: number; signal?: AbortSignal } = {},
): Promise<Extraction & { usage: TokenUsage }> {
  const { output, usage } = await generateText({
    model,
    system: SYSTEM,
    prompt: `Conversation:\n"""\n${conversation}\n"""`,
    output: Output.object({ schema: modelExtractionSchema }),
    maxRetries: opts.maxRetries ?? 1,
    abortSignal: opts.signal,
  });
  const { confidence, ...facts } = modelExtractionSchema.parse(output);
  const parsed = extractedContextSchema.safeParse(facts);
  const context: ExtractedContext = parsed.success ? parsed.data : {};
  const count = Object.values(context).filter((v) =>
    Array.isArray(v) ? v.length > 0 : Boolean(v?.trim()),
  ).length;
  return {
    context,
    confidence: count ? Math.round(Math.min(1, Math.max(0, confidence)) * 100) / 100 : 0,
    facts: count,
    usage: { inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 },
  };
}

/** On the configured model; a failure is a ModelRunError. Imported when it is called (decision 050). */
export async function extractWithConfiguredModel(llm: LlmConfig, conversation: string) {
  const timeout = AbortSignal.timeout(llm.timeoutMs);
  try {
    return await extractWithModel(createLanguageModel(llm), conversation, {
      maxRetries: llm.maxRetries,
      signal: timeout,
    });
  } catch (error) {
    throw toModelRunError(error, llm, timeout.aborted);
  }
}
