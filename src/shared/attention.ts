/**
 * What needs attention (issue 29, decision 072): the kinds of trouble an organization can be
 * in, ranked by what is at stake, and the campaign items read from its performance. The SME
 * dashboard's Intelligence Briefing, the agency dashboard's portfolio and the e-mail digest
 * rank with `rankAttention`, so the three never disagree on what comes first. A campaign's
 * item is its one decision (decision 069): the briefing says what the agents say.
 */
import {
  decideCampaigns,
  describeDecision,
  DECISION_ANOMALY_DAYS,
  type CampaignDecision,
} from './campaign-decision';
import type { ClientHealth } from './client-success';
import { formatDay, formatMoney } from './format';
import { DECLINE_WARNING_PERCENTAGE } from './client-health';
import {
  addDays,
  ANOMALY_NOUNS,
  daysBetween,
  detectAnomalies,
  todayIso,
} from './performance-analysis';
import type { CampaignPerformance } from './performance';
import {
  ATTENTION_LABELS,
  budgetLabel,
  rankAttention,
  type AttentionKind,
} from './attention-ranking';

/** A campaign or client with no new figures for this many days is stale. */
export const STALE_DATA_DAYS = 7;

export type CampaignAttention = {
  kind: Exclude<AttentionKind, 'approval' | 'falling_health' | 'next_step'>;
  /** Stable per campaign and kind: `campaign-decision:`, `anomaly:`, `import-metrics:` or `stale-data:` and its id. */
  id: string;
  campaign_id: string;
  campaign_name: string;
  client_id: string | null;
  title: string;
  detail: string;
  /** Its badge: the kind's label, or for a budget item its state with the percentage. */
  label: string;
  /** The trouble in a few words, for a list of reasons: "Lumen has spent 198% of its budget". */
  reason: string;
  at_stake_cents: number;
  action_url: string;
};

/** What is spent already when it is over, otherwise where the campaign is heading. */
function overspendReason(c: CampaignPerformance, d: CampaignDecision) {
  const projected = `projected to spend ${Math.round(d.projected_percentage ?? 0)}% of its budget`;
  const budget = c.budget_cents ?? 0;
  if (budget <= 0 || c.spent_cents <= budget) return `${c.name} is ${projected}`;
  return `${c.name} has spent ${Math.round((c.spent_cents / budget) * 100)}% of its budget and is ${projected}`;
}

const changes = (d: CampaignDecision) =>
  d.action === 'pause' || d.action === 'slow' || d.action === 'fix';

/**
 * Each campaign's trouble, if any: its decision when it asks to pause, slow or fix it
 * (overspend when it is projected past its budget, otherwise losing money); else a recent
 * CPA spike, spend spike or zero-conversion day; else no figures at all, or none for
 * STALE_DATA_DAYS days. Only active campaigns that have started are read: a campaign that has
 * not started yet, a draft, a paused or a finished one needs nothing.
 */
