import { SectionNav } from '@/web/components/ui/section-nav';
import { competitivePaths } from '../lib/paths';

/** The agent's pages as tabs; the alerts tab shows how many are unread. */
export function CompetitiveNav({ unread }: { unread?: number | undefined }) {
  return (
    <SectionNav
      label="Competitive Intelligence"
      items={[
        { to: competitivePaths.root, label: 'Overview' },
        { to: competitivePaths.competitors, label: 'Competitors' },
        { to: competitivePaths.analysis, label: 'Analysis' },
        { to: competitivePaths.benchmarks, label: 'Benchmarks' },
        {
          to: competitivePaths.alerts,
          label: unread ? `Alerts (${unread} unread)` : 'Alerts',
        },
        { to: competitivePaths.brandComparison, label: 'Brand comparison' },
      ]}
    />
  );
}
