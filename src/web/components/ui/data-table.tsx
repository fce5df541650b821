import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

/**
 * A table that scrolls sideways on a phone instead of breaking the page; with `cards`, its
 * rows become cards below 640px instead (give each `Td` its column as `label`).
 */
export function Table({
  className,
  caption,
  cards = false,
  children,
  ...props
}: ComponentProps<'table'> & { caption?: string; cards?: boolean }) {
  return (
    <div
      className={cn(
        'overflow-x-auto rounded-xl border bg-card',
        cards &&
          'max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent',
      )}
    >
      <table
        className={cn(
          // The frame draws the bottom edge: the last row's cells need none of their own.
          'w-full text-left text-sm [&_tbody>tr:last-child>td]:border-b-0',
          cards && 'table-cards',
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
/** A cell; `label` names its column on a phone when its table shows `cards`. */
export const Td = ({
  className,
  label,
  ...props
}: ComponentProps<'td'> & { label?: string | undefined }) => (
  <td
    className={cn('border-b px-3 py-2 align-top', className)}
    {...(label && { 'data-label': label })}
    {...props}
  />
);
