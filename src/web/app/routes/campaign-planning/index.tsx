import { CalendarRange, ClipboardList, Play } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CAMPAIGN_PLAN_TOOL } from '@/shared/campaign-planning';
import { agentById } from '@/shared/agents';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect, Textarea } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { useCreateSession } from '@/web/features/agents/api/create-session';
import { useRunTime } from '@/web/lib/agents';
import { usePermission } from '@/web/lib/use-permission';
import { usePlans } from '@/web/features/campaign-planning/api/get-plans';
import { shortDay } from '@/web/features/campaign-planning/lib/calendar';
import { planningPaths } from '@/web/features/campaign-planning/lib/paths';
import { useCampaigns } from '@/web/features/campaigns/api/get-campaigns';
import type { PendingRun } from '@/web/features/strategy/lib/paths';
import { WithOptionalRouteCampaign } from '@/web/app/with-route-campaign';
import { PlanningFrame } from './planning-frame';
import { useActiveClient, useScopedNavigate } from '@/web/lib/active-client';

/** /campaign-planning and /campaign-planning/campaign/{campaignId}: plan a campaign; the plans. */
export default function CampaignPlanningPage() {
  return (
    <WithOptionalRouteCampaign backTo={planningPaths.root} backLabel="Campaign Planning">
      {(campaign) => <PlanningHome campaign={campaign} />}
    </WithOptionalRouteCampaign>
  );
}

function PlanningHome({ campaign }: { campaign?: { id: string; name: string } }) {
  const canWrite = usePermission('content:write');
  const runTime = useRunTime();
  return (
    <PlanningFrame
      title="Campaign Planning"
      description="Turn a campaign into phases and dated tasks with owners and budget shares, grounded in its dates, budget, channels, goals, your personas and your marketing plan. Then move the work along on the calendar, the task list and the timeline."
      badges={
        <>
          <Badge>{runTime(agentById('campaign-planning')?.estimatedTime ?? '')}</Badge>
          {campaign && <Badge variant="default">Campaign: {campaign.name}</Badge>}
        </>
      }
      back={campaign ? { to: `/campaigns/${campaign.id}`, label: campaign.name } : undefined}
    >
      {canWrite && <PlanForm campaign={campaign} />}
      <PlanList campaignId={campaign?.id} />
    </PlanningFrame>
  );
}

function PlanForm({ campaign }: { campaign?: { id: string; name: string } }) {
  const navigate = useScopedNavigate();
  // In a client workspace (or with ?client_id=), only that client's campaigns.
  const campaigns = useCampaigns({ clientId: useActiveClient().clientId });
  const createSession = useCreateSession();
  const [chosen, setChosen] = useState('');
  const [focus, setFocus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const campaignId = campaign?.id ?? chosen;
  const name = campaign?.name ?? campaigns.data?.data.find((c) => c.id === chosen)?.name;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!campaignId) {
      setError('Choose the campaign to plan');
      return;
    }
    try {
      const session = await createSession.mutateAsync({
        agent_type: 'campaign-planning',
        campaign_id: campaignId,
        title: `Plan: ${name ?? 'campaign'}`,
      });
      const pending: PendingRun = {
        tool: CAMPAIGN_PLAN_TOOL,
        ...(focus.trim() ? { message: focus.trim() } : {}),
      };
      void navigate(planningPaths.session(session.id), { state: { pendingRun: pending } });
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The plan could not be started');
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">
            {campaign ? `Plan “${campaign.name}”` : 'Plan a campaign'}
          </CardTitle>
          <CardDescription>
            The agent reads the campaign and your business context, then saves the plan: its phases
            and tasks appear here, on the calendar and in the task list.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {!campaign && (
            <FormField
              label="Campaign"
              error={error ?? undefined}
              hint={campaigns.isError ? 'Campaigns could not be loaded.' : undefined}
            >
              <NativeSelect
                value={chosen}
                onChange={(e) => {
                  setChosen(e.target.value);
                  setError(null);
                }}
                disabled={campaigns.isPending}
              >
                <option value="">Choose a campaign</option>
                {campaigns.data?.data.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          <FormField label="Focus" hint="Optional: anything the plan should take into account.">
            <Textarea
              value={focus}
              onChange={(e) => setFocus(e.target.value)}
              maxLength={2000}
              placeholder="e.g. The launch e-mail must go out before the trade show."
            />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" size="lg" loading={createSession.isPending}>
              <Play aria-hidden="true" /> Plan this campaign
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}

function PlanList({ campaignId }: { campaignId?: string }) {
  const plans = usePlans(campaignId);
  return (
    <section aria-labelledby="plans-heading" className="space-y-3">
      <h2 id="plans-heading" className="text-lg font-semibold">
        {campaignId ? 'Plans of this campaign' : 'Plans'}
      </h2>
      {plans.isPending ? (
        <LoadingState label="Loading plans..." />
      ) : plans.isError ? (
        <ErrorState message={plans.error.message} onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <EmptyState icon={ClipboardList} title="No plans yet">
          Plan a campaign above: its phases and tasks are listed here.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {plans.data.map((plan) => {
            const pct = plan.task_count ? Math.round((plan.done_count / plan.task_count) * 100) : 0;
            return (
              <li key={plan.id}>
                <Card className="h-full">
                  <CardContent className="space-y-3 p-4">
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        <Link
                          to={planningPaths.plan(plan.id)}
                          className="font-medium text-primary hover:underline"
                        >
                          {plan.name}
                        </Link>
                        <p className="text-sm text-muted-foreground">{plan.campaign_name}</p>
                      </div>
                      <Badge variant={plan.status === 'active' ? 'default' : 'outline'}>
                        {plan.status}
                      </Badge>
                    </div>
                    {plan.starts_on && plan.ends_on && (
                      <p className="flex items-center gap-1 text-sm text-muted-foreground">
                        <CalendarRange className="size-4" aria-hidden="true" />
                        {shortDay(plan.starts_on)} – {shortDay(plan.ends_on)}
                      </p>
                    )}
                    <div className="space-y-1">
                      <div
                        role="progressbar"
                        aria-label={`Tasks done in ${plan.name}`}
                        aria-valuemin={0}
                        aria-valuemax={plan.task_count}
                        aria-valuenow={plan.done_count}
                        className="h-2 overflow-hidden rounded-full bg-muted"
                      >
                        <div className="h-full bg-primary" style={{ width: `${pct}%` }} />
                      </div>
                      <p className="text-xs text-muted-foreground">
                        {plan.done_count} of {plan.task_count} tasks done · updated{' '}
                        {formatRelativeTime(plan.updated_at)}
                      </p>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
