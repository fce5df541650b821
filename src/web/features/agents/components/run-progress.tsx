import { CheckCircle2, Circle, XCircle } from 'lucide-react';
import type { ProgressData } from '@/shared/agent-runs';
import { Markdown } from '@/web/components/ui/markdown';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/utils';

type Props = {
  steps: ProgressData[];
  /** running: the last announced step is in progress; done: all ticked; failed: the last one failed. */
  status: 'running' | 'done' | 'failed';
  narration: string;
};

/** The steps of a run as they are announced, with ticks, and the agent's narration. */
export function RunProgress({ steps, status, narration }: Props) {
  const total = steps.at(-1)?.total ?? 0;
  const pending =
    status === 'running' && total > steps.length
      ? Array.from({ length: total - steps.length }, (_, i) => steps.length + i + 1)
      : [];
  return (
    <div className="space-y-4">
      <ol aria-label="Progress" className="space-y-2">
        {steps.length === 0 && status === 'running' && (
          <li className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4 text-primary" /> Starting the analysis…
          </li>
        )}
        {steps.map((step, index) => {
          const last = index === steps.length - 1;
          const state =
            status === 'done' || !last ? 'done' : status === 'failed' ? 'failed' : 'active';
          return (
            <li
              key={step.step}
              className={cn('flex items-center gap-2 text-sm', state === 'active' && 'font-medium')}
            >
              {state === 'done' && (
                <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" />
              )}
              {state === 'active' && <Spinner className="size-4 shrink-0 text-primary" />}
              {state === 'failed' && (
                <XCircle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
              )}
              <span>
                {step.label}
                <span className="sr-only">
                  {state === 'done'
                    ? ' (done)'
                    : state === 'active'
                      ? ' (in progress)'
                      : ' (failed)'}
                </span>
              </span>
            </li>
          );
        })}
        {pending.map((n) => (
          <li key={n} className="flex items-center gap-2 text-sm text-muted-foreground">
            <Circle className="size-4 shrink-0" aria-hidden="true" /> Step {n} of {total}
          </li>
        ))}
      </ol>
      {narration && (
        <div aria-live="polite" className="rounded-lg bg-muted/60 p-4 text-sm leading-relaxed">
          <Markdown>{narration}</Markdown>
        </div>
      )}
    </div>
  );
}
