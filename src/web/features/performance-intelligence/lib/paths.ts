/** Where the Performance Intelligence pages live (seed 000 §2.1, seed 001 §2). */
export const PERFORMANCE_ROOT = '/performance-intelligence';

export const performancePaths = {
  home: PERFORMANCE_ROOT,
  dashboard: `${PERFORMANCE_ROOT}/dashboard`,
  reports: `${PERFORMANCE_ROOT}/reports`,
  tool: (toolId: string, campaignId?: string | null) =>
    `${PERFORMANCE_ROOT}/tool/${encodeURIComponent(toolId)}${campaignId ? `?campaign=${encodeURIComponent(campaignId)}` : ''}`,
  session: (sessionId: string) => `${PERFORMANCE_ROOT}/session/${encodeURIComponent(sessionId)}`,
  campaign: (campaignId: string) =>
    `${PERFORMANCE_ROOT}/campaign/${encodeURIComponent(campaignId)}`,
  /** Where daily results are imported (the campaign's Analytics page). */
  campaignAnalytics: (campaignId: string) =>
    `/campaigns/${encodeURIComponent(campaignId)}/analytics`,
  campaigns: '/campaigns',
  newCampaign: '/campaigns/new',
  output: (outputId: string) => `/outputs/${encodeURIComponent(outputId)}`,
} as const;

/** The agent's sub-pages as tabs. */
export const PERFORMANCE_NAV = [
  { to: performancePaths.home, label: 'Overview' },
  { to: performancePaths.dashboard, label: 'Dashboard' },
  { to: performancePaths.reports, label: 'Reports' },
  { to: performancePaths.tool('anomaly_detection'), label: 'Anomalies' },
  { to: performancePaths.tool('budget_pacing'), label: 'Pacing' },
  { to: performancePaths.tool('channel_comparison'), label: 'Channels' },
  { to: performancePaths.tool('campaign_comparison'), label: 'Campaigns' },
];
