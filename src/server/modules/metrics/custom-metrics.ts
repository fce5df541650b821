/** Custom metrics: named formulas over the series, their CRUD and a live preview. */
import { sql } from 'drizzle-orm';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import {
  formulaScope,
  METRICS_MESSAGES,
  type CustomMetric,
  type CustomMetricInput,
} from '@/shared/metrics';
import { queryRows, type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/errors';
import { compileFormula, evaluateFormula } from './formula';
import {
  customMetricColumns,
  inMetricsTx,
  listCustomMetricRows,
  type MetricsCaller,
} from './queries';
import { lastDays, loadDailySeries } from './series';
import { isUuid } from '../../lib/uuid';

const notFound = () => new AppError('not_found', METRICS_MESSAGES.customMetricNotFound);
const duplicate = (error: unknown) => {
  if (isUniqueViolation(error))
    throw new AppError('conflict', METRICS_MESSAGES.duplicateName, { field: 'name' });
  throw error;
};

export function listCustomMetrics(db: Db, caller: MetricsCaller): Promise<CustomMetric[]> {
  return inMetricsTx(db, caller, (tx) => listCustomMetricRows(tx, caller.orgId));
}

export async function createCustomMetric(
  db: Db,
  caller: MetricsCaller,
  input: CustomMetricInput,
): Promise<CustomMetric> {
  await compileFormula(input.formula);
  return inMetricsTx(db, caller, async (tx) => {
    const [row] = await queryRows<CustomMetric>(
      tx,
      sql`insert into custom_metrics (org_id, name, formula, description, created_by)
          values (${caller.orgId}::uuid, ${input.name}, ${input.formula.trim()}, ${input.description ?? null}, ${caller.userId})
          returning ${customMetricColumns}`,
    ).catch(duplicate);
    return row!;
  });
}

export async function updateCustomMetric(
  db: Db,
  caller: MetricsCaller,
  id: string,
  input: CustomMetricInput,
): Promise<CustomMetric> {
  if (!isUuid(id)) throw notFound();
  await compileFormula(input.formula);
  return inMetricsTx(db, caller, async (tx) => {
    const [row] = await queryRows<CustomMetric>(
      tx,
      // As on ingest (issue 26, hole 8): what the input leaves out is kept, so the web's form,
      // which edits name and formula only, never erases a description set through the API.
      sql`update custom_metrics set name = ${input.name}, formula = ${input.formula.trim()},
            description = ${input.description === undefined ? sql`description` : input.description},
            updated_at = now()
          where id = ${id}::uuid and org_id = ${caller.orgId}::uuid
          returning ${customMetricColumns}`,
    ).catch(duplicate);
    if (!row) throw notFound();
    return row;
  });
}

export function deleteCustomMetric(db: Db, caller: MetricsCaller, id: string): Promise<void> {
  if (!isUuid(id)) return Promise.reject(notFound());
  return inMetricsTx(db, caller, async (tx) => {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`delete from custom_metrics where id = ${id}::uuid and org_id = ${caller.orgId}::uuid returning id`,
    );
    if (!rows.length) throw notFound();
  });
}

/** A formula's value over the organization's last 30 days (what the caller may see). */
export async function previewFormula(
  db: Db,
  caller: MetricsCaller,
  formula: string,
): Promise<{ value: number | null; from: string; to: string }> {
  const compiled = await compileFormula(formula);
  const period = lastDays(30);
  return inMetricsTx(db, caller, async (tx) => {
    const daily = await loadDailySeries(tx, { orgId: caller.orgId, ...period });
    return {
      value: evaluateFormula(compiled, formulaScope(summarizeMetrics(daily))),
      ...period,
    };
  });
}
