import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  formatReportValue,
  REPORT_DELIVERIES,
  REPORT_GROUPINGS,
  type ReportResult,
} from '@/shared/metrics';
import { ErrorState } from '@/web/components/error-state';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { isNotFound, useDeleteReport, useReport } from '@/web/features/metrics/api/metrics';
import { ReportForm } from '@/web/features/metrics/components/report-form';
import { metricsPaths } from '@/web/features/metrics/lib/paths';
import { MetricsPage } from './metrics-page';
import { useMoney } from '@/web/lib/money';

function ReportTable({ result }: { result: ReportResult }) {
  const money = useMoney();
  if (result.rows.length === 0)
    return (
      <EmptyState title="No results in this period">
        Nothing was recorded from {result.from} to {result.to} for this report&apos;s filters.
      </EmptyState>
    );
  return (
    <Table caption={`${result.report.name}, ${result.from} to ${result.to}`}>
      <thead>
        <tr>
          <Th>{REPORT_GROUPINGS[result.report.grouping]}</Th>
          {result.columns.map((column) => (
            <Th key={column.key} className="text-right">
              {column.label}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {result.rows.map((row) => (
          <tr key={row.key}>
            <Td>{row.label}</Td>
            {result.columns.map((column) => (
              <Td key={column.key} className="text-right tabular-nums">
                {formatReportValue(column.key, row.values[column.key], money.currency)}
              </Td>
            ))}
          </tr>
        ))}
        <tr className="font-semibold">
          <Td>Total</Td>
          {result.columns.map((column) => (
            <Td key={column.key} className="text-right tabular-nums">
              {formatReportValue(column.key, result.totals[column.key], money.currency)}
            </Td>
          ))}
        </tr>
      </tbody>
    </Table>
  );
}

/** /metrics/reports/:reportId: the report's figures; edit and delete it. */
export default function MetricReportPage() {
  const { reportId = '' } = useParams();
  const report = useReport(reportId);
  const remove = useDeleteReport();
  const canWrite = usePermission('content:write');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const result = report.data;
  return (
    <MetricsPage
      title={result?.report.name ?? 'Report'}
      description={
        result
          ? `${result.from} to ${result.to}, grouped by ${REPORT_GROUPINGS[result.report.grouping].toLowerCase()}. E-mail: ${REPORT_DELIVERIES[result.report.delivery].toLowerCase()}.`
          : 'A saved report.'
      }
      actions={
        result && canWrite ? (
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => setEditing((on) => !on)}>
              {editing ? 'Close editor' : 'Edit'}
            </Button>
            <Button
              variant="outline"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(`Delete the report ${result.report.name}?`))
                  remove.mutate(result.report.id, {
                    onSuccess: () => void navigate(metricsPaths.reports),
                  });
              }}
            >
              Delete
            </Button>
          </div>
        ) : undefined
      }
    >
      {report.isPending ? (
        <LoadingState label="Loading the report..." />
      ) : report.isError ? (
        isNotFound(report.error) ? (
          <EmptyState
            icon={SearchX}
            title="Report not found"
            action={
              <Button asChild variant="outline">
                <Link to={metricsPaths.reports}>All saved reports</Link>
              </Button>
            }
          >
            It does not exist, or it is not one you can see.
          </EmptyState>
        ) : (
          <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />
        )
      ) : (
        <>
          {remove.error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {remove.error.message}
            </p>
          )}
          {report.data.report.delivery !== 'none' && report.data.report.delivery_error && (
            <Alert variant="destructive" title="The last e-mail of this report was not sent">
              {report.data.report.delivery_error}
            </Alert>
          )}
          {editing && (
            <Card>
              <CardHeader>
                <CardTitle>Edit report</CardTitle>
              </CardHeader>
              <CardContent>
                <ReportForm
                  report={report.data.report}
                  onSaved={() => setEditing(false)}
                  onCancel={() => setEditing(false)}
                />
              </CardContent>
            </Card>
          )}
          <ReportTable result={report.data} />
        </>
      )}
    </MetricsPage>
  );
}
