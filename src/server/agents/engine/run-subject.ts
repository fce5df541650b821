/**
 * Whom a run works for: the client of its session (or of its campaign), else the
 * organization itself. An agency's work in a client's workspace is about that client (seed
 * 001 §2, issue 26): its business context, brand voice, campaigns and personas, never the
 * agency's own nor another client's. Every place that loads what a run reads asks this one
 * question here, so no agent answers it differently.
 */
import { sql } from 'drizzle-orm';
import { CLIENT_MESSAGES } from '@/shared/clients';
import { queryRows, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';

export type RunSubject = { orgId: string; clientId: string | null };

/**
 * The rows of exactly this subject (a table's `client_id`): a client's run reads the client's
 * rows, the organization's own run the rows of no client, never another client's.
 */
export const ofSubject = (subject: { clientId: string | null }) =>
  sql`client_id is not distinct from ${subject.clientId}::uuid`;

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

/**
 * The subject a request names with `client_id` (a client's workspace), or the organization's
 * own without one. A client the caller may not see (another organization's, or outside their
 * client scope: RLS hides it) answers 404, as every client id does.
 */
export async function requestedSubject(
  tx: Tx,
  orgId: string,
  clientId: string | null | undefined,
): Promise<RunSubject> {
  if (!clientId) return { orgId, clientId: null };
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from clients where id = ${clientId}::uuid`,
  );
  if (!row) throw new AppError('not_found', CLIENT_MESSAGES.notFound);
  return { orgId, clientId: row.id };
}
