import { useMemo } from 'react';
import { formatCompactMoney, formatMoney, formatMoneyUnits } from '@/shared/format';

import { useCurrency } from './currency';

export { CurrencyContext, useCurrency } from './currency';

export type Money = ((cents: number | null | undefined) => string) & {
  currency: string;
  /** Whole units a chart or a plan already holds: 1200 → "€1,200". */
  units: (units: number) => string;
  /** Chart axes: 12500 → "€12.5K". */
  compact: (units: number) => string;
};

/** The shared money formatter bound to the organization's currency: `money(cents)`. */
export function useMoney(): Money {
  const currency = useCurrency();
  return useMemo(
    () =>
      Object.assign((cents: number | null | undefined) => formatMoney(cents, currency), {
        currency,
        units: (units: number) => formatMoneyUnits(units, currency),
        compact: (units: number) => formatCompactMoney(units, currency),
      }),
    [currency],
  );
}
