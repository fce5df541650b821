import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { OPEN_COMMAND_PALETTE_EVENT } from '@/web/lib/app-events';
import { deferred } from './deferred';
import { DeferredFallback } from './deferred-fallback';
import { isApplePlatform } from './platform';
import { resolveShortcut } from './shortcuts';

export { NO_RESULTS } from './palette-text';

const paletteDialog = deferred(() => import('./command-palette-dialog'));
/** Starts loading the palette's dialog (cmdk): on idle, or when its trigger is approached. */
export const preloadCommandPalette = paletteDialog.preload;

/**
 * The command palette (seed 000 §2.7): Ctrl/⌘+K toggles it, the OPEN_COMMAND_PALETTE_EVENT
 * window event opens it. Quick actions, the agents (locked ones say what unlocks them),
 * recent outputs and the Quick Win templates. The open state and the shortcut live here, with
 * the shell; the dialog loads apart, so a Ctrl/⌘+K pressed before it arrived opens it when it
 * does.
 */
export function CommandPalette() {
  // Open on one page only: a shortcut that navigates (Ctrl/⌘+H, +1..9) leaves it closed.
  const { key: pageKey } = useLocation();
  const pageKeyRef = useRef(pageKey);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pageKey;
  const setOpen = (next: boolean) => setOpenOn(next ? pageKey : null);
  const { Component: PaletteDialog, loading } = paletteDialog.useDeferred();

  useEffect(() => {
    pageKeyRef.current = pageKey;
  }, [pageKey]);

  useEffect(() => {
    const apple = isApplePlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      if (resolveShortcut(event, apple)?.type !== 'palette') return;
      event.preventDefault();
      void preloadCommandPalette();
      setOpenOn((current) => (current === pageKeyRef.current ? null : pageKeyRef.current));
    };
    const onOpen = () => {
      void preloadCommandPalette();
      setOpenOn(pageKeyRef.current);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener(OPEN_COMMAND_PALETTE_EVENT, onOpen);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(OPEN_COMMAND_PALETTE_EVENT, onOpen);
    };
  }, []);

  if (PaletteDialog) return <PaletteDialog open={open} onOpenChange={setOpen} />;
  return open && loading ? <DeferredFallback label="Opening the command palette…" /> : null;
}
