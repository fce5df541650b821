import { describe, expect, it } from 'vitest';
import {
  canCreateCampaigns,
  canManageClients,
  canViewClients,
  clientScope,
  isPortalUser,
  portalClientIds,
  roleAllows,
  type RoleAssignment,
} from './permissions';

const role = (role_name: string, client_id: string | null = null): RoleAssignment[] => [
  { role_name, client_id },
];

describe('role capabilities (seed 000 §6)', () => {
  it.each([
    ['agency_owner', true, true, true],
    ['agency_admin', true, true, true],
    ['account_manager', false, true, true],
    ['creative_strategist', false, true, true],
    ['sme_owner', false, false, true],
    ['sme_admin', false, false, true],
    ['marketing_manager', false, false, true],
    ['viewer', false, false, false],
  ])(
    '%s: manage clients %s, view clients %s, create campaigns %s',
    (name, manage, view, create) => {
      expect(canManageClients(role(name))).toBe(manage);
      expect(canViewClients(role(name))).toBe(view);
      expect(canCreateCampaigns(role(name))).toBe(create);
    },
  );

  it('lets owners and admins manage clients only without a client scope', () => {
    expect(canManageClients(role('agency_owner', 'client-1'))).toBe(false);
    expect(canManageClients(role('agency_admin', 'client-1'))).toBe(false);
    expect(canViewClients(role('agency_admin', 'client-1'))).toBe(true);
    expect(canManageClients([...role('agency_admin', 'client-1'), ...role('agency_owner')])).toBe(
      true,
    );
  });

  it('compares role names case-insensitively', () => {
    expect(canManageClients(role('AGENCY_OWNER'))).toBe(true);
    expect(canViewClients(role('Account_Manager'))).toBe(true);
    expect(canCreateCampaigns(role('SME_Owner'))).toBe(true);
  });

  it('grants nothing without roles', () => {
    expect([canManageClients([]), canViewClients([]), canCreateCampaigns([])]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('portal users (decision 059)', () => {
  it.each(['guest', 'client_viewer', 'client_stakeholder', 'Client_Collaborator', 'viewer'])(
    '%s held for a client is a portal user of that client',
    (name) => {
      expect(isPortalUser(role(name, 'client-1'))).toBe(true);
      expect(portalClientIds([...role(name, 'client-1'), ...role('guest', 'client-1')])).toEqual([
        'client-1',
      ]);
    },
  );

  it('is not a teammate: an organization-wide viewer, a scoped account manager, mixed roles, no roles', () => {
    expect(isPortalUser(role('viewer'))).toBe(false);
    expect(isPortalUser(role('account_manager', 'client-1'))).toBe(false);
    expect(
      isPortalUser([...role('guest', 'client-1'), ...role('account_manager', 'client-2')]),
    ).toBe(false);
    expect(isPortalUser([])).toBe(false);
  });

  it('gives a portal user the portal and nothing of the workspace or the team', () => {
    const guest = role('guest', 'client-1');
    expect(roleAllows(guest, 'portal:read')).toBe(true);
    expect(roleAllows(guest, 'workspace:read')).toBe(false);
    expect(roleAllows(guest, 'team:read')).toBe(false);
    expect(roleAllows(guest, 'content:write')).toBe(false);
    for (const teammate of [role('viewer'), role('account_manager', 'client-1')]) {
      expect(roleAllows(teammate, 'workspace:read')).toBe(true);
      expect(roleAllows(teammate, 'portal:read')).toBe(true);
      expect(roleAllows(teammate, 'team:read')).toBe(true);
    }
    expect(roleAllows([], 'portal:read')).toBe(false);
  });

  it('gives a client role that names no client nothing at all (fails closed)', () => {
    for (const name of ['guest', 'client_viewer', 'Client_Stakeholder', 'client_collaborator']) {
      const orphan = role(name);
      expect(isPortalUser(orphan)).toBe(false);
      expect(clientScope(orphan)).toEqual([]);
      for (const permission of ['portal:read', 'workspace:read', 'team:read'] as const)
        expect(roleAllows(orphan, permission)).toBe(false);
      // Beside a real role, it neither widens nor narrows what that role grants.
      expect(clientScope([...orphan, ...role('account_manager', 'client-2')])).toEqual([
        'client-2',
      ]);
      expect(portalClientIds([...orphan, ...role('guest', 'client-1')])).toEqual(['client-1']);
    }
  });
});
