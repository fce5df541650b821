import type { RouteObject } from 'react-router';

/** The ROI & Budget agent's pages, inside the application shell (see ../../router.tsx). */
export const roiBudgetRoutes: RouteObject[] = [];
