import { useEffect, useSyncExternalStore, type ComponentType } from 'react';

type Status = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * A part of the shell that the first paint does without (a dialog's or a menu's content): its
 * module loads on the first sign of intent (hover, focus, pointer down, a shortcut) or once the
 * browser is idle after the first paint. The shell keeps the trigger and the open state, so an
 * intent expressed while the module loads is shown when it arrives, never lost. A failed load
 * is tried again on the next intent.
 */
export function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let component: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  let status: Status = 'idle';
  const listeners = new Set<() => void>();
  const notify = (next: Status) => {
    status = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const getStatus = () => status;

  const preload = () => {
    if (component) return Promise.resolve();
    pending ??= load().then(
      (module) => {
        component = module.default;
        notify('loaded');
      },
      () => {
        pending = null;
        notify('failed');
      },
    );
    if (status !== 'loading') notify('loading');
    return pending;
  };

  /** The component once loaded (null before), and whether its module is on its way. */
  function useDeferred() {
    // Rendered on the server, and hydrated, as not loaded yet: the same markup on both sides.
    const current = useSyncExternalStore(subscribe, getStatus, () => 'idle' as Status);
    return { Component: current === 'loaded' ? component : null, loading: current === 'loading' };
  }

  return { preload, useDeferred };
}

/** Starts the given loads once the browser is idle after the first paint. */
export function usePreloadWhenIdle(...preloads: (() => Promise<void>)[]) {
  useEffect(() => {
    const run = () => preloads.forEach((preload) => void preload());
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(run, 1500);
    return () => clearTimeout(id);
    // The loads are module-level functions, fixed for the shell's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
