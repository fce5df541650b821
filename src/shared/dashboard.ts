/** Dashboard contracts and constants (seed 000 §2.4, §2.6, §3, §9). */
import type { AttentionKind } from './attention-ranking';
import type { UnlockMetrics } from './unlocks';

export type DashboardMetrics = {
  campaign_count: number;
  active_campaigns: number;
  completed_campaigns: number;
  total_budget: number;
  total_spent: number;
  budget_utilization_percentage: number;
  client_count: number;
  active_clients: number;
  team_member_count: number;
  new_members_30d: number;
  last_activity: string | null;
  organization_type: 'SME' | 'AGENCY';
  document_count: number;
  total_ai_interactions: number;
  total_revenue: number;
  avg_client_value: number;
  /** The organization's own counts, which the unlocks read (seed 000 §4); see UnlockCounts. */
  unlock_counts: UnlockCounts;
};

/**
 * What the feature unlocks (seed 000 §4) count, for the whole organization whoever asks: a
 * member held to some clients sees their clients' figures above, but the organization's
 * unlocks (migration 0055). Counts only, never rows.
 */
export type UnlockCounts = {
  campaign_count: number;
  document_count: number;
  total_ai_interactions: number;
  client_count: number;
  organization_type: 'SME' | 'AGENCY';
};

/** What the unlock rules read from a metrics answer: the organization's counts. */
export const unlockMetricsOf = ({
  unlock_counts: c,
}: Pick<DashboardMetrics, 'unlock_counts'>): UnlockMetrics => ({
  campaignCount: c.campaign_count,
  documentCount: c.document_count,
  aiInteractions: c.total_ai_interactions,
  clientCount: c.client_count,
  organizationType: c.organization_type,
});

export type IntelligenceReadiness = {
  has_strategy: boolean;
  has_persona: boolean;
  has_marketing_strategy: boolean;
  has_content: boolean;
  total_outputs: number;
  readiness_score: number;
  is_ready: boolean;
};

export type Recommendation = {
  id: string;
  title: string;
  description: string;
  agent_type: string;
  estimated_time: number;
  priority: 'high' | 'medium' | 'low';
  action_url: string;
  /** What is at stake (decision 072): the briefing ranks by kind, then by money at stake. */
  kind: AttentionKind;
  /** Its badge: the kind's label, or for a budget item its state with the percentage. */
  label: string;
  /** Money the recommendation protects (loss, projected overspend), in cents; 0 when none. */
  at_stake_cents: number;
};

export type RecentOutput = {
  id: string;
  org_id: string;
  output_type: string;
  agent_type: string;
  title: string;
  created_at: string;
  summary: string | null;
};

/** TanStack Query freshness per kind of data (seed 000 §9). */
export const FRESHNESS = {
  identity: 5 * 60_000,
  roles: 5 * 60_000,
  campaignsList: 2 * 60_000,
  campaign: 5 * 60_000,
  dashboardMetrics: 2 * 60_000,
  dashboardLists: 5 * 60_000,
  clientsList: 2 * 60_000,
  clientDashboard: 5 * 60_000,
  crossClientAnalytics: 10 * 60_000,
  whiteLabel: 60 * 60_000,
  readiness: 30_000,
  readinessGc: 5 * 60_000,
} as const;

export const PAGE_SIZES = {
  campaigns: 100,
  clients: 50,
  dashboardClients: 20,
  dashboardCampaigns: 15,
  activityMin: 5,
  activityMax: 10,
} as const;
export const DISPLAY_COUNTS = {
  portfolio: 6,
  campaignPanel: 4,
  teamFeed: 6,
  briefing: 3,
  recentIntelligence: 5,
} as const;

export const DASHBOARD_MESSAGES = {
  noOrganization: 'No Organization Found',
  loading: 'Loading your dashboard...',
  orgIdUnavailable: 'Organization ID not available',
  metricsFailed: 'Failed to fetch dashboard metrics',
  metricsError: (message: string) => `Error fetching metrics: ${message}`,
} as const;

export const QUICK_START = {
  steps: ['company', 'goal', 'audience', 'budget', 'timeline'] as const,
  companyHint: 'Brief description of what you do, who you serve, and what makes you unique',
  /** Monthly budget bands in whole units of the organization's currency (`budgetOptions`). */
  budgetOptions: [
    { value: '0-1000' },
    { value: '1000-5000' },
    { value: '5000-20000' },
    { value: '20000+' },
  ],
  timelineOptions: [
    { value: 'immediate', label: 'Immediate' },
    { value: '1-3-months', label: '1–3 months' },
    { value: '3-6-months', label: '3–6 months' },
    { value: '6-12-months', label: '6–12 months' },
  ],
} as const;
export type QuickStartAnswers = {
  company: string;
  goal: string;
  audience: string;
  budget: string;
  timeline: string;
};

/** Quick Win Templates of the command palette: stored in browser storage, then the agent opens. */
export const QUICK_WIN_TEMPLATES = [
  { id: 'competitor-analysis', title: 'Competitor Analysis', path: '/competitive-intelligence' },
  { id: 'customer-discovery', title: 'Customer Discovery', path: '/persona' },
] as const;
export const QUICK_WIN_STORAGE_KEY = 'stratagent:quick-win-template';
