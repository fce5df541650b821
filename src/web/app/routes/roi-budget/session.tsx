import { useParams } from 'react-router';
import { ROI_TOOL_INFO, ROI_TOOLS, isRoiTool } from '@/shared/roi-budget';
import {
  AgentSessionView,
  SessionOutput,
} from '@/web/features/agents/components/agent-session-view';
import { NextSteps } from '@/web/features/agents/components/next-steps';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { useAgentRun } from '@/web/features/agents/hooks/use-agent-run';
import { usePermission } from '@/web/lib/use-permission';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import { roiPaths } from '@/web/features/roi-budget/lib/paths';

const toolLabel = (tool: string | undefined) =>
  isRoiTool(tool) ? ROI_TOOL_INFO[tool].label : 'ROI & Budget';

/** /roi-budget/session/{id} and /roi-budget/tool/{tool}/session/{id}: the shared session view. */
export default function RoiSessionPage() {
  const { sessionId = '', tool } = useParams();
  const run = useAgentRun(sessionId);
  const canWrite = usePermission('content:write');
  if (tool !== undefined && !isRoiTool(tool))
    return (
      <NotFoundState title="Unknown tool" backTo={roiPaths.home} backLabel="Back to ROI & Budget">
        The ROI & Budget agent has five tools: ROI calculator, budget allocator, forecast, scenario
        planner and optimization.
      </NotFoundState>
    );
  const campaignId = run.session.data?.session.campaign_id;
  return (
    <AgentSessionView
      run={run}
      notFound={{
        title: 'Session not found',
        backTo: roiPaths.home,
        backLabel: 'Back to ROI & Budget',
      }}
      back={
        campaignId
          ? { to: roiPaths.campaign(campaignId), label: '← ROI & Budget for this campaign' }
          : { to: roiPaths.home, label: '← ROI & Budget' }
      }
      fallbackTitle={toolLabel(tool)}
      runTitle={({ tool: running, refreshing }) =>
        `${toolLabel(running ?? tool)} ${refreshing ? 'finished' : 'in progress'}`
      }
      howMade="How these figures were made"
      failure={{
        title: 'The run failed',
        cancelledHint:
          'It stopped before saving an output. Retry runs it again with the same inputs.',
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
        writer: 'No result in this session yet.',
        reader: 'No result in this session yet.',
      }}
      actions={
        canWrite && (
          <NextSteps
            label="Run another tool:"
            links={ROI_TOOLS.map((t) => ({
              to: roiPaths.tool(t, campaignId),
              label: ROI_TOOL_INFO[t].label,
            }))}
          />
        )
      }
      agentName="ROI & Budget Agent"
    />
  );
}
