/**
 * Who may do what: roles (seed 000 §6, seed 001 §6) and API key scopes. The server's
 * permission layer enforces these on every route; the web app uses the same functions to
 * hide what the server would refuse. Role names compare case-insensitively.
 */
export type RoleAssignment = { role_name: string; client_id: string | null };

/**
 * The roles that grant something, names lower-cased. A client role that names no client
 * grants nothing (a client's person without a client is nobody's: it fails closed, as the
 * database's `app_set_tenant` does since migration 0050).
 */
const lower = (roles: RoleAssignment[]) =>
  roles
    .map((r) => ({ ...r, role_name: r.role_name.toLowerCase() }))
    .filter(
      (r) => r.client_id !== null || !(CLIENT_ROLES as readonly string[]).includes(r.role_name),
    );
const has = (roles: RoleAssignment[], names: readonly string[]) =>
  lower(roles).some((r) => names.includes(r.role_name));

/** Owners and admins of either organization type. */
const MANAGER_ROLES = ['sme_owner', 'sme_admin', 'agency_owner', 'agency_admin'] as const;

/** Roles that create and change the organization's work: campaigns, outputs, documents, agents. */
export const WRITER_ROLES = [
  'sme_owner',
  'sme_admin',
  'marketing_manager',
  'agency_owner',
  'agency_admin',
  'account_manager',
  'creative_strategist',
] as const;

/**
 * The client roles (seed 001 §2, §6): a person at an agency's client, invited for exactly one
 * client, whose portal they see.
 */
export const CLIENT_ROLES = [
  'client_stakeholder',
  'client_collaborator',
  'client_viewer',
  'guest',
] as const;

/**
 * Roles that make a portal user when every role a member holds is one of them and names a
 * client: the client roles, and a `viewer` held for a client (an organization-wide viewer is
 * a teammate who only looks). Migration 0026 marks the same members' transactions
 * (`app.portal`), so the database and the permission table agree on who is one.
 */
export const PORTAL_ROLES = [...CLIENT_ROLES, 'viewer'] as const;

export function canManageClients(roles: RoleAssignment[]) {
  return lower(roles).some(
    (r) => ['agency_owner', 'agency_admin'].includes(r.role_name) && !r.client_id,
  );
}

export function canViewClients(roles: RoleAssignment[]) {
  return has(roles, ['agency_owner', 'agency_admin', 'account_manager', 'creative_strategist']);
}

export function canCreateCampaigns(roles: RoleAssignment[]) {
  return has(roles, WRITER_ROLES);
}

/** Owners and admins with no client scope manage the team and workspace settings. */
export function canManageTeam(roles: RoleAssignment[]) {
  return lower(roles).some(
    (r) => (MANAGER_ROLES as readonly string[]).includes(r.role_name) && !r.client_id,
  );
}

/**
 * The clients whose portal this member uses: the clients their roles name, when every role
 * they hold is a portal role named for a client. Empty: not a portal user.
 */
export function portalClientIds(roles: RoleAssignment[]): string[] {
  const granted = lower(roles);
  if (granted.length === 0) return [];
  const client = granted.every(
    (r) => r.client_id !== null && (PORTAL_ROLES as readonly string[]).includes(r.role_name),
  );
  return client ? [...new Set(granted.map((r) => r.client_id as string))] : [];
}

/**
 * A client's own person (decision 059): they read their client's portal (`portal:read`), never
 * the agency's workspace (`workspace:read`) or its team (`team:read`).
 */
export const isPortalUser = (roles: RoleAssignment[]) => portalClientIds(roles).length > 0;

/** Seed 001 §2: client stakeholders, collaborators and client viewers get the portal as dashboard. */
export const seesPortalDashboard = isPortalUser;

/** Seed 001 §6: only these roles may open `/portal` itself. */
export const PORTAL_PAGE_ROLES = ['guest', 'client_viewer'] as const;

/** Seed 001 §6: the portal page answers guests and client viewers only. */
export const mayOpenPortalPage = (roles: RoleAssignment[]) =>
  isPortalUser(roles) &&
  roles.some((r) => (PORTAL_PAGE_ROLES as readonly string[]).includes(r.role_name.toLowerCase()));

