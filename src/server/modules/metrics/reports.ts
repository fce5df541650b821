/** Saved metric reports: CRUD, their figures for the period, and e-mailed delivery. */
import { sql } from 'drizzle-orm';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import type { DailyMetric } from '@/shared/campaigns';
import {
  CUSTOM_METRIC_PREFIX,
  formulaScope,
  METRICS_MESSAGES,
  metricReportInputSchema,
  REPORT_METRICS,
  type CustomMetric,
  type MetricReport,
  type MetricReportInput,
  type ReportMetric,
  type ReportResult,
} from '@/shared/metrics';
import { queryRows, type Db, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { compileFormula, evaluateFormula, type Formula } from './formula';
import { inMetricsTx, listCustomMetricRows, type MetricsCaller } from './queries';
import { lastDays, loadGroupedSeries } from './series';
import { isUuid } from '../../lib/uuid';

type ReportInput = ReturnType<typeof metricReportInputSchema.parse>;

const notFound = () => new AppError('not_found', METRICS_MESSAGES.reportNotFound);
const invalid = (message: string, field: string) =>
  new AppError('validation_error', message, { field });
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`);
const columns = sql`id::text as id, name, metrics, grouping, period, period_from::text as period_from,
  period_to::text as period_to, campaign_ids::text[] as campaign_ids, client_id::text as client_id,
  channel, delivery, recipients, ${iso('next_send_at')}, ${iso('last_sent_at')}, delivery_error,
  ${iso('created_at')}, ${iso('updated_at')}`;

/** When a report with this delivery is next due after `from`: 7 days or a month later. */
export const nextSendSql = (delivery: 'none' | 'weekly' | 'monthly', from = sql`now()`) =>
  delivery === 'none'
    ? sql`null::timestamptz`
    : sql`${from} + ${delivery === 'weekly' ? '7 days' : '1 month'}::interval`;

/** Checks what the input points at is the caller's: campaigns, client, custom metrics, teammates. */
async function checkReferences(tx: Tx, caller: MetricsCaller, input: ReportInput) {
  for (const key of input.metrics) {
    if (key.startsWith(CUSTOM_METRIC_PREFIX)) {
      const id = key.slice(CUSTOM_METRIC_PREFIX.length);
      const [row] = isUuid(id)
        ? await queryRows(
            tx,
            sql`select 1 from custom_metrics where id = ${id}::uuid and org_id = ${caller.orgId}::uuid`,
          )
        : [];
      if (!row) throw invalid(`Unknown custom metric "${id}"`, 'metrics');
    } else if (!(key in REPORT_METRICS)) {
      throw invalid(
        `Unknown metric "${key}": use ${Object.keys(REPORT_METRICS).join(', ')} or a custom metric`,
        'metrics',
      );
    }
  }
  if (input.campaign_ids.length) {
    const found = await queryRows<{ id: string }>(
      tx,
      sql`select id::text as id from campaigns where org_id = ${caller.orgId}::uuid
          and id = any(${`{${input.campaign_ids.join(',')}}`}::uuid[])`,
    );
    const missing = input.campaign_ids.find((id) => !found.some((row) => row.id === id));
    if (missing) throw invalid(`Campaign ${missing} not found`, 'campaign_ids');
  }
  if (input.client_id) {
    const [row] = await queryRows(
      tx,
      sql`select 1 from clients where id = ${input.client_id}::uuid and org_id = ${caller.orgId}::uuid`,
    );
    if (!row) throw invalid(METRICS_MESSAGES.clientNotFound, 'client_id');
  }
  if (input.recipients.length) {
    const found = await queryRows<{ id: string }>(
      tx,
      sql`select id from users where org_id = ${caller.orgId}::uuid
          and id = any(${`{${input.recipients.map((r) => `"${r.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`,
    );
    const missing = input.recipients.find((id) => !found.some((row) => row.id === id));
    if (missing) throw invalid(`Teammate ${missing} is not in your organization`, 'recipients');
  }
}

const values = (input: ReportInput) => ({
  name: input.name,
  metrics: `{${input.metrics.map((m) => `"${m}"`).join(',')}}`,
  campaignIds: `{${input.campaign_ids.join(',')}}`,
  recipients: `{${input.recipients.map((r) => `"${r.replace(/["\\]/g, '')}"`).join(',')}}`,
  from: input.period === 'custom' ? (input.period_from ?? null) : null,
  to: input.period === 'custom' ? (input.period_to ?? null) : null,
});

export function listReports(db: Db, caller: MetricsCaller): Promise<MetricReport[]> {
  return inMetricsTx(db, caller, (tx) =>
    queryRows<MetricReport>(
      tx,
      sql`select ${columns} from metric_reports where org_id = ${caller.orgId}::uuid
          order by created_at desc`,
    ),
  );
}

