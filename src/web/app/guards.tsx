import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '@/web/lib/me';
import { paths } from '@/web/config/paths';
import { LoadingState } from '@/web/components/ui/spinner';
import { ErrorState } from '@/web/components/error-state';

/** Waits for the session, then sends a signed-out user to /login and an un-onboarded one to onboarding. */
export function ProtectedRoute({
  children,
  adminOnly = false,
}: {
  children: ReactNode;
  adminOnly?: boolean;
}) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <LoadingState />;
  if (me.isError)
    return <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />;
  if (!me.data) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (me.data.needsOnboarding && !location.pathname.startsWith('/onboarding')) {
    return <Navigate to={paths.onboarding} replace />;
  }
  if (adminOnly && !me.data.user.isPlatformAdmin) return <Navigate to={paths.dashboard} replace />;
  return children;
}

/** Public pages marked * in the seed: a signed-in user goes to the dashboard. */
export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <LoadingState />;
  if (me.data) return <Navigate to={paths.dashboard} replace />;
  return children;
}

/**
 * A path anyone may open that looks different by session, such as the catch-all 404: the
 * shell's page for a signed-in user, the public one otherwise (also when the session cannot
 * be read, as the public page needs none).
 */
export function BySession({ signedIn, signedOut }: { signedIn: ReactNode; signedOut: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <LoadingState />;
  return me.data ? signedIn : signedOut;
}
