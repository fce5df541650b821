/**
 * The shell's side of `renderApp` (src/web/testing/render.tsx): who is signed in and the
 * dashboard's figures, answered as the server would, and `renderInApp` with a probe of where
 * the router is.
 */
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { afterEach } from 'vitest';
import type { DashboardMetrics, RecentOutput } from '@/shared/dashboard';
import type { Me } from '@/web/lib/me';
import { apiError, renderApp, type ApiRoutes } from '@/web/testing/render';
import '@/web/testing/resize-observer';

// cmdk and Radix scroll elements and capture the pointer, which jsdom does not implement.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

afterEach(() => localStorage.clear());

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

export type Api = {
  me?: Me | null;
  metrics?: DashboardMetrics;
  recentOutputs?: RecentOutput[];
  /** Other answers by path below /api/v1, as `stubApi` takes them; they win over the above. */
  routes?: ApiRoutes;
};

/** The answers of the endpoints the shell calls, for `renderApp`'s `api` or `stubApi`. */
export function shellRoutes(api: Api = {}): ApiRoutes {
  return {
    '/me': () =>
      api.me === null
        ? apiError(401, 'unauthorized', 'Not authenticated')
        : { data: api.me ?? makeMe() },
    '/dashboard/metrics': { data: api.metrics ?? makeMetrics() },
    '/dashboard/recent-outputs': { data: api.recentOutputs ?? [] },
    ...api.routes,
  };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

/** Renders `ui` on every path at `route` with the shell's answers, and a probe of where the router is. */
export function renderInApp(
  ui: ReactNode,
  { route = '/dashboard', api }: { route?: string; api?: Api } = {},
) {
  const rendered = renderApp(
    <>
      {ui}
      <LocationProbe />
    </>,
    { at: route, path: '*', api: shellRoutes(api) },
  );
  return { ...rendered, fetch: rendered.fetch!, location: () => screen.getByTestId('location') };
}
