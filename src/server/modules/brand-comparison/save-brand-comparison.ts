import { sql } from 'drizzle-orm';
import { BRAND_COMPARISON_MESSAGES as M, BRAND_COMPARISON_OUTPUT } from '@/shared/brand-comparison';
import type { AgentOutput } from '@/shared/agent-runs';
import { queryRows, type Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { recordSources } from '../outputs/output-sources';
import { findOutput } from '../outputs/queries';
import { compareBrands } from './compare-brands';

/**
 * Saves the comparison as it stands now as an agent output (it then appears under /outputs),
 * with the rows it was built from as the output's sources, in one transaction.
 */
export function saveBrandComparison(
  db: Db,
  opts: { caller: { orgId: string; userId: string }; clientId: string | null },
): Promise<AgentOutput> {
  const { caller, clientId } = opts;
  return withTenant(db, caller, async (tx) => {
    const { comparison, sources } = await compareBrands(tx, { orgId: caller.orgId, clientId });
    if (comparison.competitors.length === 0) throw new AppError('conflict', M.noCompetitorsToSave);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into agent_outputs (org_id, client_id, agent_type, output_type, title, summary, content, engine, saved, created_by)
          values (${caller.orgId}, ${comparison.client_id}, ${BRAND_COMPARISON_OUTPUT.agentType}, ${BRAND_COMPARISON_OUTPUT.outputType},
            ${`Brand comparison: ${comparison.brand.name}`}, ${comparison.summary}, ${JSON.stringify(comparison)}::jsonb,
            'offline', true, ${caller.userId})
          returning id`,
    );
    await recordSources(tx, { outputId: row!.id, orgId: caller.orgId, sources });
    return findOutput(tx, row!.id);
  });
}
