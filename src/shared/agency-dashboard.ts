/**
 * The agency dashboard (seed 000 §2.5, §3 team activity item, §4 agency dashboard state, §9):
 * its answer, the query that scopes it to one client, and the sentences the team activity
 * feed is written in. The server validates with these schemas and the web app reads them.
 */
import { z } from 'zod';
import { ATTENTION_KINDS } from './attention-ranking';

export const AGENCY_DASHBOARD_STATES = ['onboarding', 'enterprise'] as const;
export type AgencyDashboardState = (typeof AGENCY_DASHBOARD_STATES)[number];

/** Seed 000 §4: 'onboarding' while the agency has no clients, otherwise 'enterprise'. */
export const agencyDashboardState = (clientCount: number): AgencyDashboardState =>
  clientCount === 0 ? 'onboarding' : 'enterprise';

/** How far back the Team Activity stat counts events. */
export const TEAM_ACTIVITY_WINDOW_DAYS = 30;

export const agencyDashboardQuerySchema = z.object({
  client_id: z.uuid({ error: 'client_id must be a client id' }).optional(),
});
export type AgencyDashboardQuery = z.infer<typeof agencyDashboardQuerySchema>;

export const agencyDashboardClientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.string(),
  industry: z.string().nullable(),
  campaign_count: z.number().int(),
  active_campaign_count: z.number().int(),
  /** This calendar month's revenue of the client's campaigns, in cents. */
  monthly_revenue_cents: z.number(),
  /** The budgets of its campaigns that have one (not archived), in cents; null when none has. */
  budget_cents: z.number().nullable(),
  /** What those campaigns have spent, in cents. */
  spent_cents: z.number(),
  /** Why the client needs attention, most at stake first (decision 072); empty when all is well. */
  attention: z.array(z.object({ kind: z.enum(ATTENTION_KINDS), text: z.string() })),
});
export type AgencyDashboardClient = z.infer<typeof agencyDashboardClientSchema>;

export const agencyDashboardCampaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.string(),
  client_id: z.uuid(),
  client_name: z.string(),
  budget_cents: z.number().nullable(),
  spent_cents: z.number(),
  revenue_cents: z.number(),
  /** (revenue − spend) / spend × 100, one decimal; null while nothing is spent. */
  roi_percentage: z.number().nullable(),
});
export type AgencyDashboardCampaign = z.infer<typeof agencyDashboardCampaignSchema>;

/** Seed 000 §3 team activity item, with the sentence the feed shows. */
export const agencyActivityItemSchema = z.object({
  id: z.uuid(),
  user_name: z.string(),
  user_role: z.string().nullable(),
  action: z.string(),
  client_name: z.string().nullable(),
  /** The name of what the action touched (a campaign's or a client's name), when known. */
  entity_name: z.string().nullable(),
  /** The action written for people: "Jordan created the campaign Summer Launch for Fernleaf". */
  description: z.string(),
  timestamp: z.string(),
});
export type AgencyActivityItem = z.infer<typeof agencyActivityItemSchema>;

export const agencyDashboardSchema = z.object({
  state: z.enum(AGENCY_DASHBOARD_STATES),
  /** The client the figures are scoped to; null: every client the caller may see. */
  client_id: z.uuid().nullable(),
  /**
   * The clients the caller may see (the dropdown and the portfolio), at most
   * PAGE_SIZES.dashboardClients: those needing attention first (most at stake first), then
   * by this month's revenue.
   */
  clients: z.array(agencyDashboardClientSchema),
  stats: z.object({
    total_clients: z.number().int(),
    active_clients: z.number().int(),
    /** This calendar month's revenue (UTC) from the campaigns' daily metrics, in cents. */
    monthly_revenue_cents: z.number(),
    avg_revenue_per_client_cents: z.number(),
    active_campaigns: z.number().int(),
    total_campaigns: z.number().int(),
    /** Team events of the last TEAM_ACTIVITY_WINDOW_DAYS days. */
    team_activity_count: z.number().int(),
    month_start: z.string(),
  }),
  /** Active campaigns across the clients: over budget first (most over first), then most recently changed. */
  campaigns: z.array(agencyDashboardCampaignSchema),
  activity: z.array(agencyActivityItemSchema),
});
export type AgencyDashboard = z.infer<typeof agencyDashboardSchema>;

export const AGENCY_DASHBOARD_MESSAGES = {
  noClients: 'No clients to display',
  noCampaigns: 'No active campaigns yet',
  noActivity: 'No team activity yet',
  allClients: 'All Clients',
} as const;

type ActivityFacts = {
  user_name: string;
  action: string;
  client_name: string | null;
  entity_type: string | null;
  entity_name: string | null;
};

const forClient = (client: string | null) => (client ? ` for ${client}` : '');
const named = (kind: string, name: string | null) => (name ? `the ${kind} ${name}` : `a ${kind}`);

/**
 * Every action the activity log holds, written for people. Campaign actions come from the
 * campaigns module and update_campaign (migration 0004), client actions from the clients
 * API, 'joined the team' from sign-up and free-text actions ('saved …') from the demo.
 */
const SENTENCES: Record<string, (f: ActivityFacts) => string> = {
  'campaign.created': (f) =>
    `created ${named('campaign', f.entity_name)}${forClient(f.client_name)}`,
  'campaign.updated': (f) =>
    `updated ${named('campaign', f.entity_name)}${forClient(f.client_name)}`,
  'campaign.completed': (f) =>
    `completed ${named('campaign', f.entity_name)}${forClient(f.client_name)}`,
  'campaign.archived': (f) =>
    `archived ${named('campaign', f.entity_name)}${forClient(f.client_name)}`,
  'campaign.restored': (f) =>
    `restored ${named('campaign', f.entity_name)}${forClient(f.client_name)}`,
  'metrics.imported': (f) =>
    `added performance figures to ${named('campaign', f.entity_name)}${forClient(f.client_name)}`,
  'client.created': (f) => `added the client ${f.entity_name ?? f.client_name ?? ''}`.trimEnd(),
  'client.updated': (f) => `updated the client ${f.entity_name ?? f.client_name ?? ''}`.trimEnd(),
  'client.archived': (f) => `archived the client ${f.entity_name ?? f.client_name ?? ''}`.trimEnd(),
  'client.restored': (f) => `restored the client ${f.entity_name ?? f.client_name ?? ''}`.trimEnd(),
  'joined the team': () => 'joined the team',
};

const ENTITY_WORDS: Record<string, string> = {
  campaign: 'campaign',
  client: 'client',
  output: 'output',
  document: 'document',
  user: 'teammate',
};

/** The sentence of an activity item: "Jordan created the campaign Summer Launch for Fernleaf". */
export function describeActivity(f: ActivityFacts): string {
  const known = SENTENCES[f.action];
  if (known) return `${f.user_name} ${known(f)}`;
  // Free-text actions ('saved Brand Strategy') are already written for people.
  if (!/^[a-z_]+\.[a-z_]+$/.test(f.action))
    return `${f.user_name} ${f.action}${forClient(f.client_name)}`;
  // A code this list does not know yet: name the kind of thing that changed, never the code.
  const kind =
    ENTITY_WORDS[f.entity_type ?? ''] ?? (f.action.split('.')[0] ?? '').replace(/_/g, ' ');
  return `${f.user_name} made a change to ${named(kind, f.entity_name)}${forClient(f.client_name)}`;
}
