import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';

export type NextStep = { to: string; label: string; primary?: boolean };

/** Under a session: what to run next, as a row of links (and any other button). */
export function NextSteps({
  label,
  links = [],
  children,
}: {
  label: string;
  links?: (NextStep | false | null | undefined)[];
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border bg-card p-4 text-sm">
      <span className="mr-2 font-medium">{label}</span>
      {links
        .filter((link): link is NextStep => Boolean(link))
        .map((link) => (
          <Button
            key={`${link.to} ${link.label}`}
            asChild
            variant={link.primary ? 'default' : 'outline'}
            size="sm"
          >
            <Link to={link.to}>{link.label}</Link>
          </Button>
        ))}
      {children}
    </div>
  );
}
