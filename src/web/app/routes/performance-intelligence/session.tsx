import { Link, useParams } from 'react-router';
import { PERFORMANCE_TOOL_INFO, type PerformanceToolId } from '@/shared/performance-intelligence';
import { Button } from '@/web/components/ui/button';
import {
  AgentSessionView,
  SessionOutput,
} from '@/web/features/agents/components/agent-session-view';
import { useAgentRun } from '@/web/features/agents/hooks/use-agent-run';
import { usePermission } from '@/web/features/auth/hooks/use-permission';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import { performancePaths } from '@/web/features/performance-intelligence/lib/paths';

const toolLabel = (tool: string | undefined) =>
  (tool && PERFORMANCE_TOOL_INFO[tool as PerformanceToolId]?.label) || 'Performance analysis';

/** /performance-intelligence/session/{sessionId}: the shared session view. */
export default function PerformanceSessionPage() {
  const { sessionId = '' } = useParams();
  const run = useAgentRun(sessionId);
  const canWrite = usePermission('content:write');
  const campaignId = run.session.data?.session.campaign_id;
  const home = campaignId ? performancePaths.campaign(campaignId) : performancePaths.home;
  return (
    <AgentSessionView
      run={run}
      notFound={{
        title: 'Session not found',
        backTo: performancePaths.home,
        backLabel: 'Back to Performance Intelligence',
      }}
      back={{ to: home, label: '← Performance Intelligence' }}
      fallbackTitle="Performance analysis"
      runTitle={({ tool, refreshing }) =>
        `${toolLabel(tool)} ${refreshing ? 'finished' : 'in progress'}`
      }
      howMade="How these figures were computed"
      failure={{
        title: 'The analysis failed',
        cancelledHint:
          'It stopped before saving an output. Retry runs it again with the same period and campaign.',
      }}
      renderOutput={(output) => (
        <SessionOutput key={output.id} output={output}>
          <OutputRenderer outputType={output.output_type} content={output.content} />
        </SessionOutput>
      )}
      empty={{
        writer: 'No output in this session yet.',
        reader: 'No output in this session yet.',
      }}
      actions={
        canWrite && (
          <div className="flex flex-wrap items-center gap-2 rounded-xl border bg-card p-4 text-sm">
            <span className="mr-2 font-medium">Run another tool:</span>
            {(
              [
                'anomaly_detection',
                'budget_pacing',
                'channel_comparison',
                'campaign_comparison',
              ] as const
            ).map((tool) => (
              <Button key={tool} asChild variant="outline" size="sm">
                <Link to={performancePaths.tool(tool, campaignId)}>
                  {PERFORMANCE_TOOL_INFO[tool].label}
                </Link>
              </Button>
            ))}
            <Button asChild variant="outline" size="sm">
              <Link to={performancePaths.reports}>Report</Link>
            </Button>
          </div>
        )
      }
      agentName="Performance Intelligence Agent"
    />
  );
}
