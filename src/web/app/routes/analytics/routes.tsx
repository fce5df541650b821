import type { RouteObject } from 'react-router';
import { gateRoutes } from '@/web/app/feature-gate';
import { analyticsNav } from '@/web/features/analytics/lib/nav';
import { lazyPage } from '@/web/lib/lazy-page';

const Home = lazyPage(() => import('./index'));
const Dashboard = lazyPage(() => import('./dashboard'));
const Reports = lazyPage(() => import('./reports'));
const Report = lazyPage(() => import('./report'));
const Session = lazyPage(() => import('./session'));
const CampaignPage = lazyPage(() => import('./campaign'));
const ClientPage = lazyPage(() => import('./client'));
const Insights = lazyPage(() => import('./insights'));

/** Analytics' pages (seed 000 §2.1), inside the application shell, behind the analytics unlock. */
export const analyticsRoutes: RouteObject[] = gateRoutes(
  { feature: 'analytics', title: 'Analytics', nav: analyticsNav },
  [
    { path: '/analytics', element: <Home /> },
    { path: '/analytics/dashboard', element: <Dashboard /> },
    { path: '/analytics/reports', element: <Reports /> },
    { path: '/analytics/report/:reportType', element: <Report /> },
    { path: '/analytics/session/:sessionId', element: <Session /> },
    { path: '/analytics/campaign/:campaignId', element: <CampaignPage /> },
    { path: '/analytics/client/:clientId', element: <ClientPage /> },
    { path: '/analytics/insights', element: <Insights /> },
  ],
);
