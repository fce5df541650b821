import { Copy, Download, FileText, Link2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { formatDateRange, formatDay, formatRelativeTime } from '@/shared/format';
import { addDays, todayIso } from '@/shared/performance-analysis';
import { PORTAL_MESSAGES, SHARE_MAX_DAYS, type ClientReport } from '@/shared/portal';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import {
  reportPdfUrl,
  useClientReports,
  useCreateReport,
  useShareReport,
} from '@/web/features/portal/api/portal';
import { ClientPage } from './client-page';

/** /clients/{id}/reports: generate the client's white-label PDF for a period, download, share. */
export default function ClientReportsPage() {
  const { clientId = '' } = useParams();
  const canWrite = usePermission('content:write');
  return (
    <ClientPage
      clientId={clientId}
      title="Reports"
      description={(client) =>
        `White-label PDF reports for ${client.name}: performance, a spend chart, campaigns and approved work. They are listed in the client’s portal.`
      }
    >
      {(client) => (
        <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
          {canWrite && <GenerateReport clientId={client.id} />}
          <ReportList clientId={client.id} canWrite={canWrite} />
        </div>
      )}
    </ClientPage>
  );
}

function GenerateReport({ clientId }: { clientId: string }) {
  const create = useCreateReport(clientId);
  const today = todayIso();
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<{ field?: string; message: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (from > to) {
      setError({ field: 'to', message: PORTAL_MESSAGES.periodOrder });
      return;
    }
    setError(undefined);
    try {
      const report = await create.mutateAsync({ from, to, ...(title.trim() ? { title } : {}) });
      toast.success(`Report ready: ${report.title}`);
      setTitle('');
    } catch (e) {
      const field = (e as { field?: string }).field;
      setError({
        field,
        message: e instanceof Error ? e.message : 'The report could not be generated',
      });
    }
  };

  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle className="text-base">New report</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
          <FormField label="From" error={error?.field === 'from' ? error.message : undefined}>
            <Input
              type="date"
              value={from}
              max={to}
              onChange={(e) => setFrom(e.target.value)}
              required
            />
          </FormField>
          <FormField label="To" error={error?.field === 'to' ? error.message : undefined}>
            <Input
              type="date"
              value={to}
              min={from}
              onChange={(e) => setTo(e.target.value)}
              required
            />
          </FormField>
          <FormField label="Title (optional)" hint="Defaults to the period.">
            <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
          </FormField>
          {error && !['from', 'to'].includes(error.field ?? '') && (
            <p role="alert" className="text-sm text-destructive">
              {error.message}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={create.isPending}>
            <FileText aria-hidden="true" />{' '}
            {create.isPending ? 'Generating...' : 'Generate PDF report'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function ReportList({ clientId, canWrite }: { clientId: string; canWrite: boolean }) {
  const reports = useClientReports(clientId);
  if (reports.isPending) return <LoadingState label="Loading reports..." />;
  if (reports.isError)
    return <ErrorState message={reports.error.message} onRetry={() => void reports.refetch()} />;
  if (reports.data.length === 0)
    return (
      <EmptyState icon={FileText} title={PORTAL_MESSAGES.noReports}>
        Generate one for a period: it is stored here and in the client’s portal.
      </EmptyState>
    );
  return (
    <ul className="h-fit divide-y rounded-xl border bg-card">
      {reports.data.map((r) => (
        <ReportRow key={r.id} clientId={clientId} report={r} canWrite={canWrite} />
      ))}
    </ul>
  );
}

function ReportRow({
  clientId,
  report,
  canWrite,
}: {
  clientId: string;
  report: ClientReport;
  canWrite: boolean;
}) {
  const share = useShareReport(clientId);
  const [days, setDays] = useState('7');
  const [link, setLink] = useState<string>();

  const onShare = async () => {
    try {
      const result = await share.mutateAsync({ reportId: report.id, days: Number(days) });
      setLink(result.url);
      toast.success('Share link created');
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The link could not be created');
    }
  };
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link).then(
      () => toast.success('Link copied'),
      () => toast.error('Copy failed: select the link and copy it'),
    );
  };

  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium break-words">{report.title}</p>
          <p className="text-xs text-muted-foreground">
            {formatDateRange(report.period_from, report.period_to)} ·{' '}
            {Math.ceil(report.byte_size / 1024)} KB · {formatRelativeTime(report.created_at)}
            {report.created_by_name ? ` by ${report.created_by_name}` : ''}
          </p>
          {report.shared_until && (
            <Badge variant="outline" className="mt-1">
              Shared until {formatDay(report.shared_until)}
            </Badge>
          )}
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={reportPdfUrl(report.id)} download aria-label={`Download ${report.title} (PDF)`}>
            <Download aria-hidden="true" /> Download PDF
          </a>
        </Button>
      </div>
      {canWrite && (
        <div className="flex flex-wrap items-end gap-2">
          <FormField label="Link expires in" className="w-36">
            <NativeSelect value={days} onChange={(e) => setDays(e.target.value)}>
              {[1, 7, 14, SHARE_MAX_DAYS].map((d) => (
                <option key={d} value={d}>
                  {d} {d === 1 ? 'day' : 'days'}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button
            variant="secondary"
            size="sm"
            className="h-10"
            onClick={() => void onShare()}
            disabled={share.isPending}
          >
            <Link2 aria-hidden="true" /> {share.isPending ? 'Creating...' : 'Create share link'}
          </Button>
        </div>
      )}
      {link && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input readOnly value={link} aria-label="Share link" onFocus={(e) => e.target.select()} />
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" /> Copy
          </Button>
        </div>
      )}
    </li>
  );
}
