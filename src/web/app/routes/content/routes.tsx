import type { RouteObject } from 'react-router';

/** The Content agent's pages, inside the application shell (see ../../router.tsx). */
export const contentRoutes: RouteObject[] = [];
