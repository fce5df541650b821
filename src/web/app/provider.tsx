import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * The toaster loads after the first paint, as no page needs it to draw: sonner replays to a
 * late Toaster every toast raised before it subscribed. Should its chunk fail to load, the app
 * runs on without toasts rather than failing whole.
 */
const ThemedToaster = lazy<ComponentType>(() =>
  import('@/web/components/themed-toaster').catch(() => ({ default: () => null })),
);

/** The app's query cache with its defaults (one per page load, or per render ahead of time). */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000 } } });

export function AppProvider({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  /** A cache filled beforehand (rendering a page ahead of time); a new one otherwise. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <ThemedToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
