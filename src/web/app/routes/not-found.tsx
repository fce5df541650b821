import { ArrowLeft, LayoutDashboard } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PublicLayout } from '@/web/components/layouts/public-layout';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';

const HELPFUL_LINKS = [
  { to: paths.requestInvitation, label: 'Request an invitation' },
  { to: paths.login, label: 'Sign in' },
  { to: paths.terms, label: 'Terms' },
  { to: paths.privacy, label: 'Privacy' },
] as const;

/** A compass whose needle points nowhere in particular; drawn inline so the page needs no request. */
function LostCompass() {
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" className="size-32 sm:size-40">
      <circle cx="80" cy="80" r="74" className="fill-accent stroke-primary/20" strokeWidth="2" />
      <circle cx="80" cy="80" r="56" className="fill-card stroke-border" strokeWidth="2" />
      {[0, 90, 180, 270].map((angle) => (
        <line
          key={angle}
          x1="80"
          y1="30"
          x2="80"
          y2="38"
          className="stroke-muted-foreground/50"
          strokeWidth="3"
          strokeLinecap="round"
          transform={`rotate(${angle} 80 80)`}
        />
      ))}
      <g transform="rotate(-28 80 80)">
        <path d="M80 36 L90 80 L80 80 Z" className="fill-primary" />
        <path d="M80 36 L70 80 L80 80 Z" className="fill-primary/70" />
        <path d="M80 124 L70 80 L80 80 Z" className="fill-muted-foreground/40" />
        <path d="M80 124 L90 80 L80 80 Z" className="fill-muted-foreground/25" />
      </g>
      <circle cx="80" cy="80" r="6" className="fill-card stroke-primary" strokeWidth="3" />
    </svg>
  );
}

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <PublicLayout>
      <title>Page not found — Stratagent</title>
      <section
        aria-labelledby="not-found-title"
        className="flex min-h-[calc(100dvh-12rem)] items-center justify-center bg-gradient-to-b from-accent/50 to-background px-4 py-16 sm:px-6"
      >
        <div className="flex max-w-xl flex-col items-center text-center">
          <LostCompass />
          <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-primary">
            Error 404
          </p>
          <h1
            id="not-found-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            This page is off the map
          </h1>
          <p className="mt-4 text-pretty text-muted-foreground">
            There is nothing at{' '}
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm break-all text-foreground">
              {pathname}
            </code>
            . The link may be mistyped, or the page may have moved.
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.home}>
                <ArrowLeft aria-hidden="true" />
                Back to home
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.dashboard}>
                <LayoutDashboard aria-hidden="true" />
                Go to dashboard
              </Link>
            </Button>
          </div>
          <nav aria-label="Other pages" className="mt-10">
            <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
              {HELPFUL_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
    </PublicLayout>
  );
}
