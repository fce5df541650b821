/** Where the persona pages live, and what /persona/new hands to the session page. */
export const personaPath = (personaId: string) => `/persona/${encodeURIComponent(personaId)}`;
export const personaEditPath = (personaId: string) => `${personaPath(personaId)}/edit`;
export const personaInterviewPath = (personaId: string) =>
  `/persona/interview/${encodeURIComponent(personaId)}`;
export const interviewSessionPath = (personaId: string, sessionId: string) =>
  `${personaInterviewPath(personaId)}/session/${encodeURIComponent(sessionId)}`;
export const personaSessionPath = (sessionId: string) =>
  `/persona/session/${encodeURIComponent(sessionId)}`;
export const interviewTitle = (personaName: string) => `Interview: ${personaName}`;

/** Personas to generate in a new session: one run each. */
export type PendingPersonas = { count: number; message?: string };
