import { sql } from 'drizzle-orm';
import { agentById } from '@/shared/agents';
import type { AgentSession, CreateSessionInput } from '@/shared/agent-runs';
import { queryRows, type Db } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { assertCampaignFor } from '../outputs/queries';
import { assertClient, findSession } from './queries';

export async function createSession(
  db: Db,
  scope: TenantScope & { userId: string },
  input: CreateSessionInput,
): Promise<AgentSession> {
  return withTenant(db, scope, async (tx) => {
    let clientId = input.client_id ?? null;
    let campaignName: string | null = null;
    if (input.campaign_id) {
      const campaign = await assertCampaignFor(tx, input.campaign_id, clientId);
      clientId ??= campaign.client_id;
      const [row] = await queryRows<{ name: string }>(
        tx,
        sql`select name from campaigns where id = ${campaign.id}`,
      );
      campaignName = row?.name ?? null;
    }
    if (clientId) await assertClient(tx, clientId);
    const agent = agentById(input.agent_type);
    const title =
      input.title?.trim() ||
      `${agent?.shortName ?? input.agent_type} session${campaignName ? ` · ${campaignName}` : ''}`;
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into agent_sessions (org_id, client_id, campaign_id, agent_type, mode, title, created_by)
          values (${scope.orgId}, ${clientId}, ${input.campaign_id ?? null}, ${input.agent_type}, ${input.mode ?? null},
                  ${title}, ${scope.userId}) returning id`,
    );
    return findSession(tx, row!.id);
  });
}
