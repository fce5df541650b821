import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AgentOutput } from '@/shared/agent-runs';
import { PERSONA_COUNT_MAX, PERSONA_OUTPUT_TYPE, PERSONA_TOOL } from '@/shared/persona';
import { Button } from '@/web/components/ui/button';
import {
  AgentSessionView,
  SessionOutput,
} from '@/web/features/agents/components/agent-session-view';
import { useAgentRun } from '@/web/features/agents/hooks/use-agent-run';
import { usePermission } from '@/web/lib/use-permission';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import { PersonaActions } from '@/web/features/persona/components/persona-card';
import { type PendingPersonas } from '@/web/features/persona/lib/paths';

/**
 * /persona/session/{sessionId}: the shared session view for the personas being generated
 * (one run per persona, streamed one after the other), then each persona with the way to open
 * or interview it.
 */
export default function PersonaSessionPage() {
  const { sessionId = '' } = useParams();
  const canWrite = usePermission('content:write');
  const [batch, setBatch] = useState<{ done: number; total: number } | null>(null);
  const run = useAgentRun<PendingPersonas>(sessionId, {
    pendingKey: 'pendingPersonas',
    busy: batch !== null,
    onPending: (pending, stream) => {
      const total = Math.min(Math.max(pending.count, 1), PERSONA_COUNT_MAX);
      void (async () => {
        for (let i = 0; i < total; i++) {
          setBatch({ done: i, total });
          await stream.start({
            tool: PERSONA_TOOL,
            ...(pending.message ? { message: pending.message } : {}),
          });
        }
        setBatch(null);
      })();
    },
  });

  return (
    <AgentSessionView
      run={run}
      notFound={{
        title: 'Session not found',
        backTo: '/persona',
        backLabel: 'Back to the personas',
      }}
      back={{ to: '/persona', label: '← Personas' }}
      fallbackTitle="Personas"
      runTitle={() =>
        batch
          ? `Generating persona ${Math.min(batch.done + 1, batch.total)} of ${batch.total}`
          : 'Generating a persona'
      }
      failure={{
        title: 'The persona could not be generated',
        cancelledTitle: 'The persona could not be generated',
      }}
      cancellable={false}
      outputs={(outputs) => outputs.filter((o) => o.output_type === PERSONA_OUTPUT_TYPE).reverse()}
      renderOutput={(output) => <SessionPersona key={output.id} output={output} />}
      empty={{
        writer: 'No persona in this session yet. Generate one below.',
        reader: 'No persona in this session yet.',
      }}
      actions={
        <div className="flex flex-wrap gap-3">
          {canWrite && (
            <Button variant="outline" onClick={() => void run.stream.start({ tool: PERSONA_TOOL })}>
              <Plus aria-hidden="true" /> Generate another persona
            </Button>
          )}
          <Button asChild variant="ghost">
            <Link to="/persona">All personas</Link>
          </Button>
        </div>
      }
    />
  );
}

function SessionPersona({ output }: { output: AgentOutput }) {
  const name = typeof output.content.name === 'string' ? output.content.name : output.title;
  return (
    <SessionOutput
      output={output}
      label={name}
      summary={false}
      actions={<PersonaActions id={output.id} name={name} />}
    >
      <OutputRenderer
        outputType={output.output_type}
        content={output.content}
        engine={output.engine}
      />
    </SessionOutput>
  );
}
