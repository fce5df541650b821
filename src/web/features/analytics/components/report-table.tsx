import type { ReactNode } from 'react';
import { displayValue, type AnalyticsReport, type ReportRow } from '@/shared/analytics';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { cn } from '@/web/lib/utils';
import { useMoney } from '@/web/lib/money';

/** A report's table as the API gives it: one row per line, then the total in bold. */
export function ReportTable({
  report,
  renderName,
}: {
  report: AnalyticsReport;
  /** How a row's name cell reads (a link to its campaign or client, say). */
  renderName?: (row: ReportRow) => ReactNode;
}) {
  const money = useMoney();
  const rows = [...report.rows.map((row) => ({ row, total: false }))];
  if (report.total && report.rows.length > 0) rows.push({ row: report.total, total: true });
  return (
    <Table caption={`${report.title}: ${report.scope.label}`}>
      <thead>
        <tr>
          {report.columns.map((c) => (
            <Th
              key={c.key}
              className={cn(c.format !== 'text' && 'text-right', 'whitespace-nowrap')}
            >
              {c.label}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ row, total }, i) => (
          <tr key={i} className={cn(total && 'bg-muted/40 font-semibold')}>
            {report.columns.map((c) => (
              <Td
                key={c.key}
                className={cn(
                  c.format !== 'text' && 'text-right tabular-nums',
                  'whitespace-nowrap',
                )}
              >
                {c.key === 'name' && renderName && !total
                  ? renderName(row)
                  : displayValue(c, row, money.currency)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
