import { FileBarChart, Radio, Sigma } from 'lucide-react';
import { Link } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { useCustomMetrics, useReports } from '@/web/features/metrics/api/metrics';
import { metricsPaths } from '@/web/features/metrics/lib/paths';
import { useActiveClient } from '@/web/lib/active-client';
import { MetricsPage } from './metrics-page';
import { SeriesBody } from './series-body';

const AREAS = [
  {
    to: metricsPaths.realTime,
    icon: Radio,
    title: 'Real-time',
    text: 'Watch results arrive as they are ingested or imported.',
  },
  {
    to: metricsPaths.reports,
    icon: FileBarChart,
    title: 'Saved reports',
    text: 'Figures grouped by day, week, month, campaign or client; e-mailed weekly or monthly.',
  },
  {
    to: metricsPaths.custom,
    icon: Sigma,
    title: 'Custom metrics',
    text: 'Your own figures as formulas, such as (revenue - spend) / spend.',
  },
];

/** /metrics: the organization's last 30 days and the way to the metrics pages. */
export default function MetricsHomePage() {
  const reports = useReports();
  const custom = useCustomMetrics();
  const { clientId } = useActiveClient();
  return (
    <MetricsPage
      title="Metrics"
      description="Your campaigns' results for the last 30 days, in real time, in saved reports and in your own formulas."
    >
      {/* A client chosen in the header (`?client_id=`) narrows the figures to its campaigns. */}
      <SeriesBody
        key={clientId ?? 'organization'}
        scope={clientId ? { kind: 'client', id: clientId } : { kind: 'organization' }}
        days={30}
        notFoundTitle={clientId ? 'Client not found' : 'Metrics not found'}
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {AREAS.map((area) => (
          <li key={area.to}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <area.icon className="size-5 text-primary" aria-hidden="true" />
                  <Link to={area.to} className="underline-offset-4 hover:underline">
                    {area.title}
                  </Link>
                </CardTitle>
                <CardDescription>{area.text}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Your latest reports</CardTitle>
          </CardHeader>
          <CardContent>
            {reports.isPending ? (
              <p className="text-sm text-muted-foreground">Loading reports...</p>
            ) : reports.isError ? (
              <p className="text-sm text-destructive">{reports.error.message}</p>
            ) : reports.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No saved reports yet. <Link to={metricsPaths.reports}>Create one</Link>.
              </p>
            ) : (
              <ul className="space-y-1 text-sm">
                {reports.data.slice(0, 5).map((report) => (
                  <li key={report.id}>
                    <Link
                      className="underline-offset-4 hover:underline"
                      to={metricsPaths.report(report.id)}
                    >
                      {report.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Your custom metrics</CardTitle>
          </CardHeader>
          <CardContent>
            {custom.isPending ? (
              <p className="text-sm text-muted-foreground">Loading custom metrics...</p>
            ) : custom.isError ? (
              <p className="text-sm text-destructive">{custom.error.message}</p>
            ) : custom.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No custom metrics yet. <Link to={metricsPaths.custom}>Define one</Link>.
              </p>
            ) : (
              <ul className="space-y-1 text-sm">
                {custom.data.map((metric) => (
                  <li key={metric.id}>
                    {metric.name}: <code className="break-all">{metric.formula}</code>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </MetricsPage>
  );
}
