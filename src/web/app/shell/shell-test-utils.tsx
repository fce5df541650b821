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
import { makeMe, makeMetrics } from '@/web/testing/factories';
import type { Me } from '@/web/lib/me';
import { apiError, renderApp, type ApiRoutes } from '@/web/testing/render';
import '@/web/testing/resize-observer';

// cmdk and Radix scroll elements and capture the pointer, which jsdom does not implement.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

afterEach(() => localStorage.clear());

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
