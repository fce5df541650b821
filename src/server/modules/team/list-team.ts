import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { assignableRoles } from '@/shared/settings';
import type { AppContext } from '../../context';
import { queryRows, type Tx } from '../../db/client';
import { clients } from '../../db/schema';
import { withTenant } from '../../db/tenant';
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
  expires_at: string;
  expired: boolean;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The members the caller sees, with their role, oldest first (decision 059). A member of the
 * whole organization sees everyone. A member held to some clients sees the people who share a
 * client with them: those clients' people, and the members whose role covers every client
 * (the agency's team, their contacts); never another client's people. The database holds
 * that rule (the users policy of migration 0044), and a member's clients are read under the
 * caller's client scope, so they name only clients the caller reaches. Portal users never
 * get here (`team:read`).
 */
export async function listMembers(tx: Tx, caller: Caller): Promise<TeamMember[]> {
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
  return rows.map((r) => ({
    user_id: r.user_id,
    name: r.name,
    email: r.email,
    role_name: r.role_name ?? '',
    clients: parseClients(r.clients),
    joined_at: iso(r.joined_at),
    is_you: r.user_id === caller.userId,
  }));
}

/**
 * The organization's active teammate invitations the caller sees, newest first. Invitations
 * live in a platform table the tenant role cannot read: app_team_invitations() (migration
 * 0044) answers for the transaction's organization under the same rule as the members (a
 * member held to some clients sees only invitations naming one of them, with only those
 * clients), and names nothing to a portal user.
 */
export async function listPendingInvitations(tx: Tx): Promise<PendingInvitation[]> {
  const rows = await queryRows<{
    id: string;
    email: string;
    role_name: string | null;
    clients: TeamClient[] | string | null;
    invited_by_name: string | null;
    created_at: Date | string;
    expires_at: Date | string;
    expired: boolean;
  }>(
    tx,
    sql`select i.id, i.email, i.role_name, inviter.name as invited_by_name, i.created_at, i.expires_at,
          i.expires_at <= now() as expired,
          coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name)
            from clients c where c.id = any (i.client_ids)), '[]'::json) as clients
        from app_team_invitations() i
        left join users inviter on inviter.id = i.invited_by
        order by i.created_at desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role_name: r.role_name ?? '',
    clients: parseClients(r.clients),
    invited_by_name: r.invited_by_name,
    created_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
    expired: r.expired,
  }));
}

const parseClients = (value: TeamClient[] | string | null): TeamClient[] =>
  value === null ? [] : typeof value === 'string' ? (JSON.parse(value) as TeamClient[]) : value;

/** The agency's live clients, offered when inviting a teammate or changing a role. */
function listClientChoices(tx: Tx, caller: Caller): Promise<TeamClient[]> {
  return tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.orgId, caller.orgId), isNull(clients.archivedAt)))
    .orderBy(asc(clients.name));
}

/** The team page: everything is read in the caller's tenant transaction, under their policies. */
export async function listTeam(ctx: AppContext, caller: Caller) {
  return withTenant(ctx.db, caller, async (tx) => {
    const membership = await loadMembership(tx, caller);
    const isAgency = membership.organization.type === 'AGENCY';
    return {
      members: await listMembers(tx, caller),
      invitations: await listPendingInvitations(tx),
      can_manage: membership.canManage,
      organization_type: membership.organization.type,
      assignable_roles: assignableRoles(membership.organization.type),
      clients: isAgency && membership.canManage ? await listClientChoices(tx, caller) : [],
    };
  });
}
