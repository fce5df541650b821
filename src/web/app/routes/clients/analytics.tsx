import { useState } from 'react';
import { Link } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ClientPerformance } from '@/shared/clients';
import { ChartFigure } from '@/web/components/charts/chart-figure';
import {
  CHART_COLORS,
  axisTick,
  barCursor,
  chartCompact,
  chartDay,
  chartSize,
  dayAxisProps,
  gridProps,
  legendStyle,
  tooltipStyle,
} from '@/web/components/charts/chart-theme';
import { LAST_DAYS_PERIODS, lastDays } from '@/shared/performance-analysis';
import { ErrorState } from '@/web/components/error-state';
import { EmptyState } from '@/web/components/ui/empty-state';
import { NativeSelect } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { LoadingState } from '@/web/components/ui/spinner';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { useClientPerformance } from '@/web/features/clients/api/get-client-performance';
import { useWorkspaceClient } from './workspace-context';
import { useMoney } from '@/web/lib/money';

/** The API gives rates as percentages (2.71 is 2.71 %). */
const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}%`);
const chartStyle = chartSize(260);

/** /clients/{id}/analytics: the client's metrics over a period (get_client_performance). */
export default function ClientAnalyticsPage() {
  const client = useWorkspaceClient();
  const [days, setDays] = useState<number>(30);
  const period = lastDays(days);
  const performance = useClientPerformance(client.id, period);

  return (
    <div className="space-y-6">
      <title>{`${client.name} analytics — Stratagent`}</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 className="text-xl font-semibold">Performance</h2>
        <div className="space-y-1.5 sm:w-48">
          <Label htmlFor="client-period">Period</Label>
          <NativeSelect
            id="client-period"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {LAST_DAYS_PERIODS.map((p) => (
              <option key={p.days} value={p.days}>
                {p.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {performance.isPending ? (
        <LoadingState label="Loading the client's performance..." />
      ) : performance.isError ? (
        <ErrorState
          title="Could not load the client's performance"
          message={performance.error.message}
          onRetry={() => void performance.refetch()}
        />
      ) : (
        <PerformanceView data={performance.data} clientId={client.id} />
      )}
    </div>
  );
}

function PerformanceView({ data, clientId }: { data: ClientPerformance; clientId: string }) {
  const money = useMoney();
  const t = data.totals;
  const daily = data.daily.map((d) => ({
    date: d.date,
    spend: d.spend_cents / 100,
    revenue: d.revenue_cents / 100,
    clicks: d.clicks,
    conversions: d.conversions,
  }));
  const hasData = data.daily.some(
    (d) => d.impressions || d.clicks || d.spend_cents || d.revenue_cents,
  );
  return (
    <div className="space-y-6">
      <StatGrid>
        <StatTile label="Spend" value={money(t.spend_cents)} />
        <StatTile label="Revenue" value={money(t.revenue_cents)} />
        <StatTile
          label="ROAS"
          value={t.roas === null ? '—' : `${t.roas.toFixed(2)}×`}
          hint={t.roi_percentage === null ? undefined : `ROI ${t.roi_percentage.toFixed(0)}%`}
        />
        <StatTile
          label="Conversions"
          value={chartCompact(t.conversions)}
          hint={`CVR ${percent(t.conversion_rate)}`}
        />
        <StatTile label="Clicks" value={chartCompact(t.clicks)} hint={`CTR ${percent(t.ctr)}`} />
      </StatGrid>
      {!hasData ? (
        <EmptyState title="No metrics in this period">
          Import metrics on one of this client's campaigns, or choose a longer period.{' '}
          <Link to={`/clients/${clientId}/campaigns`} className="text-primary underline">
            See the campaigns
          </Link>
        </EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <ChartFigure
            title="Spend and revenue by day"
            summary={`${money(t.spend_cents)} spent and ${money(t.revenue_cents)} earned from ${chartDay(data.from)} to ${chartDay(data.to)}.`}
          >
            {({ title }) => (
              <LineChart data={daily} responsive style={chartStyle} title={title}>
                <CartesianGrid {...gridProps} />
                <XAxis dataKey="date" {...dayAxisProps} />
                <YAxis tickFormatter={money.compact} tick={axisTick} width={56} />
                <Tooltip
                  contentStyle={tooltipStyle}
                  labelFormatter={(label) => chartDay(String(label))}
                  formatter={(value) => money(Number(value) * 100)}
                />
                <Legend wrapperStyle={legendStyle} />
                <Line
                  type="monotone"
                  dataKey="spend"
                  name="Spend"
                  stroke={CHART_COLORS.primary}
                  dot={false}
                />
                <Line
                  type="monotone"
                  dataKey="revenue"
                  name="Revenue"
                  stroke={CHART_COLORS.success}
                  dot={false}
                />
              </LineChart>
            )}
          </ChartFigure>
          <ChartFigure
            title="Clicks and conversions by day"
            summary={`${t.clicks} clicks and ${t.conversions} conversions in the period.`}
          >
            {({ title }) => (
              <BarChart data={daily} responsive style={chartStyle} title={title}>
                <CartesianGrid {...gridProps} />
                <XAxis dataKey="date" {...dayAxisProps} />
                <YAxis tickFormatter={chartCompact} tick={axisTick} width={48} />
                <Tooltip
                  contentStyle={tooltipStyle}
                  cursor={barCursor}
                  labelFormatter={(label) => chartDay(String(label))}
                />
                <Legend wrapperStyle={legendStyle} />
                <Bar dataKey="clicks" name="Clicks" fill={CHART_COLORS.primary} />
                <Bar dataKey="conversions" name="Conversions" fill={CHART_COLORS.warning} />
              </BarChart>
            )}
          </ChartFigure>
        </div>
      )}
      {data.campaigns.length > 0 && (
        <section aria-labelledby="by-campaign" className="space-y-3">
          <h3 id="by-campaign" className="font-semibold">
            By campaign
          </h3>
          <div className="overflow-x-auto rounded-xl border bg-card">
            <table className="w-full text-sm">
              <thead className="border-b text-left text-xs text-muted-foreground uppercase">
                <tr>
                  <th scope="col" className="p-3">
                    Campaign
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Spend
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Revenue
                  </th>
                  <th scope="col" className="p-3 text-right">
                    ROAS
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Conversions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {data.campaigns.map((c) => (
                  <tr key={c.id}>
                    <th scope="row" className="p-3 text-left font-medium">
                      <Link
                        to={`/clients/${clientId}/campaigns/${c.id}`}
                        className="hover:underline"
                      >
                        {c.name}
                      </Link>
                    </th>
                    <td className="p-3 text-right tabular-nums">{money(c.spend_cents)}</td>
                    <td className="p-3 text-right tabular-nums">{money(c.revenue_cents)}</td>
                    <td className="p-3 text-right tabular-nums">
                      {c.roas === null ? '—' : `${c.roas.toFixed(2)}×`}
                    </td>
                    <td className="p-3 text-right tabular-nums">{c.conversions}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
