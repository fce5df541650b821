import type { RouteObject } from 'react-router';

/** The client-success pages, inside the application shell (see ../../router.tsx). */
export const clientSuccessRoutes: RouteObject[] = [];
