import { SectionNav } from '@/web/components/ui/section-nav';
import { performancePaths } from '../lib/paths';

/** The agent's sub-pages as tabs. */
export function PerformanceNav() {
  return (
    <SectionNav
      label="Performance Intelligence"
      items={[
        { to: performancePaths.home, label: 'Overview' },
        { to: performancePaths.dashboard, label: 'Dashboard' },
        { to: performancePaths.reports, label: 'Reports' },
        { to: performancePaths.tool('anomaly_detection'), label: 'Anomalies' },
        { to: performancePaths.tool('budget_pacing'), label: 'Pacing' },
        { to: performancePaths.tool('channel_comparison'), label: 'Channels' },
        { to: performancePaths.tool('campaign_comparison'), label: 'Campaigns' },
      ]}
    />
  );
}
