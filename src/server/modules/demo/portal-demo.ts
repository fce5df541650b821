/**
 * The demo agency's client portal story (issue 9): two drafts written for its first client's
 * campaign sent to the client for approval (one approved by the client's portal user, one
 * awaiting them), a message thread, and a white-label PDF report of the last 30 days.
 * Everything goes through the portal's own services, so the demo holds exactly what real use
 * would.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { lastDays } from '@/shared/performance-analysis';
import type { RoleAssignment } from '@/shared/permissions';
import type { Config } from '../../config';
import { queryRows, type Db } from '../../db/client';
import { createLogger } from '../../lib/logger';
import { localStorage } from '../documents/storage';
import { decideApproval, requestApproval } from '../portal/approvals';
import type { PortalCaller } from '../portal/access';
import { postMessage } from '../portal/messages';
import type { Notifier } from '../portal/notify';
import { createReport } from '../portal/reports';

type Member = { userId: string; name: string };

export async function loadPortalDemo(
  deps: { db: Db; config: Config },
  opts: { orgId: string; clientId: string; owner: Member; clientUser: Member },
) {
  const { db } = deps;
  // The demo's addresses are made up: its notifications are not sent anywhere.
  const notifier: Notifier = {
    db,
    mailer: { send: async () => undefined },
    logger: createLogger('silent'),
    appUrl: deps.config.appUrl,
  };
  const roles = async (userId: string) =>
    queryRows<RoleAssignment>(
      db,
      sql`select role_name, client_id from user_roles where org_id = ${opts.orgId}::uuid and user_id = ${userId}`,
    );
  const owner: PortalCaller = {
    orgId: opts.orgId,
    ...opts.owner,
    roles: await roles(opts.owner.userId),
  };
  const client: PortalCaller = {
    orgId: opts.orgId,
    ...opts.clientUser,
    roles: await roles(opts.clientUser.userId),
  };

  // The client's own work: the drafts written for its campaign in its workspace (the content
  // demo), never the agency's own outputs.
  const outputs = await queryRows<{ id: string }>(
    db,
    sql`select id from agent_outputs
        where org_id = ${opts.orgId}::uuid and client_id = ${opts.clientId}::uuid
        order by created_at, title limit 2`,
  );
  const [approved, pending] = outputs;
  if (approved) {
    const { approval } = await requestApproval(db, notifier, owner, approved.id);
    await decideApproval(db, notifier, client, approval.id, {
      decision: 'approved',
      comment: 'Looks right for the launch. Approved.',
    });
  }
  if (pending) await requestApproval(db, notifier, owner, pending.id);

  // The message says what is really waiting.
  const waiting = pending ? 'one piece is waiting for your approval' : 'nothing is waiting for you';
  await postMessage(db, notifier, owner, opts.clientId, 'agency', {
    body: `Hi Amelia, the SPF launch report for the last 30 days is under Reports, and ${waiting}.`,
  });
  await postMessage(db, notifier, client, opts.clientId, 'client', {
    body: 'Thanks! I approved the first one; the team is reviewing the second this week.',
  });

  await createReport(
    db,
    localStorage(path.join(deps.config.dataDir, 'uploads')),
    owner,
    opts.clientId,
    // The same days as the portal's and the agency's analytics' "Last 30 days".
    { ...lastDays(30), title: 'Last 30 days: performance report' },
  );
}
