import { Cpu, WifiOff } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { AGENT_RUN_MESSAGES, type Engine } from '@/shared/agent-runs';
import { Badge } from '@/web/components/ui/badge';

/**
 * Which engine wrote a result: 'Offline draft' (no AI model is configured, so the offline
 * engine drafted it from the business context) or the model's name.
 */
export function EngineBadge({ engine, model }: { engine: Engine; model: string | null }) {
  if (engine === 'model') {
    return (
      <Badge variant="secondary">
        <Cpu className="size-3" aria-hidden="true" />
        {model ?? 'AI model'}
      </Badge>
    );
  }
  const explanation = `${AGENT_RUN_MESSAGES.offlineLabel}. Connect a model in Settings → AI model for fuller writing.`;
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`Offline draft. ${explanation}`}
          >
            <Badge variant="warning">
              <WifiOff className="size-3" aria-hidden="true" />
              Offline draft
            </Badge>
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            className="z-50 max-w-xs rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md"
          >
            {explanation}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
