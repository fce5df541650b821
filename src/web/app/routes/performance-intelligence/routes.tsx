import type { RouteObject } from 'react-router';
import { gateRoutes } from '@/web/app/feature-gate';
import { PERFORMANCE_NAV } from '@/web/features/performance-intelligence/lib/paths';
import { lazyPage } from '@/web/lib/lazy-page';

const Home = lazyPage(() => import('./index'));
const Dashboard = lazyPage(() => import('./dashboard'));
const Reports = lazyPage(() => import('./reports'));
const Tool = lazyPage(() => import('./tool'));
const Session = lazyPage(() => import('./session'));
const CampaignPage = lazyPage(() => import('./campaign'));

/**
 * The Performance Intelligence agent's pages, inside the application shell (see
 * ../../router.tsx). They read campaign metrics (the seed's Analytics unlock) and mount behind
 * it (no request before the lock shows); a session stays readable, as its saved result is.
 */
export const performanceRoutes: RouteObject[] = [
  ...gateRoutes(
    {
      feature: 'analytics',
      title: 'Performance Intelligence',
      nav: { label: 'Performance Intelligence', items: PERFORMANCE_NAV },
    },
    [
      { path: '/performance-intelligence', element: <Home /> },
      { path: '/performance-intelligence/dashboard', element: <Dashboard /> },
      { path: '/performance-intelligence/reports', element: <Reports /> },
      { path: '/performance-intelligence/tool/:toolId', element: <Tool /> },
      { path: '/performance-intelligence/campaign/:campaignId', element: <CampaignPage /> },
    ],
  ),
  { path: '/performance-intelligence/session/:sessionId', element: <Session /> },
];
