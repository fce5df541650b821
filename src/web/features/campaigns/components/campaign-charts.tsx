import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  LabelList,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { CampaignMetrics } from '@/shared/campaign-metrics';
import { ChartFigure } from '@/web/components/charts/chart-figure';
import {
  CHART_COLORS,
  axisTick,
  barCursor,
  chartDay,
  dayAxisProps,
  chartSize,
  gridProps,
  legendStyle,
  tooltipStyle,
} from '@/web/components/charts/chart-theme';
import { cumulativeSpend, weeklyRoi } from '../lib/chart-data';
import { formatCompact, formatInteger, formatPercent } from '../lib/format';
import { useMoney } from '@/web/lib/money';

const COLORS = CHART_COLORS;
const chartStyle = chartSize(280);

export function SpendChart({
  metrics,
  start,
  end,
}: {
  metrics: CampaignMetrics;
  start: string | null;
  end: string | null;
}) {
  const money = useMoney();
  const data = cumulativeSpend(metrics.daily, metrics.budget_cents, start, end);
  const spent = metrics.totals.spend_cents;
  const summary =
    metrics.budget_cents === null
      ? `${money(spent)} spent in total. No budget is set, so there is no line to compare against.`
      : `${money(spent)} spent of a ${money(metrics.budget_cents)} budget (${metrics.budget_cents > 0 ? Math.round((spent / metrics.budget_cents) * 100) : 100}%).${
          data.some((point) => point.pace !== null)
            ? ' The dashed line is the even pace between the start and end dates.'
            : ''
        }`;
  return (
    <ChartFigure title="Spend against budget" summary={summary}>
      {({ title }) => (
        <LineChart
          data={data}
          responsive
          style={chartStyle}
          title={title}
          desc={summary}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="date" {...dayAxisProps} />
          <YAxis tickFormatter={money.compact} tick={axisTick} width={56} />
          <Tooltip
            contentStyle={tooltipStyle}
            labelFormatter={(label) => chartDay(String(label))}
            formatter={(value) => money.units(Number(value))}
          />
          <Legend wrapperStyle={legendStyle} />
          <Line
            type="monotone"
            dataKey="spend"
            name="Cumulative spend"
            stroke={COLORS.primary}
            strokeWidth={2}
            dot={false}
          />
          {metrics.budget_cents !== null && (
            <Line
              type="stepAfter"
              dataKey="budget"
              name="Budget"
              stroke={COLORS.destructive}
              strokeWidth={2}
              dot={false}
            />
          )}
          {data.some((point) => point.pace !== null) && (
            <Line
              type="linear"
              dataKey="pace"
              name="Even pace"
              stroke={COLORS.muted}
              strokeDasharray="5 4"
              strokeWidth={1.5}
              dot={false}
            />
          )}
        </LineChart>
      )}
    </ChartFigure>
  );
}

