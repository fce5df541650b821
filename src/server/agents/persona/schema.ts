/** The persona agent's output schemas live in shared (the web renders them); re-exported here. */
export {
  interviewInsightsSchema,
  personaSchema,
  type InterviewInsightsContent,
  type PersonaContent,
} from '@/shared/persona';
