/** Business context extracted from conversations and its approval (seed 001 §2-§8). */
import { COMPANY_SIZES, INDUSTRIES } from './constants';
import type * as Schemas from './context-extraction-schemas';

// The schemas live in ./context-extraction-schemas: the shell's approval panel reads this
// module, and should not carry zod with it (decision 033).
export type ExtractedContext = Schemas.ExtractedContext;

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
