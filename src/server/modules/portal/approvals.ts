/**
 * Outputs sent for a client's approval. A request records the hash of what the client will
 * read (title, summary, content); the status is recomputed on every read, so an output
 * edited after the request or the decision reads `void`: the decision no longer covers it.
 */
import { sql } from 'drizzle-orm';
import type {
  Approval,
  ApprovalDecisionInput,
  ApprovalStatus,
  PortalApproval,
} from '@/shared/portal';
import { PORTAL_MESSAGES } from '@/shared/portal';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { recordWebhookEvent } from '../webhooks/record-event';
import { AppError } from '../../lib/errors';
import { iso, outputContentHash, portalClientOf, reachesClient, type PortalCaller } from './access';
import {
  agencyRecipients,
  approvalDecidedEmail,
  approvalRequestedEmail,
  clientRecipients,
  sendAll,
  type Notifier,
} from './notify';
import { portalClientIds } from '@/shared/permissions';
import { clientScope } from '@/shared/permissions';

type Row = {
  id: string;
  client_id: string;
  output_id: string;
  content_hash: string;
  status: 'requested' | 'approved' | 'changes_requested';
  comment: string | null;
  requested_by_name: string | null;
  decided_by_name: string | null;
  requested_at: Date | string;
  decided_at: Date | string | null;
  // the output, for the current hash
  o_title: string;
  o_summary: string | null;
  o_content: Record<string, unknown>;
  o_output_type: string;
  o_agent_type: string;
  o_updated_at: Date | string;
};

const select = sql`select a.id, a.client_id, a.output_id, a.content_hash, a.status, a.comment,
    ru.name as requested_by_name, du.name as decided_by_name, a.requested_at, a.decided_at,
    o.title as o_title, o.summary as o_summary, o.content as o_content,
    o.output_type as o_output_type, o.agent_type as o_agent_type, o.updated_at as o_updated_at
  from output_approvals a
  join agent_outputs o on o.id = a.output_id
  left join users ru on ru.id = a.requested_by
  left join users du on du.id = a.decided_by`;

function currentStatus(row: Row): ApprovalStatus {
  const hash = outputContentHash({
    title: row.o_title,
    summary: row.o_summary,
    content: row.o_content ?? {},
  });
  return hash === row.content_hash ? row.status : 'void';
}

function present(row: Row): Approval {
  return {
    id: row.id,
    client_id: row.client_id,
    output_id: row.output_id,
    content_hash: row.content_hash,
    status: currentStatus(row),
    decided_status: row.status,
    comment: row.comment,
    requested_by_name: row.requested_by_name,
    decided_by_name: row.decided_by_name,
    requested_at: iso(row.requested_at)!,
    decided_at: iso(row.decided_at),
  };
}

function presentWithOutput(row: Row): PortalApproval {
  return {
    ...present(row),
    output: {
      id: row.output_id,
      title: row.o_title,
      summary: row.o_summary,
      output_type: row.o_output_type,
      agent_type: row.o_agent_type,
      content: row.o_content ?? {},
      updated_at: iso(row.o_updated_at)!,
    },
  };
}

/** The newest approval of each of the client's outputs, newest first. */
async function latestRows(tx: Tx, clientId: string): Promise<Row[]> {
  return queryRows<Row>(
    tx,
    sql`${select} where a.client_id = ${clientId}::uuid and a.id in (
          select distinct on (output_id) id from output_approvals
          where client_id = ${clientId}::uuid order by output_id, requested_at desc, id desc)
        order by a.requested_at desc`,
  );
}

export async function pendingApprovalCount(tx: Tx, clientId: string): Promise<number> {
  const rows = await latestRows(tx, clientId);
  return rows.filter((r) => currentStatus(r) === 'requested').length;
}

type OutputRow = {
  id: string;
  client_id: string | null;
  title: string;
  summary: string | null;
  content: Record<string, unknown>;
};

async function findOutputInReach(tx: Tx, caller: PortalCaller, outputId: string) {
  const [output] = await queryRows<OutputRow>(
    tx,
    sql`select id, client_id, title, summary, content from agent_outputs where id = ${outputId}::uuid`,
  );
  // A portal user reaches no output directly, only through their approvals.
  if (!output || portalClientIds(caller.roles).length > 0)
    throw new AppError('not_found', PORTAL_MESSAGES.outputNotFound);
  if (output.client_id && !reachesClient(caller, output.client_id))
    throw new AppError('not_found', PORTAL_MESSAGES.outputNotFound);
  // A client-scoped member reaches no organization-level output.
  if (!output.client_id && clientScope(caller.roles) !== null)
    throw new AppError('not_found', PORTAL_MESSAGES.outputNotFound);
  return output;
}

async function latestForOutput(tx: Tx, outputId: string): Promise<Row | undefined> {
  const [row] = await queryRows<Row>(
    tx,
    sql`${select} where a.output_id = ${outputId}::uuid order by a.requested_at desc, a.id desc limit 1`,
  );
  return row;
}

/** `GET /outputs/{id}/approval`: the output's current approval, or null when never sent. */
export function getOutputApproval(
  db: Db,
  caller: PortalCaller,
  outputId: string,
): Promise<Approval | null> {
  return withTenant(db, caller, async (tx) => {
    await findOutputInReach(tx, caller, outputId);
    const row = await latestForOutput(tx, outputId);
    return row ? present(row) : null;
  });
}

