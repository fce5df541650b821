import { createRoute, z } from '@hono/zod-openapi';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { rethrowDatabaseError } from '../../db/errors';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponses, jsonResponse, requireOrgCaller } from '../../lib/http';
import { canManageTeam, type Permission, type RoleAssignment } from '@/shared/permissions';
import { authorize, permit } from '../../lib/permissions';

type Procedure = {
  params: z.ZodType<Record<string, unknown>>;
  call: (p: Record<string, unknown>) => SQL;
  /** What calling it needs beyond the route's `workspace:read`: `content:write` for writes. */
  permission?: Permission;
  /** Why this caller may not call it with these parameters (403), or null when they may. */
  refuse?: (
    caller: { userId: string; roles: RoleAssignment[] },
    p: Record<string, unknown>,
  ) => string | null;
};

/**
 * The seeds' stored procedures callable over HTTP (seed 000 §7.3). Each runs in the
 * caller's tenant transaction; a p_org_id other than the caller's is refused with 403.
 * A Map, not an object literal: a name from the URL such as `constructor` or `__proto__`
 * must not reach Object.prototype.
 */
const procedures = new Map<string, Procedure>([
  [
    'check_onboarding_status',
    {
      params: z.object({ p_user_id: z.string().min(1) }),
      call: (p) => sql`select * from check_onboarding_status(${p.p_user_id as string})`,
    },
  ],
  [
    'get_user_roles',
    {
      params: z.object({ p_user_id: z.string().min(1), p_org_id: z.uuid() }),
      // Whose roles are whose business (decision 059): a member reads their own; those who
      // manage the team read anyone's in their organization (p_org_id is held to it below).
      refuse: (caller, p) =>
        p.p_user_id === caller.userId || canManageTeam(caller.roles)
          ? null
          : 'You can only read your own roles',
      call: (p) =>
        sql`select * from get_user_roles(${p.p_user_id as string}, ${p.p_org_id as string}::uuid)`,
    },
  ],
]);

export function registerProcedure(name: string, definition: Procedure) {
  procedures.set(name, definition);
}

export const rpcRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/rpc/{name}',
    operationId: 'callProcedure',
    ...permit('workspace:read'),
    tags: ['Stored procedures'],
    summary: 'Call a stored procedure with a JSON body of its parameters',
    request: {
      params: z.object({ name: z.string() }),
      body: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } },
    },
    responses: {
      200: jsonResponse(z.object({ data: z.array(z.record(z.string(), z.unknown())) }), 'Rows'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const caller = requireOrgCaller(c);
    const procedure = procedures.get(c.req.valid('param').name);
    if (!procedure)
      throw new AppError(
        'not_found',
        `Unknown procedure: ${c.req.valid('param').name.slice(0, 64)}`,
      );
    if (procedure.permission) authorize(caller, procedure.permission);
    const body = await c.req.json().catch(() => ({}));
    const parsed = procedure.params.safeParse(body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError(
        'validation_error',
        `${issue?.path.join('.') || 'body'}: ${issue?.message}`,
      );
    }
    if ('p_org_id' in parsed.data && parsed.data.p_org_id !== caller.orgId) {
      throw new AppError('forbidden', 'You can only call procedures for your own organization');
    }
    const refusal = procedure.refuse?.(caller, parsed.data) ?? null;
    if (refusal) throw new AppError('forbidden', refusal);
    const rows = await withTenant(
      c.get('ctx').db,
      { orgId: caller.orgId, userId: caller.userId },
      (tx) => queryRows<Record<string, unknown>>(tx, procedure.call(parsed.data)),
    ).catch(rethrowDatabaseError);
    return c.json({ data: rows }, 200);
  },
);
