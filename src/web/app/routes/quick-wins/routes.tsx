import type { RouteObject } from 'react-router';

/** The Quick Wins agent's pages, inside the application shell (see ../../router.tsx). */
export const quickWinsRoutes: RouteObject[] = [];
