import { FileBarChart } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { REPORT_DELIVERIES, REPORT_GROUPINGS, REPORT_PERIODS } from '@/shared/metrics';
import { ErrorState } from '@/web/components/error-state';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { useReports } from '@/web/features/metrics/api/metrics';
import { ReportForm } from '@/web/features/metrics/components/report-form';
import { metricsPaths } from '@/web/features/metrics/lib/paths';
import { MetricsPage } from './metrics-page';

/** /metrics/reports: the saved reports and a form for a new one. */
export default function MetricReportsPage() {
  const reports = useReports();
  const canWrite = usePermission('content:write');
  const navigate = useNavigate();
  return (
    <MetricsPage
      title="Saved reports"
      description="Reports you define once and open any time, or receive by e-mail weekly or monthly."
    >
      {reports.isPending ? (
        <LoadingState label="Loading reports..." />
      ) : reports.isError ? (
        <ErrorState message={reports.error.message} onRetry={() => void reports.refetch()} />
      ) : reports.data.length === 0 ? (
        <EmptyState icon={FileBarChart} title="No saved reports yet">
          Choose the figures, how to group them and the period below.
        </EmptyState>
      ) : (
        <Table caption="Saved reports">
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>Grouped by</Th>
              <Th>Period</Th>
              <Th>E-mail</Th>
            </tr>
          </thead>
          <tbody>
            {reports.data.map((report) => (
              <tr key={report.id}>
                <Td>
                  <Link
                    className="font-medium underline-offset-4 hover:underline"
                    to={metricsPaths.report(report.id)}
                  >
                    {report.name}
                  </Link>
                </Td>
                <Td>{REPORT_GROUPINGS[report.grouping]}</Td>
                <Td>
                  {report.period === 'custom'
                    ? `${report.period_from} to ${report.period_to}`
                    : REPORT_PERIODS[report.period]}
                </Td>
                <Td>
                  {REPORT_DELIVERIES[report.delivery]}
                  {report.delivery !== 'none' && report.delivery_error && (
                    <p className="text-xs text-destructive">{report.delivery_error}</p>
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {canWrite && (
        <Card>
          <CardHeader>
            <CardTitle>New report</CardTitle>
          </CardHeader>
          <CardContent>
            <ReportForm onSaved={(report) => void navigate(metricsPaths.report(report.id))} />
          </CardContent>
        </Card>
      )}
    </MetricsPage>
  );
}
