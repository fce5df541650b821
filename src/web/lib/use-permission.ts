import { roleAllows, type Permission } from '@/shared/permissions';
import { useMe } from '@/web/lib/me';

/**
 * Whether the signed-in user's role allows `permission`, decided by the same rule the server
 * enforces (`roleAllows`), so the web hides what the server would refuse. False while the
 * session loads: a write control appears once the role is known, never flashes then vanishes.
 */
export function usePermission(permission: Permission): boolean {
  const me = useMe();
  if (!me.data) return false;
  return roleAllows(me.data.roles, permission);
}
