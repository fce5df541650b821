import type { RouteObject } from 'react-router';

/** The Performance Intelligence agent's pages, inside the application shell (see ../../router.tsx). */
export const performanceRoutes: RouteObject[] = [];
