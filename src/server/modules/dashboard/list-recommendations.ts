import { sql } from 'drizzle-orm';
import { agentById, type AgentType } from '@/shared/agents';
import { campaignAttention, type CampaignAttention } from '@/shared/attention';
import { ATTENTION_LABELS, budgetLabel, rankAttention } from '@/shared/attention-ranking';
import type { DashboardMetrics, Recommendation } from '@/shared/dashboard';
import { formatMoney } from '@/shared/format';
import { organizationCurrency } from '../organizations/organization-currency';
import { computeUnlocks, type UnlockState } from '@/shared/unlocks';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { loadPerformance } from '../performance/load-performance';
import { unlockMetricsOf } from '@/shared/dashboard';
import { readDashboardMetrics } from './get-dashboard-metrics';
import { possessive } from '@/shared/possessive';

/** A campaign is flagged once it has spent this share of its budget. */
const PACING_ALERT_RATIO = 0.9;
/** Steps that are a form rather than an agent run. */
const FORM_MINUTES = { businessContext: 3, campaign: 5, document: 2, client: 3 } as const;
/** Quick Wins is not in the catalogue (no estimate there): reading its ranked list. */
const QUICK_WINS_MINUTES = 3;
/** Reading a step's output and approving it. */
const APPROVAL_MINUTES = 5;

type PacingCampaign = { id: string; name: string; budget_cents: number; spent_cents: number };
/** A workflow run stopped at an approval gate that a teammate decides. */
export type WaitingApproval = {
  workflow_id: string;
  workflow_name: string;
  run_id: string;
  step_title: string;
};

export type RecommendationState = {
  company: string;
  industry: string | null;
  hasBusinessContext: boolean;
  metrics: DashboardMetrics;
  unlocks: UnlockState;
  outputsByAgent: Partial<Record<string, number>>;
  campaignsWithMetrics: number;
  /** Each active campaign's trouble (its decision, an anomaly, missing figures), ranked. */
  campaignAttention: CampaignAttention[];
  /** Spent 90% or more of its budget with no decision about it (no daily figures to pace). */
  campaignsNearBudget: PacingCampaign[];
  approvalsWaiting: WaitingApproval[];
  /** The organization's currency (USD when not given). */
  currency?: string;
};

/**
 * The recommendations for the organization's real state (seed 000 §2.4, §3), ranked by what
 * is at stake (decision 072). Read in the caller's tenant transaction: a member held to some
 * clients is told only about their campaigns.
 */
export function listRecommendations(db: Db, opts: TenantScope & { orgId: string }) {
  return withTenant(db, opts, async (tx) => buildRecommendations(await readState(tx, opts.orgId)));
}

export async function readState(tx: Tx, orgId: string): Promise<RecommendationState> {
  const metrics = await readDashboardMetrics(tx, orgId);
  const [org] = await queryRows<{
    name: string;
    company_name: string | null;
    industry: string | null;
  }>(
    tx,
    sql`select o.name, bc.company_name, bc.industry
        from organizations o left join business_contexts bc on bc.org_id = o.id
        where o.id = ${orgId}::uuid`,
  );
  const outputs = await queryRows<{ agent_type: string; n: number }>(
    tx,
    sql`select agent_type, count(*)::int as n from agent_outputs
        where org_id = ${orgId}::uuid and saved group by agent_type`,
  );
  const approvals = await queryRows<WaitingApproval & { title: string | null }>(
    tx,
    sql`select r.workflow_id::text as workflow_id, w.name as workflow_name, r.id::text as run_id,
          s.step_id as step_title, o.title
        from workflow_step_runs s
        join workflow_runs r on r.id = s.run_id
        join workflows w on w.id = r.workflow_id
        left join agent_outputs o on o.id = (s.result->'approval'->>'output_id')::uuid
        where s.org_id = ${orgId}::uuid and s.status = 'waiting'
          and s.result->'approval'->>'approver' = 'teammate'
          and s.result->'approval'->>'status' = 'waiting'
        order by r.created_at, r.id`,
  );
  const performance = await loadPerformance(tx, orgId);
  const currency = await organizationCurrency(tx, orgId);
  // The same decision Performance Intelligence, ROI & Budget and Quick Wins give each campaign.
  const attention = campaignAttention(performance.campaigns, { currency });
  const decided = new Set(
    attention
      .filter((a) => a.kind === 'overspend' || a.kind === 'losing_money')
      .map((a) => a.campaign_id),
  );
  return {
    currency,
    company: org?.company_name || org?.name || 'your company',
    industry: org?.industry ?? null,
    hasBusinessContext: Boolean(org?.industry),
    metrics,
    unlocks: computeUnlocks(unlockMetricsOf(metrics)),
    outputsByAgent: Object.fromEntries(outputs.map((o) => [o.agent_type, Number(o.n)])),
    campaignsWithMetrics: performance.campaigns.filter((c) => !c.archived && c.daily.length > 0)
      .length,
    campaignAttention: attention,
    campaignsNearBudget: performance.campaigns
      .filter((c) => !c.archived && !decided.has(c.id))
      .filter((c) => (c.status === 'active' || c.status === 'paused') && Number(c.budget_cents) > 0)
      .filter((c) => Number(c.spent_cents) >= Number(c.budget_cents) * PACING_ALERT_RATIO)
      .map((c) => ({
        id: c.id,
        name: c.name,
        budget_cents: Number(c.budget_cents),
        spent_cents: Number(c.spent_cents),
      })),
    approvalsWaiting: approvals.map(({ title, ...a }) => ({
      ...a,
      step_title: title ?? a.step_title,
    })),
  };
}

