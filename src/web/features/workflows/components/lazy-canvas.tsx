import { Suspense, useSyncExternalStore } from 'react';
import { Skeleton } from '@/web/components/ui/skeleton';
import { lazyPage } from '@/web/lib/lazy-page';
import type { WorkflowCanvasProps } from './workflow-canvas';

const Canvas = lazyPage(() => import('./workflow-canvas'), { isPage: false });

const noSubscription = () => () => undefined;
const placeholder = <Skeleton className="h-[28rem] w-full rounded-xl sm:h-[34rem]" />;

/**
 * The graph canvas, its code fetched when a workflow page first shows it. Drawn in the
 * browser only: React Flow measures its nodes, which a page rendered on the server cannot.
 */
export function WorkflowCanvas(props: WorkflowCanvasProps) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Canvas {...props} />
    </Suspense>
  );
}
