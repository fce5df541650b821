/** The Competitive Intelligence agent's pages (seed 000 §2.1). */
export const competitivePaths = {
  root: '/competitive-intelligence',
  competitors: '/competitive-intelligence/competitors',
  analysis: '/competitive-intelligence/analysis',
  benchmarks: '/competitive-intelligence/benchmarks',
  alerts: '/competitive-intelligence/alerts',
  /** Not one of the agent's tabs' pages, but built on its records. */
  brandComparison: '/brand-comparison',
  session: (sessionId: string) => `/competitive-intelligence/session/${sessionId}`,
} as const;
