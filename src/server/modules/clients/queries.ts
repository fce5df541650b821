/** What the client services share: the tenant transaction, the agency check, reads, activity. */
import { sql } from 'drizzle-orm';
import { summarizeMetrics, type CampaignMetricTotals } from '@/shared/campaign-metrics';
import { CLIENT_MESSAGES, type Client } from '@/shared/clients';
import { clientScope, type RoleAssignment } from '@/shared/permissions';
import { queryRows, type Db, type Tx } from '../../db/client';
import { rethrowDatabaseError } from '../../db/errors';
import { activityLog } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { countUpTo, cursorTimestampSql } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';

export type ClientCaller = { orgId: string; userId: string; roles: RoleAssignment[] };

export const clientNotFound = () => new AppError('not_found', CLIENT_MESSAGES.notFound);

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`;

/**
 * The columns of a client_list_item as the API answers them: numbers for money with both
 * drivers (node-postgres gives bigint as a string) and ISO timestamps.
 */
export const clientColumns = sql.raw(
  [
    'id',
    'org_id',
    'name',
    'status',
    'industry',
    'contact_name',
    'contact_email',
    'website',
    "client_info->>'description' as description",
    'notes',
    'monthly_retainer_cents::float8 as monthly_retainer_cents',
    'brand_kit',
    'client_info',
    iso('created_at'),
    iso('updated_at'),
    iso('archived_at'),
    'campaign_count',
    'active_campaign_count',
    'campaigns',
  ].join(', '),
);

/** The columns of get_client_dashboard as the API answers them. */
export const dashboardColumns = sql.raw(
  [
    // The client as clientColumns answers it: its description lives in client_info.
    "client || jsonb_build_object('description', client #>> '{client_info,description}') as client",
    'campaign_count',
    'active_campaigns',
    'completed_campaigns',
    'total_budget_cents',
    'total_spent_cents',
    'budget_utilization_percentage',
    'output_count',
    'document_count',
    'session_count',
    'revenue_this_month_cents',
    iso('last_activity'),
    'recent_campaigns',
    'recent_outputs',
  ].join(', '),
);

/**
 * A tenant transaction for the clients of an agency: refuses an SME (403) before anything
 * else, and turns client-caused database errors into 4xx.
 */
export function inClientTx<T>(
  db: Db,
  caller: ClientCaller,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return withTenant(db, { orgId: caller.orgId, userId: caller.userId }, async (tx) => {
    const [org] = await queryRows<{ type: string }>(
      tx,
      sql`select type from organizations where id = ${caller.orgId}::uuid`,
    );
    if (org?.type !== 'AGENCY') throw new AppError('forbidden', CLIENT_MESSAGES.agencyOnly);
    return fn(tx);
  }).catch(rethrowDatabaseError);
}

/**
 * The client ids a read may return: null for the whole organization, else the caller's
 * client scope (narrowed to `only` when given; empty when `only` is outside it).
 */
export function readableClientIds(caller: ClientCaller, only?: string): string[] | null {
  const scope = clientScope(caller.roles);
  if (only === undefined) return scope;
  return scope === null || scope.includes(only) ? [only] : [];
}

const uuidArray = (ids: string[] | null) =>
  ids === null ? sql`null::uuid[]` : sql`${`{${ids.join(',')}}`}::uuid[]`;

export type ClientFilters = {
  includeArchived: boolean;
  status?: string | undefined;
  limit: number;
  offset: number;
  ids: string[] | null;
  /** The keyset position: the clients after this one (created_at with microseconds, id). */
  after?: readonly [string, string] | null | undefined;
};

export type ClientRow = Client & { cursor_created_at: string };

export function selectClients(tx: Tx, orgId: string, f: ClientFilters) {
  return queryRows<ClientRow>(
    tx,
    sql`select ${clientColumns}, ${sql.raw(cursorTimestampSql('created_at'))} as cursor_created_at
      from get_clients_page(${orgId}::uuid, ${f.includeArchived}::boolean,
      ${f.status ?? null}::text, ${f.limit}::int, ${f.offset}::int, ${uuidArray(f.ids)},
      ${f.after?.[0] ?? null}::timestamptz, ${f.after?.[1] ?? null}::uuid)`,
  );
}

/** How many clients match, counting at most `limit` of them. */
export function countClients(tx: Tx, orgId: string, f: ClientFilters, limit: number) {
  return countUpTo(
    tx,
    sql`select 1 from clients cl
      where cl.org_id = ${orgId}::uuid
        and (${f.includeArchived}::boolean or cl.archived_at is null)
        and (${f.status ?? null}::text is null or cl.status = ${f.status ?? null}::text)
        and (${uuidArray(f.ids)} is null or cl.id = any(${uuidArray(f.ids)}))`,
    limit,
  );
}

/**
 * One client of the organization within the caller's scope, or a 404: unknown ids, other
 * organizations' clients, clients outside the scope, and archived ones unless asked for.
 */
export async function findClient(
  tx: Tx,
  caller: ClientCaller,
  clientId: string,
  opts: { includeArchived: boolean },
): Promise<Client> {
  if (!isUuid(clientId)) throw clientNotFound();
  const ids = readableClientIds(caller, clientId);
  if (ids?.length === 0) throw clientNotFound();
  const [client] = await selectClients(tx, caller.orgId, {
    includeArchived: opts.includeArchived,
    limit: 1,
    offset: 0,
    ids,
  });
  if (!client) throw clientNotFound();
  const { cursor_created_at: _cursor, ...found } = client;
  return found;
}

export type ClientActivity =
  'client.created' | 'client.updated' | 'client.archived' | 'client.restored';

/** A line of the Team Activity feed: "Jordan added the client Fernleaf". */
export async function logClientActivity(
  tx: Tx,
  caller: ClientCaller,
  clientId: string,
  action: ClientActivity,
) {
  await tx.insert(activityLog).values({
    orgId: caller.orgId,
    userId: caller.userId,
    clientId,
    action,
    entityType: 'client',
    entityId: clientId,
  });
}

export type MetricSums = Pick<
  CampaignMetricTotals,
  'impressions' | 'clicks' | 'conversions' | 'spend_cents' | 'revenue_cents'
>;

/** Totals and ratios of summed metrics, by the one definition (summarizeMetrics). */
export const totalsOf = (sums: MetricSums): CampaignMetricTotals =>
  summarizeMetrics([
    {
      date: '',
      impressions: sums.impressions,
      clicks: sums.clicks,
      conversions: sums.conversions,
      spend_cents: sums.spend_cents,
      revenue_cents: sums.revenue_cents,
    },
  ]);

/** Adds up the sums of several rows. */
export function addSums(rows: MetricSums[]): MetricSums {
  const total = { impressions: 0, clicks: 0, conversions: 0, spend_cents: 0, revenue_cents: 0 };
  for (const row of rows) {
    total.impressions += row.impressions;
    total.clicks += row.clicks;
    total.conversions += row.conversions;
    total.spend_cents += row.spend_cents;
    total.revenue_cents += row.revenue_cents;
  }
  return total;
}
