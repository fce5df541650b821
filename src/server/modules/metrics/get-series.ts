/** The series of the organization, one campaign or one client over the last N days. */
import { sql } from 'drizzle-orm';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import { METRICS_MESSAGES, type MetricsSeries } from '@/shared/metrics';
import { queryRows, type Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  evaluateCustomMetrics,
  inMetricsTx,
  listCustomMetricRows,
  type MetricsCaller,
} from './queries';
import { lastDays, loadDailySeries } from './series';
import { isUuid } from '../../lib/uuid';

export type SeriesScope =
  { kind: 'organization' } | { kind: 'campaign'; id: string } | { kind: 'client'; id: string };

const notFound = (scope: SeriesScope) =>
  new AppError(
    'not_found',
    scope.kind === 'client' ? METRICS_MESSAGES.clientNotFound : METRICS_MESSAGES.campaignNotFound,
  );

export function getMetricsSeries(
  db: Db,
  opts: { caller: MetricsCaller; scope: SeriesScope; days: number },
): Promise<MetricsSeries> {
  const { caller, scope } = opts;
  if (scope.kind !== 'organization' && !isUuid(scope.id)) return Promise.reject(notFound(scope));
  const period = lastDays(opts.days);
  return inMetricsTx(db, caller, async (tx) => {
    let name = 'All campaigns';
    if (scope.kind !== 'organization') {
      const table = sql.raw(scope.kind === 'campaign' ? 'campaigns' : 'clients');
      // RLS answers nothing for another organization's or another client's row.
      const [row] = await queryRows<{ name: string }>(
        tx,
        sql`select name from ${table} where id = ${scope.id}::uuid and org_id = ${caller.orgId}::uuid`,
      );
      if (!row) throw notFound(scope);
      name = row.name;
    }
    const daily = await loadDailySeries(tx, {
      orgId: caller.orgId,
      ...period,
      campaignIds: scope.kind === 'campaign' ? [scope.id] : undefined,
      clientId: scope.kind === 'client' ? scope.id : null,
    });
    const totals = summarizeMetrics(daily);
    const custom = await evaluateCustomMetrics(
      await listCustomMetricRows(tx, caller.orgId),
      totals,
    );
    return {
      scope: { kind: scope.kind, id: scope.kind === 'organization' ? null : scope.id, name },
      ...period,
      daily,
      totals,
      custom,
    };
  });
}
