import { useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import type { deferred } from './deferred';

/** What a menu's trigger looks like and is named, the same before and after its menu loads. */
export type MenuTrigger = { 'aria-label'?: string; className: string; children: ReactNode };

/** The props a deferred menu module's component takes besides its own. */
export type DeferredMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: MenuTrigger;
  triggerRef: Ref<HTMLButtonElement>;
};

/**
 * A dropdown menu whose implementation (Radix menu, floating-ui) loads after the first paint.
 * Until it arrives its trigger is a plain button with the same look and name that starts the
 * load when approached (hover, focus) and, pressed (pointer, Enter, Space, ↓) as the real
 * trigger would be, asks for the menu open: the menu opens as soon as it has loaded. The swap
 * keeps the keyboard focus on the trigger.
 */
export function DeferredMenu<P extends object>({
  menu,
  props,
  trigger,
}: {
  menu: ReturnType<typeof deferred<P & DeferredMenuProps>>;
  props: P;
  trigger: MenuTrigger;
}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pendingFocused = useRef(false);
  const { Component: Menu } = menu.useDeferred();

  // An open menu takes the focus itself (and gives it back to the trigger when it closes).
  useLayoutEffect(() => {
    if (Menu && !open && pendingFocused.current) triggerRef.current?.focus();
    // Only at the swap, not when the menu opens or closes later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Menu]);

  if (Menu)
    return (
      <Menu
        {...props}
        open={open}
        onOpenChange={setOpen}
        trigger={trigger}
        triggerRef={triggerRef}
      />
    );

  const ask = () => {
    void menu.preload();
    setOpen(true);
  };
  return (
    <button
      type="button"
      aria-label={trigger['aria-label']}
      aria-haspopup="menu"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      className={trigger.className}
      onPointerEnter={() => void menu.preload()}
      onFocus={() => {
        pendingFocused.current = true;
        void menu.preload();
      }}
      onBlur={() => {
        pendingFocused.current = false;
      }}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix's trigger does: the menu, once open, takes the focus.
        event.preventDefault();
        ask();
      }}
      onKeyDown={(event) => {
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        pendingFocused.current = true;
        ask();
      }}
    >
      {trigger.children}
    </button>
  );
}
