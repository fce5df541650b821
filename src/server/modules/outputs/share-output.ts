import { sql } from 'drizzle-orm';
import { AGENT_RUN_MESSAGES, type ShareOutputResult } from '@/shared/agent-runs';
import { queryRows, type Db } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { findOutput } from './queries';

/** Adds the output as context of a session; sharing into another agent's session is a cross-agent share. */
export function shareOutput(
  db: Db,
  scope: TenantScope & { userId: string },
  id: string,
  sessionId: string,
): Promise<ShareOutputResult> {
  return withTenant(db, scope, async (tx) => {
    const output = await findOutput(tx, id);
    const [session] = await queryRows<{ id: string; agent_type: string }>(
      tx,
      sql`select id, agent_type from agent_sessions where id = ${sessionId}`,
    );
    if (!session) throw new AppError('not_found', AGENT_RUN_MESSAGES.sessionNotFound);
    await tx.execute(sql`insert into agent_session_context (org_id, session_id, output_id, shared_by)
      values (${scope.orgId}, ${session.id}, ${output.id}, ${scope.userId}) on conflict do nothing`);
    await tx.execute(sql`update agent_sessions set updated_at = now() where id = ${session.id}`);
    return {
      ok: true,
      session_id: session.id,
      cross_agent_share: session.agent_type !== output.agent_type,
    };
  });
}
