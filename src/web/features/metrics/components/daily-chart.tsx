/** The period's daily spend and revenue, summarised with the metrics' own formatting. */
import { formatReportValue, type MetricsSeries } from '@/shared/metrics';
import { SpendRevenueChart } from '@/web/components/charts/spend-revenue-chart';
import { useMoney } from '@/web/lib/money';

export function DailyChart({ series }: { series: MetricsSeries }) {
  const money = useMoney();
  const t = series.totals;
  const summary = `${formatReportValue('spend_cents', t.spend_cents, money.currency)} spent and ${formatReportValue('revenue_cents', t.revenue_cents, money.currency)} earned over ${series.daily.length} recorded days from ${series.from} to ${series.to}: ROAS ${formatReportValue('roas', t.roas, money.currency)}.`;
  return <SpendRevenueChart daily={series.daily} summary={summary} />;
}
