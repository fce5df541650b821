import type { RouteObject } from 'react-router';

/** The portal pages, inside the application shell (see ../../router.tsx). */
export const portalRoutes: RouteObject[] = [];
