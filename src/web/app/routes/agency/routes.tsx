import type { RouteObject } from 'react-router';
import { RequireAccess } from '@/web/app/shell/role-guard';
import { lazyPage } from '@/web/lib/lazy-page';

const Analytics = lazyPage(() => import('./analytics'));

/** The agency pages, inside the application shell (see ../../router.tsx). */
export const agencyRoutes: RouteObject[] = [
  // Agency Analytics (seed 000 §2.5 quick action): cross-client analytics, agencies only.
  {
    path: '/clients/analytics',
    element: (
      <RequireAccess orgTypes={['AGENCY']}>
        <Analytics />
      </RequireAccess>
    ),
  },
];