/** Sends the output to its client for approval; the same content already awaiting is kept. */
export async function requestApproval(
  db: Db,
  notifier: Notifier,
  caller: PortalCaller,
  outputId: string,
): Promise<{ approval: Approval; created: boolean }> {
  const result = await withTenant(db, caller, async (tx) => {
    const output = await findOutputInReach(tx, caller, outputId);
    if (!output.client_id)
      throw new AppError('validation_error', PORTAL_MESSAGES.outputNeedsClient);
    const hash = outputContentHash(output);
    const latest = await latestForOutput(tx, outputId);
    if (latest && latest.status === 'requested' && currentStatus(latest) === 'requested')
      return {
        approval: present(latest),
        created: false,
        clientId: output.client_id,
        title: output.title,
      };
    await tx.execute(
      sql`insert into output_approvals (org_id, client_id, output_id, content_hash, requested_by)
          values (${caller.orgId}::uuid, ${output.client_id}::uuid, ${output.id}::uuid, ${hash}, ${caller.userId})`,
    );
    const row = (await latestForOutput(tx, outputId))!;
    const [client] = await queryRows<{ name: string }>(
      tx,
      sql`select name from clients where id = ${output.client_id}::uuid`,
    );
    return {
      approval: present(row),
      created: true,
      clientId: output.client_id,
      title: output.title,
      clientName: client?.name ?? '',
    };
  });
  if (result.created) {
    await sendAll(
      notifier,
      await clientRecipients(db, caller.orgId, result.clientId, caller.userId),
      approvalRequestedEmail({
        requesterName: caller.name,
        clientName: result.clientName ?? '',
        outputTitle: result.title,
        url: `${notifier.appUrl}/dashboard?tab=approvals`,
      }),
    );
  }
  return { approval: result.approval, created: result.created };
}

/** `GET /portal/approvals`: the newest approval of each output sent to the portal user's client. */
export function listPortalApprovals(
  db: Db,
  caller: PortalCaller,
  requestedClientId?: string,
): Promise<PortalApproval[]> {
  const clientId = portalClientOf(caller, requestedClientId);
  return withTenant(db, caller, async (tx) =>
    (await latestRows(tx, clientId)).map(presentWithOutput),
  );
}

export async function decideApproval(
  db: Db,
  notifier: Notifier,
  caller: PortalCaller,
  approvalId: string,
  input: ApprovalDecisionInput,
): Promise<PortalApproval> {
  const clients = portalClientIds(caller.roles);
  if (clients.length === 0) throw new AppError('forbidden', PORTAL_MESSAGES.portalUsersOnly);
  const comment = input.comment?.trim() || null;
  if (input.decision === 'changes_requested' && !comment)
    throw new AppError('validation_error', PORTAL_MESSAGES.commentRequired, { field: 'comment' });
  const result = await withTenant(db, caller, async (tx) => {
    const [row] = await queryRows<Row & { requested_by: string | null }>(
      tx,
      sql`select x.*, a.requested_by from (${select} where a.id = ${approvalId}::uuid) x
          join output_approvals a on a.id = x.id`,
    );
    if (!row || !clients.includes(row.client_id))
      throw new AppError('not_found', PORTAL_MESSAGES.approvalNotFound);
    const latest = await latestForOutput(tx, row.output_id);
    if (row.status !== 'requested' || latest?.id !== row.id)
      throw new AppError('conflict', PORTAL_MESSAGES.alreadyDecided);
    if (currentStatus(row) === 'void') throw new AppError('conflict', PORTAL_MESSAGES.voided);
    await tx.execute(
      sql`update output_approvals set status = ${input.decision}, comment = ${comment},
            decided_by = ${caller.userId}, decided_at = now()
          where id = ${row.id}::uuid and status = 'requested'`,
    );
    const [client] = await queryRows<{ name: string }>(
      tx,
      sql`select name from clients where id = ${row.client_id}::uuid`,
    );
    const [updated] = await queryRows<Row>(tx, sql`${select} where a.id = ${row.id}::uuid`);
    if (input.decision === 'approved')
      await recordWebhookEvent(tx, caller.orgId, 'approval.given', {
        kind: 'output_approval',
        approval_id: row.id,
        output_id: row.output_id,
        client_id: row.client_id,
        content_hash: updated!.content_hash,
        approved_by: caller.userId,
        comment,
      });
    return {
      approval: presentWithOutput(updated!),
      requestedBy: row.requested_by,
      clientName: client?.name ?? '',
    };
  });
  const requester = result.requestedBy;
  const recipients = (
    await agencyRecipients(db, caller.orgId, result.approval.client_id, caller.userId)
  ).filter((r) => r.id === requester);
  await sendAll(
    notifier,
    recipients,
    approvalDecidedEmail({
      deciderName: caller.name,
      clientName: result.clientName,
      outputTitle: result.approval.output.title,
      approved: input.decision === 'approved',
      comment,
      url: `${notifier.appUrl}/outputs/${result.approval.output_id}`,
    }),
  );
  return result.approval;
}

/** The client's outputs whose approval holds now (approved, not edited since), newest first. */
export async function approvedOutputs(
  tx: Tx,
  clientId: string,
): Promise<{ title: string; decided_at: string | null }[]> {
  return (await latestRows(tx, clientId))
    .filter((r) => currentStatus(r) === 'approved')
    .map((r) => ({ title: r.o_title, decided_at: iso(r.decided_at) }));
}
