import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

const ITEM_MAX = 200;
const ITEMS_MAX = 50;

type ChipInputProps = {
  label: string;
  /** The singular noun on the Add button: "Add goal". */
  itemLabel: string;
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string | undefined;
};

/**
 * A list of short values typed one at a time: a labelled input, an Add button (Enter works
 * too) and removable chips. Text left in the input is added when focus leaves it, so nothing
 * typed is lost when the form is submitted.
 */
export function ChipInput({
  label,
  itemLabel,
  value,
  onChange,
  placeholder,
  hint,
  error,
}: ChipInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const shownError = localError ?? error;
  const describedBy =
    [hint ? `${id}-hint` : null, shownError ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;

  const add = () => {
    const item = draft.trim().replace(/\s+/g, ' ');
    if (!item) return;
    if (item.length > ITEM_MAX)
      return setLocalError(`Keep each entry under ${ITEM_MAX} characters`);
    if (value.length >= ITEMS_MAX) return setLocalError(`Up to ${ITEMS_MAX} entries`);
    setLocalError(null);
    setDraft('');
    if (value.some((existing) => existing.toLowerCase() === item.toLowerCase())) return;
    onChange([...value, item]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the entry instead of submitting the whole form.
    event.preventDefault();
    add();
  };

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setDraft(event.target.value);
            setLocalError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={add}
        />
        <Button type="button" variant="outline" onClick={add} aria-label={`Add ${itemLabel}`}>
          <Plus aria-hidden="true" />
          <span className="hidden sm:inline">Add</span>
        </Button>
      </div>
      {hint && !shownError && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {shownError && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {shownError}
        </p>
      )}
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2 pt-1">
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-0.5 pl-3 pr-1 text-sm text-secondary-foreground"
            >
              <span className="truncate">{item}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((existing) => existing !== item))}
                aria-label={`Remove ${item}`}
                className="rounded-full p-1 text-muted-foreground hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
