/**
 * The ROI & Budget figures as tables and charts: used by the agent's output renderers and,
 * composed by the route pages, by the dashboard, forecast, optimization and scenarios pages.
 */
import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { z } from 'zod';
import { formatDateRange } from '@/shared/format';
import type {
  allocationSchema,
  campaignRoiSchema,
  channelRoiSchema,
  forecastSchema,
  scenarioResultSchema,
  suggestionSchema,
} from '@/shared/roi-budget';
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
import { Badge } from '@/web/components/ui/badge';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { useMoney } from '@/web/lib/money';

type CampaignRoi = z.infer<typeof campaignRoiSchema>;
type ChannelRoi = z.infer<typeof channelRoiSchema>;
type Forecast = z.infer<typeof forecastSchema>;
type Allocation = z.infer<typeof allocationSchema>;
type ScenarioResult = z.infer<typeof scenarioResultSchema>;
type Suggestion = z.infer<typeof suggestionSchema>;

export const pct = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : `${n.toFixed(1)}%`;
export const roasText = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : `${n.toFixed(2)}×`;
/** Amounts in the organization's currency: "—" for none, and signed changes ("+€1,200"). */
export function useMoneyFigures() {
  const money = useMoney();
  return {
    usd: (cents: number | null | undefined) =>
      cents === null || cents === undefined ? '—' : money(cents),
    signedUsd: (cents: number) => `${cents >= 0 ? '+' : '−'}${money(Math.abs(cents))}`,
  };
}
const signedPct = (n: number | null) => (n === null ? '—' : `${n >= 0 ? '+' : ''}${n.toFixed(1)}%`);
const num = 'text-right tabular-nums';
const roiTone = (n: number | null) =>
  n === null ? undefined : n < 0 ? 'text-destructive' : 'text-success';

const COLORS = CHART_COLORS;

