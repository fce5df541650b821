import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/web/lib/utils';
import { Label } from './label';

type FieldProps = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Right-aligned content on the label row (a link or a counter). */
  aside?: ReactNode;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
};

/** A labelled control with its hint and error wired up for assistive technology. */
export function FormField({ label, error, hint, aside, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
