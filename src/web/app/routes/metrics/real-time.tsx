import { Radio } from 'lucide-react';
import { Link } from 'react-router';
import { formatReportValue } from '@/shared/metrics';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { useMetricStream, type StreamStatus } from '@/web/features/metrics/hooks/use-metric-stream';
import { metricsPaths } from '@/web/features/metrics/lib/paths';
import { MetricsPage } from './metrics-page';
import { SeriesBody } from './series-body';
import { useMoney } from '@/web/lib/money';

const STATUS: Record<
  StreamStatus,
  { label: string; variant: 'success' | 'warning' | 'secondary' }
> = {
  connecting: { label: 'Connecting', variant: 'secondary' },
  live: { label: 'Live', variant: 'success' },
  reconnecting: { label: 'Reconnecting', variant: 'warning' },
};

/** /metrics/real-time: the last 30 days' figures, updated as data points are ingested. */
export default function RealTimeMetricsPage() {
  const money = useMoney();
  const { status, events } = useMetricStream();
  const points = events.flatMap((event) =>
    event.rows.map((row) => ({ ...row, event, key: `${event.id}-${row.date}` })),
  );
  return (
    <MetricsPage
      title="Real-time metrics"
      description="Figures for the last 30 days that update as results are ingested or imported, without reloading."
      actions={
        <p className="flex items-center gap-2 text-sm" role="status" aria-live="polite">
          <span className="sr-only">Connection: </span>
          <Badge variant={STATUS[status].variant}>{STATUS[status].label}</Badge>
        </p>
      }
    >
      <SeriesBody scope={{ kind: 'organization' }} days={30} notFoundTitle="Metrics not found" />
      <Card>
        <CardHeader>
          <CardTitle>Latest data points</CardTitle>
        </CardHeader>
        <CardContent>
          {points.length === 0 ? (
            <EmptyState icon={Radio} title="Waiting for data points">
              Each day of results sent to the ingest API or imported from a CSV while this page is
              open appears here.
            </EmptyState>
          ) : (
            <ul aria-label="Latest data points" className="divide-y">
              {points.map((p) => (
                <li
                  key={p.key}
                  className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2 text-sm"
                >
                  <Link
                    className="font-medium underline-offset-4 hover:underline"
                    to={metricsPaths.campaign(p.event.campaign_id)}
                  >
                    {p.event.campaign_name}
                  </Link>
                  <span className="text-muted-foreground">{p.date}</span>
                  <span>
                    {formatReportValue('impressions', p.impressions, money.currency)} impressions
                  </span>
                  <span>{formatReportValue('clicks', p.clicks, money.currency)} clicks</span>
                  <span>
                    {formatReportValue('conversions', p.conversions, money.currency)} conversions
                  </span>
                  <span>
                    {formatReportValue('spend_cents', p.spend_cents, money.currency)} spend
                  </span>
                  <span>
                    {formatReportValue('revenue_cents', p.revenue_cents, money.currency)} revenue
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {p.event.source === 'import' ? 'CSV import' : 'API'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </MetricsPage>
  );
}
