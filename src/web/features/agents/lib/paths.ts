/** The page of a Quick Start run: its three steps and what each saved. */
export const quickStartSessionPath = (sessionId: string) => `/quick-start/session/${sessionId}`;
