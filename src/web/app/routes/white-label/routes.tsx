import type { RouteObject } from 'react-router';
import { RequireAccess } from '@/web/app/shell/role-guard';
import { lazyPage } from '@/web/lib/lazy-page';

const Settings = lazyPage(() => import('./settings'));

/** The white-label pages, inside the application shell (see ../../router.tsx). Agencies only (seed 001 §6). */
export const whiteLabelRoutes: RouteObject[] = [
  {
    path: '/settings/white-label',
    element: (
      <RequireAccess orgTypes={['AGENCY']}>
        <Settings />
      </RequireAccess>
    ),
  },
];
