import { Menu } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Me } from '@/web/lib/me';
import { deferred } from './deferred';
import { DeferredFallback } from './deferred-fallback';
import type { ShellAgents } from './use-agent-access';

const mobileMenuSheet = deferred(() => import('./mobile-menu-sheet'));
export const preloadMobileMenu = mobileMenuSheet.preload;

/**
 * Below the md breakpoint the header's navigation moves into a slide-out sheet that mirrors it
 * (seed 000 §2.3). The button and the open state live here; the sheet loads apart, on idle or
 * when the button is approached, and a press made before it arrived opens it when it does.
 */
export function MobileMenu({
  me,
  shell,
  onSignOut,
}: {
  me: Me | null | undefined;
  shell: ShellAgents;
  onSignOut: () => void;
}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { Component: Sheet, loading } = mobileMenuSheet.useDeferred();
  const preload = () => void preloadMobileMenu();

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          preload();
          setOpen(true);
        }}
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring md:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {Sheet ? (
        <Sheet
          me={me}
          shell={shell}
          onSignOut={onSignOut}
          open={open}
          onOpenChange={setOpen}
          triggerRef={triggerRef}
        />
      ) : (
        open && loading && <DeferredFallback label="Opening the menu…" />
      )}
    </>
  );
}
