/**
 * The Quick Wins rules: pure functions from the organization's real state (business context,
 * saved outputs, campaigns with their metrics from `loadPerformance`, competitor alerts,
 * documents) to ranked opportunities. Every figure is computed here with the same
 * `summarizeMetrics` / performance-analysis functions the analytics pages use; the agent and
 * the pages state them as they are.
 */
import {
  decideCampaign,
  describeDecision,
  type CampaignDecision,
} from '@/shared/campaign-decision';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import { formatMoney } from '@/shared/format';
import {
  budgetPacing,
  detectAnomalies,
  periodTrend,
  todayIso,
} from '@/shared/performance-analysis';
import type { CampaignPerformance } from '@/shared/performance';
import {
  formatFigure,
  moneyAtStake,
  MONEY_AT_STAKE_LABEL,
  QUICK_WIN_KINDS,
  QUICK_WIN_RULES as RULES,
  quickWinScore,
  type Opportunity,
  type QuickWinFigure,
  type QuickWinKind,
  type QuickWinLevel,
} from '@/shared/quick-wins';
import { possessive } from '@/shared/possessive';

export type OpportunityCampaign = CampaignPerformance & {
  /** Saved Content agent outputs of this campaign. */
  content_outputs: number;
};

export type OpportunityState = {
  company: string;
  /** Business context fields still empty, as users name them ('industry', 'company size'…). */
  missing_context: string[];
  strategy_outputs: number;
  persona_outputs: number;
  document_count: number;
  campaigns: OpportunityCampaign[];
  unread_competitor_alerts: number;
  /** Documents no agent run has used yet. */
  unused_documents: { id: string; title: string }[];
  /** The organization's currency (USD when not given). */
  currency?: string;
};

type Draft = Omit<Opportunity, 'score'>;

const percent = (label: string, value: number): QuickWinFigure => ({
  label,
  value,
  unit: 'percent',
});
const cents = (label: string, value: number): QuickWinFigure => ({ label, value, unit: 'cents' });
const count = (label: string, value: number): QuickWinFigure => ({ label, value, unit: 'count' });
const multiple = (label: string, value: number): QuickWinFigure => ({
  label,
  value,
  unit: 'multiple',
});
const days = (label: string, value: number): QuickWinFigure => ({ label, value, unit: 'days' });
const atStake = (value: number) => cents(MONEY_AT_STAKE_LABEL, value);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const isLive = (c: OpportunityCampaign) => !c.archived && c.status === 'active';
const isOpen = (c: OpportunityCampaign) => !c.archived && c.status !== 'completed';

/**
 * Every opportunity of the state, ranked (money at stake, impact ÷ effort, the rule order,
 * then key). `today` dates the budget pacing the campaigns' decisions read.
 */
export function detectOpportunities(
  state: OpportunityState,
  opts: { campaignId?: string | null; today?: string } = {},
): Opportunity[] {
  const found: Draft[] = [];
  const today = opts.today ?? todayIso();
  if (!opts.campaignId) found.push(...organizationRules(state));
  for (const c of state.campaigns) {
    if (opts.campaignId && c.id !== opts.campaignId) continue;
    found.push(...campaignRules(state, c, today));
  }
  return rank(found);
}

export function rank(drafts: Draft[]): Opportunity[] {
  const order = (kind: QuickWinKind) => QUICK_WIN_KINDS.indexOf(kind);
  return drafts
    .map((d) => ({ ...d, score: quickWinScore(d.impact, d.effort) }))
    .sort(
      (a, b) =>
        moneyAtStake(b) - moneyAtStake(a) ||
        b.score - a.score ||
        order(a.kind) - order(b.kind) ||
        (a.campaign_name ?? '').localeCompare(b.campaign_name ?? '') ||
        a.key.localeCompare(b.key),
    );
}

