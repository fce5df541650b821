import { Play } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { STRATEGY_FRAMEWORKS, type StrategyFrameworkId } from '@/shared/agent-runs';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/input';
import {
  AgentSessionView,
  SessionOutput,
} from '@/web/features/agents/components/agent-session-view';
import { useAgentRun } from '@/web/features/agents/hooks/use-agent-run';
import { usePermission } from '@/web/lib/use-permission';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import { frameworkLabel } from '@/web/features/strategy/lib/frameworks';

/**
 * /strategy/session/{sessionId} and /strategy/campaign/{campaignId}/session/{sessionId}: the
 * shared session view with the strategy frameworks as its inputs.
 */
export default function StrategySessionPage() {
  const { sessionId = '' } = useParams();
  const canWrite = usePermission('content:write');
  const [nextFramework, setNextFramework] = useState<StrategyFrameworkId | ''>('');
  const run = useAgentRun(sessionId);

  return (
    <AgentSessionView
      run={run}
      notFound={{
        title: 'Session not found',
        backTo: '/strategy',
        backLabel: 'Back to the Strategy Agent',
      }}
      back={
        canWrite
          ? { to: '/strategy', label: '← Strategy Agent' }
          : { to: '/strategy/history', label: '← Strategy history' }
      }
      fallbackTitle="Strategy session"
      runTitle={({ tool, refreshing }) =>
        `${tool ? frameworkLabel(tool) : 'Analysis'} ${refreshing ? 'finished' : 'in progress'}`
      }
      howMade="How this analysis was made"
      failure={{
        title: 'The analysis failed',
        cancelledHint:
          'It stopped before saving an output. Retry runs it again with the same framework and context.',
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
        writer: 'No analysis in this session yet. Choose a framework below to run one.',
        reader: 'No analysis in this session yet.',
      }}
      actions={
        canWrite && (
          <form
            className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              if (nextFramework) void run.stream.start({ tool: nextFramework });
            }}
          >
            <FormField label="Run another framework in this session" className="flex-1">
              <NativeSelect
                value={nextFramework}
                onChange={(e) => setNextFramework(e.target.value as StrategyFrameworkId)}
              >
                <option value="">Choose a framework</option>
                {STRATEGY_FRAMEWORKS.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <Button type="submit" disabled={!nextFramework}>
              <Play aria-hidden="true" /> Run
            </Button>
          </form>
        )
      }
      agentName="Strategy Agent"
    />
  );
}
