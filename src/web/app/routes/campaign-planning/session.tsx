import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import {
  AgentSessionView,
  SessionOutput,
} from '@/web/features/agents/components/agent-session-view';
import { useAgentRun } from '@/web/features/agents/hooks/use-agent-run';
import { usePermission } from '@/web/lib/use-permission';
import { usePlans } from '@/web/features/campaign-planning/api/get-plans';
import { planningKeys } from '@/web/features/campaign-planning/api/keys';
import { planningPaths } from '@/web/features/campaign-planning/lib/paths';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';

/** /campaign-planning/session/{sessionId}: the run, the plan it saved and the way to its tasks. */
export default function PlanningSessionPage() {
  const { sessionId = '' } = useParams();
  const run = useAgentRun(sessionId);
  const canWrite = usePermission('content:write');
  const campaignId = run.session.data?.session.campaign_id ?? undefined;
  const outputCount = run.outputs.length;
  const plans = usePlans(campaignId, Boolean(campaignId) && outputCount > 0);
  const queryClient = useQueryClient();
  // A finished run wrote a plan's rows: every cached plan list, task list and calendar is stale.
  useEffect(() => {
    if (outputCount > 0) void queryClient.invalidateQueries({ queryKey: planningKeys.all });
  }, [outputCount, queryClient]);
  const planOf = (outputId: string) => plans.data?.find((p) => p.output_id === outputId);

  return (
    <AgentSessionView
      run={run}
      notFound={{
        title: 'Session not found',
        backTo: planningPaths.root,
        backLabel: 'Back to Campaign Planning',
      }}
      back={{ to: planningPaths.root, label: '← Campaign Planning' }}
      fallbackTitle="Campaign plan"
      runTitle={({ refreshing }) => `Campaign plan ${refreshing ? 'finished' : 'in progress'}`}
      howMade="How this plan was made"
      failure={{
        title: 'The plan failed',
        cancelledHint:
          'It stopped before saving a plan. Retry runs it again with the same campaign and focus.',
      }}
      renderOutput={(output) => {
        const plan = planOf(output.id);
        return (
          <SessionOutput key={output.id} output={output}>
            {plan && (
              <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
                <span>Its {plan.task_count} tasks are ready to assign and schedule.</span>
                <Button asChild size="sm">
                  <Link to={planningPaths.plan(plan.id)}>
                    Open the plan <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </div>
            )}
            <OutputRenderer
              outputType={output.output_type}
              content={output.content}
              engine={output.engine}
            />
          </SessionOutput>
        );
      }}
      empty={{
        writer: 'No plan in this session yet.',
        reader: 'No plan in this session yet.',
      }}
      actions={
        canWrite &&
        campaignId && (
          <div className="flex flex-wrap items-center gap-2 rounded-xl border bg-card p-4 text-sm">
            <span className="mr-2 font-medium">Plan again:</span>
            <Button asChild variant="outline" size="sm">
              <Link to={planningPaths.campaign(campaignId)}>Plan this campaign again</Link>
            </Button>
          </div>
        )
      }
      agentName="Campaign Planning Agent"
    />
  );
}
