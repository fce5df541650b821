import { ArrowRight, FolderKanban, Layers, LayoutDashboard, Search } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { LostCompass } from '@/web/components/lost-compass';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { openCommandPalette } from '@/web/lib/app-events';
import { modifierLabel } from '../shell/platform';

const WAYS_ON = [
  {
    to: paths.dashboard,
    label: 'Dashboard',
    description: 'Your briefing, recommendations and quick stats.',
    icon: LayoutDashboard,
  },
  {
    to: paths.campaigns,
    label: 'Campaigns',
    description: 'Every campaign with its budget, results and sections.',
    icon: FolderKanban,
  },
  {
    to: paths.outputs,
    label: 'Outputs',
    description: 'Everything your agents have written for you.',
    icon: Layers,
  },
] as const;

/**
 * The 404 a signed-in user meets: inside the application shell, so the header, the Agents
 * menu and the palette stay at hand, with the usual destinations one click away.
 */
export default function AppNotFoundPage() {
  const { pathname } = useLocation();
  const mod = modifierLabel();
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-3xl flex-col items-center py-4 text-center sm:py-10"
    >
      <title>Page not found — Stratagent</title>
      <LostCompass className="size-24 sm:size-32" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-primary">Error 404</p>
      <h1
        id="not-found-title"
        className="mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl"
      >
        This page is off the map
      </h1>
      <p className="mt-3 max-w-xl text-pretty text-muted-foreground">
        There is nothing at{' '}
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm break-all text-foreground">
          {pathname}
        </code>
        . The link may be mistyped, or the page may have moved. These will get you going again:
      </p>
      <nav aria-label="Ways on" className="mt-8 w-full">
        <ul className="grid gap-3 text-left sm:grid-cols-3">
          {WAYS_ON.map(({ to, label, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-start gap-3 rounded-lg border bg-card p-4 shadow-sm transition-colors hover:border-primary/40 hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="flex-1">
                  <span className="flex items-center gap-1 font-medium">
                    {label}
                    <ArrowRight
                      className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </span>
                  <span className="mt-1 block text-sm text-muted-foreground">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-4 sm:flex-row sm:gap-4">
        <p className="text-sm text-muted-foreground">
          Looking for an agent, a campaign or an output?
          {/* Phones have no shortcut to offer; the button below does the same. */}
          <span className="hidden sm:inline">
            {' '}
            Press{' '}
            <kbd className="rounded border bg-card px-1.5 py-0.5 font-sans text-xs font-medium text-foreground">
              {mod === '⌘' ? '⌘K' : 'Ctrl K'}
            </kbd>{' '}
            to search.
          </span>
        </p>
        <Button type="button" variant="outline" size="sm" onClick={openCommandPalette}>
          <Search aria-hidden="true" />
          Open search
        </Button>
      </div>
    </section>
  );
}