export function createReport(
  db: Db,
  caller: MetricsCaller,
  raw: MetricReportInput,
): Promise<MetricReport> {
  const input = metricReportInputSchema.parse(raw);
  return inMetricsTx(db, caller, async (tx) => {
    await checkReferences(tx, caller, input);
    const v = values(input);
    const [row] = await queryRows<MetricReport>(
      tx,
      sql`insert into metric_reports (org_id, client_id, name, metrics, grouping, period, period_from,
            period_to, campaign_ids, channel, delivery, recipients, next_send_at, created_by)
          values (${caller.orgId}::uuid, ${input.client_id ?? null}::uuid, ${v.name}, ${v.metrics}::text[],
            ${input.grouping}, ${input.period}, ${v.from}::date, ${v.to}::date, ${v.campaignIds}::uuid[],
            ${input.channel ?? null}, ${input.delivery}, ${v.recipients}::text[],
            ${nextSendSql(input.delivery)}, ${caller.userId})
          returning ${columns}`,
    );
    return row!;
  });
}

export function updateReport(
  db: Db,
  caller: MetricsCaller,
  id: string,
  raw: MetricReportInput,
): Promise<MetricReport> {
  if (!isUuid(id)) return Promise.reject(notFound());
  const input = metricReportInputSchema.parse(raw);
  return inMetricsTx(db, caller, async (tx) => {
    await checkReferences(tx, caller, input);
    const v = values(input);
    const [row] = await queryRows<MetricReport>(
      tx,
      sql`update metric_reports set client_id = ${input.client_id ?? null}::uuid, name = ${v.name},
            metrics = ${v.metrics}::text[], grouping = ${input.grouping}, period = ${input.period},
            period_from = ${v.from}::date, period_to = ${v.to}::date, campaign_ids = ${v.campaignIds}::uuid[],
            channel = ${input.channel ?? null}, recipients = ${v.recipients}::text[],
            next_send_at = case when delivery = ${input.delivery} then next_send_at
              else ${nextSendSql(input.delivery)} end,
            delivery = ${input.delivery}, updated_at = now()
          where id = ${id}::uuid and org_id = ${caller.orgId}::uuid
          returning ${columns}`,
    );
    if (!row) throw notFound();
    return row;
  });
}

export function deleteReport(db: Db, caller: MetricsCaller, id: string): Promise<void> {
  if (!isUuid(id)) return Promise.reject(notFound());
  return inMetricsTx(db, caller, async (tx) => {
    const rows = await queryRows(
      tx,
      sql`delete from metric_reports where id = ${id}::uuid and org_id = ${caller.orgId}::uuid returning id`,
    );
    if (!rows.length) throw notFound();
  });
}

export function reportPeriod(report: MetricReport, today = new Date()) {
  if (report.period === 'custom') return { from: report.period_from!, to: report.period_to! };
  return lastDays(report.period === 'last_7' ? 7 : report.period === 'last_90' ? 90 : 30, today);
}

/** The report's figures, each group's totals from summarizeMetrics (and custom metrics on them). */
export async function computeReport(
  tx: Tx,
  orgId: string,
  report: MetricReport,
): Promise<ReportResult> {
  const period = reportPeriod(report);
  const custom = new Map<string, CustomMetric>(
    (await listCustomMetricRows(tx, orgId)).map((m) => [`${CUSTOM_METRIC_PREFIX}${m.id}`, m]),
  );
  const keys = report.metrics.filter((key) => key in REPORT_METRICS || custom.has(key));
  const columns = keys.map((key) => ({
    key,
    label: custom.get(key)?.name ?? REPORT_METRICS[key as ReportMetric],
  }));
  // A custom metric whose formula no longer compiles shows as undefined (null).
  const formulas = new Map<string, Formula | null>(
    await Promise.all(
      [...custom].map(
        async ([key, metric]) =>
          [key, await compileFormula(metric.formula).catch(() => null)] as const,
      ),
    ),
  );
  const figures = (days: DailyMetric[]) => {
    const totals = summarizeMetrics(days);
    const scope = formulaScope(totals);
    return Object.fromEntries(
      keys.map((key) => {
        if (!formulas.has(key)) return [key, totals[key as ReportMetric]];
        const formula = formulas.get(key);
        return [key, formula ? evaluateFormula(formula, scope) : null];
      }),
    ) as Record<string, number | null>;
  };
  const groups = await loadGroupedSeries(
    tx,
    {
      orgId,
      ...period,
      campaignIds: report.campaign_ids,
      clientId: report.client_id,
      channel: report.channel,
    },
    report.grouping,
  );
  return {
    report,
    ...period,
    columns,
    rows: groups.map((group) => ({
      key: group.key,
      label: group.label,
      values: figures([group]),
    })),
    totals: figures(groups),
  };
}

export function getReportResult(db: Db, caller: MetricsCaller, id: string): Promise<ReportResult> {
  if (!isUuid(id)) return Promise.reject(notFound());
  return inMetricsTx(db, caller, async (tx) => {
    const [report] = await queryRows<MetricReport>(
      tx,
      sql`select ${columns} from metric_reports where id = ${id}::uuid and org_id = ${caller.orgId}::uuid`,
    );
    if (!report) throw notFound();
    return computeReport(tx, caller.orgId, report);
  });
}

export { columns as reportColumns };
