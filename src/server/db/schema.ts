/**
 * Drizzle table definitions. The SQL migrations in ./migrations are the source of truth
 * for the database; these definitions mirror them for typed queries.
 */
import { sql } from 'drizzle-orm';
import { CAMPAIGN_STATUSES } from '@/shared/campaigns';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  type: text('type', { enum: ['SME', 'AGENCY'] }).notNull(),
  slug: text('slug').notNull().unique(),
  onboardingCompletedAt: ts('onboarding_completed_at'),
  /** Created by `npx stratagent demo`, the only organizations the demo loader deletes. */
  isDemo: boolean('is_demo').notNull().default(false),
  /** The agents' provider and model (decision 048); null = inherit. */
  llmProvider: text('llm_provider', { enum: ['openai', 'anthropic', 'openai-compatible'] }),
  llmModel: text('llm_model'),
  /** ISO 4217 code every amount is shown in (migration 0056); amounts stay in cents. */
  currency: text('currency').notNull().default('USD'),
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
  details: jsonb('details')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
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
  scopes: text('scopes').array().notNull().default(['read', 'write']),
  expiresAt: ts('expires_at'),
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
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  reviewedBy: text('reviewed_by'),
  reviewedAt: ts('reviewed_at'),
  createdAt: createdAt(),
});

export const alphaInvites = pgTable('alpha_invites', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  status: text('status', { enum: ['active', 'used', 'revoked'] })
    .notNull()
    .default('active'),
  organizationType: text('organization_type', { enum: ['SME', 'AGENCY'] })
    .notNull()
    .default('SME'),
  invitedBy: text('invited_by'),
  requestId: uuid('request_id'),
  usedBy: text('used_by'),
  usedAt: ts('used_at'),
  /** A teammate invite: sign-up joins this organization with role_name. */
  orgId: uuid('org_id'),
  roleName: text('role_name'),
  /** The clients an agency teammate invite scopes the role to (none: organization-wide). */
  clientIds: uuid('client_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  /** SHA-256 of the single-use token in the invitation link; null once used. */
  tokenHash: text('token_hash'),
  /** The invitation cannot be used from then on, until it is sent again (migration 0048). */
  expiresAt: ts('expires_at')
    .notNull()
    .default(sql`now() + interval '14 days'`),
  createdAt: createdAt(),
});

/** A sign-up made without the invitation's token, waiting for its e-mail confirmation. */
export const pendingSignups = pgTable('pending_signups', {
  userId: text('user_id').primaryKey(),
  organizationName: text('organization_name').notNull(),
  organizationType: text('organization_type', { enum: ['SME', 'AGENCY'] }).notNull(),
  slug: text('slug'),
  createdAt: createdAt(),
});

export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  links: jsonb('links')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  transport: text('transport').notNull(),
  error: text('error'),
  createdAt: createdAt(),
});

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

export const altchaUsedChallenges = pgTable('altcha_used_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
});

const money = (name: string) => bigint(name, { mode: 'number' });
const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'`);

export const clients = pgTable('clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id').notNull(),
  name: text('name').notNull(),
  status: text('status', { enum: ['active', 'paused', 'churned'] })
    .notNull()
    .default('active'),
  industry: text('industry'),
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  website: text('website'),
  notes: text('notes'),
  brandKit: jsonb('brand_kit')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  clientInfo: jsonb('client_info')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  monthlyRetainerCents: money('monthly_retainer_cents'),
  /** The agents' provider and model (decision 048); null = inherit. */
  llmProvider: text('llm_provider', { enum: ['openai', 'anthropic', 'openai-compatible'] }),
  llmModel: text('llm_model'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  archivedAt: ts('archived_at'),
});

export const campaigns = pgTable('campaigns', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id').notNull(),
  clientId: uuid('client_id'),
  name: text('name').notNull(),
  description: text('description'),
  campaignType: text('campaign_type'),
  priorityLevel: integer('priority_level').notNull().default(0),
  budgetCents: money('budget_cents'),
  spentCents: money('spent_cents').notNull().default(0),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  marketingChannels: textArray('marketing_channels'),
  geographicTarget: text('geographic_target'),
  targetAudience: text('target_audience'),
  goals: textArray('goals'),
  successMetrics: textArray('success_metrics'),
  objectives: text('objectives'),
  contentPillars: textArray('content_pillars'),
  targetPersonas: textArray('target_personas'),
  competitorContext: text('competitor_context'),
  tags: textArray('tags'),
  status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
  createdBy: text('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  archivedAt: ts('archived_at'),
});

export const campaignDailyMetrics = pgTable('campaign_daily_metrics', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id').notNull(),
  campaignId: uuid('campaign_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  impressions: money('impressions').notNull().default(0),
  clicks: money('clicks').notNull().default(0),
  conversions: money('conversions').notNull().default(0),
  spendCents: money('spend_cents').notNull().default(0),
  revenueCents: money('revenue_cents').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const agentSessions = pgTable('agent_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id').notNull(),
  clientId: uuid('client_id'),
  campaignId: uuid('campaign_id'),
  agentType: text('agent_type').notNull(),
  mode: text('mode'),
  title: text('title').notNull().default(''),
  status: text('status').notNull().default('idle'),
  createdBy: text('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const agentOutputs = pgTable('agent_outputs', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id').notNull(),
  clientId: uuid('client_id'),
  campaignId: uuid('campaign_id'),
  sessionId: uuid('session_id'),
  agentType: text('agent_type').notNull(),
  outputType: text('output_type').notNull(),
  title: text('title').notNull(),
  summary: text('summary'),
  content: jsonb('content')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  engine: text('engine').notNull().default('offline'),
  saved: boolean('saved').notNull().default(true),
  createdBy: text('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const aiInteractions = pgTable('ai_interactions', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id').notNull(),
  userId: text('user_id'),
  sessionId: uuid('session_id'),
  agentType: text('agent_type').notNull(),
  createdAt: createdAt(),
});