function organizationRules(s: OpportunityState): Draft[] {
  const list: Draft[] = [];
  const base = { campaign_id: null, campaign_name: null };
  if (s.missing_context.length > 0) {
    const industryMissing = s.missing_context.includes('industry');
    list.push({
      ...base,
      key: 'business-context',
      kind: 'business-context',
      title: `Complete ${possessive(s.company)} business context`,
      why: `The business context is missing its ${s.missing_context.join(', ')}. Every agent reads it first; without it their outputs fall back to generic assumptions.`,
      effort: 'low',
      impact: industryMissing ? 'high' : 'medium',
      impact_statement: industryMissing
        ? 'With the industry known, every agent uses its benchmarks and channels instead of the generic ones.'
        : 'Every later output names your size and offer instead of assuming them.',
      figures: [count('Business context fields missing', s.missing_context.length)],
      checklist: [
        ...s.missing_context.map((field) => `Fill in the ${field}`),
        'Save the business context',
      ],
      action_url: '/settings/workspace',
    });
  }
  if (s.strategy_outputs === 0) {
    list.push({
      ...base,
      key: 'strategy',
      kind: 'strategy',
      title: `Run a first SWOT analysis for ${s.company}`,
      why: 'No strategy output has been saved yet. Personas, marketing plans and content build on it.',
      effort: 'medium',
      impact: 'high',
      impact_statement:
        'A saved strategy grounds every later agent run in your strengths and threats.',
      figures: [],
      checklist: [
        'Open the Strategy agent and choose SWOT',
        'Read the recommendations and keep the ones that apply',
        'Save the analysis',
      ],
      action_url: '/strategy',
    });
  }
  if (s.persona_outputs === 0 && s.campaigns.length > 0) {
    list.push({
      ...base,
      key: 'persona',
      kind: 'persona',
      title: 'Create your first customer persona',
      why: `${s.company} has ${plural(s.campaigns.length, 'campaign')} but no persona: the audience each one targets is described in a line, not researched.`,
      effort: 'low',
      impact: 'medium',
      impact_statement:
        'Content and ad copy written for a named persona speak to its goals and objections.',
      figures: [count('Campaigns without a persona to target', s.campaigns.length)],
      checklist: [
        'Open the Persona agent and generate personas',
        'Interview the main persona about its objections',
        'Add the persona to your most important campaign',
      ],
      action_url: '/persona',
    });
  }
  if (s.unread_competitor_alerts > 0) {
    list.push({
      ...base,
      key: 'competitor-alerts',
      kind: 'competitor-alerts',
      title: `Review ${plural(s.unread_competitor_alerts, 'unread competitor alert')}`,
      why: `${plural(s.unread_competitor_alerts, 'competitor alert')} (a changed record or a document that mentions a competitor) ${s.unread_competitor_alerts === 1 ? 'has' : 'have'} not been read.`,
      effort: 'low',
      impact: s.unread_competitor_alerts >= 3 ? 'medium' : 'low',
      impact_statement:
        'A competitor’s move you read today can still change this week’s messaging.',
      figures: [count('Unread competitor alerts', s.unread_competitor_alerts)],
      checklist: [
        'Open the competitor alerts',
        'Note anything that changes your positioning',
        'Mark the alerts as read',
      ],
      action_url: '/competitive-intelligence/alerts',
    });
  }
  if (s.unused_documents.length > 0) {
    const n = s.unused_documents.length;
    const names = s.unused_documents
      .slice(0, 3)
      .map((d) => `“${d.title}”`)
      .join(', ');
    list.push({
      ...base,
      key: 'unused-documents',
      kind: 'unused-documents',
      title: `Put ${plural(n, 'unused document')} to work`,
      why: `${names}${n > 3 ? ` and ${n - 3} more` : ''} ${n === 1 ? 'has' : 'have'} never been given to an agent run, so no output uses ${n === 1 ? 'it' : 'them'}.`,
      effort: 'low',
      impact: 'low',
      impact_statement: 'Drafts grounded in your own documents use your product facts and wording.',
      figures: [count('Documents never used in a run', n)],
      checklist: [
        'Open the Content agent',
        `Choose ${n === 1 ? 'the document' : 'the documents'} as context for a draft`,
        'Save the draft',
      ],
      action_url: '/content',
    });
  }
  return list;
}

/**
 * The campaign's one decision (decision 069) as a quick win when it asks to stop losing money
 * or overspending: the same title and reason Performance Intelligence and ROI & Budget give.
 */
