/**
 * The white-label PDF report (issue 9 point 7b): the client's name and brand colour, the
 * agency's name (its white-label company name when it has one), the period's performance
 * figures, a bar chart of daily spend drawn as vectors, each campaign's figures and the
 * outputs the client approved. It is the client's document: nothing of how the agency works
 * (AI usage, tokens, costs; decision 048, amended) is in it. Standard fonts only: text outside their
 * character set is replaced, never an error.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { CampaignMetricTotals } from '@/shared/campaign-metrics';
import type { DailyMetric } from '@/shared/campaigns';
import { DEFAULT_BRAND_COLOR } from '@/shared/clients';
import { formatDateRange, formatDay, formatShortDay, formatMoney } from '@/shared/format';

export type ReportLogo = { type: 'image/png' | 'image/jpeg'; bytes: Uint8Array };

export type ReportData = {
  title: string;
  clientName: string;
  brandColor: string | undefined;
  agencyName: string;
  /** The agency's white-label logo, drawn in the header. */
  agencyLogo?: ReportLogo | null;
  from: string;
  to: string;
  totals: CampaignMetricTotals;
  daily: DailyMetric[];
  campaigns: { name: string; status: string; totals: CampaignMetricTotals }[];
  approvedOutputs: { title: string; decided_at: string | null }[];
  generatedAt: Date;
  /** The agency's currency (Settings → Workspace), as the portal shows it. */
  currency?: string;
};

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 48;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.39, 0.45, 0.55);
const RULE = rgb(0.89, 0.91, 0.94);

function hexToRgb(hex: string | undefined): RGB {
  const m =
    /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '') ??
    /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(DEFAULT_BRAND_COLOR)!;
  return rgb(parseInt(m[1]!, 16) / 255, parseInt(m[2]!, 16) / 255, parseInt(m[3]!, 16) / 255);
}

// ROI reads as in the portal (money too: see renderReportPdf), so the figures match.
const roi = (n: number | null) => (n === null ? '—' : `${n.toFixed(1)}%`);
const count = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (n: number | null) => (n === null ? '—' : `${n.toFixed(2)}%`);
const multiple = (n: number | null) => (n === null ? '—' : `${n.toFixed(2)}x`);

const DAY_MS = 86_400_000;

/**
 * Spend over the whole period, days without metrics counted as 0, grouped into at most `max`
 * consecutive buckets of `days` days each.
 */
export function spendBuckets(daily: DailyMetric[], from: string, to: string, max = 31) {
  const byDate = new Map<string, number>();
  for (const d of daily) byDate.set(d.date, (byDate.get(d.date) ?? 0) + d.spend_cents);
  const start = Date.parse(`${from}T00:00:00Z`);
  const total = Math.max(1, Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY_MS) + 1);
  const days = Math.max(1, Math.ceil(total / max));
  const buckets: { label: string; value: number }[] = [];
  for (let i = 0; i < total; i += days) {
    let value = 0;
    for (let j = i; j < Math.min(i + days, total); j++)
      value += byDate.get(new Date(start + j * DAY_MS).toISOString().slice(0, 10)) ?? 0;
    buckets.push({ label: formatShortDay(new Date(start + i * DAY_MS)), value });
  }
  return { buckets, days };
}

/** Relative luminance of a colour (WCAG), to pick readable text on it. */
const luminance = (c: RGB) =>
  [c.red, c.green, c.blue]
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);

