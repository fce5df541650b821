/**
 * The Quick Start answers' schema, apart from the constants in quick-start.ts: the shell's
 * Quick Start dialog reads those before the first paint, and zod must not come with them
 * (decision 033, the /dashboard size budget).
 */
import { z } from 'zod';
import { QUICK_START, type QuickStartAnswers } from './dashboard';

const budgetValues = QUICK_START.budgetOptions.map((o) => o.value) as [string, ...string[]];
const timelineValues = QUICK_START.timelineOptions.map((o) => o.value) as [string, ...string[]];
const required = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(2000, `${label} is too long (2000 characters at most)`);

export const quickStartAnswersSchema = z.object({
  company: required('Company description'),
  goal: required('Goal'),
  audience: required('Target audience'),
  budget: z.enum(budgetValues, { error: 'Choose a monthly budget' }),
  timeline: z.enum(timelineValues, { error: 'Choose when you need results' }),
});

/** The answers back from a run's message, or null when any is missing or invalid. */
export function parseQuickStartAnswers(
  message: string | null | undefined,
): QuickStartAnswers | null {
  if (!message) return null;
  const raw: Record<string, string> = {};
  for (const line of message.split('\n')) {
    const match = /^(company|goal|audience|budget|timeline):(.*)$/.exec(line.trim());
    if (match) raw[match[1]!] = match[2]!.trimStart();
  }
  const parsed = quickStartAnswersSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
