import { useId } from 'react';
import { ATTENTION_DIGEST, type AttentionDigestFrequency } from '@/shared/settings';
import { NativeSelect } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

/** How often the digest of what needs attention is e-mailed (decision 072): never by default. */
export function AttentionDigestChoice(props: {
  value: AttentionDigestFrequency;
  onChange: (value: AttentionDigestFrequency) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="space-y-1">
        <Label htmlFor={id}>{ATTENTION_DIGEST.label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {ATTENTION_DIGEST.description}
        </p>
      </div>
      <NativeSelect
        id={id}
        value={props.value}
        disabled={props.disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => props.onChange(event.target.value as AttentionDigestFrequency)}
        className="sm:w-56"
      >
        {ATTENTION_DIGEST.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
