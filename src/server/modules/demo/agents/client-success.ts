/**
 * The demo agency's client health review: the Client Success agent's offline review of every
 * demo client, computed from the demo's campaigns, metrics and activity exactly as a run
 * computes it, saved as an output (Client Success, /outputs). Agencies only.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { loadAgentContext } from '../../../agents/engine/load-context';
import { findTool } from '../../../agents/registry';
import type { DemoSeedInput } from './index';
import { offlineOutput } from '../../../agents/engine/complete-output';

export async function seedClientSuccess(tx: Tx, input: DemoSeedInput): Promise<void> {
  if (input.organizationType !== 'AGENCY') return;
  const tool = findTool('client-success', 'client_health_review');
  if (!tool?.loadFacts) return;
  const ctx = await loadAgentContext(tx, { orgId: input.orgId, sessionId: null, campaignId: null });
  ctx.facts = await tool.loadFacts(tx, {
    orgId: input.orgId,
    campaignId: null,
    clientId: null,
    message: null,
  });
  const content = offlineOutput(tool, ctx) as { summary: string; clients: unknown[] };
  if (content.clients.length === 0) return;
  await tx.execute(
    sql`insert into agent_outputs (org_id, agent_type, output_type, title, summary, content, engine, saved, created_by)
        values (${input.orgId}, 'client-success', ${tool.outputType}, ${tool.title(ctx)},
          ${content.summary}, ${JSON.stringify(content)}::jsonb, 'offline', true, ${input.userId})`,
  );
}
