import { sql } from 'drizzle-orm';
import { PAGE_SIZES } from '@/shared/dashboard';
import type { RecentCampaign } from '@/shared/dashboard-lists';
import { queryRows, type Db } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';

type Row = Omit<RecentCampaign, 'created_at' | 'updated_at' | 'roi_percentage'> & {
  created_at: Date | string;
  updated_at: Date | string;
};

/** The latest non-archived campaigns with their client's name (seed 000 §7.4: limit 15). */
export function listRecentCampaigns(db: Db, opts: TenantScope & { orgId: string }) {
  return withTenant(db, opts, async (tx) => {
    const rows = await queryRows<Row>(
      tx,
      sql`select c.id, c.name, c.status, c.client_id, cl.name as client_name,
            c.budget_cents::double precision as budget_cents, c.spent_cents::double precision as spent_cents,
            coalesce((select sum(m.revenue_cents) from campaign_daily_metrics m where m.campaign_id = c.id), 0)::double precision
              as revenue_cents,
            c.start_date::text as start_date, c.end_date::text as end_date, c.created_at, c.updated_at
          from campaigns c
          left join clients cl on cl.id = c.client_id
          where c.org_id = ${opts.orgId}::uuid and c.archived_at is null
          order by c.created_at desc, c.id
          limit ${PAGE_SIZES.dashboardCampaigns}`,
    );
    return rows.map((r): RecentCampaign => ({
      ...r,
      budget_cents: r.budget_cents === null ? null : Number(r.budget_cents),
      spent_cents: Number(r.spent_cents),
      revenue_cents: Number(r.revenue_cents),
      roi_percentage: roiPercentage(Number(r.revenue_cents), Number(r.spent_cents)),
      created_at: new Date(r.created_at).toISOString(),
      updated_at: new Date(r.updated_at).toISOString(),
    }));
  });
}

const roiPercentage = (revenue: number, spent: number) =>
  spent > 0 ? Math.round(((revenue - spent) / spent) * 1000) / 10 : null;
