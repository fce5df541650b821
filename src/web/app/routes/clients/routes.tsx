import type { RouteObject } from 'react-router';

/** The clients pages, inside the application shell (see ../../router.tsx). */
export const clientRoutes: RouteObject[] = [];
