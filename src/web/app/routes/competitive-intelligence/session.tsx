import { useParams } from 'react-router';
import { COMPETITIVE_TOOLS } from '@/shared/competitive-intelligence';
import {
  AgentSessionView,
  SessionOutput,
} from '@/web/features/agents/components/agent-session-view';
import { NextSteps } from '@/web/features/agents/components/next-steps';
import { useAgentRun } from '@/web/features/agents/hooks/use-agent-run';
import { usePermission } from '@/web/lib/use-permission';
import { competitivePaths } from '@/web/features/competitive-intelligence/lib/paths';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';

const toolLabel = (tool: string | undefined) =>
  tool === COMPETITIVE_TOOLS.benchmarks ? 'Benchmark report' : 'Competitive analysis';

/** /competitive-intelligence/session/{sessionId}: the shared session view. */
export default function CompetitiveSessionPage() {
  const { sessionId = '' } = useParams();
  const run = useAgentRun(sessionId);
  const canWrite = usePermission('content:write');
  return (
    <AgentSessionView
      run={run}
      notFound={{
        title: 'Session not found',
        backTo: competitivePaths.root,
        backLabel: 'Back to Competitive Intelligence',
      }}
      back={{ to: competitivePaths.root, label: '← Competitive Intelligence' }}
      fallbackTitle="Competitive analysis"
      runTitle={({ tool, refreshing }) =>
        `${toolLabel(tool)} ${refreshing ? 'finished' : 'in progress'}`
      }
      howMade="How this was made"
      failure={{
        title: 'The run failed',
        cancelledHint:
          'It stopped before saving an output. Retry runs it again with the same competitors and focus.',
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
        writer: 'Nothing saved in this session yet.',
        reader: 'Nothing saved in this session yet.',
      }}
      actions={
        canWrite && (
          <NextSteps
            label="Next:"
            links={[
              { to: competitivePaths.analysis, label: 'New analysis' },
              { to: competitivePaths.benchmarks, label: 'Benchmarks' },
              { to: competitivePaths.competitors, label: 'Edit competitors' },
            ]}
          />
        )
      }
      agentName="Competitive Intelligence Agent"
    />
  );
}
