import { useState, type FormEvent } from 'react';
import {
  customPeriodError,
  PERFORMANCE_PERIODS,
  PERIOD_LABELS,
  type PeriodSelection,
} from '@/shared/performance-intelligence';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';

/**
 * A preset period (ending on the last recorded day) or two dates. Inside another form
 * (`live`), two valid dates apply as they are typed and `onValidity` says whether the
 * dates can be used; on its own, the dates apply with their Apply button.
 */
export function PeriodPicker({
  value,
  onChange,
  live = false,
  onValidity,
}: {
  value: PeriodSelection;
  onChange: (selection: PeriodSelection) => void;
  live?: boolean;
  onValidity?: (valid: boolean) => void;
}) {
  const [custom, setCustom] = useState(value.period === 'custom');
  const [from, setFrom] = useState(value.period === 'custom' ? value.from : '');
  const [to, setTo] = useState(value.period === 'custom' ? value.to : '');
  const [error, setError] = useState<string | null>(null);

  const change = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (!live) return;
    const problem = nextFrom && nextTo ? customPeriodError(nextFrom, nextTo) : null;
    setError(problem);
    const valid = Boolean(nextFrom && nextTo && !problem);
    onValidity?.(valid);
    if (valid) onChange({ period: 'custom', from: nextFrom, to: nextTo });
  };

  const dates = (
    <>
      <FormField label="From" error={error ?? undefined}>
        <Input type="date" value={from} onChange={(e) => change(e.target.value, to)} required />
      </FormField>
      <FormField label="To">
        <Input type="date" value={to} onChange={(e) => change(from, e.target.value)} required />
      </FormField>
    </>
  );

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const problem = customPeriodError(from, to);
    setError(problem);
    if (!problem) onChange({ period: 'custom', from, to });
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField label="Period" className="min-w-48">
        <NativeSelect
          value={custom ? 'custom' : value.period}
          onChange={(e) => {
            if (e.target.value === 'custom') {
              setCustom(true);
              if (live) onValidity?.(Boolean(from && to && !customPeriodError(from, to)));
              return;
            }
            setCustom(false);
            setError(null);
            onValidity?.(true);
            onChange({ period: e.target.value as (typeof PERFORMANCE_PERIODS)[number] });
          }}
        >
          {PERFORMANCE_PERIODS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABELS[p]}
            </option>
          ))}
          <option value="custom">Custom dates</option>
        </NativeSelect>
      </FormField>
      {custom && live && dates}
      {custom && !live && (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3" noValidate>
          {dates}
          <Button type="submit" variant="outline">
            Apply
          </Button>
        </form>
      )}
    </div>
  );
}
