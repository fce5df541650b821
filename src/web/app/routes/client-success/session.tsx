import { useParams } from 'react-router';
import {
  CLIENT_SUCCESS_TOOL_IDS,
  CLIENT_SUCCESS_TOOL_INFO,
  type ClientSuccessToolId,
} from '@/shared/client-success';
import {
  AgentSessionView,
  SessionOutput,
} from '@/web/features/agents/components/agent-session-view';
import { NextSteps } from '@/web/features/agents/components/next-steps';
import { useAgentRun } from '@/web/features/agents/hooks/use-agent-run';
import { usePermission } from '@/web/lib/use-permission';
import { clientSuccessPaths } from '@/web/features/client-success/lib/paths';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import { useScopedPath } from '@/web/lib/active-client';
import { RunToolButton } from './parts';

const toolLabel = (tool: string | undefined) =>
  (tool && CLIENT_SUCCESS_TOOL_INFO[tool as ClientSuccessToolId]?.label) || 'Client success';

/**
 * A Client Success session: the shared session view with the saved output. Rendered at
 * /client-success/session/{id} and, inside a client workspace, at
 * /clients/{id}/agents/client-success/session/{sid} (links stay in the workspace).
 */
export function ClientSuccessSession({ sessionId }: { sessionId: string }) {
  const run = useAgentRun(sessionId);
  const canWrite = usePermission('content:write');
  const scoped = useScopedPath();
  const session = run.session.data?.session;
  // A session of one client runs its next tools for that client too.
  const client = session?.client_id ? { id: session.client_id } : undefined;
  const home = scoped(clientSuccessPaths.overview);
  return (
    <AgentSessionView
      run={run}
      notFound={{ title: 'Session not found', backTo: home, backLabel: 'Back to Client Success' }}
      back={{ to: home, label: '← Client Success' }}
      fallbackTitle="Client success"
      runTitle={({ tool, refreshing }) =>
        `${toolLabel(tool)} ${refreshing ? 'finished' : 'in progress'}`
      }
      howMade="How these scores were computed"
      failure={{
        title: 'The analysis failed',
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
        writer: 'No output in this session yet.',
        reader: 'No output in this session yet.',
      }}
      actions={
        canWrite && (
          <NextSteps label="Run another tool:">
            {CLIENT_SUCCESS_TOOL_IDS.map((tool) => (
              <RunToolButton
                key={tool}
                tool={tool}
                client={client}
                variant="outline"
                label={CLIENT_SUCCESS_TOOL_INFO[tool].label}
              />
            ))}
          </NextSteps>
        )
      }
      agentName="Client Success Agent"
    />
  );
}

/** /client-success/session/{sessionId}. */
export default function ClientSuccessSessionPage() {
  const { sessionId = '' } = useParams();
  return <ClientSuccessSession sessionId={sessionId} />;
}
