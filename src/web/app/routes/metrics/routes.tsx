import type { RouteObject } from 'react-router';
import { METRICS_FEATURE } from '@/shared/unlocks';
import { gateRoutes } from '@/web/app/feature-gate';
import { METRICS_NAV } from '@/web/features/metrics/lib/paths';
import { lazyPage } from '@/web/lib/lazy-page';

const Home = lazyPage(() => import('./index'));
const RealTime = lazyPage(() => import('./real-time'));
const Reports = lazyPage(() => import('./reports'));
const Report = lazyPage(() => import('./report'));
const Custom = lazyPage(() => import('./custom'));
const CampaignMetrics = lazyPage(() => import('./campaign'));
const ClientMetrics = lazyPage(() => import('./client'));

/** The metrics pages (seed 000 §2.1), inside the application shell, behind the Analytics unlock. */
export const metricsRoutes: RouteObject[] = gateRoutes(
  { feature: METRICS_FEATURE, title: 'Metrics', nav: { label: 'Metrics', items: METRICS_NAV } },
  [
    { path: '/metrics', element: <Home /> },
    { path: '/metrics/real-time', element: <RealTime /> },
    { path: '/metrics/reports', element: <Reports /> },
    { path: '/metrics/reports/:reportId', element: <Report /> },
    { path: '/metrics/custom', element: <Custom /> },
    { path: '/metrics/campaign/:campaignId', element: <CampaignMetrics /> },
    { path: '/metrics/client/:clientId', element: <ClientMetrics /> },
  ],
);
