/**
 * The persona agent's contract (issue 4): the persona profile and the insights saved from
 * an interview, both rendered by the web and validated by the server.
 *
 *   Generation   POST /agent-sessions/{id}/runs { tool: 'persona_profile', message? } on a
 *                persona session: one run saves one persona (output_type 'persona'); the
 *                web runs it once per persona asked for (1-3). Each run of a session
 *                describes a different segment. Locked (403) until the org has a campaign.
 *   Interview    a persona session with mode 'interview' and the persona shared into it
 *                (POST /outputs/{personaId}/share); POST /agent-sessions/{id}/messages is
 *                then answered in character.
 *   Insights     POST /agent-sessions/{id}/interview-insights → 201 { data: AgentOutput }
 *                (output_type 'persona_interview_insights' from the transcript).
 */
import { z } from 'zod';
import { sourceSchema } from './agent-runs';

export const PERSONA_TOOL = 'persona_profile';
export const PERSONA_OUTPUT_TYPE = 'persona';
export const INSIGHTS_OUTPUT_TYPE = 'persona_interview_insights';
export const INTERVIEW_MODE = 'interview';
export const PERSONA_COUNT_MAX = 3;

/**
 * The command palette's 'Customer Discovery' quick win (seed 000 §2.7): it opens a new persona
 * run with this focus, the questions customer discovery answers.
 */
export const CUSTOMER_DISCOVERY_TEMPLATE = {
  id: 'customer-discovery',
  focus:
    'Customer discovery: who buys from us and why, the job they hire us for, what they used before, what almost stopped them from buying, and where they look for answers.',
} as const;

export const PERSONA_MESSAGES = {
  noPersona: 'This interview has no persona. Start it from a persona page.',
  notInterview: 'This session is not a persona interview',
  emptyTranscript: 'Ask the persona at least one question before saving insights',
} as const;

const text = z.string().trim().min(1);
const list = z.array(text).min(1);

export const personaSchema = z.object({
  name: text,
  age_range: text,
  role: text,
  segment: text,
  summary: text,
  goals: list,
  pains: list,
  objections: list,
  buying_triggers: list,
  channels: list,
  content_preferences: list,
  quote: text,
  how_company_helps: text,
  sources: z.array(sourceSchema),
  assumptions: z.array(z.string()),
});
export type PersonaContent = z.infer<typeof personaSchema>;

export const interviewInsightsSchema = z.object({
  persona_id: z.string().nullable(),
  persona_name: text,
  summary: text,
  key_quotes: z.array(z.object({ question: text, quote: text })).min(1),
  needs: list,
  objections: list,
  implications: list,
  sources: z.array(sourceSchema),
  assumptions: z.array(z.string()),
});
export type InterviewInsightsContent = z.infer<typeof interviewInsightsSchema>;

/** The editable list fields of a persona, in the order the page shows them. */
export const PERSONA_LIST_FIELDS = [
  { key: 'goals', label: 'Goals' },
  { key: 'pains', label: 'Pains' },
  { key: 'objections', label: 'Objections' },
  { key: 'buying_triggers', label: 'Buying triggers' },
  { key: 'channels', label: 'Channels' },
  { key: 'content_preferences', label: 'Content preferences' },
] as const satisfies readonly { key: keyof PersonaContent; label: string }[];
