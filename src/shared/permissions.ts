/** Role capabilities (seed 000 §6). Role names compare case-insensitively. */
export type RoleAssignment = { role_name: string; client_id: string | null };

const has = (roles: RoleAssignment[], names: string[]) =>
  roles.some((r) => names.includes(r.role_name.toLowerCase()));

export function canManageClients(roles: RoleAssignment[]) {
  return roles.some((r) => ['agency_owner', 'agency_admin'].includes(r.role_name.toLowerCase()) && !r.client_id);
}

export function canViewClients(roles: RoleAssignment[]) {
  return has(roles, ['agency_owner', 'agency_admin', 'account_manager', 'creative_strategist']);
}

export function canCreateCampaigns(roles: RoleAssignment[]) {
  return has(roles, [
    'sme_owner',
    'sme_admin',
    'marketing_manager',
    'agency_owner',
    'agency_admin',
    'account_manager',
    'creative_strategist',
  ]);
}

/** Owners and admins manage the team and workspace settings. */
export function canManageTeam(roles: RoleAssignment[]) {
  return has(roles, ['sme_owner', 'sme_admin', 'agency_owner', 'agency_admin']);
}

export function isClientPortalUser(roles: RoleAssignment[]) {
  return has(roles, ['client_stakeholder', 'client_collaborator', 'viewer']);
}

/** Roles an SME can give a teammate. */
export const SME_TEAM_ROLES = ['sme_admin', 'marketing_manager'] as const;
