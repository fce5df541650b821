import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitationRequests } from '../../db/schema';
import { invitationRequestColumns, reviewers, toInvitationRequestView } from './views';

export const REQUEST_STATUS_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export type RequestStatusFilter = (typeof REQUEST_STATUS_FILTERS)[number];

/** Requests with one status (or all), newest first, and how many there are of each status. */
export async function listInvitationRequests(
  db: Db,
  opts: { status: RequestStatusFilter; limit: number },
) {
  const rows = await db
    .select(invitationRequestColumns)
    .from(invitationRequests)
    .leftJoin(reviewers, eq(reviewers.id, invitationRequests.reviewedBy))
    .where(opts.status === 'all' ? undefined : eq(invitationRequests.status, opts.status))
    .orderBy(desc(invitationRequests.createdAt), desc(invitationRequests.id))
    .limit(opts.limit);
  const grouped = await db
    .select({ status: invitationRequests.status, n: count() })
    .from(invitationRequests)
    .groupBy(invitationRequests.status);
  const counts = { pending: 0, approved: 0, rejected: 0, all: 0 };
  for (const { status, n } of grouped) {
    counts[status] = n;
    counts.all += n;
  }
  return { requests: rows.map(toInvitationRequestView), counts };
}
