/**
 * The figures every Client Success tool states, computed in code (decision 028): the health
 * of the run's clients (the session's client, a campaign's client, or every client in the
 * member's scope) from `loadClientHealth`, the loader of GET /client-success/health, and
 * the recommendations of the shared rules. A run and the health page agree.
 */
import { sql } from 'drizzle-orm';
import { byChurnRisk, HEALTH_FORMULA, portfolioRecommendations } from '@/shared/client-health';
import {
  CLIENT_SUCCESS_MESSAGES,
  type ClientHealth,
  type ClientRecommendation,
  type ClientSuccessToolId,
} from '@/shared/client-success';
import { todayIso } from '@/shared/performance-analysis';
import { queryRows, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { loadClientHealth } from '../../modules/client-success/load-health';
import type { FactsQuery } from '../engine/types';
import { organizationCurrency } from '../../modules/organizations/organization-currency';

export type ClientSuccessFacts = {
  as_of: string;
  scope: { client_id: string | null; label: string };
  formula: string;
  /** Every client of the scope, by name. */
  clients: ClientHealth[];
  /** The rules' recommendations for them, highest priority first. */
  recommendations: ClientRecommendation[];
};

const byScore = (a: ClientHealth, b: ClientHealth) =>
  b.score - a.score || a.client_name.localeCompare(b.client_name);

export async function loadClientSuccessFacts(tx: Tx, q: FactsQuery): Promise<ClientSuccessFacts> {
  const [org] = await queryRows<{ type: string }>(
    tx,
    sql`select type from organizations where id = ${q.orgId}::uuid`,
  );
  // The unlock is checked when the run starts; the agent itself is for agencies only.
  if (org?.type !== 'AGENCY') throw new AppError('forbidden', CLIENT_SUCCESS_MESSAGES.agencyOnly);
  let clientId = q.clientId;
  if (!clientId && q.campaignId) {
    const [campaign] = await queryRows<{ client_id: string | null }>(
      tx,
      sql`select client_id from campaigns where id = ${q.campaignId}::uuid and org_id = ${q.orgId}::uuid`,
    );
    clientId = campaign?.client_id ?? null;
  }
  const today = todayIso();
  const clients = await loadClientHealth(tx, q.orgId, {
    clientIds: clientId ? [clientId] : null,
    includeArchived: Boolean(clientId),
    today,
  });
  const one = clientId ? clients[0] : undefined;
  return {
    as_of: today,
    scope: {
      client_id: one?.client_id ?? null,
      label: one ? one.client_name : 'All clients',
    },
    formula: HEALTH_FORMULA.score,
    clients,
    recommendations: portfolioRecommendations(clients, await organizationCurrency(tx, q.orgId)),
  };
}

export const asFacts = (facts: unknown) => facts as ClientSuccessFacts;

const needsAttention = (h: ClientHealth) => h.band !== 'healthy' || h.churn_risk.level !== 'low';

/** The clients and recommendations each tool states, in its order, exactly as computed. */
export function figuresFor(tool: ClientSuccessToolId, f: ClientSuccessFacts) {
  const common = { as_of: f.as_of, scope: f.scope, formula: f.formula };
  switch (tool) {
    case 'client_health_review':
      return {
        ...common,
        clients: [...f.clients].sort(byScore),
        recommendations: f.recommendations.slice(0, 8),
      };
    case 'churn_risk_analysis':
      return {
        ...common,
        clients: [...f.clients].sort(byChurnRisk),
        recommendations: f.recommendations.filter((r) => r.kind === 'retain').slice(0, 8),
      };
    case 'retention_plan': {
      const clients = f.clients.filter(needsAttention).sort(byChurnRisk);
      const ids = new Set(clients.map((c) => c.client_id));
      return {
        ...common,
        clients,
        recommendations: f.recommendations.filter(
          (r) => r.kind === 'retain' && ids.has(r.client_id),
        ),
      };
    }
    case 'upsell_recommendations': {
      const clients = f.clients.filter((c) => c.band === 'healthy').sort(byScore);
      const ids = new Set(clients.map((c) => c.client_id));
      return {
        ...common,
        clients,
        recommendations: f.recommendations.filter((r) => r.kind === 'grow' && ids.has(r.client_id)),
      };
    }
  }
}
