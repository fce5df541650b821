import { Clock } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { STRATEGY_FRAMEWORKS, type StrategyFrameworkId } from '@/shared/agent-runs';
import { useRunTime } from '@/web/lib/agents';
import { cn } from '@/web/lib/utils';
import { FRAMEWORK_DETAILS } from '../lib/frameworks';

/** The 11 frameworks as selectable cards: name, the question it answers, estimated time. */
export function FrameworkPicker({
  value,
  onChange,
}: {
  value: StrategyFrameworkId | '';
  onChange: (id: StrategyFrameworkId) => void;
}) {
  const runTime = useRunTime();
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold">Choose a framework</legend>
      <RadioGroup.Root
        aria-label="Framework"
        value={value}
        onValueChange={(v) => onChange(v as StrategyFrameworkId)}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {STRATEGY_FRAMEWORKS.map((framework) => {
          const details = FRAMEWORK_DETAILS[framework.id];
          return (
            <RadioGroup.Item
              key={framework.id}
              value={framework.id}
              aria-label={framework.label}
              className={cn(
                'flex h-full flex-col items-start gap-2 rounded-lg border bg-card p-4 text-left transition-colors',
                'hover:border-primary/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                'data-[state=checked]:border-primary data-[state=checked]:bg-accent data-[state=checked]:ring-1 data-[state=checked]:ring-primary',
              )}
            >
              <span className="text-sm font-semibold">{framework.label}</span>
              <span className="text-sm">{details.question}</span>
              <span className="text-xs text-muted-foreground">{framework.description}</span>
              <span className="mt-auto inline-flex items-center gap-1 pt-1 text-xs text-muted-foreground">
                <Clock className="size-3" aria-hidden="true" /> {runTime(details.estimatedTime)}
              </span>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </fieldset>
  );
}
