/**
 * Analytics' pages as tabs (SectionNav's props, drawn by the gated page frame). The route
 * table reads this before the first paint, so it holds only strings: paths.ts, which builds
 * links with periods, brings the shared schemas and zod with it (decision 033).
 */
export const ANALYTICS_ROOT = '/analytics';

export const analyticsNav = {
  label: 'Analytics',
  items: [
    { to: ANALYTICS_ROOT, label: 'Overview' },
    { to: `${ANALYTICS_ROOT}/dashboard`, label: 'Dashboard' },
    { to: `${ANALYTICS_ROOT}/reports`, label: 'Reports' },
    { to: `${ANALYTICS_ROOT}/insights`, label: 'Insights' },
  ],
};