export const documents = pgTable('documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id').notNull(),
  clientId: uuid('client_id'),
  campaignId: uuid('campaign_id'),
  title: text('title').notNull(),
  filename: text('filename').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: money('size_bytes').notNull().default(0),
  storageKey: text('storage_key'),
  textContent: text('text_content').notNull().default(''),
  createdBy: text('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userProgress = pgTable('user_progress', {
  userId: text('user_id').primaryKey(),
  orgId: uuid('org_id').notNull(),
  totalXp: integer('total_xp').notNull().default(0),
  agentsUsed: textArray('agents_used'),
  outputsSaved: integer('outputs_saved').notNull().default(0),
  campaignsCompleted: integer('campaigns_completed').notNull().default(0),
  updatedAt: updatedAt(),
});

export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: text('user_id').notNull(),
    orgId: uuid('org_id').notNull(),
    achievementId: text('achievement_id').notNull(),
    xp: integer('xp').notNull(),
    unlockedAt: ts('unlocked_at').notNull().defaultNow(),
    seenAt: ts('seen_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

export const activityLog = pgTable('activity_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id').notNull(),
  userId: text('user_id'),
  clientId: uuid('client_id'),
  action: text('action').notNull(),
  entityType: text('entity_type'),
  entityId: text('entity_id'),
  createdAt: createdAt(),
});

export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id').notNull(),
  userId: text('user_id'),
  category: text('category').notNull(),
  message: text('message').notNull(),
  pageUrl: text('page_url'),
  createdAt: createdAt(),
});

export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id').primaryKey(),
  orgId: uuid('org_id').notNull(),
  preferences: jsonb('preferences')
    .$type<Record<string, boolean>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** 'off', 'daily' or 'weekly' (migration 0052). */
  attentionDigest: text('attention_digest').notNull().default('off'),
  /** The digest period last sent: '2026-11-29' (daily) or 'week of 2026-11-23' (weekly). */
  attentionDigestPeriod: text('attention_digest_period'),
  updatedAt: updatedAt(),
});

export const dashboardMetricsCache = pgTable('dashboard_metrics_cache', {
  orgId: uuid('org_id').primaryKey(),
  metrics: jsonb('metrics').$type<Record<string, unknown>>().notNull(),
  computedAt: ts('computed_at').notNull().defaultNow(),
});

// Documents' full-text column (generated, 0008) is read through raw SQL: search_vector.
export const businessContextHistory = pgTable('business_context_history', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id').notNull(),
  sessionId: text('session_id'),
  agentType: text('agent_type').notNull(),
  confidenceScore: numeric('confidence_score', {
    precision: 4,
    scale: 3,
    mode: 'number',
  }).notNull(),
  extractedContext: jsonb('extracted_context')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  createdBy: text('created_by'),
  createdAt: createdAt(),
  reviewedAt: ts('reviewed_at'),
});

// The agents' conversation and durable runs (0007). agent_outputs.model (0007) is read through raw SQL.
export const agentMessages = pgTable('agent_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id').notNull(),
  sessionId: uuid('session_id').notNull(),
  role: text('role', { enum: ['user', 'assistant', 'system'] }).notNull(),
  content: text('content').notNull().default(''),
  parts: jsonb('parts')
    .$type<unknown[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
});

export const agentRuns = pgTable('agent_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id').notNull(),
  sessionId: uuid('session_id').notNull(),
  status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] })
    .notNull()
    .default('queued'),
  tool: text('tool').notNull(),
  input: jsonb('input')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  error: text('error'),
  engine: text('engine').notNull().default('offline'),
  model: text('model'),
  outputId: uuid('output_id'),
  createdBy: text('created_by'),
  createdAt: createdAt(),
  startedAt: ts('started_at'),
  finishedAt: ts('finished_at'),
  heartbeatAt: ts('heartbeat_at'),
  attempts: integer('attempts').notNull().default(1),
});

export const agentSessionContext = pgTable(
  'agent_session_context',
  {
    orgId: uuid('org_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    outputId: uuid('output_id').notNull(),
    sharedBy: text('shared_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.outputId] })],
);

// What each output was grounded in, with the source's version when saved (0034, decision 044).
export const outputSources = pgTable(
  'output_sources',
  {
    outputId: uuid('output_id').notNull(),
    orgId: uuid('org_id').notNull(),
    sourceKind: text('source_kind', {
      enum: ['business_context', 'fact', 'document', 'client', 'competitor', 'brand_voice'],
    }).notNull(),
    sourceId: uuid('source_id').notNull(),
    title: text('title').notNull(),
    sourceVersion: text('source_version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.outputId, t.sourceKind, t.sourceId] })],
);
