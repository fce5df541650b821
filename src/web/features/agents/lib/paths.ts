import { QUICK_START_AGENT } from '@/shared/quick-start';

/** The page of a Quick Start run: its three steps and what each saved. */
export const quickStartSessionPath = (sessionId: string) => `/quick-start/session/${sessionId}`;

/**
 * Where a session listed by an agent opens: its own page (`own`), or the Quick Start page for
 * a Quick Start run that saved outputs under the agent (the API lists those with its own).
 */
export const listedSessionPath = (session: { id: string; agent_type: string }, own: string) =>
  session.agent_type === QUICK_START_AGENT ? quickStartSessionPath(session.id) : own;
