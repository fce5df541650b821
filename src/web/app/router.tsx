import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { BrowserRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { LoadingState } from '@/web/components/ui/spinner';
import { lazyPage } from '@/web/lib/lazy-page';
import { useMe } from '@/web/lib/me';
import { PublicOnlyRoute } from './guards';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollToTop } from './scroll-to-top';
import { CurrencyContext, useCurrency } from '@/web/lib/currency';

const page = lazyPage;

// The signed-in application (its route table and shell) is one chunk that public pages never load.
const SignedIn = page(() => import('./signed-in-routes'), { isPage: false });

// Public and entry pages
const Landing = page(() => import('./routes/landing'));
const Terms = page(() => import('./routes/terms'));
const Privacy = page(() => import('./routes/privacy'));
const RequestInvitation = page(() => import('./routes/request-invitation'));
const Login = page(() => import('./routes/login'));
const Signup = page(() => import('./routes/signup'));
const EmailConfirmation = page(() => import('./routes/email-confirmation'));
const ResetPassword = page(() => import('./routes/reset-password'));
const Setup = page(() => import('./routes/setup'));
const Logout = page(() => import('./routes/logout'));

const publicOnly = (element: ReactNode) => <PublicOnlyRoute>{element}</PublicOnlyRoute>;

/**
 * Asks for the session while the signed-in chunk downloads, rather than after it, and gives
 * every page the organization's currency.
 */
function FetchingSession({ children }: { children: ReactNode }) {
  const me = useMe();
  const defaultCurrency = useCurrency();
  return (
    <CurrencyContext.Provider value={me.data?.organization?.currency ?? defaultCurrency}>
      {children}
    </CurrencyContext.Provider>
  );
}

export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    ),
    children: [
      { path: '/', element: publicOnly(<Landing />) },
      { path: '/terms', element: <Terms /> },
      { path: '/privacy', element: <Privacy /> },
      { path: '/request-invitation', element: publicOnly(<RequestInvitation />) },
      { path: '/login', element: publicOnly(<Login />) },
      { path: '/auth/signin', element: publicOnly(<Login />) },
      { path: '/forgot-password', element: publicOnly(<Login forgotOpen />) },
      { path: '/signup', element: publicOnly(<Signup />) },
      { path: '/email-confirmation', element: <EmailConfirmation /> },
      { path: '/reset-password', element: <ResetPassword /> },
      { path: '/setup', element: <Setup /> },
      { path: '/logout', element: <Logout /> },
      // Everything else: the signed-in application, or the public 404 for an unknown path.
      {
        path: '*',
        element: (
          <FetchingSession>
            <Suspense fallback={<LoadingState />}>
              <SignedIn />
            </Suspense>
          </FetchingSession>
        ),
      },
    ],
  },
];

/** The route table at the current location. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Declarative routing, not a data router: no page uses loaders, actions or blockers, and the
 * data router would add about 16 KB gzipped to every page's first load (decision 033).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <AppRoutes />
    </BrowserRouter>
  );
}
