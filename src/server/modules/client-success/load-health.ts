/**
 * Reads what the client health score is computed from (decision 028), inside the caller's
 * tenant transaction (RLS applies, including the member's client scope): the clients, their
 * campaigns with the last 60 days of metrics (loadPerformance, the one reader of
 * performance), their latest activity and their outputs' approvals. The API and the Client
 * Success agent's facts both use it, so a run and the health page agree.
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
import { outputContentHash } from '../portal/access';
import { organizationCurrency } from '../organizations/organization-currency';

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
 * Approvals per client (issue 9 point 7, `output_approvals`): the latest request of each
 * output counts once: approved, sent back with changes, or still awaiting the client. A
 * decision voided by an edit of the output since (its content hash changed) counts as none.
 */
async function approvalCounts(tx: Tx, orgId: string): Promise<Map<string, ApprovalCounts>> {
  const rows = await queryRows<{
    client_id: string;
    status: 'requested' | 'approved' | 'changes_requested';
    content_hash: string;
    title: string;
    summary: string | null;
    content: unknown;
  }>(
    tx,
    sql`select distinct on (a.output_id) a.client_id, a.status, a.content_hash,
          o.title, o.summary, o.content
        from output_approvals a join agent_outputs o on o.id = a.output_id
        where a.org_id = ${orgId}::uuid
        order by a.output_id, a.requested_at desc, a.id desc`,
  );
  const counts = new Map<string, ApprovalCounts>();
  for (const row of rows) {
    const voided =
      outputContentHash({ title: row.title, summary: row.summary, content: row.content ?? {} }) !==
      row.content_hash;
    if (voided) continue;
    const c = counts.get(row.client_id) ?? { approved: 0, changes_requested: 0, pending: 0 };
    if (row.status === 'approved') c.approved += 1;
    else if (row.status === 'changes_requested') c.changes_requested += 1;
    else c.pending += 1;
    counts.set(row.client_id, c);
  }
  return counts;
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
  const currency = await organizationCurrency(tx, orgId);
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
        approvals: approvals.get(client.id) ?? { approved: 0, changes_requested: 0, pending: 0 },
      },
      { today, computedAt, currency },
    ),
  );
}
