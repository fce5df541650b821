import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { assignableRoles } from '@/shared/settings';
import type { AppContext } from '../../context';
import { queryRows, type Db } from '../../db/client';
import { alphaInvites, clients } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { inviters } from '../invitations/views';
import { loadMembership } from './load-membership';

type Caller = { orgId: string; userId: string };

/** A client a member or an invitation is scoped to. */
export type TeamClient = { id: string; name: string };

export type TeamMember = {
  user_id: string;
  name: string;
  email: string;
  role_name: string;
  /** The clients their roles are scoped to; empty: the whole organization. */
  clients: TeamClient[];
  joined_at: string;
  is_you: boolean;
};

export type PendingInvitation = {
  id: string;
  email: string;
  role_name: string;
  clients: TeamClient[];
  invited_by_name: string | null;
  created_at: string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The members of the caller's organization with their role, oldest first. */
export async function listMembers(ctx: AppContext, caller: Caller) {
  return withTenant(ctx.db, caller, async (tx) => {
    const membership = await loadMembership(tx, caller);
    // An org-wide role (no client scope) names the member's role; client scopes come after.
    const rows = await queryRows<{
      user_id: string;
      name: string;
      email: string;
      role_name: string | null;
      clients: TeamClient[] | string | null;
      joined_at: Date | string;
    }>(
      tx,
      sql`select u.id as user_id, u.name, u.email,
            (select r.role_name from user_roles r where r.user_id = u.id and r.org_id = ${caller.orgId}::uuid
              order by (r.client_id is null) desc, r.created_at limit 1) as role_name,
            case when exists (select 1 from user_roles r where r.user_id = u.id
                and r.org_id = ${caller.orgId}::uuid and r.client_id is null) then '[]'::json
              else coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name)
                from clients c where c.org_id = ${caller.orgId}::uuid and c.id in (
                  select r.client_id from user_roles r where r.user_id = u.id
                    and r.org_id = ${caller.orgId}::uuid)), '[]'::json)
            end as clients,
            coalesce((select min(r.created_at) from user_roles r where r.user_id = u.id and r.org_id = ${caller.orgId}::uuid), u.created_at) as joined_at
          from users u where u.org_id = ${caller.orgId}::uuid
          order by joined_at, u.email`,
    );
    const members: TeamMember[] = rows.map((r) => ({
      user_id: r.user_id,
      name: r.name,
      email: r.email,
      role_name: r.role_name ?? '',
      clients: parseClients(r.clients),
      joined_at: iso(r.joined_at),
      is_you: r.user_id === caller.userId,
    }));
    return { membership, members };
  });
}

/** Active teammate invitations of an organization (a platform table: scoped explicitly). */
export async function listPendingInvitations(db: Db, orgId: string): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: alphaInvites.id,
      email: alphaInvites.email,
      roleName: alphaInvites.roleName,
      clientIds: alphaInvites.clientIds,
      invitedByName: inviters.name,
      createdAt: alphaInvites.createdAt,
    })
    .from(alphaInvites)
    .leftJoin(inviters, eq(inviters.id, alphaInvites.invitedBy))
    .where(and(eq(alphaInvites.orgId, orgId), eq(alphaInvites.status, 'active')))
    .orderBy(desc(alphaInvites.createdAt));
  const names = await clientNames(db, orgId, [...new Set(rows.flatMap((r) => r.clientIds))]);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role_name: r.roleName ?? '',
    clients: r.clientIds.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    invited_by_name: r.invitedByName,
    created_at: r.createdAt.toISOString(),
  }));
}

const parseClients = (value: TeamClient[] | string | null): TeamClient[] =>
  value === null ? [] : typeof value === 'string' ? (JSON.parse(value) as TeamClient[]) : value;

/** Names of an organization's clients (the invitations table is not a tenant table). */
async function clientNames(db: Db, orgId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.orgId, orgId), inArray(clients.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The agency's live clients, offered when inviting a teammate or changing a role. */
async function listClientChoices(ctx: AppContext, caller: Caller): Promise<TeamClient[]> {
  return withTenant(ctx.db, caller, (tx) =>
    tx
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(eq(clients.orgId, caller.orgId), isNull(clients.archivedAt)))
      .orderBy(asc(clients.name)),
  );
}

export async function listTeam(ctx: AppContext, caller: Caller) {
  const { membership, members } = await listMembers(ctx, caller);
  const invitations = await listPendingInvitations(ctx.db, caller.orgId);
  const isAgency = membership.organization.type === 'AGENCY';
  return {
    members,
    invitations,
    can_manage: membership.canManage,
    organization_type: membership.organization.type,
    assignable_roles: assignableRoles(membership.organization.type),
    clients: isAgency && membership.canManage ? await listClientChoices(ctx, caller) : [],
  };
}
