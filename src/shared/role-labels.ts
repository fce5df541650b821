/** How each role is named on screen, apart from the settings schemas in ./settings (decision 033). */
export const ROLE_LABELS: Record<string, string> = {
  sme_owner: 'Owner',
  sme_admin: 'Admin',
  marketing_manager: 'Marketing manager',
  agency_owner: 'Owner',
  agency_admin: 'Admin',
  account_manager: 'Account manager',
  creative_strategist: 'Creative strategist',
  client_stakeholder: 'Client stakeholder',
  client_collaborator: 'Client collaborator',
  viewer: 'Viewer',
  guest: 'Guest',
  client_viewer: 'Client viewer',
};

export const roleLabel = (role: string) => ROLE_LABELS[role.toLowerCase()] ?? role;
