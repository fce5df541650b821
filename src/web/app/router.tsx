import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { LoadingState } from '@/web/components/ui/spinner';
import { lazyPage } from '@/web/lib/lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { ProtectedRoute, PublicOnlyRoute } from './guards';

const Landing = lazyPage(() => import('./routes/landing'));
const Terms = lazyPage(() => import('./routes/terms'));
const Privacy = lazyPage(() => import('./routes/privacy'));
const NotFound = lazyPage(() => import('./routes/not-found'));
const RequestInvitation = lazyPage(() => import('./routes/request-invitation'));
const Login = lazyPage(() => import('./routes/login'));
const Signup = lazyPage(() => import('./routes/signup'));
const EmailConfirmation = lazyPage(() => import('./routes/email-confirmation'));
const ResetPassword = lazyPage(() => import('./routes/reset-password'));
const Setup = lazyPage(() => import('./routes/setup'));
const Logout = lazyPage(() => import('./routes/logout'));
const Onboarding = lazyPage(() => import('./routes/onboarding'));
const Dashboard = lazyPage(() => import('./routes/dashboard'));
const Profile = lazyPage(() => import('./routes/profile'));
const Admin = lazyPage(() => import('./routes/admin'));

const publicOnly = (page: ReactNode) => <PublicOnlyRoute>{page}</PublicOnlyRoute>;
const protectedPage = (page: ReactNode) => <ProtectedRoute>{page}</ProtectedRoute>;

const router = createBrowserRouter([
  {
    element: (
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    ),
    errorElement: <RouteErrorBoundary />,
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
      { path: '/onboarding/business-context', element: protectedPage(<Onboarding />) },
      { path: '/dashboard', element: protectedPage(<Dashboard />) },
      { path: '/profile', element: protectedPage(<Profile />) },
      { path: '/admin', element: <ProtectedRoute adminOnly><Admin /></ProtectedRoute> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
