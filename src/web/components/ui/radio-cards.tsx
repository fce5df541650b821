import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/utils';

export type RadioCardOption = {
  value: string;
  label: string;
  description?: ReactNode;
  disabled?: boolean;
  badge?: ReactNode;
};

/** A labelled group of selectable cards (radio semantics, arrow-key navigation). */
export function RadioCards(props: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: RadioCardOption[];
  error?: string | undefined;
}) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium">{props.label}</legend>
      <RadioGroup.Root
        aria-label={props.label}
        value={props.value}
        onValueChange={props.onValueChange}
        className="grid gap-3 sm:grid-cols-2"
      >
        {props.options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            aria-label={option.label}
            className={cn(
              'flex flex-col items-start gap-1 rounded-lg border bg-card p-4 text-left transition-colors',
              'hover:border-primary/50 data-[state=checked]:border-primary data-[state=checked]:bg-accent data-[state=checked]:ring-1 data-[state=checked]:ring-primary',
              'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-border',
            )}
          >
            <span className="flex w-full items-center justify-between gap-2 text-sm font-semibold">
              {option.label}
              {option.badge}
            </span>
            {option.description && (
              <span className="text-xs text-muted-foreground">{option.description}</span>
            )}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {props.error && (
        <p role="alert" className="text-xs font-medium text-destructive">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
