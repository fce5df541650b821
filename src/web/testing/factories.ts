/** What the server answers about the signed-in member and the organization, for web tests. */
import type { DashboardMetrics } from '@/shared/dashboard';
import type { Me } from '@/web/lib/me';

export const ORG_ID = '0b6f3c3e-6a2b-4c8e-9f59-2d1c8d7a1a01';

export function makeMe(
  overrides: { type?: 'SME' | 'AGENCY'; roles?: string[]; isPlatformAdmin?: boolean } = {},
): Me {
  const type = overrides.type ?? 'SME';
  return {
    user: {
      id: 'u-1',
      email: 'ada@example.com',
      name: 'Ada Owner',
      isPlatformAdmin: overrides.isPlatformAdmin ?? false,
    },
    organization: { id: ORG_ID, name: 'Northwind Roasters', type, slug: 'northwind-roasters' },
    roles: (overrides.roles ?? [type === 'AGENCY' ? 'agency_owner' : 'sme_owner']).map(
      (role_name) => ({ role_name, client_id: null }),
    ),
    needsOnboarding: false,
  };
}

/**
 * Metrics as a member of the whole organization reads them: the organization's unlock counts
 * are its own figures, unless `overrides.unlock_counts` says otherwise (a client-scoped member).
 */
export function makeMetrics(overrides: Partial<DashboardMetrics> = {}): DashboardMetrics {
  const figures: Omit<DashboardMetrics, 'unlock_counts'> = {
    campaign_count: 0,
    active_campaigns: 0,
    completed_campaigns: 0,
    total_budget: 0,
    total_spent: 0,
    budget_utilization_percentage: 0,
    client_count: 0,
    active_clients: 0,
    team_member_count: 1,
    new_members_30d: 0,
    last_activity: null,
    organization_type: 'SME',
    document_count: 0,
    total_ai_interactions: 0,
    total_revenue: 0,
    avg_client_value: 0,
    ...overrides,
  };
  return {
    ...figures,
    unlock_counts: overrides.unlock_counts ?? {
      campaign_count: figures.campaign_count,
      document_count: figures.document_count,
      total_ai_interactions: figures.total_ai_interactions,
      client_count: figures.client_count,
      organization_type: figures.organization_type,
    },
  };
}
