/**
 * Reads what the client health score is computed from (decision 028), inside the caller's
 * tenant transaction (RLS applies, including the member's client scope): the clients, their
 * campaigns with the last 60 days of metrics (loadPerformance, the one reader of
 * performance), their latest activity and their approvals. The API and the Client Success
 * agent's facts both use it, so a run and the health page agree.
 */
import { sql } from 'drizzle-orm';
import {
  computeClientHealth,
  TREND_WINDOW_DAYS,
  type ApprovalCounts,
} from '@/shared/client-health';
import type { ClientHealth } from '@/shared/client-success';
import { addDays, todayIso } from '@/shared/performance-analysis';
import { queryRows, type Tx } from '../../db/client';
import { loadPerformance } from '../performance/load-performance';

export type HealthQuery = {
  /** Only these clients (a member's client scope, or one client); null means every client. */
  clientIds?: readonly string[] | null;
  /** Archived clients too (one client asked for by id). */
  includeArchived?: boolean;
  today?: string;
  computedAt?: string;
};

type ClientRow = { id: string; name: string; status: string; industry: string | null };

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** The latest activity_log entry, output or agent session of each client. */
async function lastActivity(tx: Tx, orgId: string): Promise<Map<string, string>> {
  const rows = await queryRows<{ client_id: string; at: Date | string }>(
    tx,
    sql`select client_id, max(at) as at from (
          select a.client_id, a.created_at as at from activity_log a
            where a.org_id = ${orgId}::uuid and a.client_id is not null
          union all
          select coalesce(o.client_id, c.client_id), o.created_at from agent_outputs o
            left join campaigns c on c.id = o.campaign_id where o.org_id = ${orgId}::uuid
          union all
          select coalesce(s.client_id, c.client_id), s.updated_at from agent_sessions s
            left join campaigns c on c.id = s.campaign_id where s.org_id = ${orgId}::uuid
        ) x where client_id is not null group by client_id`,
  );
  return new Map(rows.map((r) => [r.client_id, iso(r.at)!] as const));
}

/**
 * Approvals per client from `output_approvals` when the organization's database has that
 * table (the approvals of issue 9 point 7); null otherwise, and the component says
 * 'No approvals yet' with a neutral score (decision 028).
 */
async function approvalCounts(tx: Tx, orgId: string): Promise<Map<string, ApprovalCounts> | null> {
  const columns = await queryRows<{ column_name: string }>(
    tx,
    sql`select column_name from information_schema.columns
        where table_schema = 'public' and table_name = 'output_approvals'`,
  );
  const has = new Set(columns.map((c) => c.column_name));
  if (!['org_id', 'output_id', 'status'].every((c) => has.has(c))) return null;
  const direct = has.has('client_id') ? sql`a.client_id, ` : sql``;
  const rows = await queryRows<{
    client_id: string;
    approved: number;
    changes_requested: number;
    pending: number;
  }>(
    tx,
    sql`select coalesce(${direct}o.client_id, c.client_id) as client_id,
          count(*) filter (where a.status = 'approved')::int as approved,
          count(*) filter (where a.status = 'changes_requested')::int as changes_requested,
          count(*) filter (where a.status = 'pending')::int as pending
        from output_approvals a
        left join agent_outputs o on o.id = a.output_id
        left join campaigns c on c.id = o.campaign_id
        where a.org_id = ${orgId}::uuid
        group by 1`,
  );
  return new Map(
    rows
      .filter((r) => r.client_id)
      .map((r) => [
        r.client_id,
        {
          approved: Number(r.approved),
          changes_requested: Number(r.changes_requested),
          pending: Number(r.pending),
        },
      ]),
  );
}

export async function loadClientHealth(
  tx: Tx,
  orgId: string,
  query: HealthQuery = {},
): Promise<ClientHealth[]> {
  const ids = query.clientIds ?? null;
  if (ids && ids.length === 0) return [];
  const idFilter = ids
    ? sql`and id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const archived = query.includeArchived ? sql`` : sql`and archived_at is null`;
  const clients = await queryRows<ClientRow>(
    tx,
    sql`select id, name, status, industry from clients
        where org_id = ${orgId}::uuid ${archived} ${idFilter}
        order by lower(name), id`,
  );
  if (clients.length === 0) return [];
  const today = query.today ?? todayIso();
  const computedAt = query.computedAt ?? new Date().toISOString();
  const [performance, activity, approvals] = [
    await loadPerformance(tx, orgId, {
      from: addDays(today, -(TREND_WINDOW_DAYS * 2 - 1)),
      to: today,
    }),
    await lastActivity(tx, orgId),
    await approvalCounts(tx, orgId),
  ];
  return clients.map((client) =>
    computeClientHealth(
      {
        client,
        campaigns: performance.campaigns.filter((c) => c.client_id === client.id),
        lastActivityAt: activity.get(client.id) ?? null,
        approvals: approvals
          ? (approvals.get(client.id) ?? { approved: 0, changes_requested: 0, pending: 0 })
          : null,
      },
      { today, computedAt },
    ),
  );
}
