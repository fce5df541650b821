/** The dashboard's charts (recharts), each with a title and a written summary for assistive technology. */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceDot,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import { formatMetricValue } from '@/shared/performance-analysis';
import type { PerformanceOverview } from '@/shared/performance-intelligence';
import { ChartFigure } from '@/web/components/charts/chart-figure';
import { SpendRevenueChart as DailySpendRevenueChart } from '@/web/components/charts/spend-revenue-chart';
import {
  CHART_COLORS,
  axisTick,
  barCursor,
  chartDay,
  chartSize,
  dayAxisProps,
  gridProps,
  legendStyle,
  tooltipStyle,
} from '@/web/components/charts/chart-theme';
import { useMoney } from '@/web/lib/money';

const COLORS = CHART_COLORS;
const chartStyle = chartSize(260);

export function SpendRevenueChart({ overview }: { overview: PerformanceOverview }) {
  const money = useMoney();
  const t = overview.totals;
  const summary = `${formatMetricValue('spend_cents', t.spend_cents, money.currency)} spent and ${formatMetricValue('revenue_cents', t.revenue_cents, money.currency)} earned over ${overview.daily.length} recorded days: ROAS ${formatMetricValue('roas', t.roas, money.currency)}.`;
  return <DailySpendRevenueChart daily={overview.daily} summary={summary} />;
}

export function RatesChart({ overview }: { overview: PerformanceOverview }) {
  const money = useMoney();
  const data = overview.daily.map((d) => {
    const t = summarizeMetrics([d]);
    return { date: d.date, ctr: t.ctr, conversion_rate: t.conversion_rate };
  });
  const ctrDrops = overview.anomalies.filter((a) => a.kind === 'ctr_drop');
  const dropDates = new Set(ctrDrops.map((a) => a.date));
  const summary = `Daily CTR and conversion rate in percent; overall CTR ${formatMetricValue('ctr', overview.totals.ctr, money.currency)}, conversion rate ${formatMetricValue('conversion_rate', overview.totals.conversion_rate, money.currency)}.${ctrDrops.length ? ` Red dots mark the ${ctrDrops.length} CTR drop${ctrDrops.length === 1 ? '' : 's'} flagged by the rule.` : ''}`;
  return (
    <ChartFigure title="Daily CTR and conversion rate" summary={summary}>
      {({ title }) => (
        <LineChart data={data} responsive style={chartStyle} title={title} desc={summary}>
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="date" {...dayAxisProps} />
          <YAxis tickFormatter={(v: number) => `${v}%`} tick={axisTick} width={48} />
          <Tooltip
            contentStyle={tooltipStyle}
            labelFormatter={(label) => chartDay(String(label))}
            formatter={(value) => `${Number(value).toFixed(2)}%`}
          />
          <Legend wrapperStyle={legendStyle} />
          <Line
            type="monotone"
            dataKey="ctr"
            name="CTR"
            stroke={COLORS.primary}
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="conversion_rate"
            name="Conversion rate"
            stroke={COLORS.warning}
            strokeWidth={2}
            dot={false}
          />
          {data
            .filter((d) => dropDates.has(d.date) && d.ctr !== null)
            .map((d) => (
              <ReferenceDot
                key={d.date}
                x={d.date}
                y={d.ctr!}
                r={5}
                fill={COLORS.destructive}
                stroke="none"
              />
            ))}
        </LineChart>
      )}
    </ChartFigure>
  );
}

export function ChannelRoasChart({ overview }: { overview: PerformanceOverview }) {
  const money = useMoney();
  const data = overview.channels
    .filter((c) => c.totals.roas !== null)
    .map((c) => ({ channel: c.channel, roas: c.totals.roas }));
  if (data.length < 2) return null;
  const summary = `ROAS per primary channel: ${data.map((d) => `${d.channel} ${formatMetricValue('roas', d.roas, money.currency)}`).join(', ')}.`;
  return (
    <ChartFigure title="ROAS by primary channel" summary={summary}>
      {({ title }) => (
        <BarChart data={data} responsive style={chartStyle} title={title} desc={summary}>
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="channel" tick={axisTick} />
          <YAxis tickFormatter={(v: number) => `${v}×`} tick={axisTick} width={40} />
          <Tooltip
            contentStyle={tooltipStyle}
            formatter={(value) => `${Number(value).toFixed(2)}×`}
            cursor={barCursor}
          />
          <Bar dataKey="roas" name="ROAS" fill={COLORS.success} radius={[4, 4, 0, 0]} />
        </BarChart>
      )}
    </ChartFigure>
  );
}
