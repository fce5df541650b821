import { lazyPage } from '@/web/lib/lazy-page';

/**
 * `OutputRenderer` in chunks of its own (every kind of output's layout, charts included), for
 * pages that show an output among other things: the rest of the page takes input without
 * waiting for it, and markup the server rendered stays as sent until it arrives (decision
 * 053). Render it inside a `<Suspense>` boundary.
 */
export const LazyOutputRenderer = lazyPage(
  () => import('./output-renderer').then((module) => ({ default: module.OutputRenderer })),
  { isPage: false },
);
