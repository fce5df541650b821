import { Checkbox } from 'radix-ui';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export type ContextOption = { id: string; label: string; hint?: ReactNode };

/** A labelled group of checkboxes for the documents or earlier outputs an analysis should read. */
export function ContextChecklist(props: {
  legend: string;
  options: ContextOption[];
  selected: string[];
  onChange: (ids: string[]) => void;
  empty: ReactNode;
  max?: number;
}) {
  const baseId = useId();
  const max = props.max ?? 20;
  const toggle = (id: string, checked: boolean) =>
    props.onChange(
      checked ? [...props.selected, id].slice(0, max) : props.selected.filter((s) => s !== id),
    );
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{props.legend}</legend>
      {props.options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{props.empty}</p>
      ) : (
        <ul className="max-h-56 space-y-1 overflow-y-auto rounded-lg border bg-card p-2">
          {props.options.map((option) => {
            const id = `${baseId}-${option.id}`;
            const checked = props.selected.includes(option.id);
            return (
              <li
                key={option.id}
                className="flex items-start gap-2 rounded-md px-2 py-1.5 hover:bg-muted/60"
              >
                <Checkbox.Root
                  id={id}
                  checked={checked}
                  disabled={!checked && props.selected.length >= max}
                  onCheckedChange={(c) => toggle(option.id, c === true)}
                  className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border border-input bg-card data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Checkbox.Indicator>
                    <Check className="size-3" aria-hidden="true" />
                  </Checkbox.Indicator>
                </Checkbox.Root>
                <label htmlFor={id} className="min-w-0 cursor-pointer text-sm">
                  <span className="block truncate">{option.label}</span>
                  {option.hint && (
                    <span className="block text-xs text-muted-foreground">{option.hint}</span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
