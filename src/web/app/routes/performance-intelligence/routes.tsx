import type { RouteObject } from 'react-router';
import { lazyPage } from '@/web/lib/lazy-page';

const Home = lazyPage(() => import('./index'));
const Dashboard = lazyPage(() => import('./dashboard'));
const Reports = lazyPage(() => import('./reports'));
const Tool = lazyPage(() => import('./tool'));
const Session = lazyPage(() => import('./session'));
const CampaignPage = lazyPage(() => import('./campaign'));

/** The Performance Intelligence agent's pages, inside the application shell (see ../../router.tsx). */
export const performanceRoutes: RouteObject[] = [
  { path: '/performance-intelligence', element: <Home /> },
  { path: '/performance-intelligence/dashboard', element: <Dashboard /> },
  { path: '/performance-intelligence/reports', element: <Reports /> },
  { path: '/performance-intelligence/tool/:toolId', element: <Tool /> },
  { path: '/performance-intelligence/session/:sessionId', element: <Session /> },
  { path: '/performance-intelligence/campaign/:campaignId', element: <CampaignPage /> },
];
