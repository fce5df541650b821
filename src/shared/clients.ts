/**
 * Client contracts (seed 000 §3, §4, §7.3; seed 001 §3): an agency's clients, their brand
 * kit as the client portal reads it, and the answers of the clients API and procedures.
 * The forms, the API and the procedures all validate with these schemas.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';
import { CLIENT_STATUSES } from './client-status';
import { cursorParam } from './pagination';

// Kept apart so that a page showing a client's status loads none of these schemas.
export {
  CLIENT_STATUSES,
  CLIENT_STATUS_TONES,
  clientStatusTone,
  DEFAULT_BRAND_COLOR,
  type ClientStatus,
} from './client-status';

export const CLIENT_NAME_MAX = 120;
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
  .regex(/^#[0-9a-f]{6}$/i, CLIENT_MESSAGES.invalidColor);

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

const statusSchema = z.enum(CLIENT_STATUSES, {
  error: `status must be one of ${CLIENT_STATUSES.join(', ')}`,
});

/** Creating a client: the name is required; everything else optional. */
/** The longest client description: a paragraph about what the client sells and to whom. */
export const CLIENT_DESCRIPTION_MAX = 2000;

export const createClientSchema = z.object({
  name: z
    .string({ error: CLIENT_MESSAGES.nameRequired })
    .trim()
    .min(1, CLIENT_MESSAGES.nameRequired)
    .max(CLIENT_NAME_MAX, `Client name must be at most ${CLIENT_NAME_MAX} characters`),
  status: statusSchema.default('active'),
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
  /** What the client does and for whom: what the agents write about (kept in client_info). */
  description: optionalText(CLIENT_DESCRIPTION_MAX),
  /** The agency's internal notes: never used by an agent, never shown to the client. */
  notes: optionalText(5000),
  monthly_retainer_cents: z
    .number({ error: 'monthly_retainer_cents must be a whole number of cents' })
    .int({ error: 'monthly_retainer_cents must be a whole number of cents' })
    .min(0, { error: 'monthly_retainer_cents cannot be negative' })
    .max(1e13, { error: 'monthly_retainer_cents is too large' })
    .nullable()
    .optional(),
  /** Replaces the whole kit when given; null empties it. */
  brand_kit: clientBrandKitSchema.nullable().optional(),
});
export type CreateClientInput = z.input<typeof createClientSchema>;

/** Updating: an absent field is unchanged, null clears it (PRODUCT.md §4). */
export const updateClientSchema = createClientSchema
  .partial()
  .extend({ status: statusSchema.optional() });
export type UpdateClientInput = z.input<typeof updateClientSchema>;

/** `GET /clients`: seed 000 §7.3 get_clients_list (limit 50 by default). */
export const CLIENTS_PAGE_SIZE = 50;
export const CLIENTS_PAGE_SIZE_MAX = 100;
const limitMessage = `limit must be a whole number from 1 to ${CLIENTS_PAGE_SIZE_MAX}`;
const offsetMessage = 'offset must be a whole number of 0 or more';
const includeArchived = z
  .enum(['true', 'false'], { error: 'include_archived must be true or false' })
  .optional();
export const listClientsQuerySchema = z.object({
  status: statusSchema.optional(),
  include_archived: includeArchived,
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(CLIENTS_PAGE_SIZE_MAX, { error: limitMessage })
    .default(CLIENTS_PAGE_SIZE),
  offset: z.coerce
    .number({ error: offsetMessage })
    .int({ error: offsetMessage })
    .min(0, { error: offsetMessage })
    .max(1_000_000, { error: 'offset is too large' })
    .default(0)
    .describe('For small jumps only: past one page, follow meta.next_cursor'),
  cursor: cursorParam,
});

/** Reading one client (and its dashboard and performance): archived ones only on request. */
export const clientReadQuerySchema = z.object({ include_archived: includeArchived });
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
  description: z.string().nullable(),
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
  /**
   * This calendar month's (UTC) revenue from the daily metrics of the client's campaigns,
   * archived ones included (recorded results stay results; decision 023).
   */
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
  /**
   * The client's campaigns with their totals over the period; archived campaigns appear
   * (archived: true) only when they recorded days in it.
   */
  campaigns: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      status: z.string(),
      archived: z.boolean(),
      ...totals,
    }),
  ),
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

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '0001-01-01') return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const periodDay = (name: 'from' | 'to') =>
  z
    .string({ error: `${name} must be a date like 2026-01-31` })
    .refine(isCalendarDay, { error: `${name} must be a date like 2026-01-31` })
    .optional();

const orderedPeriod = (v: { from?: string | undefined; to?: string | undefined }) =>
  !v.from || !v.to || v.from <= v.to;
const periodOrderIssue = {
  path: ['from'],
  error: 'The start of the period must be on or before its end',
};
/**
 * `GET /clients/analytics`: a reporting period, `from` and `to` inclusive; by default the 30
 * days up to today (UTC), or the 30 days up to `to`. At most 10 years.
 */
export const performancePeriodQuerySchema = z
  .object({ from: periodDay('from'), to: periodDay('to') })
  .refine(orderedPeriod, periodOrderIssue);
/** `GET /clients/{id}/performance`: a period, and whether an archived client may be read. */
export const clientPerformanceQuerySchema = z
  .object({ from: periodDay('from'), to: periodDay('to'), include_archived: includeArchived })
  .refine(orderedPeriod, periodOrderIssue);
