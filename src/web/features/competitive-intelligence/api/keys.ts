/** The Competitive Intelligence feature's query keys: one prefix, so a change refreshes them all. */
export const competitiveKeys = {
  all: ['competitive-intelligence'] as const,
  competitors: () => [...competitiveKeys.all, 'competitors'] as const,
  competitor: (id: string) => [...competitiveKeys.all, 'competitors', id] as const,
  alerts: (status: 'all' | 'unread') => [...competitiveKeys.all, 'alerts', status] as const,
  benchmarks: () => [...competitiveKeys.all, 'benchmarks'] as const,
};
