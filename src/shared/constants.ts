/**
 * The seeds' business constants, kept in one place for server, web and tests.
 * Seed references: 001 §5 and §9 (entry side), 000 §4 and §9 (signed-in application).
 */

export const SUPPORT_EMAIL = 'founders@stratagent.app';
export const LEGAL_LAST_UPDATED = '14 October 2025';
export const TAGLINE = 'Intelligence Over Execution';

export const ORGANIZATION_TYPES = ['SME', 'AGENCY'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const INDUSTRIES = [
  'SaaS/Software',
  'E-commerce',
  'Professional Services',
  'Manufacturing',
  'Healthcare',
  'Retail',
  'Financial Services',
  'Education',
  'Non-profit',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const COMPANY_SIZES = [
  '1-10 employees',
  '11-50 employees',
  '51-200 employees',
  '201-500 employees',
  '500+ employees',
] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const LIMITS = {
  useCaseMax: 500,
  companyNameMin: 2,
  organizationNameMin: 2,
  passwordMin: 8,
  passwordMax: 128,
  emailMax: 254,
  textMax: 200,
  descriptionMax: 2000,
} as const;

export const TIMINGS = {
  slugDebounceMs: 500,
  pendingApprovalsPollMs: 30_000,
  achievementToastMs: 5_000,
  unlockCheckDelayMs: 100,
  forgotDialogResetMs: 200,
  chunkRetryDelayMs: 1_500,
  /** Reset links expire after 24 hours, as the e-mail tells the user. */
  resetLinkTtlSeconds: 24 * 60 * 60,
  emailConfirmationTtlSeconds: 24 * 60 * 60,
} as const;

/** Days an invitation can be used after it was last sent (PRODUCT.md); sending it again restarts them. */
export const INVITATION_VALID_DAYS = 14;

export const INVITATION_REVIEW_TIME = '2-3 business days';

export const ROLE_NAMES = [
  'agency_owner',
  'agency_admin',
  'account_manager',
  'creative_strategist',
  'sme_owner',
  'sme_admin',
  'marketing_manager',
  'client_stakeholder',
  'client_collaborator',
  'viewer',
  'guest',
  'client_viewer',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const OWNER_ROLE_BY_TYPE: Record<OrganizationType, RoleName> = {
  SME: 'sme_owner',
  AGENCY: 'agency_owner',
};
