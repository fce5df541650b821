import type { RouteObject } from 'react-router';

/** The white-label pages, inside the application shell (see ../../router.tsx). */
export const whiteLabelRoutes: RouteObject[] = [];
