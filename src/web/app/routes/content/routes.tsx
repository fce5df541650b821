import type { RouteObject } from 'react-router';
import { gateRoutes } from '@/web/app/feature-gate';
import { CONTENT_NAV } from '@/web/features/content/lib/paths';
import { lazyPage } from '@/web/lib/lazy-page';
import { writersOnly } from '../../route-access';

const Home = lazyPage(() => import('./index'));
const Type = lazyPage(() => import('./type'));
const Tool = lazyPage(() => import('./tool'));
const Session = lazyPage(() => import('./session'));
const Library = lazyPage(() => import('./library'));
const Templates = lazyPage(() => import('./templates'));

/**
 * The Content agent's pages, inside the application shell (see ../../router.tsx), each behind
 * the unlock (no request before the lock shows). Sessions too: their drafts are content items,
 * which the API refuses while Content is locked.
 */
export const contentRoutes: RouteObject[] = gateRoutes(
  {
    feature: 'content',
    title: 'Content Agent',
    nav: { label: 'Content Agent', items: CONTENT_NAV },
  },
  [
    { path: '/content', element: <Home /> },
    { path: '/content/library', element: <Library /> },
    { path: '/content/templates', element: <Templates /> },
    { path: '/content/type/:contentType', element: <Type /> },
    { path: '/content/tool/:tool', element: writersOnly(<Tool />, '/content') },
    { path: '/content/tool/:tool/session/:sessionId', element: <Session /> },
    { path: '/content/session/:sessionId', element: <Session /> },
    { path: '/content/campaign/:campaignId', element: <Home /> },
    { path: '/content/campaign/:campaignId/session/:sessionId', element: <Session /> },
  ],
);
