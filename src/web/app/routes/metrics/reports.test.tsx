// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../shell/shell-test-utils';
import { makeMe, makeMetrics } from '@/web/testing/factories';
import { metricsRoutes } from './routes';

const reportsPage = (
  <Suspense fallback={null}>
    {metricsRoutes.find((r) => r.path === '/metrics/reports')!.element}
  </Suspense>
);
const routes = {
  '/metrics/reports': { data: [] },
  '/metrics/custom': { data: [] },
  '/team': { data: { members: [] } },
};
const unlocked = makeMetrics({ campaign_count: 1 });

describe('/metrics/reports', () => {
  it('never asks an SME for clients, which only an agency has (no 403 on every load)', async () => {
    const { calls } = renderInApp(reportsPage, {
      route: '/metrics/reports',
      api: { me: makeMe({ type: 'SME' }), metrics: unlocked, routes },
    });
    expect(await screen.findByText('New report')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.startsWith('/metrics/reports'))).toBe(true));
    expect(calls.filter((c) => c.startsWith('/clients'))).toEqual([]);
  });

  it('offers an agency its clients', async () => {
    const { calls } = renderInApp(reportsPage, {
      route: '/metrics/reports',
      api: {
        me: makeMe({ type: 'AGENCY' }),
        metrics: makeMetrics({ campaign_count: 1, organization_type: 'AGENCY' }),
        routes: { ...routes, '/clients': { data: [{ id: 'c-1', name: 'Fernleaf Dental' }] } },
      },
    });
    expect(await screen.findByText('Fernleaf Dental')).toBeTruthy();
    expect(calls.some((c) => c.startsWith('/clients'))).toBe(true);
  });

  it('shows its lock without asking for what the API would refuse', async () => {
    const { calls } = renderInApp(reportsPage, {
      route: '/metrics/reports',
      api: { me: makeMe({ type: 'SME' }), metrics: makeMetrics({ campaign_count: 0 }), routes },
    });
    expect(await screen.findByText('Metrics is locked')).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('/metrics') || c.startsWith('/clients'))).toEqual([]);
  });
});