export function FunnelChart({ metrics }: { metrics: CampaignMetrics }) {
  const { impressions, clicks, conversions, ctr, conversion_rate } = metrics.totals;
  const data = [
    { stage: 'Impressions', value: impressions, color: COLORS.primary },
    { stage: 'Clicks', value: clicks, color: COLORS.warning },
    { stage: 'Conversions', value: conversions, color: COLORS.success },
  ];
  const summary = `${formatInteger(impressions)} impressions led to ${formatInteger(clicks)} clicks (CTR ${formatPercent(ctr, 2)}) and ${formatInteger(
    conversions,
  )} conversions (conversion rate ${formatPercent(conversion_rate, 2)}).`;
  return (
    <ChartFigure title="Funnel" summary={summary}>
      {({ title }) => (
        <BarChart
          data={data}
          layout="vertical"
          responsive
          style={chartStyle}
          title={title}
          desc={summary}
          margin={{ top: 8, right: 56, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={COLORS.grid} horizontal={false} />
          <XAxis type="number" tickFormatter={formatCompact} tick={axisTick} />
          <YAxis type="category" dataKey="stage" tick={axisTick} width={92} />
          <Tooltip
            contentStyle={tooltipStyle}
            formatter={(value) => formatInteger(Number(value))}
            cursor={barCursor}
          />
          <Bar dataKey="value" name="Count" radius={[0, 4, 4, 0]}>
            {data.map((entry) => (
              <Cell key={entry.stage} fill={entry.color} />
            ))}
            <LabelList
              dataKey="value"
              position="right"
              formatter={(value) => formatCompact(Number(value))}
              style={{ fontSize: 12, fill: 'var(--color-foreground)' }}
            />
          </Bar>
        </BarChart>
      )}
    </ChartFigure>
  );
}

export function TrendChart({ metrics }: { metrics: CampaignMetrics }) {
  const days = metrics.daily.length;
  const summary = `Daily impressions (left axis), clicks and conversions (right axis) over ${days} ${days === 1 ? 'day' : 'days'}.`;
  return (
    <ChartFigure title="Daily trend" summary={summary}>
      {({ title }) => (
        <LineChart
          data={metrics.daily}
          responsive
          style={chartStyle}
          title={title}
          desc={summary}
          margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
        >
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="date" {...dayAxisProps} />
          <YAxis yAxisId="left" tickFormatter={formatCompact} tick={axisTick} width={48} />
          <YAxis
            yAxisId="right"
            orientation="right"
            tickFormatter={formatCompact}
            tick={axisTick}
            width={40}
          />
          <Tooltip
            contentStyle={tooltipStyle}
            labelFormatter={(label) => chartDay(String(label))}
            formatter={(value) => formatInteger(Number(value))}
          />
          <Legend wrapperStyle={legendStyle} />
          <Line
            yAxisId="left"
            type="monotone"
            dataKey="impressions"
            name="Impressions"
            stroke={COLORS.primary}
            strokeWidth={2}
            dot={days < 20}
          />
          <Line
            yAxisId="right"
            type="monotone"
            dataKey="clicks"
            name="Clicks"
            stroke={COLORS.warning}
            strokeWidth={2}
            dot={days < 20}
          />
          <Line
            yAxisId="right"
            type="monotone"
            dataKey="conversions"
            name="Conversions"
            stroke={COLORS.success}
            strokeWidth={2}
            dot={days < 20}
          />
        </LineChart>
      )}
    </ChartFigure>
  );
}

export function RoiChart({ metrics }: { metrics: CampaignMetrics }) {
  const money = useMoney();
  const data = weeklyRoi(metrics.daily);
  const summary = `Revenue and spend per week (weeks start on Monday), with each week's ROI. Overall ROI: ${formatPercent(metrics.totals.roi_percentage, 1)}.`;
  return (
    <ChartFigure title="Return on investment" summary={summary}>
      {({ title }) => (
        <ComposedChart
          data={data}
          responsive
          style={chartStyle}
          title={title}
          desc={summary}
          margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
        >
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="week" tickFormatter={chartDay} tick={axisTick} minTickGap={16} />
          <YAxis yAxisId="usd" tickFormatter={money.compact} tick={axisTick} width={56} />
          <YAxis
            yAxisId="roi"
            orientation="right"
            tickFormatter={(value: number) => `${value}%`}
            tick={axisTick}
            width={48}
          />
          <Tooltip
            contentStyle={tooltipStyle}
            labelFormatter={(label) => `Week of ${chartDay(String(label))}`}
            formatter={(value, name) =>
              name === 'ROI'
                ? formatPercent(value === null ? null : Number(value), 1)
                : money.units(Number(value))
            }
          />
          <Legend wrapperStyle={legendStyle} />
          <Bar
            yAxisId="usd"
            dataKey="revenue"
            name="Revenue"
            fill={COLORS.success}
            radius={[4, 4, 0, 0]}
            maxBarSize={40}
          />
          <Bar
            yAxisId="usd"
            dataKey="spend"
            name="Spend"
            fill={COLORS.primary}
            radius={[4, 4, 0, 0]}
            maxBarSize={40}
          />
          <Line
            yAxisId="roi"
            type="monotone"
            dataKey="roi"
            name="ROI"
            stroke={COLORS.warning}
            strokeWidth={2}
            connectNulls
          />
        </ComposedChart>
      )}
    </ChartFigure>
  );
}
