import { createElement, lazy, useEffect, type ComponentProps, type ComponentType } from 'react';
import { TIMINGS } from '@/shared/constants';
import { markPageInteractive } from './hydration';

const RELOAD_FLAG = 'stratagent:chunk-reloaded';

/**
 * Route-level code splitting (and a page's parts that only some users see). A chunk that fails to load (a deploy replaced it, a flaky
 * network) is retried once after 1.5 s; if it fails again the page reloads, once per session.
 */
// React.lazy's own bound: a component with any props (pages take none, lazy parts of a page do).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  {
    // A page (not a frame around pages, such as the signed-in shell): once it is on screen and
    // live, a page the server rendered takes input (lib/hydration.ts).
    isPage = true,
  }: { isPage?: boolean } = {},
) {
  const Lazy = lazy(async () => {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, TIMINGS.chunkRetryDelayMs));
      try {
        return await load();
      } catch (error) {
        if (!sessionStorage.getItem(RELOAD_FLAG)) {
          sessionStorage.setItem(RELOAD_FLAG, '1');
          window.location.reload();
          return new Promise<never>(() => undefined);
        }
        throw error;
      }
    }
  });
  if (!isPage) return Lazy;
  function Page(props: ComponentProps<T>) {
    // Runs once this component and everything it rendered in its Suspense boundary are live.
    useEffect(markPageInteractive, []);
    return createElement(Lazy, props);
  }
  return Page;
}
