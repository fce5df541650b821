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

/** A preset period (ending on the last recorded day) or two dates. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodSelection;
  onChange: (selection: PeriodSelection) => void;
}) {
  const [custom, setCustom] = useState(value.period === 'custom');
  const [from, setFrom] = useState(value.period === 'custom' ? value.from : '');
  const [to, setTo] = useState(value.period === 'custom' ? value.to : '');
  const [error, setError] = useState<string | null>(null);

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
            if (e.target.value === 'custom') return setCustom(true);
            setCustom(false);
            setError(null);
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
      {custom && (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3" noValidate>
          <FormField label="From" error={error ?? undefined}>
            <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} required />
          </FormField>
          <FormField label="To">
            <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} required />
          </FormField>
          <Button type="submit" variant="outline">
            Apply
          </Button>
        </form>
      )}
    </div>
  );
}
