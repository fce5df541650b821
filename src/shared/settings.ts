/**
 * Settings contracts: workspace, team roles and invitations, notification preferences and
 * API keys. Used by the settings pages and by the API that validates them.
 */
import { z } from 'zod';
import { LIMITS, OWNER_ROLE_BY_TYPE, type OrganizationType } from './constants';
import { CURRENCIES } from './format';
import { MESSAGES } from './messages';
import { API_KEY_SCOPES, CLIENT_ROLES, SME_TEAM_ROLES, type ApiKeyScope } from './permissions';

// Kept apart so that a page naming a role loads none of these schemas.
export { ROLE_LABELS, roleLabel } from './role-labels';

export const AGENCY_TEAM_ROLES = [
  'agency_admin',
  'account_manager',
  'creative_strategist',
  'viewer',
  'client_stakeholder',
  'client_collaborator',
  'client_viewer',
  'guest',
] as const;

/** Agency roles that may be scoped to some clients; without clients they cover the agency. */
export const CLIENT_SCOPABLE_ROLES = ['account_manager', 'creative_strategist'] as const;

/** How a role takes clients: exactly one, any number (none: every client), or none at all. */
export function roleClientRule(role: string): 'one' | 'optional' | 'none' {
  const name = role.toLowerCase();
  if ((CLIENT_ROLES as readonly string[]).includes(name)) return 'one';
  if ((CLIENT_SCOPABLE_ROLES as readonly string[]).includes(name)) return 'optional';
  return 'none';
}

/** The most clients one invitation can name. */
export const INVITE_CLIENTS_MAX = 50;

/** Roles a teammate can be invited with. */
export const TEAM_ROLES_BY_TYPE: Record<OrganizationType, readonly string[]> = {
  SME: SME_TEAM_ROLES,
  AGENCY: AGENCY_TEAM_ROLES,
};

export const OWNER_ROLES = Object.values(OWNER_ROLE_BY_TYPE) as readonly string[];
export const isOwnerRole = (role: string) => OWNER_ROLES.includes(role.toLowerCase());

/** Roles a member can be given: the owner role of the type (owners only) and the team roles. */
export const assignableRoles = (type: OrganizationType) => [
  OWNER_ROLE_BY_TYPE[type],
  ...TEAM_ROLES_BY_TYPE[type],
];

export const ROLE_DESCRIPTIONS: Record<string, string> = {
  sme_owner: 'Everything, including the team and workspace settings.',
  agency_owner: 'Everything, including the team and workspace settings.',
  sme_admin: 'Manages the team and workspace settings, and works with every agent.',
  agency_admin: 'Manages clients, the team and workspace settings.',
  marketing_manager: 'Creates campaigns and works with every agent.',
  account_manager: 'Works on clients and their campaigns.',
  creative_strategist: 'Creates campaigns and content for clients.',
  viewer:
    'Sees campaigns, outputs, documents and dashboards, and changes nothing: for stakeholders who only look.',
  client_stakeholder:
    "A person at the client: signs in to their client's read-only portal, approves outputs and sends messages.",
  client_collaborator:
    "A person at the client who follows the work closely: their client's read-only portal, approvals and messages.",
  client_viewer: "A person at the client who only looks: their client's read-only portal.",
  guest: "A visitor from the client: their client's read-only portal, nothing else.",
};

export const SETTINGS_MESSAGES = {
  slugTaken: 'This address is already taken',
  slugInvalid: 'Use lower-case letters, numbers and single dashes',
  slugTooShort: 'The address must be at least 2 characters',
  manageOnly: 'Only owners and admins can do this',
  ownerOnly: 'Only owners can give or take away the owner role',
  lastOwner: 'An organization needs at least one owner',
  removeSelf: 'You cannot remove yourself from the organization',
  memberNotFound: 'Member not found',
  invitationNotFound: 'Invitation not found',
  roleNotAllowed: 'This role is not available for your organization',
  alreadyMember: 'This person is already a member of your organization',
  hasAccount:
    'This person already has a Stratagent account. An account belongs to one organization.',
  invitedElsewhere: 'This e-mail already has a pending invitation to Stratagent',
  workspaceNotFound: 'Workspace not found',
  apiKeyNotFound: 'API key not found',
  apiKeyLimit: 'You can have at most 25 active API keys. Revoke one you no longer use.',
  apiKeyNameRequired: 'Give the key a name',
  clientRequired: 'Choose the client this person belongs to',
  oneClientOnly: 'A client portal user belongs to exactly one client',
  clientsNotAllowed: 'This role works across every client: leave the clients empty',
  clientsAgencyOnly: 'Only agencies have clients to choose',
  clientNotFound: 'Client not found',
} as const;

