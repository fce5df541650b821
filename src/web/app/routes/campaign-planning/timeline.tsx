import { useQueries } from '@tanstack/react-query';
import { GanttChart } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { planQueryOptions } from '@/web/features/campaign-planning/api/get-plan';
import { usePlans } from '@/web/features/campaign-planning/api/get-plans';
import { PlanTimeline } from '@/web/features/campaign-planning/components/plan-timeline';
import { planningPaths } from '@/web/features/campaign-planning/lib/paths';
import { PlanningFrame } from './planning-frame';

/** The active plans drawn at once; older ones are one pick away. */
const TIMELINE_PLANS = 6;

/** /campaign-planning/timeline: phases and tasks over time, per plan. */
export default function PlanningTimelinePage() {
  return (
    <PlanningFrame
      title="Timeline"
      description="Each plan's phases as bars over time and its tasks on their due dates."
    >
      <TimelineBody />
    </PlanningFrame>
  );
}

function TimelineBody() {
  const [params, setParams] = useSearchParams();
  const plans = usePlans();
  const chosen = params.get('plan') ?? '';
  const ids = plans.data
    ? chosen
      ? plans.data.filter((p) => p.id === chosen).map((p) => p.id)
      : plans.data
          .filter((p) => p.status === 'active')
          .slice(0, TIMELINE_PLANS)
          .map((p) => p.id)
    : [];
  const details = useQueries({ queries: ids.map((id) => planQueryOptions(id)) });

  if (plans.isPending) return <LoadingState label="Loading plans..." />;
  if (plans.isError)
    return <ErrorState message={plans.error.message} onRetry={() => void plans.refetch()} />;
  if (plans.data.length === 0)
    return (
      <EmptyState
        icon={GanttChart}
        title="No plans yet"
        action={
          <Button asChild>
            <Link to={planningPaths.root}>Plan a campaign</Link>
          </Button>
        }
      >
        Once a campaign is planned, its phases and tasks are drawn here over time.
      </EmptyState>
    );
  const failed = details.find((d) => d.isError);
  const loaded = details.flatMap((d) => (d.data ? [d.data] : []));
  return (
    <div className="space-y-4">
      <FormField label="Plan" className="max-w-sm">
        <NativeSelect
          value={chosen}
          onChange={(e) => {
            const next = new URLSearchParams(params);
            if (e.target.value) next.set('plan', e.target.value);
            else next.delete('plan');
            setParams(next, { replace: true });
          }}
        >
          <option value="">Active plans (up to {TIMELINE_PLANS})</option>
          {plans.data.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {failed ? (
        <ErrorState message={failed.error!.message} onRetry={() => void failed.refetch()} />
      ) : details.some((d) => d.isPending) ? (
        <LoadingState label="Loading the timeline..." />
      ) : loaded.length === 0 ? (
        <EmptyState icon={GanttChart} title="No active plan">
          Pick a plan above to draw it.
        </EmptyState>
      ) : (
        <div className="rounded-xl border bg-card p-4">
          <PlanTimeline plans={loaded} />
        </div>
      )}
    </div>
  );
}
