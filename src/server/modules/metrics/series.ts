/** The daily series of the organization, a client or a campaign, read through RLS. */
import { sql, type SQL } from 'drizzle-orm';
import type { DailyMetric } from '@/shared/campaigns';
import { queryRows, type Tx } from '../../db/client';

export { lastDays } from '@/shared/performance-analysis';

export type SeriesFilter = {
  orgId: string;
  from: string;
  to: string;
  campaignIds?: string[];
  clientId?: string | null;
  channel?: string | null;
};

/** The campaigns' condition for a filter (alias c). */
export function campaignCondition(filter: SeriesFilter): SQL {
  const parts: SQL[] = [sql`c.org_id = ${filter.orgId}::uuid`];
  if (filter.campaignIds?.length)
    parts.push(sql`c.id = any(${`{${filter.campaignIds.join(',')}}`}::uuid[])`);
  if (filter.clientId) parts.push(sql`c.client_id = ${filter.clientId}::uuid`);
  if (filter.channel) parts.push(sql`${filter.channel} = any(c.marketing_channels)`);
  return sql.join(parts, sql` and `);
}

const sums = sql`sum(m.impressions)::float8 as impressions, sum(m.clicks)::float8 as clicks,
  sum(m.conversions)::float8 as conversions, sum(m.spend_cents)::float8 as spend_cents,
  sum(m.revenue_cents)::float8 as revenue_cents`;

/** One row per day with data in the period, summed over the filter's campaigns. */
export function loadDailySeries(tx: Tx, filter: SeriesFilter): Promise<DailyMetric[]> {
  return queryRows<DailyMetric>(
    tx,
    sql`select m.date::text as date, ${sums}
        from campaign_daily_metrics m join campaigns c on c.id = m.campaign_id
        where m.org_id = ${filter.orgId}::uuid and ${campaignCondition(filter)}
          and m.date between ${filter.from}::date and ${filter.to}::date
        group by m.date order by m.date`,
  );
}

export type GroupedRow = DailyMetric & { key: string; label: string };

/** The period's sums per group: a day, an ISO week (its Monday), a month, a campaign or a client. */
export function loadGroupedSeries(
  tx: Tx,
  filter: SeriesFilter,
  grouping: 'day' | 'week' | 'month' | 'campaign' | 'client',
): Promise<GroupedRow[]> {
  const group: Record<typeof grouping, { key: SQL; label: SQL; order: SQL }> = {
    day: { key: sql`m.date::text`, label: sql`m.date::text`, order: sql`1` },
    week: {
      key: sql`date_trunc('week', m.date)::date::text`,
      label: sql`'Week of ' || date_trunc('week', m.date)::date::text`,
      order: sql`1`,
    },
    month: {
      key: sql`to_char(m.date, 'YYYY-MM')`,
      label: sql`to_char(m.date, 'YYYY-MM')`,
      order: sql`1`,
    },
    campaign: { key: sql`c.id::text`, label: sql`c.name`, order: sql`2, 1` },
    client: {
      key: sql`coalesce(c.client_id::text, 'none')`,
      label: sql`coalesce(cl.name, 'No client')`,
      order: sql`2, 1`,
    },
  };
  const g = group[grouping];
  return queryRows<GroupedRow>(
    tx,
    sql`select ${g.key} as key, min(${g.label}) as label, ${sums}, '' as date
        from campaign_daily_metrics m join campaigns c on c.id = m.campaign_id
          left join clients cl on cl.id = c.client_id
        where m.org_id = ${filter.orgId}::uuid and ${campaignCondition(filter)}
          and m.date between ${filter.from}::date and ${filter.to}::date
        group by ${g.key} order by ${g.order}`,
  );
}
