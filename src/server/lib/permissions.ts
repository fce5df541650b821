/**
 * The permission layer: every API operation declares what it needs (`x-permission` in its
 * OpenAPI entry, through `permit()`), and one middleware refuses the request before its
 * handler runs when the caller's role or API key scopes do not allow it. An operation
 * without a declaration stops the server at start, so none can be forgotten.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  API_KEY_SCOPES,
  isPortalUser,
  keyAllows,
  PERMISSIONS,
  roleAllows,
  type Permission,
  type RoleAssignment,
} from '@/shared/permissions';
import { MESSAGES } from '@/shared/messages';
import type { AppEnv, Caller } from '../context';
import { AppError } from './errors';

export const PERMISSION_EXTENSION = 'x-permission';
/** The seeds word the refusal of a caller without an organization differently per operation. */
const NO_ORGANIZATION_EXTENSION = 'x-no-organization-message';

/** Spread into `createRoute({...})`: declares what the operation needs. */
export const permit = (permission: Permission, options: { noOrganizationMessage?: string } = {}) =>
  ({
    [PERMISSION_EXTENSION]: permission,
    ...(options.noOrganizationMessage
      ? { [NO_ORGANIZATION_EXTENSION]: options.noOrganizationMessage }
      : {}),
  }) as const;

/** Refuses (401/403) a caller who may not do what `permission` covers. */
export function authorize(
  caller: Caller | null,
  permission: Permission,
  noOrganizationMessage: string = MESSAGES.session.noOrganization,
): void {
  if (permission === 'public') return;
  if (!caller) throw new AppError('unauthorized', MESSAGES.session.notAuthenticated);
  if (caller.scopes && !keyAllows(caller.scopes, permission)) {
    throw new AppError('forbidden', keyRefusal(permission));
  }
  if (permission === 'admin') {
    if (!caller.isPlatformAdmin || caller.via !== 'session') {
      throw new AppError('forbidden', MESSAGES.permissions.adminOnly);
    }
    return;
  }
  if (permission === 'signed_in' || permission === 'account') return;
  if (!caller.orgId) throw new AppError('forbidden', noOrganizationMessage);
  if (!roleAllows(caller.roles, permission))
    throw new AppError('forbidden', roleRefusal(permission, caller.roles));
}

function keyRefusal(permission: Permission) {
  if (permission === 'workspace:read' || permission === 'portal:read')
    return MESSAGES.permissions.keyNeedsRead;
  if (permission === 'content:write') return MESSAGES.permissions.keyNeedsWrite;
  return MESSAGES.permissions.keyNotAllowed;
}

function roleRefusal(permission: Permission, roles: RoleAssignment[]) {
  if (permission === 'team:manage' || permission === 'org:manage')
    return MESSAGES.permissions.managersOnly;
  if (permission === 'clients:manage') return MESSAGES.permissions.clientManagersOnly;
  if (permission === 'workspace:read' || permission === 'team:read')
    return isPortalUser(roles) ? MESSAGES.permissions.portalOnly : MESSAGES.permissions.membersOnly;
  return MESSAGES.permissions.readOnlyRole;
}

type Operation = {
  method: string;
  pattern: RegExp;
  params: number;
  permission: Permission;
  noOrganizationMessage: string | undefined;
};

/** The declared operations of a router, most specific first (static segments before `{id}`). */
export function collectOperations(router: OpenAPIHono<AppEnv>): Operation[] {
  const operations: Operation[] = [];
  for (const definition of router.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const route = definition.route as typeof definition.route & {
      [PERMISSION_EXTENSION]?: unknown;
    };
    const permission = route[PERMISSION_EXTENSION];
    if (!(PERMISSIONS as readonly unknown[]).includes(permission)) {
      throw new Error(
        `${route.method.toUpperCase()} ${route.path} declares no permission (permit() in its createRoute)`,
      );
    }
    const segments = route.path
      .split('/')
      .map((segment) =>
        /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      );
    operations.push({
      method: route.method.toUpperCase(),
      pattern: new RegExp(`^${segments.join('/')}$`),
      params: (route.path.match(/\{/g) ?? []).length,
      permission: permission as Permission,
      noOrganizationMessage: route[NO_ORGANIZATION_EXTENSION],
    });
  }
  return operations.sort((a, b) => a.params - b.params);
}

/**
 * Middleware for a router mounted at `prefix`: finds the operation a request is for and
 * authorizes the caller (set by an earlier middleware).
 */
export function enforcePermissions(
  prefix: string,
  operations: () => Operation[],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const path = c.req.path.slice(prefix.length) || '/';
    const operation = operations().find((op) => op.method === method && op.pattern.test(path));
    // Every operation declares a permission, so a request that matches none has no route:
    // refusing it here means a path the matcher misreads can never skip authorization.
    if (!operation) throw new AppError('not_found', 'No such endpoint');
    authorize(c.get('caller'), operation.permission, operation.noOrganizationMessage);
    await next();
  };
}

/** How a caller proves who they are: the web app's session cookie or an API key. */
const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'stratagent.session_token',
    description: 'The httpOnly session cookie set by signing in at /api/auth/sign-in/email.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API key (`sk_live_…`) made in Settings → Integrations, with the `read` and/or `write` scope.',
  },
} as const;

type Operations = Record<string, Record<string, { security?: unknown; [key: string]: unknown }>>;

/**
 * Adds the security schemes and, from each operation's permission, which of them it accepts:
 * none for public operations, the session only where keys are refused, either otherwise.
 */
export function declareSecurity<T extends { paths?: object; components?: object }>(doc: T): T {
  for (const methods of Object.values((doc.paths ?? {}) as Operations)) {
    for (const operation of Object.values(methods)) {
      const permission = operation[PERMISSION_EXTENSION] as Permission;
      if (permission === 'public') operation.security = [];
      else if (keyAllows(API_KEY_SCOPES, permission))
        operation.security = [{ session: [] }, { apiKey: [] }];
      else operation.security = [{ session: [] }];
    }
  }
  doc.components = { ...doc.components, securitySchemes: SECURITY_SCHEMES };
  return doc;
}
