import { sql } from 'drizzle-orm';
import { DASHBOARD_MESSAGES, type IntelligenceReadiness } from '@/shared/dashboard';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { AppError } from '../../lib/errors';

export async function readIntelligenceReadiness(
  tx: Tx,
  orgId: string,
): Promise<IntelligenceReadiness> {
  const [row] = await queryRows<IntelligenceReadiness>(
    tx,
    sql`select * from get_intelligence_readiness(${orgId}::uuid)`,
  );
  if (!row) throw new AppError('not_found', DASHBOARD_MESSAGES.orgIdUnavailable);
  return {
    has_strategy: Boolean(row.has_strategy),
    has_persona: Boolean(row.has_persona),
    has_marketing_strategy: Boolean(row.has_marketing_strategy),
    has_content: Boolean(row.has_content),
    total_outputs: Number(row.total_outputs),
    readiness_score: Number(row.readiness_score),
    is_ready: Boolean(row.is_ready),
  };
}

export const getIntelligenceReadiness = (db: Db, scope: TenantScope & { orgId: string }) =>
  withTenant(db, scope, (tx) => readIntelligenceReadiness(tx, scope.orgId));