/** Roles an SME can give a teammate. */
export const SME_TEAM_ROLES = ['sme_admin', 'marketing_manager', 'viewer'] as const;

/**
 * What a route needs. Every API operation declares one (its `x-permission` in the OpenAPI
 * document), and the server refuses the request before the handler runs when the caller
 * lacks it.
 * - `public`: anyone, signed in or not.
 * - `signed_in`: any signed-in caller, with or without an organization (session or key).
 * - `account`: the caller's own account (progress, preferences, feedback): a session only.
 * - `workspace:read`: read the organization's work: any member but a client's portal users
 *   (decision 059); a key with `read`.
 * - `portal:read`: what the client portal reads and answers (its overview, reports, messages,
 *   approvals and their decisions, a report's PDF, the agency's white-label theme): any
 *   member; the portal's services hold portal users to their client; a key with `read`.
 * - `content:write`: create or change campaigns, outputs, documents, business context and
 *   agent runs: writer roles; a key with `write`.
 * - `team:read`: see the team and workspaces: any member but a client's portal users, a
 *   session only.
 * - `team:manage` / `org:manage`: invite, change roles, remove; workspace settings:
 *   owners and admins, a session only.
 * - `clients:manage`: add, change, archive and restore an agency's clients: agency owners
 *   and admins with no client scope (canManageClients); a key with `write`.
 * - `keys:manage`: list, create and revoke API keys: writer roles, a session only (a key
 *   never mints keys).
 * - `admin`: platform administration: platform admins, a session only.
 */
export const PERMISSIONS = [
  'public',
  'signed_in',
  'account',
  'workspace:read',
  'portal:read',
  'content:write',
  'team:read',
  'team:manage',
  'org:manage',
  'clients:manage',
  'keys:manage',
  'admin',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The scope a key needs for a permission; null: keys are never enough. */
const KEY_SCOPE: Record<Permission, ApiKeyScope | 'any' | null> = {
  public: 'any',
  signed_in: 'any',
  account: null,
  'workspace:read': 'read',
  'portal:read': 'read',
  'content:write': 'write',
  'team:read': null,
  'team:manage': null,
  'org:manage': null,
  'clients:manage': 'write',
  'keys:manage': null,
  admin: null,
};

/** Whether a member with these roles in their organization may do this (keys aside). */
export function roleAllows(roles: RoleAssignment[], permission: Permission): boolean {
  switch (permission) {
    case 'public':
    case 'signed_in':
    case 'account':
      return true;
    case 'portal:read':
      return lower(roles).length > 0;
    case 'workspace:read':
    case 'team:read':
      return lower(roles).length > 0 && !isPortalUser(roles);
    case 'content:write':
    case 'keys:manage':
      return canCreateCampaigns(roles);
    case 'team:manage':
    case 'org:manage':
      return canManageTeam(roles);
    case 'clients:manage':
      return canManageClients(roles);
    case 'admin':
      return false;
  }
}

/** Whether an API key with these scopes may be used for this permission. */
export function keyAllows(scopes: readonly string[], permission: Permission): boolean {
  const needed = KEY_SCOPE[permission];
  if (needed === 'any') return true;
  if (needed === null) return false;
  return scopes.includes(needed);
}

/** Whether the roles only ever read (a viewer or a client role): the web hides every write. */
export function isReadOnly(roles: RoleAssignment[]) {
  return !canCreateCampaigns(roles) && !canManageTeam(roles);
}

/**
 * The clients a member may see and change: null when any of their roles has no client
 * scope (the whole organization), otherwise the ids of the clients their roles name; no role
 * at all is no client (issue 26, hole 6: the scope fails closed). The database enforces the
 * same rule by Row-Level Security (see src/server/db/tenant.ts).
 */
export function clientScope(roles: RoleAssignment[]): string[] | null {
  const granted = lower(roles);
  if (granted.length === 0) return [];
  if (granted.some((r) => !r.client_id)) return null;
  return [...new Set(granted.map((r) => r.client_id as string))];
}

/** Whether a member's client scope includes this client (null: organization-level work). */
export function inClientScope(roles: RoleAssignment[], clientId: string | null): boolean {
  const scope = clientScope(roles);
  return scope === null || (clientId !== null && scope.includes(clientId));
}
