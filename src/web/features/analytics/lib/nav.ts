import { analyticsPaths } from './paths';

/** Analytics' pages as tabs (SectionNav's props, drawn by the gated page frame). */
export const analyticsNav = {
  label: 'Analytics',
  items: [
    { to: analyticsPaths.home, label: 'Overview' },
    { to: analyticsPaths.dashboard, label: 'Dashboard' },
    { to: analyticsPaths.reports, label: 'Reports' },
    { to: analyticsPaths.insights, label: 'Insights' },
  ],
};
