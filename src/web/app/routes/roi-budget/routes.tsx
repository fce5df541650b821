import type { RouteObject } from 'react-router';
import { gateRoutes } from '@/web/app/feature-gate';
import { ROI_NAV } from '@/web/features/roi-budget/lib/paths';
import { lazyPage } from '@/web/lib/lazy-page';
import { writersOnly } from '../../route-access';

const Home = lazyPage(() => import('./index'));
const Tool = lazyPage(() => import('./tool'));
const Session = lazyPage(() => import('./session'));
const Dashboard = lazyPage(() => import('./dashboard'));
const Forecast = lazyPage(() => import('./forecast'));
const Optimization = lazyPage(() => import('./optimization'));
const Scenarios = lazyPage(() => import('./scenarios'));
const Campaign = lazyPage(() => import('./campaign'));

/**
 * The ROI & Budget agent's pages, inside the application shell (see ../../router.tsx). The
 * tools and views mount behind the unlock (no request before the lock shows); a session
 * stays readable, as its saved result is.
 */
export const roiBudgetRoutes: RouteObject[] = [
  ...gateRoutes(
    {
      feature: 'roi_budget',
      title: 'ROI & Budget',
      nav: { label: 'ROI & Budget Agent', items: ROI_NAV },
    },
    [
      { path: '/roi-budget', element: <Home /> },
      { path: '/roi-budget/dashboard', element: <Dashboard /> },
      { path: '/roi-budget/forecast', element: <Forecast /> },
      { path: '/roi-budget/optimization', element: <Optimization /> },
      { path: '/roi-budget/scenarios', element: <Scenarios /> },
      { path: '/roi-budget/tool/:tool', element: writersOnly(<Tool />, '/roi-budget') },
      { path: '/roi-budget/campaign/:campaignId', element: <Campaign /> },
    ],
  ),
  { path: '/roi-budget/tool/:tool/session/:sessionId', element: <Session /> },
  { path: '/roi-budget/session/:sessionId', element: <Session /> },
];
