/** The metrics pages (seed 000 §2.1). */
export const metricsPaths = {
  home: '/metrics',
  realTime: '/metrics/real-time',
  reports: '/metrics/reports',
  report: (id: string) => `/metrics/reports/${encodeURIComponent(id)}`,
  campaign: (id: string) => `/metrics/campaign/${encodeURIComponent(id)}`,
  client: (id: string) => `/metrics/client/${encodeURIComponent(id)}`,
  custom: '/metrics/custom',
  campaigns: '/campaigns',
};

export const METRICS_NAV = [
  { to: metricsPaths.home, label: 'Overview' },
  { to: metricsPaths.realTime, label: 'Real-time' },
  { to: metricsPaths.reports, label: 'Saved reports', end: false },
  { to: metricsPaths.custom, label: 'Custom metrics' },
];
