import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { queryKeys } from './query-keys';

const noSubscription = () => () => {};

/**
 * The time relative times ("5m ago") count from. A page the server rendered is hydrated a
 * moment later, maybe past a minute boundary ("5m", then "6m"): a text that differs fails the
 * hydration (React error #418). So the server's render and the browser's hydrating render
 * count from the time the server rendered (embedded with the page's queries); every render
 * after that, or of a page the browser draws itself, from the clock (undefined: the
 * formatter's own "now").
 */
export function useRenderedAt(): Date | undefined {
  const queryClient = useQueryClient();
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const renderedAt = queryClient.getQueryData<number>(queryKeys.renderedAt);
  return hydrating && renderedAt !== undefined ? new Date(renderedAt) : undefined;
}
