import type { ReactNode } from 'react';
import { Navigate, useParams, type Params } from 'react-router';
import type { OrganizationType } from '@/shared/constants';
import { roleAllows, type Permission } from '@/shared/permissions';
import { ErrorState } from '@/web/components/error-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { useMe, type Me } from '@/web/lib/me';

type Access = {
  orgTypes?: readonly OrganizationType[];
  roles?: readonly string[];
  /** What the page is for: a create-only page needs `content:write`, as the server does. */
  permission?: Permission;
};

/**
 * Every condition given must admit the user; organization types and role names compare
 * case-insensitively.
 */
export function hasAccess(me: Me, { orgTypes, roles, permission }: Access): boolean {
  if (permission && !roleAllows(me.roles, permission)) return false;
  const type = me.organization?.type.toUpperCase();
  if (orgTypes && (!type || !orgTypes.some((t) => t.toUpperCase() === type))) return false;
  if (roles) {
    const allowed = new Set(roles.map((r) => r.toLowerCase()));
    if (!me.roles.some((r) => allowed.has(r.role_name.toLowerCase()))) return false;
  }
  return true;
}

/**
 * The role / organization-type / permission guard (seed 000 §2.2, §6): a user whose
 * organization type, role or permission is not allowed goes to /dashboard (or `redirectTo`,
 * which may be built from the route's params, e.g. a persona's edit page sends a viewer to
 * the persona). Sits inside ProtectedRoute, so the user is signed in and onboarded by the
 * time it runs.
 */
export function RequireAccess({
  orgTypes,
  roles,
  permission,
  redirectTo = paths.dashboard,
  children,
}: Access & { redirectTo?: string | ((params: Params) => string); children: ReactNode }) {
  const me = useMe();
  const params = useParams();
  if (me.isPending) return <LoadingState />;
  if (me.isError)
    return <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />;
  if (!me.data || !hasAccess(me.data, { orgTypes, roles, permission }))
    return (
      <Navigate to={typeof redirectTo === 'function' ? redirectTo(params) : redirectTo} replace />
    );
  return children;
}
