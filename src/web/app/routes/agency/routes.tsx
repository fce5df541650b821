import type { RouteObject } from 'react-router';

/** The agency pages, inside the application shell (see ../../router.tsx). */
export const agencyRoutes: RouteObject[] = [];
