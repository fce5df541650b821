/**
 * Client contracts (seed 000 §3, §4, §7.3; seed 001 §3): an agency's clients, their brand
 * kit as the client portal reads it, and the answers of the clients API and procedures.
 * The forms, the API and the procedures all validate with these schemas.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';

export const CLIENT_STATUSES = ['active', 'paused', 'churned'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** Seed 000 §4: active success, paused warning, churned destructive, otherwise neutral. */
export const CLIENT_STATUS_TONES: Record<string, 'success' | 'warning' | 'destructive'> = {
  active: 'success',
  paused: 'warning',
  churned: 'destructive',
};
export const clientStatusTone = (status: string) => CLIENT_STATUS_TONES[status] ?? 'neutral';

export const CLIENT_NAME_MAX = 120;
/** Seed 001 §9. */
export const DEFAULT_BRAND_COLOR = '#3B82F6';

export const CLIENT_MESSAGES = {
  nameRequired: 'Client name is required',
  notFound: 'Client not found',
  agencyOnly: 'Clients are available to agency organizations only.',
  manageOnly: MESSAGES.permissions.clientManagersOnly,
  outOfScope: MESSAGES.permissions.outsideClientScope,
  noClients: 'No clients yet',
  noClientsToDisplay: 'No clients to display',
  invalidColor: 'Use a colour like #3B82F6',
} as const;

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, CLIENT_MESSAGES.invalidColor);

/** The client portal's brand kit (seed 001 §3). `logo_url` is a same-origin upload path. */
export const clientBrandKitSchema = z.object({
  primary_color: hexColor.optional(),
  secondary_color: hexColor.optional(),
  accent_color: hexColor.optional(),
  font_family: z.string().trim().max(100).optional(),
  logo_url: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/api\/v1\/[\w\-/.]+$/, 'The logo must be an uploaded file')
    .optional(),
});
export type ClientBrandKit = z.infer<typeof clientBrandKitSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** Creating a client: the name is required; everything else optional. */
export const createClientSchema = z.object({
  name: z.string().trim().min(1, CLIENT_MESSAGES.nameRequired).max(CLIENT_NAME_MAX),
  status: z.enum(CLIENT_STATUSES).default('active'),
  industry: optionalText(100),
  contact_name: optionalText(120),
  contact_email: z
    .union([z.literal(''), z.email('Enter a valid email address').max(254)])
    .nullable()
    .optional(),
  website: z
    .union([
      z.literal(''),
      z
        .url({ protocol: /^https?$/, error: 'Enter a full address like https://example.com' })
        .max(500),
    ])
    .nullable()
    .optional(),
  notes: optionalText(5000),
  monthly_retainer_cents: z.number().int().min(0).max(1e13).nullable().optional(),
  brand_kit: clientBrandKitSchema.optional(),
});
export type CreateClientInput = z.input<typeof createClientSchema>;

/** Updating: an absent field is unchanged, null clears it (PRODUCT.md §4). */
export const updateClientSchema = createClientSchema
  .partial()
  .extend({ status: z.enum(CLIENT_STATUSES).optional() });
export type UpdateClientInput = z.input<typeof updateClientSchema>;

/** `GET /clients`: seed 000 §7.3 get_clients_list (limit 50 by default). */
export const listClientsQuerySchema = z.object({
  status: z.enum(CLIENT_STATUSES).optional(),
  include_archived: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListClientsQuery = z.input<typeof listClientsQuerySchema>;

/** A client as the API answers it. */
export const clientSchema = z.object({
  id: z.uuid(),
  org_id: z.uuid(),
  name: z.string(),
  status: z.string(),
  industry: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  website: z.string().nullable(),
  notes: z.string().nullable(),
  monthly_retainer_cents: z.number().nullable(),
  brand_kit: clientBrandKitSchema,
  client_info: z.object({ name: z.string().optional() }).passthrough(),
  created_at: z.string(),
  updated_at: z.string(),
  archived_at: z.string().nullable(),
  campaign_count: z.number(),
  active_campaign_count: z.number(),
  /** Seed 000 §3: the client's campaigns, each with id and status. */
  campaigns: z.array(z.object({ id: z.uuid(), status: z.string() })),
});
export type Client = z.infer<typeof clientSchema>;

/** `GET /clients/{id}/dashboard` (get_client_dashboard). Money in cents. */
export const clientDashboardSchema = z.object({
  client: clientSchema,
  campaign_count: z.number(),
  active_campaigns: z.number(),
  completed_campaigns: z.number(),
  total_budget_cents: z.number(),
  total_spent_cents: z.number(),
  budget_utilization_percentage: z.number(),
  output_count: z.number(),
  document_count: z.number(),
  session_count: z.number(),
  revenue_this_month_cents: z.number(),
  last_activity: z.string().nullable(),
  recent_campaigns: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      status: z.string(),
      budget_cents: z.number().nullable(),
      spent_cents: z.number(),
    }),
  ),
  recent_outputs: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      agent_type: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;

const totals = {
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  spend_cents: z.number(),
  revenue_cents: z.number(),
  ctr: z.number().nullable(),
  conversion_rate: z.number().nullable(),
  cpa_cents: z.number().nullable(),
  roas: z.number().nullable(),
  roi_percentage: z.number().nullable(),
};

/** `GET /clients/{id}/performance` (get_client_performance): its metrics over a period. */
export const clientPerformanceSchema = z.object({
  client_id: z.uuid(),
  from: z.string(),
  to: z.string(),
  totals: z.object(totals),
  daily: z.array(
    z.object({
      date: z.string(),
      impressions: z.number(),
      clicks: z.number(),
      conversions: z.number(),
      spend_cents: z.number(),
      revenue_cents: z.number(),
    }),
  ),
  campaigns: z.array(z.object({ id: z.uuid(), name: z.string(), status: z.string(), ...totals })),
});
export type ClientPerformance = z.infer<typeof clientPerformanceSchema>;

/** `GET /clients/analytics` (get_cross_client_analytics, agencies only). */
export const crossClientAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object(totals),
  clients: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      status: z.string(),
      industry: z.string().nullable(),
      campaign_count: z.number(),
      active_campaigns: z.number(),
      ...totals,
    }),
  ),
});
export type CrossClientAnalytics = z.infer<typeof crossClientAnalyticsSchema>;

export const performancePeriodQuerySchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
