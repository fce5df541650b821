import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '@/web/app/shell/role-guard';
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

/** The client-success pages, inside the application shell (see ../../router.tsx). */
export const clientSuccessRoutes: RouteObject[] = [
  { path: '/client-success', element: agencyOnly(<Overview />) },
  { path: '/client-success/health', element: agencyOnly(<Health />) },
  { path: '/client-success/retention', element: agencyOnly(<Retention />) },
  { path: '/client-success/churn', element: agencyOnly(<Churn />) },
  { path: '/client-success/recommendations', element: agencyOnly(<Recommendations />) },
  { path: '/client-success/client/:clientId', element: agencyOnly(<Client />) },
  { path: '/client-success/session/:sessionId', element: agencyOnly(<Session />) },
];
