import { useEffect, useState } from 'react';
import { OPEN_QUICK_START_EVENT } from '@/web/lib/app-events';
import { deferred } from './deferred';
import { DeferredFallback } from './deferred-fallback';

const quickStartDialog = deferred(() => import('./quick-start-dialog'));
/** Starts loading the Quick Start questions: on idle, or when something opens them. */
export const preloadQuickStart = quickStartDialog.preload;

/**
 * The one Quick Start modal of the app, opened by the OPEN_QUICK_START_EVENT window event.
 * The open state lives here, with the shell; the questions load apart, so an event raised
 * before they arrived opens them when they do.
 */
export function QuickStartModalHost() {
  const [open, setOpen] = useState(false);
  const { Component: QuickStartModal, loading } = quickStartDialog.useDeferred();
  useEffect(() => {
    const onOpen = () => {
      void preloadQuickStart();
      setOpen(true);
    };
    window.addEventListener(OPEN_QUICK_START_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_QUICK_START_EVENT, onOpen);
  }, []);
  if (QuickStartModal) return <QuickStartModal open={open} onOpenChange={setOpen} />;
  return open && loading ? <DeferredFallback label="Opening Quick Start…" /> : null;
}
