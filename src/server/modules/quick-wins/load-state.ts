/**
 * Reads what the Quick Wins rules look at, inside the caller's tenant transaction: the
 * business context, saved outputs, campaigns with their metrics (`loadPerformance`, the
 * analytics pages' computation), unread competitor alerts and documents no run has used.
 */
import { sql } from 'drizzle-orm';
import type { Opportunity } from '@/shared/quick-wins';
import { queryRows, type Tx } from '../../db/client';
import { loadPerformance } from '../performance/load-performance';
import { detectOpportunities, type OpportunityState } from './detect-opportunities';

const CONTEXT_FIELDS = [
  ['company_name', 'company name'],
  ['industry', 'industry'],
  ['company_size', 'company size'],
  ['description', 'description'],
] as const;

export async function loadOpportunityState(tx: Tx, orgId: string): Promise<OpportunityState> {
  const [business] = await queryRows<{
    name: string;
    company_name: string | null;
    industry: string | null;
    company_size: string | null;
    description: string | null;
  }>(
    tx,
    sql`select o.name, b.company_name, b.industry, b.company_size, b.description
        from organizations o left join business_contexts b on b.org_id = o.id
        where o.id = ${orgId}::uuid`,
  );
  const outputs = await queryRows<{ agent_type: string; campaign_id: string | null; n: number }>(
    tx,
    sql`select agent_type, campaign_id, count(*)::int as n from agent_outputs
        where org_id = ${orgId}::uuid and saved group by agent_type, campaign_id`,
  );
  const countOf = (agent: string) =>
    outputs.filter((o) => o.agent_type === agent).reduce((n, o) => n + Number(o.n), 0);
  const contentByCampaign = new Map(
    outputs
      .filter((o) => o.agent_type === 'content' && o.campaign_id)
      .map((o) => [o.campaign_id!, Number(o.n)]),
  );
  const performance = await loadPerformance(tx, orgId);
  const documents = await queryRows<{ id: string; title: string; used: boolean }>(
    tx,
    sql`select d.id, d.title, exists (
          select 1 from agent_runs r
          where r.org_id = d.org_id and (r.input -> 'document_ids') @> jsonb_build_array(d.id::text)
        ) as used
        from documents d where d.org_id = ${orgId}::uuid
        order by d.created_at, d.id`,
  );
  const [alertsTable] = await queryRows<{ exists: boolean }>(
    tx,
    sql`select to_regclass('public.competitor_alerts') is not null as exists`,
  );
  const [alerts] = alertsTable?.exists
    ? await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from competitor_alerts
            where org_id = ${orgId}::uuid and read_at is null`,
      )
    : [{ n: 0 }];
  const values: Record<string, string | null> = { ...business };
  return {
    ...(performance.currency && { currency: performance.currency }),
    company: business?.company_name?.trim() || business?.name || 'your company',
    missing_context: CONTEXT_FIELDS.filter(([column]) => !values[column]?.trim()).map(
      ([, label]) => label,
    ),
    strategy_outputs: countOf('strategy'),
    persona_outputs: countOf('persona'),
    document_count: documents.length,
    campaigns: performance.campaigns.map((c) => ({
      ...c,
      content_outputs: contentByCampaign.get(c.id) ?? 0,
    })),
    unread_competitor_alerts: Number(alerts?.n ?? 0),
    unused_documents: documents.filter((d) => !d.used).map(({ id, title }) => ({ id, title })),
  };
}

/** The organization's opportunities now, ranked; only one campaign's when asked. */
export async function computeOpportunities(
  tx: Tx,
  orgId: string,
  opts: { campaignId?: string | null } = {},
): Promise<Opportunity[]> {
  return detectOpportunities(await loadOpportunityState(tx, orgId), opts);
}
