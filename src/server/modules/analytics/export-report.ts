/** GET /analytics/reports/{type}/csv and /pdf: a report as a file, the same table as its JSON. */
import { reportFilename, reportToCsv } from '@/shared/analytics';
import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { organizationCurrency } from '../organizations/organization-currency';
import { getAnalyticsReport, type AnalyticsInput } from './get-analytics';

export type ReportFile = { filename: string; contentType: string; bytes: Uint8Array };

export async function exportAnalyticsReport(
  db: Db,
  input: AnalyticsInput & { reportType: string; format: 'csv' | 'pdf' },
): Promise<ReportFile> {
  const report = await getAnalyticsReport(db, input);
  const currency = await withTenant(db, input.caller, (tx) =>
    organizationCurrency(tx, input.caller.orgId),
  );
  if (input.format === 'csv')
    return {
      filename: reportFilename(report, 'csv'),
      contentType: 'text/csv; charset=utf-8',
      bytes: new TextEncoder().encode(reportToCsv(report, currency)),
    };
  // pdf-lib takes a fifth of a second to load: only a PDF export pays for it.
  const { renderAnalyticsReportPdf } = await import('./report-pdf');
  return {
    filename: reportFilename(report, 'pdf'),
    contentType: 'application/pdf',
    bytes: await renderAnalyticsReportPdf(report, { generatedAt: new Date(), currency }),
  };
}
