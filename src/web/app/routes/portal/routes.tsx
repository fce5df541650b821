import type { RouteObject } from 'react-router';
import { RequireAccess } from '@/web/app/shell/role-guard';
import { lazyPage } from '@/web/lib/lazy-page';

const Portal = lazyPage(() => import('./index'));
const ClientMessages = lazyPage(() => import('./client-messages'));
const ClientReports = lazyPage(() => import('./client-reports'));

/**
 * The portal pages, inside the application shell (see ../../router.tsx): the client portal,
 * and the agency's side of a client's message thread and reports.
 */
export const portalRoutes: RouteObject[] = [
  { path: '/portal', element: <Portal /> },
  {
    path: '/clients/:clientId/messages',
    element: (
      <RequireAccess orgTypes={['AGENCY']}>
        <ClientMessages />
      </RequireAccess>
    ),
  },
  {
    path: '/clients/:clientId/reports',
    element: (
      <RequireAccess orgTypes={['AGENCY']}>
        <ClientReports />
      </RequireAccess>
    ),
  },
];
