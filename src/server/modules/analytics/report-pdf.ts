/**
 * An analytics report as a PDF: title, scope and period, then the report's table (the same
 * columns, rows and total as its JSON and CSV), landscape A4 so nine metrics fit. Standard
 * fonts only; characters outside their set print as "?", never an error (as the portal's
 * white-label report, ../portal/report-pdf.ts, does).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { displayValue, type AnalyticsReport, type ReportRow } from '@/shared/analytics';

const SCOPE_NOUN = { org: 'organization', client: 'client', campaign: 'campaign' } as const;
const PAGE = { width: 841.89, height: 595.28 }; // A4 landscape, in points
const MARGIN = 36;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.39, 0.45, 0.55);
const RULE = rgb(0.89, 0.91, 0.94);
const ROW = 16;
const SIZE = 8;

export async function renderAnalyticsReportPdf(
  report: AnalyticsReport,
  opts: { generatedAt: Date; currency?: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${report.title}: ${report.scope.label}`);
  doc.setCreationDate(opts.generatedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const clean = (text: string) =>
    [...text.replace(/[\r\n\t]+/g, ' ').replace(/×/g, 'x')]
      .map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?'))
      .join('');
  const fit = (text: string, font: PDFFont, size: number, width: number) => {
    let t = clean(text);
    if (font.widthOfTextAtSize(t, size) <= width) return t;
    while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > width) t = t.slice(0, -1);
    return `${t}...`;
  };

  const width = PAGE.width - 2 * MARGIN;
  // The first (name) column gets a quarter of the width; the figures share the rest.
  const first = report.columns.length > 4 ? width * 0.2 : width * 0.34;
  const rest = (width - first) / Math.max(1, report.columns.length - 1);
  const xOf = (i: number) => MARGIN + (i === 0 ? 0 : first + (i - 1) * rest);
  const widthOf = (i: number) => (i === 0 ? first : rest) - 6;

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const header = () => {
    report.columns.forEach((c, i) =>
      page.drawText(fit(c.label, bold, SIZE, widthOf(i)), {
        x: xOf(i),
        y,
        size: SIZE,
        font: bold,
        color: MUTED,
      }),
    );
    y -= 6;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.75,
      color: RULE,
    });
    y -= ROW - 4;
  };

  page.drawText(fit(report.title, bold, 18, width), {
    x: MARGIN,
    y: y - 12,
    size: 18,
    font: bold,
    color: INK,
  });
  y -= 32;
  const period = report.period
    ? `${report.period.from} to ${report.period.to} (${report.period.days} days)`
    : 'No recorded days';
  const previous = report.previous_period
    ? `; compared with ${report.previous_period.from} to ${report.previous_period.to}`
    : '';
  for (const line of [
    `${report.scope.label} (${SCOPE_NOUN[report.scope.type]})`,
    `${report.selection}: ${period}${previous}`,
    report.description,
  ]) {
    page.drawText(fit(line, regular, 10, width), {
      x: MARGIN,
      y,
      size: 10,
      font: regular,
      color: MUTED,
    });
    y -= 14;
  }
  y -= 10;
  header();

  const drawRow = (row: ReportRow, font: PDFFont) => {
    if (y < MARGIN + ROW) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
      header();
    }
    report.columns.forEach((c, i) =>
      page.drawText(fit(displayValue(c, row, opts.currency), font, SIZE, widthOf(i)), {
        x: xOf(i),
        y,
        size: SIZE,
        font,
        color: INK,
      }),
    );
    y -= ROW;
  };
  if (report.rows.length === 0)
    page.drawText('No results recorded in this period.', {
      x: MARGIN,
      y,
      size: 10,
      font: regular,
      color: MUTED,
    });
  for (const row of report.rows) drawRow(row, regular);
  if (report.total && report.rows.length > 0) drawRow(report.total, bold);

  page.drawText(
    clean(`Generated ${opts.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`),
    { x: MARGIN, y: MARGIN / 2, size: 7, font: regular, color: MUTED },
  );
  return doc.save();
}
