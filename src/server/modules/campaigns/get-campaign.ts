import type { Db } from '../../db/client';
import { campaignNotFound, findCampaign, inCampaignTx, type CampaignCaller } from './queries';
import { isUuid } from '../../lib/uuid';

/** One of the organization's campaigns; anything else (another organization's, malformed) is not found. */
export function getCampaign(db: Db, opts: { caller: CampaignCaller; campaignId: string }) {
  if (!isUuid(opts.campaignId)) return Promise.reject(campaignNotFound());
  return inCampaignTx(db, opts.caller, async (tx) => {
    const campaign = await findCampaign(tx, opts.caller.orgId, opts.campaignId);
    if (!campaign) throw campaignNotFound();
    return campaign;
  });
}
