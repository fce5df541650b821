/** The frame of every ROI & Budget page: its header, the agent's tabs and the unlock notice. */
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/web/components/ui/alert';
import { PageHeader } from '@/web/components/ui/page-header';
import { SectionNav } from '@/web/components/ui/section-nav';
import { useUnlocks } from '@/web/features/dashboard/api/get-dashboard-metrics';
import { ROI_NAV } from '@/web/features/roi-budget/lib/paths';

/** Whether ROI & Budget is unlocked (undefined while the metrics load) and what it needs. */
export function useRoiAccess() {
  const unlocks = useUnlocks();
  return {
    loaded: unlocks !== undefined,
    unlocked: unlocks?.roi_budget.unlocked ?? false,
    requirement: unlocks?.roi_budget.requirement ?? null,
  };
}

export function LockedNotice({ requirement }: { requirement: string | null }) {
  return (
    <Alert title="ROI & Budget is locked">
      <span className="flex flex-wrap items-center gap-1">
        <Lock className="size-4" aria-hidden="true" />
        {requirement ?? 'Have more than 2 campaigns'} to unlock it: the figures below fill in and
        the tools can run.{' '}
        <Link to="/campaigns/new" className="font-medium text-primary underline">
          Create a campaign
        </Link>
      </span>
    </Alert>
  );
}

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
  const access = useRoiAccess();
  return (
    <div className="space-y-6">
      <PageHeader
        title={title}
        description={description}
        back={back}
        badges={badges}
        actions={actions}
      />
      <SectionNav label="ROI & Budget Agent" items={ROI_NAV} />
      {access.loaded && !access.unlocked && <LockedNotice requirement={access.requirement} />}
      {children}
    </div>
  );
}
