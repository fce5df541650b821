import { sql } from 'drizzle-orm';
import type { DashboardMetrics, UnlockCounts } from '@/shared/dashboard';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { DASHBOARD_MESSAGES } from '@/shared/dashboard';

type MetricsRow = Omit<DashboardMetrics, 'last_activity' | 'unlock_counts'> & {
  last_activity: Date | string | null;
};

/** The organization's metrics through get_dashboard_metrics_cached, inside a tenant transaction. */
export async function readDashboardMetrics(tx: Tx, orgId: string): Promise<DashboardMetrics> {
  const [row] = await queryRows<MetricsRow>(
    tx,
    sql`select * from get_dashboard_metrics_cached(${orgId}::uuid)`,
  );
  if (!row) throw new AppError('not_found', DASHBOARD_MESSAGES.orgIdUnavailable);
  const [counts] = await queryRows<UnlockCounts>(
    tx,
    sql`select * from org_unlock_counts(${orgId}::uuid)`,
  );
  if (!counts) throw new AppError('not_found', DASHBOARD_MESSAGES.orgIdUnavailable);
  return {
    campaign_count: Number(row.campaign_count),
    active_campaigns: Number(row.active_campaigns),
    completed_campaigns: Number(row.completed_campaigns),
    total_budget: Number(row.total_budget),
    total_spent: Number(row.total_spent),
    budget_utilization_percentage: Number(row.budget_utilization_percentage),
    client_count: Number(row.client_count),
    active_clients: Number(row.active_clients),
    team_member_count: Number(row.team_member_count),
    new_members_30d: Number(row.new_members_30d),
    last_activity: row.last_activity ? new Date(row.last_activity).toISOString() : null,
    organization_type: row.organization_type,
    document_count: Number(row.document_count),
    total_ai_interactions: Number(row.total_ai_interactions),
    total_revenue: Number(row.total_revenue),
    avg_client_value: Number(row.avg_client_value),
    unlock_counts: {
      campaign_count: Number(counts.campaign_count),
      document_count: Number(counts.document_count),
      total_ai_interactions: Number(counts.total_ai_interactions),
      client_count: Number(counts.client_count),
      organization_type: counts.organization_type,
    },
  };
}

export const getDashboardMetrics = (db: Db, scope: TenantScope & { orgId: string }) =>
  withTenant(db, scope, (tx) => readDashboardMetrics(tx, scope.orgId));
