import { lazy, type ComponentType } from 'react';
import { TIMINGS } from '@/shared/constants';

const RELOAD_FLAG = 'stratagent:chunk-reloaded';

/**
 * Route-level code splitting (and a page's parts that only some users see). A chunk that fails to load (a deploy replaced it, a flaky
 * network) is retried once after 1.5 s; if it fails again the page reloads, once per session.
 */
// React.lazy's own bound: a component with any props (pages take none, lazy parts of a page do).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
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
}
