import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { OrganizationType } from '@/shared/constants';
import { ErrorState } from '@/web/components/error-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { useMe, type Me } from '@/web/features/auth/api/get-me';

type Access = { orgTypes?: readonly OrganizationType[]; roles?: readonly string[] };

/** Both lists must admit the user when given; organization types and role names compare case-insensitively. */
export function hasAccess(me: Me, { orgTypes, roles }: Access): boolean {
  const type = me.organization?.type.toUpperCase();
  if (orgTypes && (!type || !orgTypes.some((t) => t.toUpperCase() === type))) return false;
  if (roles) {
    const allowed = new Set(roles.map((r) => r.toLowerCase()));
    if (!me.roles.some((r) => allowed.has(r.role_name.toLowerCase()))) return false;
  }
  return true;
}

/**
 * The role / organization-type guard (seed 000 §2.2, §6): a user whose organization type or
 * role is not allowed goes to /dashboard (or `redirectTo`). Sits inside ProtectedRoute, so
 * the user is signed in and onboarded by the time it runs.
 */
export function RequireAccess({
  orgTypes,
  roles,
  redirectTo = paths.dashboard,
  children,
}: Access & { redirectTo?: string; children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <LoadingState />;
  if (me.isError)
    return <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />;
  if (!me.data || !hasAccess(me.data, { orgTypes, roles }))
    return <Navigate to={redirectTo} replace />;
  return children;
}