export function CampaignRoiTable({ rows }: { rows: CampaignRoi[] }) {
  const { usd } = useMoneyFigures();
  return (
    <Table caption="ROI per campaign">
      <thead>
        <tr>
          <Th>Campaign</Th>
          <Th>Primary channel</Th>
          <Th className={num}>Budget</Th>
          <Th className={num}>Spent</Th>
          <Th className={num}>Revenue</Th>
          <Th className={num}>Profit</Th>
          <Th className={num}>ROI</Th>
          <Th className={num}>ROAS</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.campaign_id}>
            <Td className="font-medium">{r.campaign_name}</Td>
            <Td>{r.channel}</Td>
            <Td className={num}>{usd(r.budget_cents)}</Td>
            <Td className={num}>
              {usd(r.spend_cents)}
              {r.budget_used_percentage !== null && (
                <span className="block text-xs text-muted-foreground">
                  {pct(r.budget_used_percentage)} of budget
                </span>
              )}
            </Td>
            <Td className={num}>{usd(r.revenue_cents)}</Td>
            <Td className={num}>{usd(r.profit_cents)}</Td>
            <Td className={`${num} ${roiTone(r.roi_percentage) ?? ''}`}>{pct(r.roi_percentage)}</Td>
            <Td className={num}>{roasText(r.roas)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function ChannelRoiTable({ rows }: { rows: ChannelRoi[] }) {
  const { usd } = useMoneyFigures();
  return (
    <Table caption="ROI per primary channel">
      <thead>
        <tr>
          <Th>Primary channel</Th>
          <Th className={num}>Campaigns</Th>
          <Th className={num}>Spend</Th>
          <Th className={num}>Revenue</Th>
          <Th className={num}>ROI</Th>
          <Th className={num}>ROAS</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.channel}>
            <Td className="font-medium">{r.channel}</Td>
            <Td className={num}>{r.campaigns}</Td>
            <Td className={num}>{usd(r.spend_cents)}</Td>
            <Td className={num}>{usd(r.revenue_cents)}</Td>
            <Td className={`${num} ${roiTone(r.roi_percentage) ?? ''}`}>{pct(r.roi_percentage)}</Td>
            <Td className={num}>{roasText(r.roas)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Spent against budget per campaign (campaigns without a budget show their spend alone). */
export function SpendBudgetChart({ rows }: { rows: CampaignRoi[] }) {
  const { usd } = useMoneyFigures();
  const money = useMoney();
  const data = rows.map((r) => ({
    name: r.campaign_name,
    spent: r.spent_cents / 100,
    budget: r.budget_cents === null ? null : r.budget_cents / 100,
  }));
  const over = rows.filter((r) => r.budget_cents !== null && r.spent_cents > r.budget_cents);
  const summary = `${rows.length} campaign${rows.length === 1 ? '' : 's'}: ${rows
    .map(
      (r) =>
        `${r.campaign_name} ${usd(r.spent_cents)} of ${r.budget_cents === null ? 'no budget' : usd(r.budget_cents)}`,
    )
    .join(
      '; ',
    )}.${over.length ? ` Over budget: ${over.map((r) => r.campaign_name).join(', ')}.` : ''}`;
  return (
    <ChartFigure title="Spend against budget" summary={summary}>
      {(ids) => (
        <BarChart
          data={data}
          responsive
          style={chartSize(Math.max(220, 60 * rows.length + 60))}
          title={ids.title}
          layout="vertical"
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={COLORS.grid} horizontal={false} />
          <XAxis type="number" tickFormatter={money.compact} tick={axisTick} />
          <YAxis type="category" dataKey="name" tick={axisTick} width={130} />
          <Tooltip
            contentStyle={tooltipStyle}
            formatter={(value) => (value === null ? 'No budget' : money(Number(value) * 100))}
            cursor={barCursor}
          />
          <Legend wrapperStyle={legendStyle} />
          <Bar dataKey="budget" name="Budget" fill={COLORS.muted} radius={[0, 4, 4, 0]} />
          <Bar dataKey="spent" name="Spent" fill={COLORS.primary} radius={[0, 4, 4, 0]} />
        </BarChart>
      )}
    </ChartFigure>
  );
}

/** ROI in percent per campaign or channel, negative bars in red. */
export function RoiBarChart({
  title,
  rows,
}: {
  title: string;
  rows: { name: string; roi: number | null }[];
}) {
  const data = rows.filter((r) => r.roi !== null) as { name: string; roi: number }[];
  const summary = data.length
    ? data.map((r) => `${r.name} ${pct(r.roi)}`).join('; ')
    : 'No spend recorded yet, so there is no ROI to show.';
  return (
    <ChartFigure title={title} summary={summary}>
      {(ids) => (
        <BarChart
          data={data}
          responsive
          style={chartSize(260)}
          title={ids.title}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid {...gridProps} />
          <XAxis
            dataKey="name"
            tick={axisTick}
            interval={0}
            tickFormatter={(v: string) => (v.length > 12 ? `${v.slice(0, 11)}…` : v)}
          />
          <YAxis tickFormatter={(v: number) => `${v}%`} tick={axisTick} width={56} />
          <ReferenceLine y={0} stroke={COLORS.muted} />
          <Tooltip
            contentStyle={tooltipStyle}
            formatter={(value) => pct(Number(value))}
            cursor={barCursor}
          />
          <Bar dataKey="roi" name="ROI" radius={[4, 4, 0, 0]}>
            {data.map((r) => (
              <Cell key={r.name} fill={r.roi < 0 ? COLORS.destructive : COLORS.success} />
            ))}
          </Bar>
        </BarChart>
      )}
    </ChartFigure>
  );
}

/** Forecast spend and revenue per day with their 80% bands. */
export function ForecastChart({ forecast }: { forecast: Forecast }) {
  const { usd } = useMoneyFigures();
  const money = useMoney();
  const data = forecast.spend.daily.map((p, i) => {
    const r = forecast.revenue.daily[i]!;
    return {
      date: p.date,
      spend: p.value / 100,
      spendBand: [p.low / 100, p.high / 100],
      revenue: r.value / 100,
      revenueBand: [r.low / 100, r.high / 100],
    };
  });
  const s = forecast.spend.total;
  const r = forecast.revenue.total;
  const summary = forecast.period
    ? `${formatDateRange(forecast.period.from, forecast.period.to)}: spend ${usd(s.value)} (${forecast.interval_percent}% range ${usd(s.low)}–${usd(s.high)}), revenue ${usd(r.value)} (${usd(r.low)}–${usd(r.high)}). The shaded bands are the ${forecast.interval_percent}% prediction intervals per day.`
    : 'No daily metrics recorded yet, so there is nothing to forecast.';
  return (
    <ChartFigure title="Daily forecast" summary={summary}>
      {(ids) => (
        <ComposedChart
          data={data}
          responsive
          style={chartSize(300)}
          title={ids.title}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid {...gridProps} />
          <XAxis
            dataKey="date"
            tick={axisTick}
            minTickGap={28}
            tickFormatter={(d: string) => d.slice(5)}
          />
          <YAxis tickFormatter={money.compact} tick={axisTick} width={56} />
          <Tooltip
            contentStyle={tooltipStyle}
            formatter={(value) =>
              Array.isArray(value)
                ? `${money(Number(value[0]) * 100)}–${money(Number(value[1]) * 100)}`
                : money(Number(value) * 100)
            }
          />
          <Legend wrapperStyle={legendStyle} />
          <Area
            dataKey="revenueBand"
            name={`Revenue ${forecast.interval_percent}% band`}
            stroke="none"
            fill={COLORS.success}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
          <Area
            dataKey="spendBand"
            name={`Spend ${forecast.interval_percent}% band`}
            stroke="none"
            fill={COLORS.primary}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
          <Line
            dataKey="revenue"
            name="Revenue"
            stroke={COLORS.success}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="spend"
            name="Spend"
            stroke={COLORS.primary}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      )}
    </ChartFigure>
  );
}

export function ForecastTotals({ forecast }: { forecast: Forecast }) {
  const { usd } = useMoneyFigures();
  const rows = [
    { name: 'Spend', series: forecast.spend },
    { name: 'Revenue', series: forecast.revenue },
  ];
  return (
    <Table caption="Forecast totals">
      <thead>
        <tr>
          <Th>Series</Th>
          <Th>Method</Th>
          <Th className={num}>Forecast</Th>
          <Th className={num}>{forecast.interval_percent}% range</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ name, series }) => (
          <tr key={name}>
            <Td className="font-medium">{name}</Td>
            <Td>
              {series.method === 'linear_trend'
                ? `Linear trend (${series.points_used} days)`
                : `${series.points_used}-day mean`}
            </Td>
            <Td className={num}>{usd(series.total.value)}</Td>
            <Td className={num}>
              {usd(series.total.low)}–{usd(series.total.high)}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function AllocationTable({ allocation }: { allocation: Allocation }) {
  const { usd, signedUsd } = useMoneyFigures();
  const t = allocation.totals;
  return (
    <Table caption="Budget allocation">
      <thead>
        <tr>
          <Th>Campaign</Th>
          <Th className={num}>ROAS</Th>
          <Th className={num}>Marginal ROAS</Th>
          <Th className={num}>Current</Th>
          <Th className={num}>Proposed</Th>
          <Th className={num}>Change</Th>
          <Th className={num}>Expected revenue</Th>
          <Th className={num}>Expected ROI</Th>
        </tr>
      </thead>
      <tbody>
        {allocation.rows.map((r) => (
          <tr key={r.campaign_id}>
            <Td className="font-medium">
              {r.campaign_name}
              <span className="block text-xs text-muted-foreground">{r.channel}</span>
            </Td>
            <Td className={num}>{roasText(r.roas)}</Td>
            <Td className={num}>{roasText(r.marginal_roas)}</Td>
            <Td className={num}>{usd(r.current_cents)}</Td>
            <Td className={`${num} font-medium`}>{usd(r.proposed_cents)}</Td>
            <Td className={num}>{signedPct(r.change_percentage)}</Td>
            <Td className={num}>{usd(r.expected_revenue_cents)}</Td>
            <Td className={num}>{pct(r.expected_roi_percentage)}</Td>
          </tr>
        ))}
        <tr className="font-semibold">
          <Td>Total</Td>
          <Td />
          <Td />
          <Td className={num}>{usd(t.current_cents)}</Td>
          <Td className={num}>{usd(t.proposed_cents)}</Td>
          <Td />
          <Td className={num}>
            {usd(t.expected_revenue_cents)}
            <span className="block text-xs font-normal text-muted-foreground">
              {signedUsd(t.revenue_change_cents)} vs today
            </span>
          </Td>
          <Td className={num}>{pct(t.expected_roi_percentage)}</Td>
        </tr>
      </tbody>
    </Table>
  );
}

export function ScenarioTable({ result }: { result: ScenarioResult }) {
  const { usd, signedUsd } = useMoneyFigures();
  const t = result.totals;
  return (
    <Table caption={`Scenario over ${result.horizon_days} days`}>
      <thead>
        <tr>
          <Th>Campaign</Th>
          <Th className={num}>Change</Th>
          <Th className={num}>Spend</Th>
          <Th className={num}>Expected revenue</Th>
          <Th className={num}>ROI</Th>
        </tr>
      </thead>
      <tbody>
        {result.rows.map((r) => (
          <tr key={r.campaign_id}>
            <Td className="font-medium">
              {r.campaign_name}
              <span className="block text-xs text-muted-foreground">{r.channel}</span>
            </Td>
            <Td className={num}>{signedPct(r.change_percentage)}</Td>
            <Td className={num}>
              {usd(r.spend_cents)}
              <span className="block text-xs text-muted-foreground">
                from {usd(r.base_spend_cents)}
              </span>
            </Td>
            <Td className={num}>
              {usd(r.revenue_cents)}
              <span className="block text-xs text-muted-foreground">
                from {usd(r.base_revenue_cents)}
              </span>
            </Td>
            <Td className={num}>
              {pct(r.roi_percentage)}
              <span className="block text-xs text-muted-foreground">
                from {pct(r.base_roi_percentage)}
              </span>
            </Td>
          </tr>
        ))}
        <tr className="font-semibold">
          <Td>Total</Td>
          <Td />
          <Td className={num}>
            {usd(t.spend_cents)}
            <span className="block text-xs font-normal text-muted-foreground">
              {signedUsd(t.spend_change_cents)}
            </span>
          </Td>
          <Td className={num}>
            {usd(t.revenue_cents)}
            <span className="block text-xs font-normal text-muted-foreground">
              {signedUsd(t.revenue_change_cents)}
            </span>
          </Td>
          <Td className={num}>{pct(t.roi_percentage)}</Td>
        </tr>
      </tbody>
    </Table>
  );
}

export function SuggestionList({ suggestions }: { suggestions: Suggestion[] }) {
  const { usd, signedUsd } = useMoneyFigures();
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {suggestions.map((s) => (
        <li key={s.campaign_id} className="space-y-2 rounded-xl border bg-card p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">{s.campaign_name}</span>
            <Badge variant={s.action === 'increase' ? 'success' : 'warning'}>
              {s.action === 'increase' ? 'Increase' : 'Decrease'} {signedPct(s.change_percentage)}
            </Badge>
          </div>
          <p className="text-sm tabular-nums">
            {usd(s.current_cents)} → <span className="font-medium">{usd(s.proposed_cents)}</span>
          </p>
          <p className="text-sm">
            Expected effect:{' '}
            <span
              className={s.expected_revenue_change_cents >= 0 ? 'text-success' : 'text-destructive'}
            >
              {signedUsd(s.expected_revenue_change_cents)} revenue
            </span>
          </p>
          <p className="text-xs text-muted-foreground">{s.reason}</p>
        </li>
      ))}
    </ul>
  );
}
