import { BarChart3, Building2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { CLIENT_MESSAGES, clientStatusTone, type CrossClientAnalytics } from '@/shared/clients';
import { canManageClients } from '@/shared/permissions';
import { ChartFigure } from '@/web/components/charts/chart-figure';
import {
  CHART_COLORS,
  axisTick,
  barCursor,
  chartDay,
  chartSize,
  gridProps,
  legendStyle,
  tooltipStyle,
} from '@/web/components/charts/chart-theme';
import { lastDays } from '@/shared/performance-analysis';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { NativeSelect } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { useCrossClientAnalytics } from '@/web/features/agency/api/get-cross-client-analytics';
import { useMe } from '@/web/lib/me';
import { useMoney } from '@/web/lib/money';

const PERIODS = [
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;

// The API answers CTR in percent, CPA in cents and ROAS as a multiple (null when undefined).
const pct = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}%`);
const roas = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}×`);
const statusVariant = (status: string) => {
  const tone = clientStatusTone(status);
  return tone === 'neutral' ? 'outline' : tone;
};
const chartStyle = chartSize(300);

/** /clients/analytics: every client's performance side by side (get_cross_client_analytics). */
export default function AgencyAnalyticsPage() {
  const [days, setDays] = useState<number>(30);
  const period = lastDays(days);
  const analytics = useCrossClientAnalytics(period);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Agency Analytics"
        description="Spend, revenue and results of every client over the period, from their campaigns' daily metrics."
        back={{ to: '/dashboard', label: 'Dashboard' }}
        actions={
          <div className="w-full space-y-1.5 sm:w-48">
            <Label htmlFor="analytics-period">Period</Label>
            <NativeSelect
              id="analytics-period"
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
            >
              {PERIODS.map((p) => (
                <option key={p.days} value={p.days}>
                  {p.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
      />
      {analytics.isPending ? (
        <LoadingState label="Loading cross-client analytics..." />
      ) : analytics.isError ? (
        <ErrorState
          title="Could not load the agency's analytics"
          message={analytics.error.message}
          onRetry={() => void analytics.refetch()}
        />
      ) : analytics.data.clients.length === 0 ? (
        <NoClients />
      ) : (
        <AnalyticsView data={analytics.data} />
      )}
    </div>
  );
}

function NoClients() {
  const me = useMe();
  return (
    <EmptyState
      icon={Building2}
      title={CLIENT_MESSAGES.noClientsToDisplay}
      action={
        canManageClients(me.data?.roles ?? []) ? (
          <Button asChild>
            <Link to="/clients/new">Add Client</Link>
          </Button>
        ) : undefined
      }
    >
      Analytics compare your clients once you have some, from their campaigns&apos; metrics.
    </EmptyState>
  );
}

function AnalyticsView({ data }: { data: CrossClientAnalytics }) {
  const money = useMoney();
  const usdOrDash = (cents: number | null) => (cents === null ? '—' : money(cents));
  const t = data.totals;
  const rows = data.clients.map((c) => ({
    name: c.name,
    spend: c.spend_cents / 100,
    revenue: c.revenue_cents / 100,
  }));
  const hasMetrics = data.clients.some(
    (c) => c.spend_cents || c.revenue_cents || c.impressions || c.clicks || c.conversions,
  );
  const range = `${chartDay(data.from)} to ${chartDay(data.to)}`;
  return (
    <div className="space-y-6">
      <StatGrid>
        <StatTile label="Spend" value={money(t.spend_cents)} />
        <StatTile label="Revenue" value={money(t.revenue_cents)} />
        <StatTile
          label="ROAS"
          value={roas(t.roas)}
          hint={t.roi_percentage === null ? undefined : `ROI ${t.roi_percentage.toFixed(0)}%`}
        />
        <StatTile label="Conversions" value={t.conversions.toLocaleString('en-US')} />
        <StatTile label="CTR" value={pct(t.ctr)} hint={`CPA ${usdOrDash(t.cpa_cents)}`} />
      </StatGrid>
      {hasMetrics ? (
        <ChartFigure
          title="Spend and revenue by client"
          summary={`${money(t.spend_cents)} spent and ${money(t.revenue_cents)} earned across ${data.clients.length} ${data.clients.length === 1 ? 'client' : 'clients'} from ${range}.`}
        >
          {({ title }) => (
            <BarChart data={rows} responsive style={chartStyle} title={title}>
              <CartesianGrid {...gridProps} />
              <XAxis dataKey="name" tick={axisTick} interval={0} height={40} />
              <YAxis tickFormatter={money.compact} tick={axisTick} width={56} />
              <Tooltip
                contentStyle={tooltipStyle}
                cursor={barCursor}
                formatter={(value) => money(Number(value) * 100)}
              />
              <Legend wrapperStyle={legendStyle} />
              <Bar
                dataKey="spend"
                name="Spend"
                fill={CHART_COLORS.primary}
                isAnimationActive={false}
              />
              <Bar
                dataKey="revenue"
                name="Revenue"
                fill={CHART_COLORS.success}
                isAnimationActive={false}
              />
            </BarChart>
          )}
        </ChartFigure>
      ) : (
        <EmptyState icon={BarChart3} title="No metrics in this period">
          Import metrics on your clients&apos; campaigns, or choose a longer period.
        </EmptyState>
      )}
      <section aria-labelledby="by-client" className="space-y-3">
        <h2 id="by-client" className="text-lg font-semibold">
          By client
        </h2>
        <div className="overflow-x-auto rounded-xl border bg-card">
          <table className="w-full min-w-[720px] text-sm">
            <caption className="sr-only">
              Each client&apos;s spend, revenue, ROAS, conversions, CTR and CPA from {range}
            </caption>
            <thead className="border-b text-left text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="p-3">
                  Client
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
                <th scope="col" className="p-3 text-right">
                  CTR
                </th>
                <th scope="col" className="p-3 text-right">
                  CPA
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {data.clients.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className="p-3 text-left font-medium">
                    <div className="flex flex-wrap items-center gap-2">
                      <Link to={`/clients/${c.id}/analytics`} className="hover:underline">
                        {c.name}
                      </Link>
                      <Badge variant={statusVariant(c.status)}>
                        {c.status.charAt(0).toUpperCase() + c.status.slice(1)}
                      </Badge>
                    </div>
                    <p className="text-xs font-normal text-muted-foreground">
                      {c.industry ?? 'Industry not set'} · {c.active_campaigns} of{' '}
                      {c.campaign_count} campaigns active
                    </p>
                  </th>
                  <td className="p-3 text-right tabular-nums">{money(c.spend_cents)}</td>
                  <td className="p-3 text-right tabular-nums">{money(c.revenue_cents)}</td>
                  <td className="p-3 text-right tabular-nums">{roas(c.roas)}</td>
                  <td className="p-3 text-right tabular-nums">
                    {c.conversions.toLocaleString('en-US')}
                  </td>
                  <td className="p-3 text-right tabular-nums">{pct(c.ctr)}</td>
                  <td className="p-3 text-right tabular-nums">{usdOrDash(c.cpa_cents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 font-semibold">
              <tr>
                <th scope="row" className="p-3 text-left">
                  All clients
                </th>
                <td className="p-3 text-right tabular-nums">{money(t.spend_cents)}</td>
                <td className="p-3 text-right tabular-nums">{money(t.revenue_cents)}</td>
                <td className="p-3 text-right tabular-nums">{roas(t.roas)}</td>
                <td className="p-3 text-right tabular-nums">
                  {t.conversions.toLocaleString('en-US')}
                </td>
                <td className="p-3 text-right tabular-nums">{pct(t.ctr)}</td>
                <td className="p-3 text-right tabular-nums">{usdOrDash(t.cpa_cents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
    </div>
  );
}