export function campaignAttention(
  campaigns: readonly CampaignPerformance[],
  opts: { today?: string; breakEvenRoas?: number | null; currency?: string } = {},
): CampaignAttention[] {
  const today = opts.today ?? todayIso();
  const { currency } = opts;
  const money = (cents: number) => formatMoney(cents, currency);
  const decisions = new Map(
    decideCampaigns(campaigns, {
      today,
      breakEvenRoas: opts.breakEvenRoas ?? null,
      ...(currency && { currency }),
    }).map((d) => [d.campaign_id, d]),
  );
  const items: CampaignAttention[] = [];
  for (const c of campaigns) {
    // A draft, paused or finished campaign spends nothing more: nothing to act on today.
    if (c.archived || c.status !== 'active') continue;
    const ref = { campaign_id: c.id, campaign_name: c.name, client_id: c.client_id };
    const analytics = `/campaigns/${c.id}/analytics`;
    const d = decisions.get(c.id);
    if (d && changes(d)) {
      const words = describeDecision(d, currency);
      const over = d.overspend_cents > 0;
      items.push({
        ...ref,
        kind: over ? 'overspend' : 'losing_money',
        label: over
          ? budgetLabel(c.spent_cents, c.budget_cents ?? 0, d.projected_percentage ?? null)
          : ATTENTION_LABELS.losing_money,
        reason: over
          ? overspendReason(c, d)
          : `${c.name} returns ${d.roas?.toFixed(2)}× on ad spend, below break-even`,
        id: `campaign-decision:${c.id}`,
        title: words.title,
        detail: words.detail,
        at_stake_cents: d.at_stake_cents,
        action_url: analytics,
      });
      continue;
    }
    const budget = c.budget_cents ?? 0;
    if (budget > 0 && c.spent_cents > budget) {
      const percent = Math.round((c.spent_cents / budget) * 100);
      items.push({
        ...ref,
        kind: 'overspend',
        label: budgetLabel(c.spent_cents, budget),
        id: `over-budget:${c.id}`,
        title: `${c.name} has spent ${percent}% of its budget`,
        detail: `${money(c.spent_cents)} of its ${money(budget)} budget is spent, ${money(c.spent_cents - budget)} over. Stop it, or raise its budget knowingly before it spends more.`,
        reason: `${c.name} has spent ${percent}% of its budget`,
        at_stake_cents: c.spent_cents - budget,
        action_url: `/campaigns/${c.id}`,
      });
      continue;
    }
    const last = c.daily.reduce<string | null>(
      (m, day) => (!m || day.date > m ? day.date : m),
      null,
    );
    const recent = last
      ? detectAnomalies(c.daily).filter(
          (a) =>
            a.kind !== 'ctr_drop' &&
            a.date >= addDays(last, -(DECISION_ANOMALY_DAYS - 1)) &&
            daysBetween(a.date, today) < STALE_DATA_DAYS,
        )
      : [];
    const latest = recent[recent.length - 1];
    if (latest) {
      const [one, many] = ANOMALY_NOUNS[latest.kind];
      const count = recent.filter((a) => a.kind === latest.kind).length;
      items.push({
        ...ref,
        kind: 'anomaly',
        label: ATTENTION_LABELS.anomaly,
        id: `anomaly:${c.id}`,
        title:
          count === 1
            ? `Check ${c.name}: a ${one} on ${formatDay(latest.date)}`
            : `Check ${c.name}: ${count} ${many} since ${formatDay(recent.find((a) => a.kind === latest.kind)!.date)}`,
        reason: `${c.name}: ${count === 1 ? `a ${one}` : `${count} ${many}`} in its last ${DECISION_ANOMALY_DAYS} recorded days`,
        detail: `${c.name} had ${count === 1 ? `a ${one}` : `${count} ${many}`} in its last ${DECISION_ANOMALY_DAYS} recorded days, far outside its usual range. Look at the ads, targeting and tracking of those days before changing its budget.`,
        at_stake_cents: 0,
        action_url: analytics,
      });
      continue;
    }
    const started = !c.start_date || c.start_date <= today;
    if (!started) continue;
    if (!last) {
      items.push({
        ...ref,
        kind: 'stale_data',
        label: ATTENTION_LABELS.stale_data,
        id: `import-metrics:${c.id}`,
        title: `Import performance data for ${c.name}`,
        reason: `${c.name} has no figures yet`,
        detail: `${c.name} is running${c.start_date ? ` since ${formatDay(c.start_date)}` : ''} but has no daily metrics yet. Import impressions, clicks, conversions, spend and revenue so its results can be measured.`,
        at_stake_cents: 0,
        action_url: analytics,
      });
      continue;
    }
    const quiet = daysBetween(last, today);
    if (quiet >= STALE_DATA_DAYS)
      items.push({
        ...ref,
        kind: 'stale_data',
        label: ATTENTION_LABELS.stale_data,
        id: `stale-data:${c.id}`,
        title: `No figures for ${c.name} since ${formatDay(last)}`,
        reason: `No figures for ${c.name} for ${quiet} days`,
        detail: `${c.name} is active but its last recorded day is ${quiet} days old, so its spend and return cannot be judged. Import its recent daily metrics.`,
        at_stake_cents: 0,
        action_url: analytics,
      });
  }
  return rankAttention(items);
}

export type AttentionReason = { kind: AttentionKind; text: string; at_stake_cents: number };

/**
 * Why a client needs attention, most at stake first: its campaigns' overspend, losses,
 * anomalies and missing figures (`campaignAttention`), a health falling (revenue or
 * conversions down DECLINE_WARNING_PERCENTAGE% or more on the previous window, the churn
 * warning of client health), workflows waiting for a teammate's approval and outputs waiting
 * for the client's. Empty when all is well.
 */
export function clientAttention(input: {
  campaigns: readonly CampaignAttention[];
  health: Pick<ClientHealth, 'signals'> | null;
  /** Workflow approval gates of the client waiting for a teammate. */
  teammateApprovals?: number;
}): AttentionReason[] {
  const reasons: AttentionReason[] = input.campaigns.map((c) => ({
    kind: c.kind,
    text: c.reason,
    at_stake_cents: c.at_stake_cents,
  }));
  if (input.teammateApprovals)
    reasons.push({
      kind: 'approval',
      text: `${input.teammateApprovals} ${input.teammateApprovals === 1 ? 'workflow waits' : 'workflows wait'} for a teammate's approval`,
      at_stake_cents: 0,
    });
  const h = input.health;
  if (h) {
    const s = h.signals;
    const falls: string[] = [];
    for (const [what, change] of [
      ['Revenue', s.revenue_change_percentage],
      ['Conversions', s.conversions_change_percentage],
    ] as const)
      if (change !== null && change <= -DECLINE_WARNING_PERCENTAGE)
        falls.push(`${what} down ${Math.abs(Math.round(change))}%`);
    if (falls.length)
      reasons.push({
        kind: 'falling_health',
        text: `${falls.join(', ')} on the previous ${s.window_days} days`,
        at_stake_cents: 0,
      });
    if (s.approvals_pending > 0)
      reasons.push({
        kind: 'approval',
        text: `${s.approvals_pending} ${s.approvals_pending === 1 ? 'output waits' : 'outputs wait'} for the client's approval`,
        at_stake_cents: 0,
      });
  }
  return rankAttention(reasons);
}