/** Upper bound of the catalogue's estimate: '5-10 min' → 10. */
export function agentMinutes(agent: AgentType): number {
  const numbers = agentById(agent)?.estimatedTime.match(/\d+/g) ?? ['10'];
  return Number(numbers[numbers.length - 1]);
}

const PRIORITY_ORDER: Record<Recommendation['priority'], number> = { high: 0, medium: 1, low: 2 };

type Draft = Omit<Recommendation, 'kind' | 'at_stake_cents' | 'label'> &
  Partial<Pick<Recommendation, 'kind' | 'at_stake_cents' | 'label'>>;

export function buildRecommendations(s: RecommendationState): Recommendation[] {
  const list: Recommendation[] = [];
  const add = (r: Draft) =>
    list.push({
      kind: 'next_step',
      at_stake_cents: 0,
      ...r,
      label: r.label ?? ATTENTION_LABELS[r.kind ?? 'next_step'],
    });
  const has = (agent: AgentType) => (s.outputsByAgent[agent] ?? 0) > 0;
  const { metrics, unlocks, company } = s;
  const nothingYet =
    metrics.campaign_count === 0 &&
    metrics.document_count === 0 &&
    Object.keys(s.outputsByAgent).length === 0;

  if (nothingYet) {
    add({
      id: 'quick-start',
      title: 'Get started in 5 minutes with Quick Start',
      description: `Answer five questions about ${company} and get a strategy, three personas and a marketing plan in about five minutes.`,
      agent_type: 'quick_start',
      estimated_time: agentMinutes('quick_start'),
      priority: 'high',
      action_url: '/quick-start',
    });
  }
  if (!s.hasBusinessContext) {
    add({
      id: 'business-context',
      title: 'Complete your business context',
      description: `Tell your agents what ${company} does, its industry and its size, so that every output is specific to you instead of generic.`,
      agent_type: 'business_context',
      estimated_time: FORM_MINUTES.businessContext,
      priority: 'high',
      action_url: '/settings/workspace',
    });
  }
  if (metrics.organization_type === 'AGENCY' && metrics.client_count === 0) {
    add({
      id: 'first-client',
      title: 'Add your first client',
      description: `Set up the first client ${company} manages: its campaigns, outputs and portal stay isolated from every other client.`,
      agent_type: 'clients',
      estimated_time: FORM_MINUTES.client,
      priority: 'high',
      action_url: '/clients/new',
    });
  }
  for (const c of s.campaignAttention) {
    const decision = c.kind === 'overspend' || c.kind === 'losing_money';
    add({
      id: c.id,
      title: c.title,
      description: c.detail,
      agent_type: decision ? 'performance-intelligence' : 'campaigns',
      estimated_time: decision ? agentMinutes('performance-intelligence') : FORM_MINUTES.document,
      priority: c.kind === 'stale_data' ? 'medium' : 'high',
      action_url: c.action_url,
      kind: c.kind,
      label: c.label,
      at_stake_cents: c.at_stake_cents,
    });
  }
  for (const c of s.campaignsNearBudget) {
    const percent = Math.floor((c.spent_cents / c.budget_cents) * 100);
    add({
      id: `budget-pacing:${c.id}`,
      title: `Campaign ${c.name} has spent ${percent}% of its budget`,
      description: `${formatMoney(c.spent_cents, s.currency)} of ${formatMoney(c.budget_cents, s.currency)} is spent. Review its pacing and decide whether to raise the budget or slow the spend.`,
      agent_type: 'roi-budget',
      estimated_time: agentMinutes('roi-budget'),
      priority: 'high',
      action_url: `/campaigns/${c.id}`,
      kind: 'overspend',
      label: budgetLabel(c.spent_cents, c.budget_cents),
      at_stake_cents: Math.max(0, c.spent_cents - c.budget_cents),
    });
  }
  for (const a of s.approvalsWaiting) {
    add({
      id: `approval:${a.run_id}`,
      title: `Approve ${a.step_title} in ${a.workflow_name}`,
      description: `The workflow ${a.workflow_name} is waiting at an approval gate: read ${a.step_title} and approve it, or ask for changes, so the run can go on.`,
      agent_type: 'workflows',
      estimated_time: APPROVAL_MINUTES,
      priority: 'high',
      action_url: `/workflow/${a.workflow_id}/run?run=${a.run_id}`,
      kind: 'approval',
    });
  }
  if (!has('strategy')) {
    add({
      id: 'first-strategy',
      title: 'Run your first SWOT analysis',
      description: `Map ${possessive(company)} strengths, weaknesses, opportunities and threats${s.industry ? ` in ${s.industry}` : ''}. Your personas, marketing strategy and content build on it.`,
      agent_type: 'strategy',
      estimated_time: agentMinutes('strategy'),
      priority: 'high',
      action_url: '/strategy',
    });
  }
  // Said as an unlock: the organization's count, not a client-scoped member's narrower one.
  if (metrics.unlock_counts.campaign_count === 0) {
    add({
      id: 'first-campaign',
      title: 'Create your first campaign',
      description: `Organise ${possessive(company)} work around a goal, a budget and dates. Your first campaign unlocks the Persona agent and Analytics.`,
      agent_type: 'campaigns',
      estimated_time: FORM_MINUTES.campaign,
      priority: 'high',
      action_url: '/campaigns/new',
    });
  }
  if (has('strategy') && !has('persona') && unlocks.persona.unlocked) {
    add({
      id: 'personas',
      title: 'Create personas',
      description: `Turn ${possessive(company)} strategy into research-grade customer personas you can interview before you write a word.`,
      agent_type: 'persona',
      estimated_time: agentMinutes('persona'),
      priority: 'high',
      action_url: '/persona',
    });
  }
  if (has('strategy') && has('persona') && !has('marketing_strategy')) {
    add({
      id: 'marketing-strategy',
      title: 'Build your marketing strategy',
      description: `Choose channels, budget split and messaging for ${company}: the last step before your intelligence is ready for campaigns.`,
      agent_type: 'marketing_strategy',
      estimated_time: agentMinutes('marketing_strategy'),
      priority: 'high',
      action_url: '/marketing-strategy',
    });
  }
  if (metrics.unlock_counts.document_count === 0) {
    add({
      id: 'upload-document',
      title: 'Upload a document',
      description: `Add a brand guide, product sheet or past campaign from ${company}. Your first document unlocks the Content agent and grounds its drafts in your own words.`,
      agent_type: 'content',
      estimated_time: FORM_MINUTES.document,
      priority: 'medium',
      action_url: '/documents/upload',
    });
  }
  if (unlocks.content.unlocked && has('strategy') && !has('content')) {
    const documents = `${metrics.document_count} document${metrics.document_count === 1 ? '' : 's'}`;
    add({
      id: 'first-content',
      title: 'Draft your first content',
      description: `Write on-brand content for ${company} from your strategy${has('persona') ? ', personas' : ''} and your ${documents}.`,
      agent_type: 'content',
      estimated_time: agentMinutes('content'),
      priority: 'medium',
      action_url: '/content',
    });
  }
  if (
    unlocks.analytics.unlocked &&
    s.campaignsWithMetrics > 0 &&
    !has('performance-intelligence')
  ) {
    add({
      id: 'performance-review',
      title: 'Review campaign performance',
      description: `${company} has metrics for ${s.campaignsWithMetrics} campaign${s.campaignsWithMetrics === 1 ? '' : 's'}. Let the Performance Intelligence agent read them and tell you what to change.`,
      agent_type: 'performance-intelligence',
      estimated_time: agentMinutes('performance-intelligence'),
      priority: 'medium',
      action_url: '/performance-intelligence',
    });
  }
  if (unlocks.quick_wins.unlocked && !has('quick-wins')) {
    add({
      id: 'quick-wins',
      title: 'Find your quick wins',
      description: `The Quick Wins agent reads ${possessive(company)} campaigns, metrics and outputs and ranks what to do next by impact over effort, each with the data behind it.`,
      agent_type: 'quick-wins',
      estimated_time: QUICK_WINS_MINUTES,
      priority: 'medium',
      action_url: '/quick-wins',
    });
  }
  if (unlocks.competitive.unlocked && !has('competitive-intelligence')) {
    add({
      id: 'competitive-analysis',
      title: 'Analyse your competitors',
      description: `With ${metrics.document_count} documents on file, the Competitive Intelligence agent can benchmark ${company} against its rivals and find positioning gaps.`,
      agent_type: 'competitive-intelligence',
      estimated_time: agentMinutes('competitive-intelligence'),
      priority: 'low',
      action_url: '/competitive-intelligence',
    });
  }
  // Next steps keep their priority order; everything at stake comes before them.
  const byPriority = list
    .map((r, index) => ({ r, index }))
    .sort(
      (a, b) => PRIORITY_ORDER[a.r.priority] - PRIORITY_ORDER[b.r.priority] || a.index - b.index,
    )
    .map(({ r }) => r);
  return rankAttention(byPriority);
}
