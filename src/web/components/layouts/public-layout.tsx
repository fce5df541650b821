import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/web/config/paths';
import { Logo } from '@/web/components/ui/logo';
import { Button } from '@/web/components/ui/button';
import { lazyPage } from '@/web/lib/lazy-page';
import { LEGAL_LAST_UPDATED, TAGLINE } from '@/shared/constants';

// The footer's theme choice is no part of a public page's first paint (nor of its JavaScript
// budget): pages rendered on the server show it at once, others a moment later.
const ThemePicker = lazyPage(
  () => import('@/web/components/theme-picker').then((m) => ({ default: m.ThemePicker })),
  { isPage: false },
);

/** Header and footer of every public page (landing, legal, entry forms). */
export function PublicLayout({
  children,
  minimalHeader = false,
}: {
  children: ReactNode;
  minimalHeader?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/95">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          {!minimalHeader && (
            <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.login}>Sign in</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.requestInvitation}>Request invitation</Link>
              </Button>
            </nav>
          )}
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t bg-card">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} Stratagent · {TAGLINE} · Pre-alpha
          </p>
          <nav aria-label="Legal" className="flex gap-4">
            <Link className="hover:text-foreground" to={paths.terms}>
              Terms
            </Link>
            <Link className="hover:text-foreground" to={paths.privacy}>
              Privacy
            </Link>
            <span aria-hidden="true">·</span>
            <span>Updated {LEGAL_LAST_UPDATED}</span>
          </nav>
          <Suspense fallback={<div aria-hidden="true" className="h-[1.875rem]" />}>
            <ThemePicker />
          </Suspense>
        </div>
      </footer>
    </div>
  );
}

/** A centred card for the entry forms (sign-in, sign-up, reset...). */
export function AuthShell({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <PublicLayout minimalHeader>
      <div className="flex justify-center bg-gradient-to-b from-accent/60 to-background px-4 py-10 sm:py-16">
        <div className="w-full max-w-md">
          <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description && <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>}
            <div className="mt-6">{children}</div>
          </div>
          {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
        </div>
      </div>
    </PublicLayout>
  );
}
