/** The ROI & Budget agent's pages (seed 000 §2.1). */
import type { RoiTool } from '@/shared/roi-budget';

export const ROI_ROOT = '/roi-budget';
export const roiPaths = {
  home: ROI_ROOT,
  dashboard: `${ROI_ROOT}/dashboard`,
  forecast: `${ROI_ROOT}/forecast`,
  optimization: `${ROI_ROOT}/optimization`,
  scenarios: `${ROI_ROOT}/scenarios`,
  tool: (tool: RoiTool, campaignId?: string | null) =>
    `${ROI_ROOT}/tool/${tool}${campaignId ? `?campaign=${encodeURIComponent(campaignId)}` : ''}`,
  toolSession: (tool: string, sessionId: string) => `${ROI_ROOT}/tool/${tool}/session/${sessionId}`,
  session: (sessionId: string) => `${ROI_ROOT}/session/${sessionId}`,
  campaign: (campaignId: string) => `${ROI_ROOT}/campaign/${campaignId}`,
};

/** The agent's sub-pages as tabs. */
export const ROI_NAV = [
  { to: roiPaths.home, label: 'Overview' },
  { to: roiPaths.dashboard, label: 'Dashboard' },
  { to: roiPaths.forecast, label: 'Forecast' },
  { to: roiPaths.optimization, label: 'Optimization' },
  { to: roiPaths.scenarios, label: 'Scenarios' },
];
