import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

/** A table that scrolls sideways on a phone instead of breaking the page. */
export function Table({
  className,
  caption,
  children,
  ...props
}: ComponentProps<'table'> & { caption?: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table
        className={cn(
          // The frame draws the bottom edge: the last row's cells need none of their own.
          'w-full text-left text-sm [&_tbody>tr:last-child>td]:border-b-0',
          className,
        )}
        {...props}
      >
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}
export const Th = ({ className, ...props }: ComponentProps<'th'>) => (
  <th
    scope="col"
    className={cn('border-b px-3 py-2 text-xs font-medium text-muted-foreground', className)}
    {...props}
  />
);
export const Td = ({ className, ...props }: ComponentProps<'td'>) => (
  <td className={cn('border-b px-3 py-2 align-top', className)} {...props} />
);
