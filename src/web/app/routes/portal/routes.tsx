import type { RouteObject } from 'react-router';
import { lazyPage } from '@/web/lib/lazy-page';

const Portal = lazyPage(() => import('./index'));

/**
 * The client portal, inside the application shell (see ../../router.tsx). The agency's side
 * of a client's message thread and reports (./client-messages, ./client-reports) are pages
 * of the client workspace (../clients/routes.tsx).
 */
export const portalRoutes: RouteObject[] = [{ path: '/portal', element: <Portal /> }];