export async function renderReportPdf(data: ReportData): Promise<Uint8Array> {
  const money = (cents: number) => formatMoney(cents, data.currency);
  const doc = await PDFDocument.create();
  doc.setTitle(data.title);
  doc.setSubject(`${data.clientName}: ${formatDateRange(data.from, data.to)}`);
  doc.setAuthor(data.agencyName);
  doc.setCreator(data.agencyName);
  doc.setProducer(data.agencyName);
  doc.setCreationDate(data.generatedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const clean = (text: string) =>
    [...text.replace(/[\r\n\t]+/g, ' ')]
      .map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?'))
      .join('');
  const brand = hexToRgb(data.brandColor);
  const light = luminance(brand) > 0.4;
  const onBrand = light ? INK : rgb(1, 1, 1);
  // Headings in the brand colour, unless it is too light to read on white.
  const headingColor = light ? INK : brand;

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height;

  const fit = (text: string, font: PDFFont, size: number, width: number) => {
    let t = clean(text);
    if (font.widthOfTextAtSize(t, size) <= width) return t;
    while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
    return `${t}…`;
  };
  const text = (
    p: PDFPage,
    value: string,
    x: number,
    at: number,
    opts: { size?: number; font?: PDFFont; color?: RGB; width?: number } = {},
  ) => {
    const size = opts.size ?? 10;
    const font = opts.font ?? regular;
    p.drawText(fit(value, font, size, opts.width ?? PAGE.width - MARGIN - x), {
      x,
      y: at,
      size,
      font,
      color: opts.color ?? INK,
    });
  };
  const ensure = (space: number) => {
    if (y - space >= MARGIN) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const heading = (label: string) => {
    ensure(40);
    y -= 28;
    text(page, label, MARGIN, y, { size: 13, font: bold, color: headingColor });
    y -= 8;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.75,
      color: RULE,
    });
  };

  // Header band in the client's brand colour.
  page.drawRectangle({ x: 0, y: PAGE.height - 120, width: PAGE.width, height: 120, color: brand });
  text(page, data.clientName, MARGIN, PAGE.height - 58, {
    size: 24,
    font: bold,
    color: onBrand,
  });
  text(page, data.title, MARGIN, PAGE.height - 82, { size: 12, color: onBrand });
  text(page, formatDateRange(data.from, data.to)!, MARGIN, PAGE.height - 100, {
    size: 10,
    color: onBrand,
  });
  if (data.agencyLogo) {
    // A logo that fails to decode is left out rather than failing the report.
    const image = await (
      data.agencyLogo.type === 'image/png'
        ? doc.embedPng(data.agencyLogo.bytes)
        : doc.embedJpg(data.agencyLogo.bytes)
    ).catch(() => null);
    if (image) {
      const scaled = image.scaleToFit(120, 56);
      const boxX = PAGE.width - MARGIN - scaled.width - 16;
      const boxY = PAGE.height - 60 - scaled.height / 2 - 8;
      page.drawRectangle({
        x: boxX,
        y: boxY,
        width: scaled.width + 16,
        height: scaled.height + 16,
        color: rgb(1, 1, 1),
      });
      page.drawImage(image, { x: boxX + 8, y: boxY + 8, ...scaled });
    }
  }
  y = PAGE.height - 140;
  text(page, `Prepared by ${data.agencyName}`, MARGIN, y, { size: 10, color: MUTED });

  // Summary figures: two rows of four.
  heading('Performance summary');
  const t = data.totals;
  const figures: [string, string][] = [
    ['Spend', money(t.spend_cents)],
    ['Revenue', money(t.revenue_cents)],
    ['ROI', roi(t.roi_percentage)],
    ['ROAS', multiple(t.roas)],
    ['Impressions', count(t.impressions)],
    ['Clicks', count(t.clicks)],
    ['Conversions', count(t.conversions)],
    ['CTR', pct(t.ctr)],
  ];
  const colWidth = (PAGE.width - 2 * MARGIN) / 4;
  figures.forEach(([label, value], i) => {
    const x = MARGIN + (i % 4) * colWidth;
    const rowY = y - 22 - Math.floor(i / 4) * 42;
    text(page, label, x, rowY, { size: 9, color: MUTED, width: colWidth - 8 });
    text(page, value, x, rowY - 16, { size: 14, font: bold, width: colWidth - 8 });
  });
  y -= 22 + 42 + 24;

  // Bar chart of spend over the period.
  const { buckets, days } = spendBuckets(data.daily, data.from, data.to);
  heading(days === 1 ? 'Spend per day' : `Spend per ${days} days`);
  const chartHeight = 140;
  ensure(chartHeight + 40);
  const chartTop = y - 16;
  const chartBottom = chartTop - chartHeight;
  if (data.daily.length === 0) {
    text(page, 'No metrics were recorded in this period.', MARGIN, chartTop - 14, {
      color: MUTED,
    });
    y = chartTop - 30;
  } else {
    const peak = Math.max(...buckets.map((b) => b.value), 1);
    const width = PAGE.width - 2 * MARGIN - 50;
    const slot = width / buckets.length;
    const barWidth = Math.min(28, Math.max(2, slot * 0.7));
    const left = MARGIN + 50;
    text(page, money(peak), MARGIN, chartTop - 8, { size: 7, color: MUTED, width: 48 });
    text(page, money(0), MARGIN, chartBottom, { size: 7, color: MUTED, width: 48 });
    page.drawLine({
      start: { x: left, y: chartBottom },
      end: { x: left + width, y: chartBottom },
      thickness: 0.75,
      color: MUTED,
    });
    const labelEvery = Math.ceil(buckets.length / 8);
    buckets.forEach((b, i) => {
      const h = (b.value / peak) * (chartHeight - 10);
      const x = left + i * slot + (slot - barWidth) / 2;
      if (h > 0)
        page.drawRectangle({ x, y: chartBottom, width: barWidth, height: h, color: brand });
      if (i % labelEvery === 0)
        text(page, b.label, x, chartBottom - 12, { size: 7, color: MUTED, width: 40 });
    });
    y = chartBottom - 24;
  }

  // Campaigns.
  heading('Campaigns');
  const cols = [
    { label: 'Campaign', x: MARGIN, width: 170 },
    { label: 'Status', x: MARGIN + 175, width: 55 },
    { label: 'Spend', x: MARGIN + 235, width: 70 },
    { label: 'Impressions', x: MARGIN + 310, width: 70 },
    { label: 'Clicks', x: MARGIN + 385, width: 50 },
    { label: 'Conversions', x: MARGIN + 440, width: 60 },
  ];
  y -= 18;
  for (const c of cols)
    text(page, c.label, c.x, y, { size: 8, font: bold, color: MUTED, width: c.width });
  if (data.campaigns.length === 0) {
    y -= 16;
    text(page, 'No campaigns for this client.', MARGIN, y, { color: MUTED });
  }
  for (const campaign of data.campaigns) {
    ensure(18);
    y -= 16;
    const values = [
      campaign.name,
      campaign.status,
      money(campaign.totals.spend_cents),
      count(campaign.totals.impressions),
      count(campaign.totals.clicks),
      count(campaign.totals.conversions),
    ];
    cols.forEach((c, i) => text(page, values[i]!, c.x, y, { size: 9, width: c.width }));
  }

  // Approved work.
  heading('Approved outputs');
  if (data.approvedOutputs.length === 0) {
    y -= 18;
    text(page, 'No outputs are approved yet.', MARGIN, y, { color: MUTED });
  }
  for (const output of data.approvedOutputs) {
    ensure(18);
    y -= 16;
    text(page, `- ${output.title}`, MARGIN, y, { size: 10, width: 380 });
    if (output.decided_at)
      text(page, `approved ${formatDay(output.decided_at)}`, MARGIN + 400, y, {
        size: 8,
        color: MUTED,
      });
  }

  // Footer on every page.
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    text(
      p,
      `${data.agencyName} · Generated ${formatDay(data.generatedAt)} · Page ${i + 1} of ${pages.length}`,
      MARGIN,
      24,
      { size: 8, color: MUTED },
    );
  });
  return doc.save();
}
