import type { RouteObject } from 'react-router';
import { lazyPage } from '@/web/lib/lazy-page';

const Overview = lazyPage(() => import('./index'));
const Opportunities = lazyPage(() => import('./opportunities'));
const Implementation = lazyPage(() => import('./implementation'));
const Results = lazyPage(() => import('./results'));
const Session = lazyPage(() => import('./session'));
const Campaign = lazyPage(() => import('./campaign'));

/** The Quick Wins agent's pages, inside the application shell (see ../../router.tsx). */
export const quickWinsRoutes: RouteObject[] = [
  { path: '/quick-wins', element: <Overview /> },
  { path: '/quick-wins/opportunities', element: <Opportunities /> },
  { path: '/quick-wins/implementation', element: <Implementation /> },
  { path: '/quick-wins/results', element: <Results /> },
  { path: '/quick-wins/session/:sessionId', element: <Session /> },
  { path: '/quick-wins/campaign/:campaignId', element: <Campaign /> },
];
