import { Download, FileUp, Upload } from 'lucide-react';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { toast } from 'sonner';
import { METRICS_IMPORT_MAX_BYTES } from '@/shared/campaign-metrics';
import type { MetricsWriteMode } from '@/shared/campaigns';
import { formatDay } from '@/shared/format';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { useImportCampaignMetrics } from '../api/import-campaign-metrics';
import { formatInteger } from '../lib/format';
import {
  METRICS_CSV_EXAMPLE,
  METRICS_CSV_TEMPLATE,
  previewMetricsCsv,
  type CsvPreview,
} from '../lib/metrics-csv';
import { useMoney } from '@/web/lib/money';

const PREVIEW_ROWS = 10;
const TEMPLATE_NAME = 'campaign-metrics-template.csv';

/** "Download template": a CSV made in the browser (a Blob), so it always matches the columns the import reads. */
function TemplateLink() {
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const url = URL.createObjectURL(new Blob([METRICS_CSV_TEMPLATE], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = TEMPLATE_NAME;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <a
      href={`data:text/csv;charset=utf-8,${encodeURIComponent(METRICS_CSV_TEMPLATE)}`}
      download={TEMPLATE_NAME}
      onClick={download}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <Download className="size-4" aria-hidden="true" /> Download template
    </a>
  );
}

type Selected = { name: string; text: string; preview: CsvPreview };

/** A figure the file does not carry: what the import will do with it depends on the mode. */
const notCarried = (mode: MetricsWriteMode) => (mode === 'replace' ? '0' : 'kept');
const figureCell = (
  value: number | undefined,
  mode: MetricsWriteMode,
  show: (n: number) => string,
) =>
  value === undefined ? (
    <span className="text-muted-foreground">{notCarried(mode)}</span>
  ) : (
    show(value)
  );

function PreviewTable({ preview, mode }: { preview: CsvPreview; mode: MetricsWriteMode }) {
  const money = useMoney();
  const shown = preview.rows.slice(0, PREVIEW_ROWS);
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">Preview of the rows to import</caption>
        <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
          <tr>
            {['Date', 'Impressions', 'Clicks', 'Conversions', 'Spend', 'Revenue'].map((heading) => (
              <th
                key={heading}
                scope="col"
                className="px-2.5 py-2 font-medium first:text-left [&:not(:first-child)]:text-right"
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {shown.map((row) => (
            <tr key={row.date} className="border-t">
              <th scope="row" className="whitespace-nowrap px-2.5 py-2 text-left font-medium">
                {formatDay(row.date)}
              </th>
              <td className="px-2.5 py-2 text-right">
                {figureCell(row.impressions, mode, formatInteger)}
              </td>
              <td className="px-2.5 py-2 text-right">
                {figureCell(row.clicks, mode, formatInteger)}
              </td>
              <td className="px-2.5 py-2 text-right">
                {figureCell(row.conversions, mode, formatInteger)}
              </td>
              <td className="px-2.5 py-2 text-right">{figureCell(row.spend_cents, mode, money)}</td>
              <td className="px-2.5 py-2 text-right">
                {figureCell(row.revenue_cents, mode, money)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {preview.rows.length > PREVIEW_ROWS && (
        <p className="border-t px-3 py-2 text-xs text-muted-foreground">
          and {preview.rows.length - PREVIEW_ROWS} more rows
        </p>
      )}
    </div>
  );
}

/**
 * Import daily results from a CSV file: pick it, check the preview, import. The server checks
 * every row again and refuses the whole file with the first bad row's number and reason.
 */
export function MetricsImport({
  campaignId,
  campaignName,
}: {
  campaignId: string;
  /** Picks the campaign's rows out of an ads export that holds several campaigns. */
  campaignName?: string;
}) {
  const money = useMoney();
  const inputId = useId();
  const replaceId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [mode, setMode] = useState<MetricsWriteMode>('merge');
  const [fileError, setFileError] = useState<string | null>(null);
  const importMetrics = useImportCampaignMetrics();

  const reset = () => {
    setSelected(null);
    // Replacing is chosen for one file at a time, never carried over to the next by surprise.
    setMode('merge');
    importMetrics.reset();
    if (inputRef.current) inputRef.current.value = '';
  };

  const onFile = async (file: File | undefined) => {
    importMetrics.reset();
    setSelected(null);
    setFileError(null);
    if (!file) return;
    if (file.size > METRICS_IMPORT_MAX_BYTES) {
      setFileError(
        `The file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${METRICS_IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
      );
      return;
    }
    try {
      const text = await file.text();
      setSelected({ name: file.name, text, preview: previewMetricsCsv(text, campaignName) });
    } catch {
      setFileError('The file could not be read. Save it as CSV (UTF-8) and try again.');
    }
  };

  const onImport = async () => {
    if (!selected) return;
    try {
      const result = await importMetrics.mutateAsync({ campaignId, csv: selected.text, mode });
      toast.success(
        `Imported ${result.imported} ${result.imported === 1 ? 'day' : 'days'} of data`,
        {
          description: `${formatDay(result.first_date)} to ${formatDay(result.last_date)}. Total spent is now ${money(result.spent_cents)}.`,
        },
      );
      reset();
    } catch {
      // Shown below the file field, with the server's row-specific message.
    }
  };

  const preview = selected?.preview;
  const first = preview?.rows[0]?.date;
  const last = preview?.rows[preview.rows.length - 1]?.date;

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={inputId}>CSV file</Label>
          <TemplateLink />
        </div>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => void onFile(event.target.files?.[0])}
          className="block w-full rounded-md border border-dashed border-input bg-muted/30 p-2 text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-accent"
        />
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          One row per day. On a day already imported, the figures in the file replace the stored
          ones and a figure the file leaves out (no column, or an empty cell) is kept.
        </p>
      </div>

      {fileError && <Alert variant="destructive">{fileError}</Alert>}

      {selected && preview && preview.problems.length > 0 && (
        <Alert variant="destructive" title={`${selected.name} cannot be imported`}>
          <ul className="list-disc space-y-0.5 pl-4">
            {preview.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          {preview.totalProblems > preview.problems.length && (
            <p className="mt-1">
              and {preview.totalProblems - preview.problems.length} more problems.
            </p>
          )}
          <p className="mt-1">Fix the file and choose it again.</p>
        </Alert>
      )}

      {selected && preview && preview.problems.length === 0 && first && last && (
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-sm">
            <FileUp className="size-4 text-primary" aria-hidden="true" />
            <span>
              <span className="font-medium">{selected.name}</span>: {preview.rows.length}{' '}
              {preview.rows.length === 1 ? 'day' : 'days'}, {formatDay(first)} to {formatDay(last)}.
            </span>
          </p>
          <PreviewTable preview={preview} mode={mode} />
          <div className="flex items-start gap-2">
            <input
              id={replaceId}
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              checked={mode === 'replace'}
              onChange={(event) => setMode(event.target.checked ? 'replace' : 'merge')}
              aria-describedby={`${replaceId}-hint`}
            />
            <div className="space-y-0.5">
              <Label htmlFor={replaceId}>Replace whole days</Label>
              <p id={`${replaceId}-hint`} className="text-xs text-muted-foreground">
                Each day in the file replaces the stored day: a figure the file leaves out becomes 0
                instead of being kept.
              </p>
            </div>
          </div>
          {importMetrics.isError && (
            <Alert variant="destructive" title="The import was refused">
              {importMetrics.error.message}
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button onClick={() => void onImport()} loading={importMetrics.isPending}>
              {!importMetrics.isPending && <Upload aria-hidden="true" />} Import{' '}
              {preview.rows.length} {preview.rows.length === 1 ? 'row' : 'rows'}
            </Button>
            <Button variant="ghost" onClick={reset} disabled={importMetrics.isPending}>
              Choose another file
            </Button>
          </div>
        </div>
      )}

      <details className="rounded-lg border bg-muted/40 p-3 text-sm">
        <summary className="cursor-pointer font-medium">What the file looks like</summary>
        <div className="mt-2 space-y-2 text-muted-foreground">
          <p>
            A header row with <code>date, impressions, clicks, conversions, spend, revenue</code>{' '}
            (any order; the date and at least one figure), then one row per day. Dates are written{' '}
            <code>YYYY-MM-DD</code>; spend and revenue are in your organization's currency (
            {money.currency}). A missing column or an empty cell is not imported: the day keeps what
            it had (a new day starts at 0), unless you choose to replace whole days.
          </p>
          <p>
            A Google Ads report (Day, Campaign, Impr., Clicks, Cost, Conversions, Conv. value) or a
            Meta Ads export by day (Reporting starts or Day, Campaign name, Impressions, Link
            clicks, Amount spent, Results, Purchase conversion value) is read as it is; when it
            holds several campaigns, the rows of the campaign with this name are imported.
          </p>
          <pre className="overflow-x-auto rounded bg-card p-3 font-mono text-xs text-foreground">
            {METRICS_CSV_EXAMPLE}
          </pre>
        </div>
      </details>
    </div>
  );
}
