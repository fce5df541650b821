import { ArrowLeft, ArrowRight, Rocket } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { QUICK_START, type QuickStartAnswers } from '@/shared/dashboard';
import { budgetOptions, EMPTY_QUICK_START_ANSWERS } from '@/shared/quick-start';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Textarea } from '@/web/components/ui/input';
import { RadioCards } from '@/web/components/ui/radio-cards';
import { useStartQuickStart } from '@/web/features/agents/hooks/use-start-quick-start';
import { useCurrency } from '@/web/lib/money';

type Step =
  | {
      id: 'company' | 'goal' | 'audience';
      label: string;
      kind: 'text';
      hint?: string;
      placeholder: string;
    }
  | {
      id: 'budget' | 'timeline';
      label: string;
      kind: 'choice';
      /** The choices, labelled in the organization's currency where they are money. */
      options: (currency: string) => readonly { value: string; label: string }[];
    };

const STEPS: readonly Step[] = [
  {
    id: 'company',
    kind: 'text',
    label: 'Tell us about your company',
    hint: QUICK_START.companyHint,
    placeholder: 'We roast specialty coffee for home baristas and sell online and to local cafés…',
  },
  {
    id: 'goal',
    kind: 'text',
    label: 'What is your main marketing goal?',
    placeholder: 'Grow online sales by 30% in the next quarter',
  },
  {
    id: 'audience',
    kind: 'text',
    label: 'Who is your target audience?',
    placeholder: 'Coffee lovers aged 25–45 who brew at home and care where their beans come from',
  },
  {
    id: 'budget',
    kind: 'choice',
    label: 'What is your monthly marketing budget?',
    options: budgetOptions,
  },
  {
    id: 'timeline',
    kind: 'choice',
    label: 'When do you need results?',
    options: () => QUICK_START.timelineOptions,
  },
];

/**
 * The five Quick Start questions (seed 000 §2.6, §4, §5): each needs an answer before
 * Next; Back keeps what was typed; "Start Quick Start" starts the run and opens its page (no
 * second confirmation). Loaded apart from the shell, which keeps its open state
 * (./quick-start-modal).
 */
export default function QuickStartModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const quickStart = useStartQuickStart();
  const currency = useCurrency();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<QuickStartAnswers>(EMPTY_QUICK_START_ANSWERS);
  const step = STEPS[index]!;
  const total = STEPS.length;
  const isLast = index === total - 1;
  const canContinue = answers[step.id].trim().length > 0;

  const setAnswer = (value: string) => setAnswers((current) => ({ ...current, [step.id]: value }));

  const next = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canContinue) return;
    if (!isLast) {
      setIndex(index + 1);
      return;
    }
    if (quickStart.isPending) return;
    const trimmed = Object.fromEntries(
      Object.entries(answers).map(([k, v]) => [k, v.trim()]),
    ) as QuickStartAnswers;
    quickStart.start(trimmed).then(
      () => {
        onOpenChange(false);
        setIndex(0);
        setAnswers(EMPTY_QUICK_START_ANSWERS);
      },
      // The answers stay, so the user can try again.
      (error: unknown) =>
        toast.error(error instanceof Error ? error.message : 'Quick Start could not be started'),
    );
  };

  // Enter writes a new line in a text answer; Ctrl/⌘+Enter moves on.
  const onTextKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) next(event);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Rocket className="size-5 text-primary" aria-hidden="true" /> Quick Start
          </DialogTitle>
          <DialogDescription>
            Five questions to a strategy, personas and a marketing plan in about 5 minutes.
          </DialogDescription>
        </DialogHeader>

        <div className="space-y-2">
          <div className="flex items-center justify-between text-xs font-medium text-muted-foreground">
            <span>
              Step {index + 1} of {total}
            </span>
            <span>{Math.round(((index + 1) / total) * 100)}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Quick Start progress"
            aria-valuemin={1}
            aria-valuemax={total}
            aria-valuenow={index + 1}
            aria-valuetext={`Step ${index + 1} of ${total}`}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-300"
              style={{ width: `${((index + 1) / total) * 100}%` }}
            />
          </div>
        </div>

        <form onSubmit={next} className="space-y-6">
          <div className="min-h-44">
            {step.kind === 'text' ? (
              <FormField key={step.id} label={step.label} hint={step.hint}>
                <Textarea
                  autoFocus
                  value={answers[step.id]}
                  onChange={(event) => setAnswer(event.target.value)}
                  onKeyDown={onTextKeyDown}
                  placeholder={step.placeholder}
                  maxLength={2000}
                  className="min-h-28"
                />
              </FormField>
            ) : (
              <RadioCards
                key={step.id}
                label={step.label}
                value={answers[step.id]}
                onValueChange={setAnswer}
                options={[...step.options(currency)]}
              />
            )}
          </div>

          <div className="flex items-center justify-between gap-3">
            <Button
              type="button"
              variant="outline"
              onClick={() => setIndex(index - 1)}
              disabled={index === 0}
            >
              <ArrowLeft aria-hidden="true" /> Back
            </Button>
            <Button type="submit" disabled={!canContinue} loading={isLast && quickStart.isPending}>
              {isLast ? (
                <>
                  Start Quick Start <Rocket aria-hidden="true" />
                </>
              ) : (
                <>
                  Next <ArrowRight aria-hidden="true" />
                </>
              )}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
