import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/web/lib/utils';

const SECTIONS = [
  { to: '', label: 'Overview' },
  { to: 'content', label: 'Content' },
  { to: 'strategy', label: 'Strategy' },
  { to: 'execution', label: 'Execution' },
  { to: 'analytics', label: 'Analytics' },
  { to: 'insights', label: 'Insights' },
  { to: 'settings', label: 'Settings', editOnly: true },
  { to: 'edit', label: 'Edit', editOnly: true },
] as const;

/** The campaign's sub-navigation: real links, so each section has its own address. */
export function CampaignNav({ campaignId, canEdit }: { campaignId: string; canEdit: boolean }) {
  const base = `/campaigns/${campaignId}`;
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a narrow screen the tabs scroll sideways: bring the current one into view.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active) return;
    nav.scrollLeft = active.offsetLeft - nav.clientWidth / 2 + active.offsetWidth / 2;
  }, [pathname]);
  return (
    <nav
      ref={navRef}
      aria-label="Campaign sections"
      className="relative -mx-4 overflow-x-auto border-b px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-1">
        {SECTIONS.filter((section) => canEdit || !('editOnly' in section)).map((section) => (
          <li key={section.label}>
            <NavLink
              to={section.to ? `${base}/${section.to}` : base}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium transition-colors',
                  isActive
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
