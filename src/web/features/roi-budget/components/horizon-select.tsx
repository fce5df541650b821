import { FORECAST_MAX_HORIZON, FORECAST_MIN_HORIZON } from '@/shared/roi-budget';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/input';

export const HORIZONS = [7, 14, 30, 60, 90, 180].filter(
  (h) => h >= FORECAST_MIN_HORIZON && h <= FORECAST_MAX_HORIZON,
);

/** The period a forecast, allocation or scenario covers, in days. */
export function HorizonSelect({
  value,
  onChange,
  label = 'Period',
  hint,
}: {
  value: number;
  onChange: (days: number) => void;
  label?: string;
  hint?: string;
}) {
  return (
    <FormField label={label} hint={hint}>
      <NativeSelect value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {HORIZONS.map((h) => (
          <option key={h} value={h}>
            Next {h} days
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
