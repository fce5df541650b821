import type { RouteObject } from 'react-router';
import { lazyPage } from '@/web/lib/lazy-page';

const Home = lazyPage(() => import('./index'));
const Plan = lazyPage(() => import('./plan'));
const Calendar = lazyPage(() => import('./calendar'));
const Tasks = lazyPage(() => import('./tasks'));
const Timeline = lazyPage(() => import('./timeline'));
const Session = lazyPage(() => import('./session'));
const Automation = lazyPage(() => import('./automation'));

/** The Campaign Planning agent's pages, inside the application shell (see ../../router.tsx). */
export const campaignPlanningRoutes: RouteObject[] = [
  { path: '/campaign-planning', element: <Home /> },
  { path: '/campaign-planning/campaign/:campaignId', element: <Home /> },
  { path: '/campaign-planning/plan/:planId', element: <Plan /> },
  { path: '/campaign-planning/calendar', element: <Calendar /> },
  { path: '/campaign-planning/tasks', element: <Tasks /> },
  { path: '/campaign-planning/timeline', element: <Timeline /> },
  { path: '/campaign-planning/automation', element: <Automation /> },
  { path: '/campaign-planning/session/:sessionId', element: <Session /> },
];
