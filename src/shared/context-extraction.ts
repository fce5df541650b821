/** Business context extracted from conversations and its approval (seed 001 §2-§8). */
import { z } from 'zod';
import { COMPANY_SIZES, INDUSTRIES } from './constants';

export const CONTEXT_LIST_FIELDS = ['products', 'competitors', 'goals', 'challenges'] as const;
export type ContextListField = (typeof CONTEXT_LIST_FIELDS)[number];

export const CONTEXT_TEXT_FIELDS = [
  'companyName',
  'industry',
  'companySize',
  'description',
  'targetMarket',
  'uniqueValue',
  'businessModel',
] as const;
export type ContextTextField = (typeof CONTEXT_TEXT_FIELDS)[number];

export const CONTEXT_FIELD_LABELS: Record<ContextTextField | ContextListField, string> = {
  companyName: 'Company name',
  industry: 'Industry',
  companySize: 'Company size',
  description: 'Description',
  targetMarket: 'Target market',
  uniqueValue: 'Unique value',
  businessModel: 'Business model',
  products: 'Products and services',
  competitors: 'Competitors',
  goals: 'Goals',
  challenges: 'Challenges',
};

export const CONVERSATION_MAX_CHARS = 50_000;
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const list = z.array(text(300)).max(25, 'At most 25 items');

export const CONTEXT_EXTRACTION_MESSAGES = {
  noAuth: 'No authentication token',
  updateFailed: 'Failed to update context',
  approveFailed: 'Failed to approve context',
  rejectFailed: 'Failed to reject context',
  extractFailed: 'Failed to extract context',
  nothingFound: 'No business context was found in this conversation.',
  conversationRequired: 'Paste a conversation or notes to extract from.',
  conversationTooLong: `A conversation has at most ${CONVERSATION_MAX_CHARS.toLocaleString('en-US')} characters.`,
  notFound: 'Extracted context not found',
  sessionNotFound: 'Agent session not found',
  alreadyReviewed: 'This extracted context was already reviewed.',
  industryInvalid: `Industry must be one of: ${INDUSTRIES.join(', ')}.`,
  companySizeInvalid: `Company size must be one of: ${COMPANY_SIZES.join(', ')}.`,
  saved: 'Business context saved',
  discarded: 'Extracted context discarded',
  extracted: 'Business context extracted: review it in the approval panel.',
} as const;

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

export type ContextHistoryRecord = {
  id: string;
  session_id: string | null;
  agent_type: string;
  confidence_score: number;
  extracted_context: ExtractedContext;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
  reviewed_at: string | null;
};

export type ConfidenceTone = 'high' | 'medium' | 'low';

/** Seed 001 §5: 0.8 or above green, 0.6 or above yellow, below 0.6 red. */
export function confidenceTone(score: number): ConfidenceTone {
  if (score >= 0.8) return 'high';
  if (score >= 0.6) return 'medium';
  return 'low';
}
