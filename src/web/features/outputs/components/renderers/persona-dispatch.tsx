import type { ReactNode } from 'react';
import { interviewInsightsSchema, personaSchema } from '@/shared/persona';
import { InterviewInsightsRenderer, PersonaRenderer } from './persona-renderer';

/** The persona agent's layouts, when the content matches their schema (null otherwise). */
export function personaRenderer(
  outputType: string,
  content: Record<string, unknown>,
): ReactNode | null {
  if (outputType === 'persona') {
    const parsed = personaSchema.safeParse(content);
    return parsed.success ? <PersonaRenderer content={parsed.data} /> : null;
  }
  const parsed = interviewInsightsSchema.safeParse(content);
  return parsed.success ? <InterviewInsightsRenderer content={parsed.data} /> : null;
}
