import { useParams } from 'react-router';
import { PERFORMANCE_TOOL_INFO, type PerformanceToolId } from '@/shared/performance-intelligence';
import {
  AgentSessionView,
  SessionOutput,
} from '@/web/features/agents/components/agent-session-view';
import { NextSteps } from '@/web/features/agents/components/next-steps';
import { useAgentRun } from '@/web/features/agents/hooks/use-agent-run';
import { usePermission } from '@/web/lib/use-permission';
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
          <OutputRenderer
            outputType={output.output_type}
            content={output.content}
            engine={output.engine}
          />
        </SessionOutput>
      )}
      empty={{
        writer: 'No output in this session yet.',
        reader: 'No output in this session yet.',
      }}
      actions={
        canWrite && (
          <NextSteps
            label="Run another tool:"
            links={[
              ...(
                [
                  'anomaly_detection',
                  'budget_pacing',
                  'channel_comparison',
                  'campaign_comparison',
                ] as const
              ).map((tool) => ({
                to: performancePaths.tool(tool, campaignId),
                label: PERFORMANCE_TOOL_INFO[tool].label,
              })),
              { to: performancePaths.reports, label: 'Report' },
            ]}
          />
        )
      }
      agentName="Performance Intelligence Agent"
    />
  );
}
