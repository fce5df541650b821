import { NavLink } from 'react-router';
import { cn } from '@/web/lib/utils';

/** The pages of one agent or area as a row of links, the current one marked. */
export function SectionNav({
  label,
  items,
}: {
  /** The navigation landmark's name, e.g. "Content Agent". */
  label: string;
  items: { to: string; label: string; end?: boolean }[];
}) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b px-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end ?? true}
              className={({ isActive }) =>
                cn(
                  'inline-flex items-center border-b-2 px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                  isActive
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
