import type { RouteObject } from 'react-router';
import { lazyPage } from '@/web/lib/lazy-page';

const Overview = lazyPage(() => import('./index'));
const Competitors = lazyPage(() => import('./competitors'));
const Analysis = lazyPage(() => import('./analysis'));
const Benchmarks = lazyPage(() => import('./benchmarks'));
const Alerts = lazyPage(() => import('./alerts'));
const Session = lazyPage(() => import('./session'));

/**
 * The Competitive Intelligence agent's pages, inside the application shell (see
 * ../../router.tsx). Each reads for every role; writing controls show only to writers.
 */
export const competitiveRoutes: RouteObject[] = [
  { path: '/competitive-intelligence', element: <Overview /> },
  { path: '/competitive-intelligence/competitors', element: <Competitors /> },
  { path: '/competitive-intelligence/analysis', element: <Analysis /> },
  { path: '/competitive-intelligence/benchmarks', element: <Benchmarks /> },
  { path: '/competitive-intelligence/alerts', element: <Alerts /> },
  { path: '/competitive-intelligence/session/:sessionId', element: <Session /> },
];
