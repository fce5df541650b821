/** Daily spend (bars) and revenue (line), titled, with the caller's summary for assistive technology. */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './chart-figure';
import {
  axisTick,
  CHART_COLORS,
  chartDay,
  chartSize,
  dayAxisProps,
  gridProps,
  legendStyle,
  tooltipStyle,
} from './chart-theme';
import { useMoney } from '@/web/lib/money';

const style = chartSize(260);

export type SpendRevenueDay = { date: string; spend_cents: number; revenue_cents: number };

export function SpendRevenueChart({
  daily,
  summary,
}: {
  daily: readonly SpendRevenueDay[];
  summary: string;
}) {
  const money = useMoney();
  const data = daily.map((d) => ({
    date: d.date,
    spend: d.spend_cents / 100,
    revenue: d.revenue_cents / 100,
  }));
  return (
    <ChartFigure title="Daily spend and revenue" summary={summary}>
      {({ title }) => (
        <ComposedChart data={data} responsive style={style} title={title} desc={summary}>
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="date" {...dayAxisProps} />
          <YAxis tickFormatter={money.compact} tick={axisTick} width={56} />
          <Tooltip
            contentStyle={tooltipStyle}
            labelFormatter={(label) => chartDay(String(label))}
            formatter={(value) => money.units(Number(value))}
          />
          <Legend wrapperStyle={legendStyle} />
          <Bar dataKey="spend" name="Spend" fill={CHART_COLORS.primary} radius={[3, 3, 0, 0]} />
          <Line
            type="monotone"
            dataKey="revenue"
            name="Revenue"
            stroke={CHART_COLORS.success}
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      )}
    </ChartFigure>
  );
}
