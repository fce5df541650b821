import { sql, type SQL } from 'drizzle-orm';
import type { AgentSession, UpdateSessionInput } from '@/shared/agent-runs';
import type { Db } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { assertCampaignFor } from '../outputs/queries';
import { findSession } from './queries';

export function updateSession(
  db: Db,
  scope: TenantScope,
  id: string,
  input: UpdateSessionInput,
): Promise<AgentSession> {
  return withTenant(db, scope, async (tx) => {
    const session = await findSession(tx, id);
    const sets: SQL[] = [sql`updated_at = now()`];
    if (input.title !== undefined) sets.push(sql`title = ${input.title}`);
    if (input.campaign_id !== undefined) {
      if (input.campaign_id) await assertCampaignFor(tx, input.campaign_id, session.client_id);
      sets.push(sql`campaign_id = ${input.campaign_id}`);
    }
    await tx.execute(sql`update agent_sessions set ${sql.join(sets, sql`, `)} where id = ${id}`);
    return findSession(tx, id);
  });
}

/** Deletes the conversation and its runs; outputs stay in the library (detached from the session). */
export function deleteSession(db: Db, scope: TenantScope, id: string): Promise<void> {
  return withTenant(db, scope, async (tx) => {
    await findSession(tx, id);
    await tx.execute(sql`delete from agent_sessions where id = ${id}`);
  });
}
