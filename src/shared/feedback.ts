/** The feedback form (/feedback): categories, limits and messages shared by the form and the API. */
import { z } from 'zod';

export const FEEDBACK_CATEGORIES = [
  { id: 'bug', label: 'Bug' },
  { id: 'idea', label: 'Idea' },
  { id: 'question', label: 'Question' },
  { id: 'other', label: 'Other' },
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]['id'];

export const FEEDBACK_LIMITS = { messageMin: 10, messageMax: 5000, pageUrlMax: 2000 } as const;

export const FEEDBACK_MESSAGES = {
  categoryRequired: 'Please choose a category',
  messageTooShort: `Please write at least ${FEEDBACK_LIMITS.messageMin} characters`,
  messageTooLong: `Please keep your feedback under ${FEEDBACK_LIMITS.messageMax} characters`,
  pageUrlInvalid: 'Enter a web address (https://…) or a path such as /dashboard',
  pageUrlTooLong: `Please keep the address under ${FEEDBACK_LIMITS.pageUrlMax} characters`,
  sent: 'Thanks — your feedback was sent',
  failed: 'Your feedback could not be sent. Please try again.',
} as const;

const isPageAddress = (value: string) => {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export const feedbackSchema = z.object({
  category: z.enum(
    FEEDBACK_CATEGORIES.map((c) => c.id) as [FeedbackCategory, ...FeedbackCategory[]],
    { error: FEEDBACK_MESSAGES.categoryRequired },
  ),
  message: z
    .string({ error: FEEDBACK_MESSAGES.messageTooShort })
    .trim()
    .min(FEEDBACK_LIMITS.messageMin, FEEDBACK_MESSAGES.messageTooShort)
    .max(FEEDBACK_LIMITS.messageMax, FEEDBACK_MESSAGES.messageTooLong),
  pageUrl: z
    .string()
    .trim()
    .max(FEEDBACK_LIMITS.pageUrlMax, FEEDBACK_MESSAGES.pageUrlTooLong)
    .refine((v) => v === '' || isPageAddress(v), FEEDBACK_MESSAGES.pageUrlInvalid)
    .optional()
    .nullable(),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
