/** The Client Success agent's pages (seed 000 §2.1). */
export const CLIENT_SUCCESS_ROOT = '/client-success';

export const clientSuccessPaths = {
  overview: CLIENT_SUCCESS_ROOT,
  health: `${CLIENT_SUCCESS_ROOT}/health`,
  retention: `${CLIENT_SUCCESS_ROOT}/retention`,
  churn: `${CLIENT_SUCCESS_ROOT}/churn`,
  recommendations: `${CLIENT_SUCCESS_ROOT}/recommendations`,
  client: (clientId: string) => `${CLIENT_SUCCESS_ROOT}/client/${encodeURIComponent(clientId)}`,
  session: (sessionId: string) => `${CLIENT_SUCCESS_ROOT}/session/${encodeURIComponent(sessionId)}`,
} as const;

/** The agent's sub-pages as tabs. */
export const CLIENT_SUCCESS_NAV = [
  { to: clientSuccessPaths.overview, label: 'Overview' },
  { to: clientSuccessPaths.health, label: 'Health' },
  { to: clientSuccessPaths.retention, label: 'Retention' },
  { to: clientSuccessPaths.churn, label: 'Churn risk' },
  { to: clientSuccessPaths.recommendations, label: 'Recommendations' },
];
