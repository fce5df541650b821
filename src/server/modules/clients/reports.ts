/**
 * A client's dashboard and performance, and the agency's cross-client analytics (seed 000
 * §7.3): the stored procedures add up the metrics; the ratios are then computed here by
 * summarizeMetrics, the one definition every page and agent uses.
 */
import { sql } from 'drizzle-orm';
import type { CampaignMetricTotals } from '@/shared/campaign-metrics';
import type { ClientDashboard, ClientPerformance, CrossClientAnalytics } from '@/shared/clients';
import { clientScope } from '@/shared/permissions';
import { queryRows, type Db } from '../../db/client';
import {
  addSums,
  clientNotFound,
  dashboardColumns,
  findClient,
  inClientTx,
  totalsOf,
  type ClientCaller,
  type MetricSums,
} from './queries';

export type Period = { from?: string | undefined; to?: string | undefined };

/** A row's ratios recomputed from its sums (the procedures compute the same in SQL). */
function withTotals<T extends MetricSums>(row: T): T & CampaignMetricTotals {
  return { ...row, ...totalsOf(row) };
}

export function getClientDashboard(
  db: Db,
  caller: ClientCaller,
  clientId: string,
  opts: { includeArchived: boolean },
): Promise<ClientDashboard> {
  return inClientTx(db, caller, async (tx) => {
    const client = await findClient(tx, caller, clientId, opts);
    const [row] = await queryRows<ClientDashboard>(
      tx,
      sql`select ${dashboardColumns} from get_client_dashboard(${client.id}::uuid, ${caller.orgId}::uuid)`,
    );
    if (!row) throw clientNotFound();
    return { ...row, client };
  });
}

export function getClientPerformance(
  db: Db,
  caller: ClientCaller,
  clientId: string,
  opts: { includeArchived: boolean; period: Period },
): Promise<ClientPerformance> {
  return inClientTx(db, caller, async (tx) => {
    const client = await findClient(tx, caller, clientId, opts);
    const [row] = await queryRows<ClientPerformance>(
      tx,
      sql`select client_id, "from", "to", totals, daily, campaigns
        from get_client_performance(${client.id}::uuid, ${caller.orgId}::uuid,
          ${opts.period.from ?? null}::date, ${opts.period.to ?? null}::date)`,
    );
    if (!row) throw clientNotFound();
    return {
      ...row,
      totals: withTotals(row.totals),
      campaigns: row.campaigns.map(withTotals),
    };
  });
}

/**
 * Each client's totals over the period and the agency's: a client-scoped member sees only
 * their clients, and the agency's totals are then theirs.
 */
export function getCrossClientAnalytics(
  db: Db,
  caller: ClientCaller,
  period: Period,
): Promise<CrossClientAnalytics> {
  const scope = clientScope(caller.roles);
  return inClientTx(db, caller, async (tx) => {
    const [row] = await queryRows<CrossClientAnalytics>(
      tx,
      sql`select "from", "to", totals, clients
        from get_cross_client_analytics(${caller.orgId}::uuid, ${period.from ?? null}::date, ${period.to ?? null}::date)`,
    );
    const rows = (row?.clients ?? []).filter((c) => scope === null || scope.includes(c.id));
    return {
      from: row!.from,
      to: row!.to,
      totals: totalsOf(addSums(rows)),
      clients: rows.map(withTotals),
    };
  });
}
