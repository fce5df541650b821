import type { RouteObject } from 'react-router';
import { gateRoutes } from '@/web/app/feature-gate';
import { QUICK_WINS_NAV } from '@/web/features/quick-wins/lib/paths';
import { lazyPage } from '@/web/lib/lazy-page';

const Overview = lazyPage(() => import('./index'));
const Opportunities = lazyPage(() => import('./opportunities'));
const Implementation = lazyPage(() => import('./implementation'));
const Results = lazyPage(() => import('./results'));
const Session = lazyPage(() => import('./session'));
const Campaign = lazyPage(() => import('./campaign'));

/**
 * The Quick Wins agent's pages, inside the application shell (see ../../router.tsx). Its
 * views mount behind the unlock (no request before the lock shows); a session stays readable.
 */
export const quickWinsRoutes: RouteObject[] = [
  ...gateRoutes(
    {
      feature: 'quick_wins',
      title: 'Quick Wins',
      nav: { label: 'Quick Wins Agent', items: QUICK_WINS_NAV },
    },
    [
      { path: '/quick-wins', element: <Overview /> },
      { path: '/quick-wins/opportunities', element: <Opportunities /> },
      { path: '/quick-wins/implementation', element: <Implementation /> },
      { path: '/quick-wins/results', element: <Results /> },
      { path: '/quick-wins/campaign/:campaignId', element: <Campaign /> },
    ],
  ),
  { path: '/quick-wins/session/:sessionId', element: <Session /> },
];
