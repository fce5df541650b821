/**
 * The demo's performance report: the Performance Intelligence agent's offline report of
 * each demo organization's last 30 days of data across its campaigns, computed from the
 * demo's metrics exactly as a run computes it, saved as an output (Reports, /outputs).
 */
import { sql } from 'drizzle-orm';
import { formatPerformanceBrief } from '@/shared/performance-intelligence';
import type { Tx } from '../../../db/client';
import { loadAgentContext } from '../../../agents/engine/load-context';
import { findTool } from '../../../agents/registry';
import type { DemoSeedInput } from './index';
import { offlineOutput } from '../../../agents/engine/complete-output';

export async function seedPerformanceIntelligence(tx: Tx, input: DemoSeedInput): Promise<void> {
  const tool = findTool('performance-intelligence', 'performance_report');
  if (!tool?.loadFacts || input.campaignIds.size === 0) return;
  const message = formatPerformanceBrief({ selection: { period: 'last_30' } });
  const ctx = await loadAgentContext(tx, {
    orgId: input.orgId,
    sessionId: null,
    campaignId: null,
    message,
  });
  ctx.facts = await tool.loadFacts(tx, {
    orgId: input.orgId,
    campaignId: null,
    clientId: null,
    message,
  });
  const content = offlineOutput(tool, ctx) as { summary: string };
  await tx.execute(
    sql`insert into agent_outputs (org_id, agent_type, output_type, title, summary, content, engine, saved, created_by)
        values (${input.orgId}, 'performance-intelligence', ${tool.outputType}, ${tool.title(ctx)},
          ${content.summary}, ${JSON.stringify(content)}::jsonb, 'offline', true, ${input.userId})`,
  );
}
