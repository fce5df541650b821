import { SectionNav } from '@/web/components/ui/section-nav';
import { PERFORMANCE_NAV } from '../lib/paths';

/** The agent's sub-pages as tabs. */
export function PerformanceNav() {
  return <SectionNav label="Performance Intelligence" items={PERFORMANCE_NAV} />;
}
