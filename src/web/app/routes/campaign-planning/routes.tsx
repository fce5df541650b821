import type { RouteObject } from 'react-router';

/** The Campaign Planning agent's pages, inside the application shell (see ../../router.tsx). */
export const campaignPlanningRoutes: RouteObject[] = [];
