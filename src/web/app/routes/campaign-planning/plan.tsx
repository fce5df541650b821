import { CalendarDays, ExternalLink, GanttChart, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { PLAN_NAME_MAX, type PlanDetail } from '@/shared/campaign-planning';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { usePermission } from '@/web/lib/use-permission';
import { useDeletePlan } from '@/web/features/campaign-planning/api/delete-plan';
import { isPlanNotFound, usePlan } from '@/web/features/campaign-planning/api/get-plan';
import { useUpdatePlan } from '@/web/features/campaign-planning/api/update-plan';
import { PlanPhases } from '@/web/features/campaign-planning/components/plan-phases';
import { shortDay } from '@/web/features/campaign-planning/lib/calendar';
import { planningPaths } from '@/web/features/campaign-planning/lib/paths';
import { ConfirmDialog } from '@/web/features/team/components/confirm-dialog';
import { PlanningFrame } from './planning-frame';
import { useMembers } from './use-members';
import { useMoney } from '@/web/lib/money';

/** /campaign-planning/plan/{planId}: the phases and tasks of one plan, to move along. */
export default function PlanPage() {
  const { planId = '' } = useParams();
  return (
    <PlanningFrame title="Campaign plan" back={{ to: planningPaths.root, label: 'All plans' }}>
      <PlanBody planId={planId} />
    </PlanningFrame>
  );
}

function PlanBody({ planId }: { planId: string }) {
  const money = useMoney();
  const plan = usePlan(planId);
  const members = useMembers();
  const canWrite = usePermission('content:write');
  if (plan.isPending) return <LoadingState label="Loading the plan..." />;
  if (plan.isError) {
    if (isPlanNotFound(plan.error))
      return (
        <NotFoundState title="Plan not found" backTo={planningPaths.root} backLabel="All plans">
          It may have been deleted, or the link may be mistyped.
        </NotFoundState>
      );
    return <ErrorState message={plan.error.message} onRetry={() => void plan.refetch()} />;
  }
  const p = plan.data;
  const tasks = p.phases.flatMap((ph) => ph.tasks);
  const inProgress = tasks.filter((t) => t.status === 'in_progress').length;
  const unassigned = tasks.filter((t) => !t.assignee_id && t.status !== 'done').length;
  return (
    <div className="space-y-6">
      <title>{`${p.name} — Stratagent`}</title>
      <PlanHeading plan={p} canWrite={canWrite} />
      <StatGrid>
        <StatTile
          label="Dates"
          value={p.starts_on ? shortDay(p.starts_on) : '—'}
          hint={p.ends_on ? `to ${shortDay(p.ends_on)}` : undefined}
        />
        <StatTile
          label="Done"
          value={`${p.done_count} / ${p.task_count}`}
          tone={p.done_count === p.task_count && p.task_count > 0 ? 'success' : 'default'}
        />
        <StatTile label="In progress" value={inProgress} />
        <StatTile
          label="Unassigned"
          value={unassigned}
          tone={unassigned > 0 ? 'warning' : 'default'}
          hint="open tasks without a teammate"
        />
        <StatTile
          label="Budget"
          value={p.budget_cents === null ? 'Not set' : money(p.budget_cents)}
          hint="the campaign's"
        />
      </StatGrid>
      <PlanPhases plan={p} members={members} canWrite={canWrite} />
    </div>
  );
}

function PlanHeading({ plan, canWrite }: { plan: PlanDetail; canWrite: boolean }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(plan.name);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rename = useUpdatePlan(plan.id);
  const remove = useDeletePlan();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError('Give the plan a name');
    try {
      await rename.mutateAsync({ name: name.trim() });
      setEditing(false);
      toast.success('Plan renamed');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The plan could not be renamed');
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-start sm:justify-between">
      {editing ? (
        <form
          noValidate
          onSubmit={(e) => void submit(e)}
          className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end"
        >
          <FormField label="Plan name" error={error ?? undefined} className="flex-1">
            <Input
              value={name}
              maxLength={PLAN_NAME_MAX}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
              autoFocus
            />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" loading={rename.isPending}>
              Save
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setEditing(false);
                setName(plan.name);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="min-w-0 space-y-1">
          <h2 className="text-xl font-semibold">{plan.name}</h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="default">Campaign: {plan.campaign_name}</Badge>
            <Badge variant="outline">{plan.status}</Badge>
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {canWrite && !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" /> Rename
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to={`${planningPaths.calendar}${plan.starts_on ? `?date=${plan.starts_on}` : ''}`}>
            <CalendarDays aria-hidden="true" /> Calendar
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={`${planningPaths.timeline}?plan=${plan.id}`}>
            <GanttChart aria-hidden="true" /> Timeline
          </Link>
        </Button>
        {plan.output_id && (
          <Button asChild variant="outline" size="sm">
            <Link to={`/outputs/${plan.output_id}`}>
              <ExternalLink aria-hidden="true" /> Agent output
            </Link>
          </Button>
        )}
        {canWrite && (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${plan.name}”?`}
        description="Its phases and tasks are deleted for everyone. The agent's output stays in Outputs."
        confirmLabel="Delete plan"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(plan.id, {
            onSuccess: () => {
              toast.success('Plan deleted');
              void navigate(planningPaths.root);
            },
            onError: (err) => toast.error(err.message),
          })
        }
      />
    </div>
  );
}
