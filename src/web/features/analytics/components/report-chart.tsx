import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsReport } from '@/shared/analytics';
import { formatMetricValue } from '@/shared/performance-analysis';
import { ChartFigure } from '@/web/components/charts/chart-figure';
import {
  CHART_COLORS,
  axisTick,
  barCursor,
  chartSize,
  gridProps,
  legendStyle,
  tooltipStyle,
} from '@/web/components/charts/chart-theme';
import { useMoney } from '@/web/lib/money';

const chartStyle = chartSize(280);

/**
 * The report's picture: spend against revenue per line, or for period over period each
 * metric's change in percent. Nothing when there is no row to draw.
 */
export function ReportChart({ report }: { report: AnalyticsReport }) {
  const money = useMoney();
  if (report.rows.length === 0) return null;
  if (report.report_type === 'period-over-period') {
    const data = report.rows
      .filter((r) => typeof r.change_percentage === 'number')
      .map((r) => ({ name: String(r.name), change: r.change_percentage as number }));
    if (data.length === 0) return null;
    const summary = `Change against the previous period: ${data.map((d) => `${d.name} ${d.change > 0 ? '+' : ''}${d.change}%`).join(', ')}.`;
    return (
      <ChartFigure title="Change against the previous period" summary={summary}>
        {({ title }) => (
          <BarChart data={data} responsive style={chartStyle} title={title} desc={summary}>
            <CartesianGrid {...gridProps} />
            <XAxis
              dataKey="name"
              tick={axisTick}
              interval={0}
              angle={-20}
              textAnchor="end"
              height={56}
            />
            <YAxis tickFormatter={(v: number) => `${v}%`} tick={axisTick} width={48} />
            <Tooltip
              contentStyle={tooltipStyle}
              formatter={(value) => `${Number(value)}%`}
              cursor={barCursor}
            />
            <Bar
              dataKey="change"
              name="Change (%)"
              fill={CHART_COLORS.primary}
              radius={[3, 3, 0, 0]}
            />
          </BarChart>
        )}
      </ChartFigure>
    );
  }
  const data = report.rows.map((r) => ({
    name: String(r.name),
    spend: Number(r.spend_cents ?? 0) / 100,
    revenue: Number(r.revenue_cents ?? 0) / 100,
  }));
  const summary = `Spend and revenue per line: ${report.rows
    .map(
      (r) =>
        `${String(r.name)} ${formatMetricValue('spend_cents', r.spend_cents as number, money.currency)} spent, ${formatMetricValue('revenue_cents', r.revenue_cents as number, money.currency)} earned`,
    )
    .join('; ')}.`;
  return (
    <ChartFigure title="Spend and revenue" summary={summary}>
      {({ title }) => (
        <BarChart data={data} responsive style={chartStyle} title={title} desc={summary}>
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="name" tick={axisTick} />
          <YAxis tickFormatter={money.compact} tick={axisTick} width={56} />
          <Tooltip
            contentStyle={tooltipStyle}
            formatter={(v) => money.units(Number(v))}
            cursor={barCursor}
          />
          <Legend wrapperStyle={legendStyle} />
          <Bar dataKey="spend" name="Spend" fill={CHART_COLORS.primary} radius={[3, 3, 0, 0]} />
          <Bar dataKey="revenue" name="Revenue" fill={CHART_COLORS.success} radius={[3, 3, 0, 0]} />
        </BarChart>
      )}
    </ChartFigure>
  );
}
