import type { RouteObject } from 'react-router';
import { lazyPage } from '@/web/lib/lazy-page';
import { writersOnly } from '../../route-access';

const List = lazyPage(() => import('./list'));
const Templates = lazyPage(() => import('./templates'));
const Builder = lazyPage(() => import('./builder'));
const Overview = lazyPage(() => import('./overview'));
const Edit = lazyPage(() => import('./edit'));
const Run = lazyPage(() => import('./run'));
const History = lazyPage(() => import('./history'));
const AllHistory = lazyPage(() =>
  import('./history').then((module) => ({ default: module.AllWorkflowsHistoryPage })),
);

const toOverview = (params: { workflowId?: string }) => `/workflow/${params.workflowId ?? ''}`;

/** The workflow pages (seed 000 §2.1), inside the application shell. */
export const workflowRoutes: RouteObject[] = [
  { path: '/workflow', element: <List /> },
  { path: '/workflow/templates', element: <Templates /> },
  { path: '/workflow/history', element: <AllHistory /> },
  { path: '/workflow/builder', element: writersOnly(<Builder />, '/workflow') },
  { path: '/workflow/:workflowId', element: <Overview /> },
  { path: '/workflow/:workflowId/edit', element: writersOnly(<Edit />, toOverview) },
  { path: '/workflow/:workflowId/run', element: <Run /> },
  { path: '/workflow/:workflowId/history', element: <History /> },
];