function decisionRule(
  c: OpportunityCampaign,
  d: CampaignDecision,
  analytics: string,
  currency?: string,
): Draft | null {
  if (d.action !== 'pause' && d.action !== 'fix' && d.action !== 'slow') return null;
  const money = (value: number | null) => formatMoney(value, currency);
  const advice = describeDecision(d, currency);
  const base = { campaign_id: c.id, campaign_name: c.name };
  if (d.action === 'slow')
    return {
      ...base,
      key: `overspending:${c.id}`,
      kind: 'overspending',
      title: advice.title,
      why: d.reason,
      effort: 'low',
      impact: 'high',
      impact_statement: `Capping it saves the ${money(d.overspend_cents)} it would spend over its budget${d.loss_cents > 0 ? `; ${money(d.loss_cents)} of its spend has not been earned back` : ''}.`,
      figures: [
        atStake(d.at_stake_cents),
        percent('Projected spend, share of budget', d.projected_percentage ?? 0),
        cents('Daily spend now', d.daily_rate_cents ?? 0),
        cents('Daily spend that fits the budget', d.target_daily_cents ?? 0),
        multiple('ROAS', d.roas ?? 0),
      ],
      checklist: [
        d.target_daily_cents
          ? `Lower ${possessive(c.name)} daily budget to ${money(d.target_daily_cents)}`
          : `Stop ${c.name}, or raise its budget knowingly: none of it is left`,
        ...(d.loss_cents > 0 ? ['Fix the landing page or offer before spending more'] : []),
        'Check the pacing again in a week',
      ],
      action_url: analytics,
    };
  return {
    ...base,
    key: `losing-money:${c.id}`,
    kind: 'losing-money',
    title: advice.title,
    why: d.reason,
    effort: 'medium',
    impact: 'high',
    impact_statement: `${c.name} has spent ${money(d.spend_cents)} for ${money(d.revenue_cents)} in revenue; ${d.action === 'pause' ? 'pausing' : 'fixing'} it stops the ${money(d.loss_cents)} loss from growing.`,
    figures: [
      atStake(d.at_stake_cents),
      multiple('ROAS', d.roas ?? 0),
      cents('Spend', d.spend_cents),
      cents('Revenue', d.revenue_cents),
    ],
    checklist:
      d.action === 'pause'
        ? [
            `Pause ${c.name}`,
            'Check the landing page and the conversion tracking',
            'Restart it with one fixed ad set',
          ]
        : [
            'Check the landing page, the offer and the targeting',
            `Keep ${possessive(c.name)} budget where it is until its ROAS is above break-even`,
            'Import the next days of metrics and compare',
          ],
    action_url: analytics,
  };
}

