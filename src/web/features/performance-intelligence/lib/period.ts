/** The period picker's state in the address bar (?period=last_30 or ?from=…&to=…). */
import {
  customPeriodError,
  DEFAULT_PERFORMANCE_PERIOD,
  PERFORMANCE_PERIODS,
  type PerformancePeriod,
  type PeriodSelection,
} from '@/shared/performance-intelligence';

export function selectionFromParams(params: URLSearchParams): PeriodSelection {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && !customPeriodError(from, to)) return { period: 'custom', from, to };
  const period = params.get('period');
  return PERFORMANCE_PERIODS.includes(period as PerformancePeriod)
    ? { period: period as PerformancePeriod }
    : { period: DEFAULT_PERFORMANCE_PERIOD };
}

export { selectionParams } from '@/shared/performance-intelligence';
