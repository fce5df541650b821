/**
 * The schemas the API validates extracted business context with (seed 001 §2-§8), apart from
 * the constants in ./context-extraction so that the approval panel does not load zod.
 */
import { z } from 'zod';
import { COMPANY_SIZES, INDUSTRIES } from './constants';
import { CONTEXT_EXTRACTION_MESSAGES, CONVERSATION_MAX_CHARS } from './context-extraction';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const list = z.array(text(300)).max(25, 'At most 25 items');

const oneOf = (values: readonly string[], message: string) =>
  text(100).refine((v) => v === '' || values.includes(v), message);

export const extractedContextSchema = z.object({
  companyName: text(200).optional(),
  industry: oneOf(INDUSTRIES, CONTEXT_EXTRACTION_MESSAGES.industryInvalid).optional(),
  companySize: oneOf(COMPANY_SIZES, CONTEXT_EXTRACTION_MESSAGES.companySizeInvalid).optional(),
  description: text(1000).optional(),
  targetMarket: text(500).optional(),
  uniqueValue: text(500).optional(),
  businessModel: text(300).optional(),
  products: list.optional(),
  competitors: list.optional(),
  goals: list.optional(),
  challenges: list.optional(),
});
export type ExtractedContext = z.infer<typeof extractedContextSchema>;

export const extractRequestSchema = z.object({
  session_id: z.string().trim().max(200).nullish(),
  agent_type: z.string().trim().min(1, 'agent_type is required').max(100),
  conversation_text: z
    .string({ error: CONTEXT_EXTRACTION_MESSAGES.conversationRequired })
    .trim()
    .min(1, CONTEXT_EXTRACTION_MESSAGES.conversationRequired)
    .max(CONVERSATION_MAX_CHARS, CONTEXT_EXTRACTION_MESSAGES.conversationTooLong),
});
