import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { updateCampaignSchema, type Campaign } from '@/shared/campaigns';
import { queryRows, type Db } from '../../db/client';
import {
  assertCalendarDates,
  assertCanEditCampaigns,
  campaignColumns,
  campaignNotFound,
  inCampaignTx,
  type CampaignCaller,
} from './queries';
import { isUuid } from '../../lib/uuid';

type Changes = z.output<typeof updateCampaignSchema>;

const FIELDS = Object.keys(updateCampaignSchema.shape) as (keyof Changes)[];

/**
 * update_campaign's p_fields: only the keys present in the request, so an absent field stays
 * unchanged and a null clears it (PRODUCT.md §4).
 */
export function campaignFields(
  changes: Partial<Record<keyof Changes, unknown>>,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of FIELDS) {
    if (key in changes && changes[key] !== undefined) fields[key] = changes[key];
  }
  return fields;
}

/** Applies the changes through update_campaign, which also records the activity. */
export function updateCampaign(
  db: Db,
  opts: { caller: CampaignCaller; campaignId: string; changes: Changes },
): Promise<Campaign> {
  const { caller, campaignId, changes } = opts;
  if (!isUuid(campaignId)) return Promise.reject(campaignNotFound());
  assertCalendarDates(changes);
  return inCampaignTx(db, caller, async (tx) => {
    await assertCanEditCampaigns(tx, caller);
    const [row] = await queryRows<Campaign>(
      tx,
      sql`select ${campaignColumns} from update_campaign(${campaignId}::uuid, ${caller.orgId}::uuid,
        ${JSON.stringify(campaignFields(changes))}::jsonb)`,
    );
    if (!row) throw campaignNotFound();
    return row;
  });
}
