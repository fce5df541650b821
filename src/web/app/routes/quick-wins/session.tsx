import { useParams } from 'react-router';
import {
  AgentSessionView,
  SessionOutput,
} from '@/web/features/agents/components/agent-session-view';
import { NextSteps } from '@/web/features/agents/components/next-steps';
import { useAgentRun } from '@/web/features/agents/hooks/use-agent-run';
import { usePermission } from '@/web/lib/use-permission';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import { quickWinsPaths } from '@/web/features/quick-wins/lib/paths';
import { RunAgentButton } from './parts';

/** /quick-wins/session/{sessionId}: the shared session view with the saved ranked report. */
export default function QuickWinsSessionPage() {
  const { sessionId = '' } = useParams();
  const run = useAgentRun(sessionId);
  const canWrite = usePermission('content:write');
  const session = run.session.data?.session;
  const campaign =
    session?.campaign_id && session.campaign_name
      ? { id: session.campaign_id, name: session.campaign_name }
      : undefined;
  const back = campaign
    ? { to: quickWinsPaths.campaign(campaign.id), label: `← Quick Wins · ${campaign.name}` }
    : { to: quickWinsPaths.overview, label: '← Quick Wins' };

  return (
    <AgentSessionView
      run={run}
      notFound={{
        title: 'Session not found',
        backTo: quickWinsPaths.overview,
        backLabel: 'Back to Quick Wins',
      }}
      back={back}
      fallbackTitle="Quick wins"
      runTitle={({ refreshing }) => `Quick wins ${refreshing ? 'ranked' : 'being ranked'}`}
      howMade="How these quick wins were found"
      failure={{
        title: 'The quick wins run failed',
        cancelledHint:
          'It stopped before saving an output. Retry runs it again on your current data.',
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
        writer: 'No report in this session yet.',
        reader: 'No report in this session yet.',
      }}
      actions={
        canWrite && (
          <NextSteps label="Run it again on today's data:">
            <RunAgentButton campaign={campaign} variant="outline" />
          </NextSteps>
        )
      }
      agentName="Quick Wins Agent"
    />
  );
}
