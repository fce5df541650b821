/**
 * The message thread between an agency and one client. Each side reads and writes the same
 * thread; reading marks the other side's messages read; a new message e-mails the other side.
 */
import { sql } from 'drizzle-orm';
import type { PortalMessage, PostMessageInput } from '@/shared/portal';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { MESSAGES } from '@/shared/messages';
import { findReachableClient, iso, isWriter, type PortalCaller } from './access';
import {
  agencyRecipients,
  clientRecipients,
  newMessageEmail,
  sendAll,
  type Notifier,
} from './notify';

export type Side = 'agency' | 'client';

type Row = {
  id: string;
  client_id: string;
  author_side: Side;
  author_name: string | null;
  body: string;
  read_at: Date | string | null;
  created_at: Date | string;
};

async function selectThread(tx: Tx, clientId: string): Promise<PortalMessage[]> {
  const rows = await queryRows<Row>(
    tx,
    sql`select m.id, m.client_id, m.author_side, u.name as author_name, m.body, m.read_at, m.created_at
        from portal_messages m left join users u on u.id = m.author_id
        where m.client_id = ${clientId}::uuid order by m.created_at, m.id limit 500`,
  );
  return rows.map((r) => ({
    id: r.id,
    client_id: r.client_id,
    author_side: r.author_side,
    author_name: r.author_name ?? 'Former member',
    body: r.body,
    read_at: iso(r.read_at),
    created_at: iso(r.created_at)!,
  }));
}

/** The thread, oldest first; the other side's unread messages become read. */
export function listMessages(
  db: Db,
  caller: PortalCaller,
  clientId: string,
  side: Side,
): Promise<PortalMessage[]> {
  return withTenant(db, caller, async (tx) => {
    await findReachableClient(tx, caller, clientId);
    const other: Side = side === 'client' ? 'agency' : 'client';
    await tx.execute(
      sql`update portal_messages set read_at = now()
          where client_id = ${clientId}::uuid and author_side = ${other} and read_at is null`,
    );
    return selectThread(tx, clientId);
  });
}

export async function postMessage(
  db: Db,
  notifier: Notifier,
  caller: PortalCaller,
  clientId: string,
  side: Side,
  input: PostMessageInput,
): Promise<PortalMessage> {
  // The agency side writes as a team member who can change the work, not as a viewer.
  if (side === 'agency' && !isWriter(caller.roles))
    throw new AppError('forbidden', MESSAGES.permissions.readOnlyRole);
  const body = input.body.trim();
  const { message, clientName } = await withTenant(db, caller, async (tx) => {
    const client = await findReachableClient(tx, caller, clientId);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into portal_messages (org_id, client_id, author_id, author_side, body)
          values (${caller.orgId}::uuid, ${clientId}::uuid, ${caller.userId}, ${side}, ${body})
          returning id`,
    );
    const thread = await selectThread(tx, clientId);
    return { message: thread.find((m) => m.id === row!.id)!, clientName: client.name };
  });
  const toClient = side === 'agency';
  const recipients = toClient
    ? await clientRecipients(db, caller.orgId, clientId, caller.userId)
    : await agencyRecipients(db, caller.orgId, clientId, caller.userId);
  await sendAll(
    notifier,
    recipients,
    newMessageEmail({
      authorName: caller.name,
      clientName,
      body,
      toClient,
      url: toClient
        ? `${notifier.appUrl}/dashboard?tab=messages`
        : `${notifier.appUrl}/clients/${clientId}/messages`,
    }),
  );
  return message;
}
