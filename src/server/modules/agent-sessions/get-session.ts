import { sql } from 'drizzle-orm';
import type { SessionDetail } from '@/shared/agent-runs';
import type { Db } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { selectOutputs } from '../outputs/queries';
import { findSession, selectMessages, selectRuns } from './queries';

export function getSession(db: Db, scope: TenantScope, id: string): Promise<SessionDetail> {
  return withTenant(db, scope, async (tx) => {
    const session = await findSession(tx, id);
    const messages = await selectMessages(tx, id);
    const runs = await selectRuns(
      tx,
      sql`session_id = ${id}`,
      sql`order by created_at desc limit 50`,
    );
    const outputs = await selectOutputs(
      tx,
      sql`o.session_id = ${id}`,
      sql`order by o.created_at desc`,
    );
    const context_outputs = await selectOutputs(
      tx,
      sql`o.id in (select output_id from agent_session_context where session_id = ${id})`,
      sql`order by o.created_at desc`,
    );
    return { session, messages, runs, outputs, context_outputs };
  });
}
