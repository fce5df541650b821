import type { RouteObject } from 'react-router';

/** The Competitive Intelligence agent's pages, inside the application shell (see ../../router.tsx). */
export const competitiveRoutes: RouteObject[] = [];
