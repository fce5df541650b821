import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import type { DailyMetric } from '@/shared/campaigns';
import { formatMetricValue, METRIC_LABELS, type TrendMetric } from '@/shared/performance-analysis';
import { ChartFigure } from '@/web/components/charts/chart-figure';
import {
  CHART_COLORS,
  axisTick,
  chartCompact,
  chartDay,
  chartSize,
  dayAxisProps,
  gridProps,
  tooltipStyle,
} from '@/web/components/charts/chart-theme';
import { useMoney } from '@/web/lib/money';

const chartStyle = chartSize(160);
const CENTS = new Set<TrendMetric>(['spend_cents', 'cpa_cents', 'revenue_cents']);

/**
 * One metric's daily series, a day's ratios computed by `summarizeMetrics` like every total,
 * headed by the period's figure.
 */
export function MetricChart({
  metric,
  daily,
  total,
}: {
  metric: TrendMetric;
  daily: DailyMetric[];
  total: number | null;
}) {
  const money = useMoney();
  const data = daily.map((d) => {
    const value = summarizeMetrics([d])[metric];
    return { date: d.date, value: value !== null && CENTS.has(metric) ? value / 100 : value };
  });
  const label = METRIC_LABELS[metric];
  const summary = `${label} over the period: ${formatMetricValue(metric, total, money.currency)}, ${data.length} recorded days.`;
  const tick = (v: number) =>
    CENTS.has(metric)
      ? money.compact(v)
      : metric === 'roas'
        ? `${v}×`
        : metric === 'ctr' || metric === 'conversion_rate'
          ? `${v}%`
          : chartCompact(v);
  return (
    <ChartFigure
      title={`${label}: ${formatMetricValue(metric, total, money.currency)}`}
      summary={summary}
    >
      {({ title }) => (
        <LineChart data={data} responsive style={chartStyle} title={title} desc={summary}>
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="date" {...dayAxisProps} />
          <YAxis tickFormatter={tick} tick={axisTick} width={52} />
          <Tooltip
            contentStyle={tooltipStyle}
            labelFormatter={(l) => chartDay(String(l))}
            formatter={(v) => (v === null ? '—' : tick(Number(v)))}
          />
          <Line
            type="monotone"
            dataKey="value"
            name={label}
            stroke={CHART_COLORS.primary}
            strokeWidth={2}
            dot={false}
            connectNulls
          />
        </LineChart>
      )}
    </ChartFigure>
  );
}
