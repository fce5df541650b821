/**
 * Rendering the shell's parts in jsdom as a user meets them: inside a router and a query
 * client, with the API answered by a stubbed fetch that returns what the server would.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, vi } from 'vitest';
import type { DashboardMetrics, RecentOutput } from '@/shared/dashboard';
import type { Me } from '@/web/lib/me';

// cmdk and Radix measure and scroll elements, which jsdom does not implement.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

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
  /** Extra answers by path below /api/v1 (e.g. '/campaigns/{id}'): data, or a status for an error. */
  routes?: Record<string, { data?: unknown; status?: number }>;
};

/** Stubs fetch with the answers of the endpoints the shell calls; records the calls. */
export function stubApi(api: Api = {}) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    calls.push(`${path}${url.search}`);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    const extra = api.routes?.[path];
    if (extra)
      return extra.status && extra.status >= 400
        ? json(extra.status, { error: { code: 'not_found', message: 'Not found' } })
        : json(200, { data: extra.data });
    if (path === '/me')
      return api.me === null
        ? json(401, { error: { code: 'unauthorized', message: 'Not authenticated' } })
        : json(200, { data: api.me ?? makeMe() });
    if (path === '/dashboard/metrics') return json(200, { data: api.metrics ?? makeMetrics() });
    if (path === '/dashboard/recent-outputs') return json(200, { data: api.recentOutputs ?? [] });
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
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

/** Renders `ui` on every path at `route`, with a probe of where the router is. */
export function renderInApp(
  ui: ReactNode,
  { route = '/dashboard', api }: { route?: string; api?: Api } = {},
) {
  const stub = stubApi(api);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  const location = () => screen.getByTestId('location');
  return { ...result, ...stub, user, queryClient, location };
}
