/**
 * Drizzle table definitions. The SQL migrations in ./migrations are the source of truth
 * for the database; these definitions mirror them for typed queries.
 */
import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  type: text('type', { enum: ['SME', 'AGENCY'] }).notNull(),
  slug: text('slug').notNull().unique(),
  onboardingCompletedAt: ts('onboarding_completed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  orgId: uuid('org_id').references(() => organizations.id),
  isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  token: text('token').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: ts('access_token_expires_at'),
  refreshTokenExpiresAt: ts('refresh_token_expires_at'),
  scope: text('scope'),
  password: text('password'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userRoles = pgTable('user_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id').notNull(),
  userId: text('user_id').notNull(),
  roleName: text('role_name').notNull(),
  clientId: uuid('client_id'),
  createdAt: createdAt(),
});

export const businessContexts = pgTable('business_contexts', {
  orgId: uuid('org_id').primaryKey(),
  companyName: text('company_name'),
  industry: text('industry'),
  companySize: text('company_size'),
  description: text('description'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  updatedBy: text('updated_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id').notNull(),
  userId: text('user_id').notNull(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  lastUsedAt: ts('last_used_at'),
  revokedAt: ts('revoked_at'),
  createdAt: createdAt(),
});

export const invitationRequests = pgTable('invitation_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  companyName: text('company_name').notNull(),
  organizationType: text('organization_type', { enum: ['SME', 'AGENCY'] }).notNull(),
  useCase: text('use_case'),
  referralSource: text('referral_source'),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
  reviewedBy: text('reviewed_by'),
  reviewedAt: ts('reviewed_at'),
  createdAt: createdAt(),
});

export const alphaInvites = pgTable('alpha_invites', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  status: text('status', { enum: ['active', 'used', 'revoked'] }).notNull().default('active'),
  organizationType: text('organization_type', { enum: ['SME', 'AGENCY'] }).notNull().default('SME'),
  invitedBy: text('invited_by'),
  requestId: uuid('request_id'),
  usedBy: text('used_by'),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  links: jsonb('links').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  transport: text('transport').notNull(),
  error: text('error'),
  createdAt: createdAt(),
});

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
