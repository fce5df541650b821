import type { RouteObject } from 'react-router';
import { lazyPage } from '@/web/lib/lazy-page';

const Home = lazyPage(() => import('./index'));
const RealTime = lazyPage(() => import('./real-time'));
const Reports = lazyPage(() => import('./reports'));
const Report = lazyPage(() => import('./report'));
const Custom = lazyPage(() => import('./custom'));
const CampaignMetrics = lazyPage(() => import('./campaign'));
const ClientMetrics = lazyPage(() => import('./client'));

/** The metrics pages (seed 000 §2.1), inside the application shell. */
export const metricsRoutes: RouteObject[] = [
  { path: '/metrics', element: <Home /> },
  { path: '/metrics/real-time', element: <RealTime /> },
  { path: '/metrics/reports', element: <Reports /> },
  { path: '/metrics/reports/:reportId', element: <Report /> },
  { path: '/metrics/custom', element: <Custom /> },
  { path: '/metrics/campaign/:campaignId', element: <CampaignMetrics /> },
  { path: '/metrics/client/:clientId', element: <ClientMetrics /> },
];
