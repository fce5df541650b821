/** The Quick Wins agent's pages (seed 000 §2.1). */
export const QUICK_WINS_ROOT = '/quick-wins';

export const quickWinsPaths = {
  overview: QUICK_WINS_ROOT,
  opportunities: `${QUICK_WINS_ROOT}/opportunities`,
  implementation: `${QUICK_WINS_ROOT}/implementation`,
  results: `${QUICK_WINS_ROOT}/results`,
  session: (sessionId: string) => `${QUICK_WINS_ROOT}/session/${encodeURIComponent(sessionId)}`,
  campaign: (campaignId: string) => `${QUICK_WINS_ROOT}/campaign/${encodeURIComponent(campaignId)}`,
} as const;

/** The agent's sub-pages as tabs. */
export const QUICK_WINS_NAV = [
  { to: quickWinsPaths.overview, label: 'Overview' },
  { to: quickWinsPaths.opportunities, label: 'Opportunities' },
  { to: quickWinsPaths.implementation, label: 'Implementation' },
  { to: quickWinsPaths.results, label: 'Results' },
];