const organizationName = z
  .string({ error: MESSAGES.signup.organizationRequired })
  .trim()
  .min(1, MESSAGES.signup.organizationRequired)
  .min(LIMITS.organizationNameMin, MESSAGES.signup.organizationTooShort)
  .max(LIMITS.textMax);

export const SLUG_MAX = 48;

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, SETTINGS_MESSAGES.slugTooShort)
  .max(SLUG_MAX, `The address must be at most ${SLUG_MAX} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SETTINGS_MESSAGES.slugInvalid);

/** A currency from the short list Settings offers (an organization's other code is kept, not chosen). */
export const currencySchema = z.enum(CURRENCIES, {
  error: `Choose one of ${CURRENCIES.join(', ')}`,
});

export const updateOrganizationSchema = z
  .object({
    name: organizationName.optional(),
    slug: slugSchema.optional(),
    currency: currencySchema.optional(),
  })
  .refine(
    (v) => v.name !== undefined || v.slug !== undefined || v.currency !== undefined,
    'Nothing to update',
  );
export type UpdateOrganizationInput = z.input<typeof updateOrganizationSchema>;

const email = z
  .string({ error: MESSAGES.invitation.emailRequired })
  .trim()
  .min(1, MESSAGES.invitation.emailRequired)
  .max(LIMITS.emailMax, MESSAGES.invitation.emailInvalid)
  .pipe(z.email(MESSAGES.invitation.emailInvalid))
  .transform((v) => v.toLowerCase());

const roleName = z
  .string({ error: 'Choose a role' })
  .trim()
  .toLowerCase()
  .min(1, 'Choose a role')
  .max(64);

const clientIds = z
  .array(z.uuid({ error: 'Each client must be a client id' }), {
    error: 'client_ids is a list of client ids',
  })
  .max(INVITE_CLIENTS_MAX, `Choose at most ${INVITE_CLIENTS_MAX} clients`)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** Whether the clients fit the role (seed 000 §6): one for portal users, none for owners and admins. */
function checkRoleClients(
  value: { role_name: string; client_ids?: string[] | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.client_ids === undefined) return;
  const rule = roleClientRule(value.role_name);
  const count = value.client_ids.length;
  const issue = (message: string) =>
    ctx.addIssue({ code: 'custom', path: ['client_ids'], message });
  if (rule === 'one' && count === 0) issue(SETTINGS_MESSAGES.clientRequired);
  if (rule === 'one' && count > 1) issue(SETTINGS_MESSAGES.oneClientOnly);
  if (rule === 'none' && count > 0) issue(SETTINGS_MESSAGES.clientsNotAllowed);
}

/**
 * A teammate invitation. An agency names the clients of a client role (exactly one, its
 * portal), may name some for an account manager or creative strategist (none: every
 * client) and names none for other roles.
 */
export const teamInviteSchema = z
  .object({ email, role_name: roleName, client_ids: clientIds.optional() })
  .superRefine((value, ctx) =>
    checkRoleClients({ ...value, client_ids: value.client_ids ?? [] }, ctx),
  );
export type TeamInviteInput = z.input<typeof teamInviteSchema>;

/**
 * A new role for a member. `client_ids` absent keeps the member's clients where the new role
 * takes clients (docs/decisions/027-invitations-with-clients.md); given, it replaces them.
 */
export const updateMemberRoleSchema = z
  .object({ role_name: roleName, client_ids: clientIds.optional() })
  .superRefine(checkRoleClients);

export const NOTIFICATION_PREFERENCES = [
  {
    key: 'team_activity',
    label: 'E-mail me when a teammate joins',
    description:
      'When someone accepts an invitation to your organization. Sent to owners and admins.',
    defaultValue: true,
  },
  {
    key: 'campaign_updates',
    label: 'E-mail me when a campaign is completed',
    description: 'A short note when a campaign in your organization is marked completed.',
    defaultValue: true,
  },
  {
    key: 'product_updates',
    label: 'E-mail me about product updates',
    description: 'Occasional news about new agents and features during the pre-alpha.',
    defaultValue: false,
  },
] as const;
export type NotificationKey = (typeof NOTIFICATION_PREFERENCES)[number]['key'];

/**
 * The digest of what needs attention (decision 072): the same items as the dashboards, by
 * e-mail, daily or weekly (Mondays), from DIGEST_SEND_HOUR_UTC; off by default.
 */
export const ATTENTION_DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type AttentionDigestFrequency = (typeof ATTENTION_DIGEST_FREQUENCIES)[number];
export const DIGEST_SEND_HOUR_UTC = 7;
export const ATTENTION_DIGEST = {
  label: 'E-mail me what needs attention',
  description:
    'Overspending campaigns, campaigns losing money, anomalies, approvals waiting and missing figures, as on your dashboard. Nothing is sent when nothing needs attention.',
  options: [
    { value: 'off', label: 'Never' },
    { value: 'daily', label: 'Every morning' },
    { value: 'weekly', label: 'Every Monday morning' },
  ],
  teamOnly: "The attention digest is for the organization's team, not for a client's portal.",
} as const satisfies {
  options: readonly { value: AttentionDigestFrequency; label: string }[];
  [key: string]: unknown;
};

export type NotificationPreferences = Record<NotificationKey, boolean> & {
  attention_digest: AttentionDigestFrequency;
};

export const DEFAULT_NOTIFICATION_PREFERENCES = {
  ...Object.fromEntries(NOTIFICATION_PREFERENCES.map((p) => [p.key, p.defaultValue])),
  attention_digest: 'off',
} as NotificationPreferences;

export const notificationPreferencesSchema = z
  .object({
    team_activity: z.boolean().optional(),
    campaign_updates: z.boolean().optional(),
    product_updates: z.boolean().optional(),
    attention_digest: z
      .enum(ATTENTION_DIGEST_FREQUENCIES, {
        error: `attention_digest must be one of ${ATTENTION_DIGEST_FREQUENCIES.join(', ')}`,
      })
      .optional(),
  })
  .strict();

export const API_KEY = {
  /** `sk_live_` followed by 32 random base64url characters. */
  prefix: 'sk_live_',
  randomLength: 32,
  /** How much of a key is kept in clear to recognise it in the list. */
  displayLength: 12,
  maxActive: 25,
  nameMax: 100,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a new key lives, as offered in settings; the API takes any future date within the maximum. */
export const API_KEY_EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
] as const;
export type ApiKeyExpiryChoice = (typeof API_KEY_EXPIRY_CHOICES)[number]['value'];
export const API_KEY_MAX_LIFETIME_DAYS = 5 * 365;

export const expiryFromChoice = (choice: ApiKeyExpiryChoice, now = Date.now()) =>
  choice === 'never' ? null : new Date(now + Number(choice) * DAY_MS).toISOString();

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read: campaigns, metrics, outputs, documents and dashboards',
  write: 'Write: create and change campaigns, metrics, outputs and documents',
};

export const createApiKeySchema = z.object({
  name: z
    .string({ error: SETTINGS_MESSAGES.apiKeyNameRequired })
    .trim()
    .min(1, SETTINGS_MESSAGES.apiKeyNameRequired)
    .max(API_KEY.nameMax, `Keep the name under ${API_KEY.nameMax} characters`),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'Scopes are read and write' }), {
      error: 'Scopes are a list: read, write',
    })
    .min(1, 'Choose at least one scope')
    .max(API_KEY_SCOPES.length, 'Scopes are read and write')
    .transform((scopes) => [...new Set(scopes)])
    .default(['read']),
  expires_at: z.iso
    .datetime({ offset: true, error: 'Use a date and time like 2027-01-31T00:00:00Z' })
    .refine((v) => Date.parse(v) > Date.now(), 'The expiry must be in the future')
    .refine(
      (v) => Date.parse(v) <= Date.now() + API_KEY_MAX_LIFETIME_DAYS * DAY_MS,
      `A key can live at most ${API_KEY_MAX_LIFETIME_DAYS / 365} years`,
    )
    .nullable()
    .optional(),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
  last_used_at: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_by_you: z.boolean(),
  can_revoke: z.boolean(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

export const apiKeysAnswerSchema = z.object({
  access: z.object({ unlocked: z.boolean(), requirement: z.string(), ai_interactions: z.number() }),
  keys: z.array(apiKeyViewSchema),
});
export type ApiKeysAnswer = z.infer<typeof apiKeysAnswerSchema>;

export const createdApiKeySchema = z.object({ key: z.string(), api_key: apiKeyViewSchema });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
