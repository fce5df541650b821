import { sql } from 'drizzle-orm';
import type { Campaign, CampaignStatus } from '@/shared/campaigns';
import { queryRows, type Db } from '../../db/client';
import { campaignColumns, inCampaignTx, type CampaignCaller } from './queries';

export type CampaignFilters = {
  status?: CampaignStatus | undefined;
  includeArchived: boolean;
  clientId?: string | undefined;
  limit: number;
  offset: number;
};

/** One page of the organization's campaigns (priority, then newest) and how many match in all. */
export function listCampaigns(db: Db, opts: { caller: CampaignCaller; filters: CampaignFilters }) {
  const { caller, filters } = opts;
  const status = filters.status ?? null;
  const clientId = filters.clientId ?? null;
  return inCampaignTx(db, caller, async (tx) => {
    const data = await queryRows<Campaign>(
      tx,
      sql`select ${campaignColumns} from get_campaigns_list(${caller.orgId}::uuid, ${filters.includeArchived}::boolean,
        ${clientId}::uuid, ${status}::text, ${filters.limit}::int, ${filters.offset}::int)`,
    );
    const [count] = await queryRows<{ total: number }>(
      tx,
      sql`select count(*)::int as total from campaigns c
        where c.org_id = ${caller.orgId}::uuid
          and (${filters.includeArchived}::boolean or c.archived_at is null)
          and (${clientId}::uuid is null or c.client_id = ${clientId}::uuid)
          and (${status}::text is null or c.status = ${status}::text)`,
    );
    return {
      data,
      meta: { limit: filters.limit, offset: filters.offset, total: count?.total ?? 0 },
    };
  });
}
