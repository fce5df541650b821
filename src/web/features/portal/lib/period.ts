/**
 * The period of the portal's figures, kept in the address (`?period=30`, `all`) so a reload or
 * a shared link shows the same figures. "Last 30 days" by default: the agency's client
 * analytics opens on the same period, and the report form proposes it.
 */
import { useSearchParams } from 'react-router';
import { LAST_DAYS_PERIODS, lastDays } from '@/shared/performance-analysis';
import type { PortalPeriod } from '../api/portal';

export const PORTAL_PERIOD_OPTIONS = [
  ...LAST_DAYS_PERIODS.map((p) => ({ value: String(p.days), label: p.label })),
  { value: 'all', label: 'All time' },
] as const;
const DEFAULT_PERIOD = '30';

export function usePortalPeriod() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  const value = PORTAL_PERIOD_OPTIONS.some((o) => o.value === requested)
    ? requested!
    : DEFAULT_PERIOD;
  const range: PortalPeriod = value === 'all' ? { from: null, to: null } : lastDays(Number(value));
  const setValue = (next: string) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === DEFAULT_PERIOD) copy.delete('period');
        else copy.set('period', next);
        return copy;
      },
      { replace: true },
    );
  return { value, range, setValue };
}
