/** `GET /portal`: the portal user's client, brand kit, summary stats and campaigns over a period. */
import { sql } from 'drizzle-orm';
import { clientBrandKitSchema } from '@/shared/clients';
import { portalClientIds } from '@/shared/permissions';
import type { PortalOverview, PortalOverviewQuery } from '@/shared/portal';
import { queryRows, type Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { loadPerformance } from '../performance/load-performance';
import { findReachableClient, portalClientOf, type PortalCaller } from './access';
import { pendingApprovalCount } from './approvals';

export function getPortalOverview(
  db: Db,
  caller: PortalCaller,
  query: PortalOverviewQuery = {},
): Promise<PortalOverview> {
  const clientId = portalClientOf(caller, query.client_id);
  return withTenant(db, caller, async (tx) => {
    const client = await findReachableClient(tx, caller, clientId);
    const ids = portalClientIds(caller.roles);
    const clients = await queryRows<{ id: string; name: string }>(
      tx,
      sql`select id, name from clients
          where id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) order by name`,
    );
    const [org] = await queryRows<{ name: string }>(
      tx,
      sql`select name from organizations where id = ${caller.orgId}::uuid`,
    );
    // The one performance loader, as the PDF report and the agency's analytics read it.
    const performance = await loadPerformance(tx, caller.orgId, {
      clientId,
      from: query.from,
      to: query.to,
    });
    const [unread] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from portal_messages
          where client_id = ${clientId}::uuid and author_side = 'agency' and read_at is null`,
    );
    const brand = clientBrandKitSchema.safeParse(client.brand_kit ?? {});
    return {
      client: { id: client.id, name: client.name, brand_kit: brand.success ? brand.data : {} },
      agency_name: org?.name ?? '',
      clients,
      summary: {
        spend_cents: performance.totals.spend_cents,
        impressions: performance.totals.impressions,
        conversions: performance.totals.conversions,
        roi_percentage: performance.totals.roi_percentage,
      },
      period: performance.period,
      requested: { from: query.from ?? null, to: query.to ?? null },
      campaigns: performance.campaigns
        .filter((c) => !c.archived)
        .map((c) => ({
          id: c.id,
          name: c.name,
          status: c.status,
          budget_cents: c.budget_cents,
          spent_cents: c.spent_cents,
          start_date: c.start_date,
          end_date: c.end_date,
          metrics: {
            impressions: c.totals.impressions,
            clicks: c.totals.clicks,
            conversions: c.totals.conversions,
          },
        })),
      unread_messages: unread?.n ?? 0,
      pending_approvals: await pendingApprovalCount(tx, clientId),
    };
  });
}
