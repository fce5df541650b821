import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alphaInvites } from '../../db/schema';
import { inviteColumns, inviters, toInviteView } from './views';

const selectInvites = (db: Db) =>
  db
    .select(inviteColumns)
    .from(alphaInvites)
    .leftJoin(inviters, eq(inviters.id, alphaInvites.invitedBy));

/** The whitelist, newest first. */
export async function listInvites(db: Db, opts: { limit: number }) {
  const rows = await selectInvites(db)
    .orderBy(desc(alphaInvites.createdAt), desc(alphaInvites.id))
    .limit(opts.limit);
  return rows.map(toInviteView);
}

export async function findInviteView(db: Db, email: string) {
  const [row] = await selectInvites(db).where(eq(alphaInvites.email, email.trim().toLowerCase()));
  return row ? toInviteView(row) : undefined;
}
