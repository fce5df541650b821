import { cn } from '@/web/lib/utils';

/** The header's navigation links and the Agents trigger share one look, with the current section marked. */
export const navLinkClass = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    active ? 'bg-accent text-accent-foreground' : 'text-foreground/80',
  );