function campaignRules(s: OpportunityState, c: OpportunityCampaign, today: string): Draft[] {
  const money = (value: number | null) => formatMoney(value, s.currency);
  const list: Draft[] = [];
  const base = { campaign_id: c.id, campaign_name: c.name };
  const analytics = `/campaigns/${c.id}/analytics`;
  const recordedDays = c.daily.length;

  if (isOpen(c)) {
    const missing = [
      !c.budget_cents ? { name: 'budget', add: 'a budget' } : null,
      !c.start_date ? { name: 'start date', add: 'a start date' } : null,
      !c.end_date ? { name: 'end date', add: 'an end date' } : null,
      c.channels.length === 0 ? { name: 'channels', add: 'its channels' } : null,
    ].filter((m) => m !== null);
    if (missing.length > 0) {
      list.push({
        ...base,
        key: `campaign-setup:${c.id}`,
        kind: 'campaign-setup',
        title: `Finish setting up ${c.name}`,
        why: `${c.name} has no ${missing.map((m) => m.name).join(', ')}: its pacing cannot be tracked and agents cannot plan its spend.`,
        effort: 'low',
        impact: 'medium',
        impact_statement:
          'With a budget, dates and channels the campaign’s pacing and ROI are measured on every page.',
        figures: [count('Campaign settings missing', missing.length)],
        checklist: [...missing.map((m) => `Add ${m.add}`), 'Save the campaign'],
        action_url: `/campaigns/${c.id}/edit`,
      });
    }
  }

  if (isOpen(c) && recordedDays > 0 && c.content_outputs === 0) {
    list.push({
      ...base,
      key: `campaign-content:${c.id}`,
      kind: 'campaign-content',
      title: `Give ${c.name} its own content`,
      why: `${c.name} has ${plural(recordedDays, 'day')} of metrics and ${c.totals.clicks.toLocaleString('en-US')} clicks, but no content was written for it.`,
      effort: 'medium',
      impact: 'medium',
      impact_statement:
        'Copy written for this campaign’s audience and channels keeps the clicks it already earns converting.',
      figures: [count('Clicks recorded', c.totals.clicks), days('Days with metrics', recordedDays)],
      checklist: [
        ...(s.document_count === 0
          ? ['Upload a brand guide or product sheet (it unlocks the Content agent)']
          : []),
        `Open the Content agent for ${c.name}`,
        'Draft the ad copy or social posts for its channels',
        'Approve and schedule the draft',
      ],
      action_url: `/content/campaign/${c.id}`,
    });
  }

  if (!isLive(c) || recordedDays === 0) return list;
  const decision = decideCampaign({
    id: c.id,
    name: c.name,
    totals: c.totals,
    pacing: budgetPacing(c, today),
    anomalies: detectAnomalies(c.daily),
    asOf: c.daily[c.daily.length - 1]?.date ?? null,
    ...(s.currency && { currency: s.currency }),
  });
  const decided = decisionRule(c, decision, analytics, s.currency);
  if (decided) list.push(decided);
  const trend = periodTrend(c.daily, RULES.recentDays);
  const recent = trend?.current.totals ?? summarizeMetrics([]);
  const previous = trend?.has_previous ? trend.previous.totals : null;

  // Spend without a conversion on each of the last days.
  let dryDays = 0;
  let drySpend = 0;
  for (let i = c.daily.length - 1; i >= 0; i--) {
    const d = c.daily[i]!;
    if (d.conversions > 0 || d.spend_cents <= 0) break;
    dryDays++;
    drySpend += d.spend_cents;
  }
  // A campaign already told to stop losing money is not told again in other words.
  const covered = decided?.kind === 'losing-money';
  if (!covered && dryDays >= RULES.zeroConversionDays) {
    list.push({
      ...base,
      key: `zero-conversions:${c.id}`,
      kind: 'zero-conversions',
      title: `Stop ${c.name} spending without conversions`,
      why: `${c.name} spent ${money(drySpend)} over its last ${plural(dryDays, 'recorded day')} without a single conversion.`,
      effort: 'medium',
      impact: 'high',
      impact_statement: `Pausing or fixing it saves about ${money(Math.round(drySpend / dryDays))} a day until conversions return.`,
      figures: [
        days('Days in a row without a conversion', dryDays),
        cents('Spend over those days', drySpend),
        atStake(drySpend),
      ],
      checklist: [
        'Check the landing page and the conversion tracking still work',
        'Pause the ads or keywords that spend most',
        'Import the next days of metrics to see conversions return',
      ],
      action_url: analytics,
    });
  } else if (
    !covered &&
    recordedDays >= RULES.recentDays * 2 &&
    previous &&
    recent.cpa_cents !== null &&
    previous.cpa_cents !== null &&
    recent.cpa_cents > previous.cpa_cents * (1 + RULES.cpaRisePercentage / 100)
  ) {
    const rise =
      Math.round(((recent.cpa_cents - previous.cpa_cents) / previous.cpa_cents) * 1000) / 10;
    const lost = Math.max(
      0,
      Math.round(recent.spend_cents / previous.cpa_cents - recent.conversions),
    );
    // What the recent conversions cost above the earlier CPA.
    const overpaid = Math.max(0, recent.spend_cents - recent.conversions * previous.cpa_cents);
    list.push({
      ...base,
      key: `cpa-rising:${c.id}`,
      kind: 'cpa-rising',
      title: `Bring ${possessive(c.name)} cost per acquisition back down`,
      why: `${possessive(c.name)} CPA rose ${rise}% in its last ${RULES.recentDays} recorded days: ${money(recent.cpa_cents)} against ${money(previous.cpa_cents)} the ${RULES.recentDays} days before.`,
      effort: 'medium',
      impact: 'high',
      impact_statement: `At the earlier CPA, the last ${RULES.recentDays} days' ${money(recent.spend_cents)} would have bought about ${plural(lost, 'more conversion')}.`,
      figures: [
        cents(`CPA, last ${RULES.recentDays} days`, recent.cpa_cents),
        cents(`CPA, the ${RULES.recentDays} days before`, previous.cpa_cents),
        count('Conversions lost to the higher CPA', lost),
        atStake(overpaid),
      ],
      checklist: [
        'Find the ad, keyword or audience whose cost rose most',
        'Lower its bid or pause it',
        'Move its budget to the best-converting ad set',
      ],
      action_url: analytics,
    });
  }

  const roas = c.totals.roas;
  if (
    decision.action === 'scale' &&
    roas !== null &&
    roas >= RULES.scaleRoasMin &&
    c.budget_cents !== null &&
    c.budget_cents > 0 &&
    c.spent_cents < c.budget_cents * (RULES.scaleMaxSpentPercentage / 100)
  ) {
    const left = c.budget_cents - c.spent_cents;
    const extra = Math.round((left * RULES.scaleSharePercentage) / 100);
    const revenue = Math.round(extra * roas);
    const spentPct = Math.round((c.spent_cents / c.budget_cents) * 1000) / 10;
    list.push({
      ...base,
      key: `scale-roas:${c.id}`,
      kind: 'scale-roas',
      title: `Scale ${c.name}: it returns ${formatFigure({ value: roas, unit: 'multiple' })}`,
      why: `${c.name} returns ${formatFigure({ value: roas, unit: 'multiple' })} on ad spend and has spent ${spentPct}% of its budget, with ${money(left)} left.`,
      effort: 'low',
      impact: 'high',
      impact_statement: `Putting ${money(extra)} (${RULES.scaleSharePercentage}% of what is left) to work sooner would bring about ${money(revenue)} in revenue at the same ROAS.`,
      figures: [
        multiple('ROAS', roas),
        cents('Budget left', left),
        cents('Suggested extra spend', extra),
        cents('Expected revenue at the same ROAS', revenue),
        // An upside, not money at stake: a loss to stop ranks before a gain to make.
        cents('Profit the extra spend adds', revenue - extra),
      ],
      checklist: [
        `Raise the daily spend of ${possessive(c.name)} best ad set`,
        'Watch CPA for three days after the change',
        'Keep the increase if ROAS holds',
      ],
      action_url: analytics,
    });
  }

  const averageCtr = c.totals.ctr;
  if (
    recordedDays >= RULES.recentDays * 2 &&
    averageCtr !== null &&
    recent.ctr !== null &&
    recent.ctr < averageCtr * (1 - RULES.ctrDropPercentage / 100)
  ) {
    const drop = Math.round(((averageCtr - recent.ctr) / averageCtr) * 1000) / 10;
    const clicks = Math.round((recent.impressions * (averageCtr - recent.ctr)) / 100);
    list.push({
      ...base,
      key: `ctr-below-average:${c.id}`,
      kind: 'ctr-below-average',
      title: `Refresh ${possessive(c.name)} ads: CTR is ${drop}% below its average`,
      why: `${possessive(c.name)} CTR over its last ${RULES.recentDays} recorded days is ${formatFigure({ value: recent.ctr, unit: 'percent' })}, against its own average of ${formatFigure({ value: averageCtr, unit: 'percent' })} since ${c.daily[0]!.date}.`,
      effort: 'low',
      impact: drop >= 30 ? 'high' : 'medium',
      impact_statement: `Back at its average CTR, the same impressions would have brought about ${plural(clicks, 'more click')} in ${RULES.recentDays} days.`,
      figures: [
        percent(`CTR, last ${RULES.recentDays} days`, recent.ctr),
        percent('Average CTR', averageCtr),
        count(`Clicks lost in ${RULES.recentDays} days`, clicks),
      ],
      checklist: [
        'Write two new headlines and images for the weakest ads',
        'Run them beside the current ones',
        'Pause the ads whose CTR stays below average after a week',
      ],
      action_url: s.document_count > 0 ? `/content/campaign/${c.id}` : analytics,
    });
  }
  return list;
}

/** Which of the opportunity's levels is which, for texts: "low effort, high impact". */
export const describeLevels = (o: { effort: QuickWinLevel; impact: QuickWinLevel }) =>
  `${o.effort} effort, ${o.impact} impact`;
