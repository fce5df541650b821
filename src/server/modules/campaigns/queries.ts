/** What the campaign services share: the tenant transaction, reads, the permission check, activity. */
import { sql } from 'drizzle-orm';
import type { Campaign } from '@/shared/campaigns';
import { canCreateCampaigns, type RoleAssignment } from '@/shared/permissions';
import { queryRows, type Db, type Tx } from '../../db/client';
import { rethrowDatabaseError } from '../../db/errors';
import { activityLog } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';

export type CampaignCaller = { orgId: string; userId: string };

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const CAMPAIGN_EDIT_FORBIDDEN = 'You do not have permission to create or edit campaigns';

export const campaignNotFound = () => new AppError('not_found', CAMPAIGN_NOT_FOUND);

/**
 * The columns of a campaign_list_item as the API answers them: both drivers then give
 * numbers for money (node-postgres would give bigint as a string) and ISO timestamps.
 */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`;
export const campaignColumns = sql.raw(
  [
    'id',
    'org_id',
    'client_id',
    'client_name',
    'name',
    'description',
    'campaign_type',
    'priority_level',
    'budget_cents::float8 as budget_cents',
    'spent_cents::float8 as spent_cents',
    'start_date::text as start_date',
    'end_date::text as end_date',
    'marketing_channels',
    'geographic_target',
    'target_audience',
    'goals',
    'success_metrics',
    'objectives',
    'content_pillars',
    'target_personas',
    'competitor_context',
    'tags',
    'status',
    iso('created_at'),
    iso('updated_at'),
    'created_by',
    iso('archived_at'),
  ].join(', '),
);

/** A tenant transaction whose client-caused database errors answer 4xx. */
export function inCampaignTx<T>(
  db: Db,
  caller: CampaignCaller,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return withTenant(db, { orgId: caller.orgId, userId: caller.userId }, fn).catch(
    rethrowDatabaseError,
  );
}

export async function findCampaign(
  tx: Tx,
  orgId: string,
  campaignId: string,
): Promise<Campaign | null> {
  const [row] = await queryRows<Campaign>(
    tx,
    sql`select ${campaignColumns} from get_campaign_details(${campaignId}::uuid, ${orgId}::uuid)`,
  );
  return row ?? null;
}

/** Locks the campaign row for the rest of the transaction (metrics writes serialise on it). */
export async function lockCampaign(tx: Tx, orgId: string, campaignId: string) {
  const [row] = await queryRows<{ id: string; client_id: string | null; name: string }>(
    tx,
    sql`select id, client_id, name from campaigns where id = ${campaignId}::uuid and org_id = ${orgId}::uuid for update`,
  );
  if (!row) throw campaignNotFound();
  return row;
}

export async function assertCanEditCampaigns(tx: Tx, caller: CampaignCaller) {
  const roles = await queryRows<RoleAssignment>(
    tx,
    sql`select role_name, client_id from get_user_roles(${caller.userId}, ${caller.orgId}::uuid)`,
  );
  if (!canCreateCampaigns(roles)) throw new AppError('forbidden', CAMPAIGN_EDIT_FORBIDDEN);
}

export type CampaignActivity =
  'campaign.created' | 'campaign.archived' | 'campaign.restored' | 'metrics.imported';

export async function logCampaignActivity(
  tx: Tx,
  entry: {
    caller: CampaignCaller;
    campaignId: string;
    clientId: string | null;
    action: CampaignActivity;
  },
) {
  await tx.insert(activityLog).values({
    orgId: entry.caller.orgId,
    userId: entry.caller.userId,
    clientId: entry.clientId,
    action: entry.action,
    entityType: 'campaign',
    entityId: entry.campaignId,
  });
}

/** A real calendar day written YYYY-MM-DD (the shared schemas check only the shape). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '0001-01-01') return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Refuses a start or end date that is not a real day (e.g. 2026-02-30). */
export function assertCalendarDates(input: {
  start_date?: string | null | undefined;
  end_date?: string | null | undefined;
}) {
  for (const field of ['start_date', 'end_date'] as const) {
    const value = input[field];
    if (value && !isCalendarDate(value)) {
      throw new AppError('validation_error', `${value} is not a valid date`, { field });
    }
  }
}
