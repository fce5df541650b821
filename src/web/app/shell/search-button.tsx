import { Search } from 'lucide-react';
import { preloadCommandPalette } from './command-palette';
import { modifierLabel } from './platform';
import { openCommandPalette } from '@/web/lib/app-events';

/** Opens the command palette and shows its shortcut: "Ctrl K", or "⌘K" on Apple keyboards. */
export function SearchButton() {
  const mod = modifierLabel();
  const shortcut = mod === '⌘' ? '⌘K' : 'Ctrl K';
  return (
    <button
      type="button"
      onClick={openCommandPalette}
      onPointerEnter={() => void preloadCommandPalette()}
      onFocus={() => void preloadCommandPalette()}
      aria-label="Search"
      aria-keyshortcuts={mod === '⌘' ? 'Meta+K' : 'Control+K'}
      className="inline-flex h-9 items-center gap-2 rounded-md border bg-muted/50 px-2.5 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground lg:w-52"
    >
      <Search className="size-4 shrink-0" aria-hidden="true" />
      <span className="hidden flex-1 text-left lg:inline">Search…</span>
      <kbd className="hidden rounded border bg-card px-1.5 py-0.5 font-sans text-[11px] font-medium sm:inline md:hidden lg:inline">
        {shortcut}
      </kbd>
    </button>
  );
}
