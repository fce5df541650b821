import { ArrowLeft, LayoutDashboard } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PublicLayout } from '@/web/components/layouts/public-layout';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { LostCompass } from '@/web/components/lost-compass';

const HELPFUL_LINKS = [
  { to: paths.requestInvitation, label: 'Request an invitation' },
  { to: paths.login, label: 'Sign in' },
  { to: paths.terms, label: 'Terms' },
  { to: paths.privacy, label: 'Privacy' },
] as const;

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
          <LostCompass className="size-32 sm:size-40" />
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
