import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Campaign } from '@/shared/campaigns';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema';
import {
  assertCanEditCampaigns,
  campaignNotFound,
  findCampaign,
  inCampaignTx,
  logCampaignActivity,
  type CampaignCaller,
} from './queries';
import { isUuid } from '../../lib/uuid';

type Options = { caller: CampaignCaller; campaignId: string };

/** Archived campaigns leave the lists (unless asked for) but keep their data. Idempotent. */
export const archiveCampaign = (db: Db, opts: Options) => setArchived(db, opts, true);

/** Brings an archived campaign back into the lists. Idempotent. */
export const restoreCampaign = (db: Db, opts: Options) => setArchived(db, opts, false);

function setArchived(db: Db, { caller, campaignId }: Options, archive: boolean): Promise<Campaign> {
  if (!isUuid(campaignId)) return Promise.reject(campaignNotFound());
  return inCampaignTx(db, caller, async (tx) => {
    await assertCanEditCampaigns(tx, caller);
    const changed = await tx
      .update(campaigns)
      .set({ archivedAt: archive ? new Date() : null, updatedAt: new Date() })
      .where(
        and(
          eq(campaigns.id, campaignId),
          eq(campaigns.orgId, caller.orgId),
          archive ? isNull(campaigns.archivedAt) : isNotNull(campaigns.archivedAt),
        ),
      )
      .returning({ clientId: campaigns.clientId });
    if (changed[0]) {
      await logCampaignActivity(tx, {
        caller,
        campaignId,
        clientId: changed[0].clientId,
        action: archive ? 'campaign.archived' : 'campaign.restored',
      });
    }
    const campaign = await findCampaign(tx, caller.orgId, campaignId);
    if (!campaign) throw campaignNotFound();
    return campaign;
  });
}
