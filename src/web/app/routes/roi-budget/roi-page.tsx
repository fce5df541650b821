/** The frame of every ROI & Budget page: its header, the agent's tabs and the locked state. */
import type { ReactNode } from 'react';
import { FeatureGate } from '@/web/app/feature-gate';
import { PageHeader } from '@/web/components/ui/page-header';
import { SectionNav } from '@/web/components/ui/section-nav';
import { ROI_NAV } from '@/web/features/roi-budget/lib/paths';

/** The page, once ROI & Budget is unlocked; until then its header, tabs and the locked state. */
export function RoiPage({
  title,
  description,
  back,
  badges,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  back?: { to: string; label: string };
  badges?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const frame = (
    <>
      <PageHeader
        title={title}
        description={description}
        back={back}
        badges={badges}
        actions={actions}
      />
      <SectionNav label="ROI & Budget Agent" items={ROI_NAV} />
    </>
  );
  return (
    <FeatureGate feature="roi_budget" title="ROI & Budget" header={frame}>
      <div className="space-y-6">
        {frame}
        {children}
      </div>
    </FeatureGate>
  );
}
