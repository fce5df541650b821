/**
 * Whom a run works for: the client of its session (or of its campaign), else the
 * organization itself. An agency's work in a client's workspace is about that client (seed
 * 001 §2, issue 26): its business context, brand voice, campaigns and personas, never the
 * agency's own nor another client's. Every place that loads what a run reads asks this one
 * question here, so no agent answers it differently.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';

export type RunSubject = { orgId: string; clientId: string | null };

export async function resolveRunSubject(
  tx: Tx,
  opts: { orgId: string; sessionId: string | null; campaignId: string | null },
): Promise<RunSubject> {
  if (!opts.sessionId && !opts.campaignId) return { orgId: opts.orgId, clientId: null };
  // A session names its client when it was started in a workspace; one started on a client's
  // campaign works for that campaign's client. RLS hides clients outside the caller's scope.
  const [row] = await queryRows<{ client_id: string | null }>(
    tx,
    sql`select coalesce(
          (select client_id from agent_sessions where id = ${opts.sessionId}::uuid),
          (select client_id from campaigns where id = ${opts.campaignId}::uuid)) as client_id`,
  );
  return { orgId: opts.orgId, clientId: row?.client_id ?? null };
}
