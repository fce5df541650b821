import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { gateRoutes } from '@/web/app/feature-gate';
import { RequireAccess } from '@/web/app/shell/role-guard';
import { CLIENT_SUCCESS_NAV } from '@/web/features/client-success/lib/paths';
import { lazyPage } from '@/web/lib/lazy-page';

const Overview = lazyPage(() => import('./index'));
const Health = lazyPage(() => import('./health'));
const Retention = lazyPage(() => import('./retention'));
const Churn = lazyPage(() => import('./churn'));
const Recommendations = lazyPage(() => import('./recommendations'));
const Client = lazyPage(() => import('./client'));
const Session = lazyPage(() => import('./session'));

/** Client Success is an agency's: any other organization gets the app's refusal. */
const agencyOnly = (element: ReactElement) => (
  <RequireAccess orgTypes={['AGENCY']}>{element}</RequireAccess>
);

/**
 * The client-success pages, inside the application shell (see ../../router.tsx): an agency's
 * only, then behind the unlock (no request before the lock shows); a session stays readable.
 */
export const clientSuccessRoutes: RouteObject[] = [
  ...gateRoutes(
    {
      feature: 'client_success',
      title: 'Client Success',
      nav: { label: 'Client Success Agent', items: CLIENT_SUCCESS_NAV },
    },
    [
      { path: '/client-success', element: <Overview /> },
      { path: '/client-success/health', element: <Health /> },
      { path: '/client-success/retention', element: <Retention /> },
      { path: '/client-success/churn', element: <Churn /> },
      { path: '/client-success/recommendations', element: <Recommendations /> },
      { path: '/client-success/client/:clientId', element: <Client /> },
    ],
  ),
  { path: '/client-success/session/:sessionId', element: <Session /> },
].map((route) => ({ ...route, element: agencyOnly(route.element) }));
