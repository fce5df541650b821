import { useParams } from 'react-router';
import { isMarketingMode, MARKETING_MODE_INFO, MARKETING_MODES } from '@/shared/marketing-plan';
import {
  AgentSessionView,
  SessionOutput,
} from '@/web/features/agents/components/agent-session-view';
import { NextSteps } from '@/web/features/agents/components/next-steps';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { useAgentRun } from '@/web/features/agents/hooks/use-agent-run';
import { usePermission } from '@/web/lib/use-permission';
import { marketingModePath } from '@/web/features/marketing-strategy/lib/paths';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';

const toolLabel = (tool: string) =>
  MARKETING_MODES.map((m) => MARKETING_MODE_INFO[m]).find((i) => i.tool === tool)?.label ??
  'Marketing';

/**
 * /marketing-strategy/session/{sessionId} and /marketing-strategy/{mode}/session/{sessionId}:
 * the shared session view with the three modes as the way to create another plan.
 */
export default function MarketingSessionPage() {
  const { sessionId = '', mode } = useParams();
  const run = useAgentRun(sessionId);
  const canWrite = usePermission('content:write');

  if (mode !== undefined && !isMarketingMode(mode)) {
    return (
      <NotFoundState
        title="Unknown mode"
        backTo="/marketing-strategy"
        backLabel="Back to Marketing Strategy"
      >
        The Marketing Strategy agent has three modes: quick, guided and advanced.
      </NotFoundState>
    );
  }
  const campaignId = run.session.data?.session.campaign_id;

  return (
    <AgentSessionView
      run={run}
      notFound={{
        title: 'Session not found',
        backTo: '/marketing-strategy',
        backLabel: 'Back to Marketing Strategy',
      }}
      back={{ to: '/marketing-strategy', label: '← Marketing Strategy' }}
      fallbackTitle="Marketing plan"
      runTitle={({ tool, refreshing }) =>
        `${tool ? toolLabel(tool) : 'Marketing'} plan ${refreshing ? 'finished' : 'in progress'}`
      }
      howMade="How this plan was made"
      failure={{
        title: 'The plan failed',
        cancelledHint:
          'It stopped before saving an output. Retry runs it again with the same answers and context.',
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
        writer: 'No plan in this session yet.',
        reader: 'No plan in this session yet.',
      }}
      actions={
        canWrite && (
          <NextSteps
            label="Create another plan:"
            links={MARKETING_MODES.map((m) => ({
              to: marketingModePath(m, campaignId),
              label: MARKETING_MODE_INFO[m].label,
            }))}
          />
        )
      }
      agentName="Marketing Strategy Agent"
    />
  );
}
