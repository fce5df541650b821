/** What the metrics services share: the gated tenant transaction and the custom metrics. */
import { sql } from 'drizzle-orm';
import type { CampaignMetricTotals } from '@/shared/campaign-metrics';
import {
  formulaScope,
  METRICS_FEATURE,
  type CustomMetric,
  type CustomMetricValue,
} from '@/shared/metrics';
import { queryRows, type Db, type Tx } from '../../db/client';
import { rethrowDatabaseError } from '../../db/errors';
import { withTenant } from '../../db/tenant';
import { requireFeature } from '../dashboard/require-feature';
import { compileFormula, evaluateFormula } from './formula';

export type MetricsCaller = { orgId: string; userId: string };

/** A tenant transaction behind the Analytics unlock, whose client-caused errors answer 4xx. */
export function inMetricsTx<T>(db: Db, caller: MetricsCaller, fn: (tx: Tx) => Promise<T>) {
  return withTenant(db, caller, async (tx) => {
    await requireFeature(tx, caller, METRICS_FEATURE);
    return fn(tx);
  }).catch(rethrowDatabaseError);
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`);

export const customMetricColumns = sql`id::text as id, name, formula, description,
  ${iso('created_at')}, ${iso('updated_at')}`;

export function listCustomMetricRows(tx: Tx, orgId: string): Promise<CustomMetric[]> {
  return queryRows<CustomMetric>(
    tx,
    sql`select ${customMetricColumns} from custom_metrics
        where org_id = ${orgId}::uuid order by lower(name)`,
  );
}

/** Each custom metric's value for the totals (null when undefined or no longer valid). */
export async function evaluateCustomMetrics(
  metrics: CustomMetric[],
  totals: CampaignMetricTotals,
): Promise<CustomMetricValue[]> {
  const scope = formulaScope(totals);
  return Promise.all(
    metrics.map(async (metric) => {
      const formula = await compileFormula(metric.formula).catch(() => null);
      const value = formula ? evaluateFormula(formula, scope) : null;
      return { id: metric.id, name: metric.name, formula: metric.formula, value };
    }),
  );
}
