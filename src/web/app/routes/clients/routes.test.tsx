// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { shellRoutes } from '@/web/app/shell/shell-test-utils';
import { makeMe } from '@/web/testing/factories';
import { renderApp } from '@/web/testing/render';
import { clientRoutes } from './routes';

function renderAt(path: string, me: ReturnType<typeof makeMe>) {
  const routes = [
    ...clientRoutes.map((route) => ({
      ...route,
      element: <Suspense fallback={<p>Loading</p>}>{route.element}</Suspense>,
    })),
    { path: '/dashboard', element: <h1>Dashboard page</h1> },
  ];
  const { router } = renderApp(
    { routes },
    { at: path, api: shellRoutes({ me, routes: { '/clients': { data: [] } } }) },
  );
  return router!;
}

describe('client routes', () => {
  it('send an SME to its dashboard: clients are an agency’s', async () => {
    const router = renderAt('/clients', makeMe({ type: 'SME' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('send an SME away from a client workspace too', async () => {
    const router = renderAt('/clients/5f0c1d2e-3b4a-4c5d-8e6f-000000000001/health', makeMe());
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('list the clients for an agency, and send a non-manager from /clients/new to /clients', async () => {
    const router = renderAt('/clients/new', makeMe({ type: 'AGENCY', roles: ['account_manager'] }));
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/clients');
    expect(screen.queryByRole('link', { name: 'Add Client' })).toBeNull();
  });
});
