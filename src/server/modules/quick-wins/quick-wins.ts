/**
 * Quick wins as rows: the opportunities computed now merged with what the organization did
 * with them; accepting one records its checklist and baseline, completing one records when
 * (and unlocks the quick-win achievement), results compare the same number of days before
 * acceptance and after completion. Every operation needs the quick wins feature unlocked.
 */
import { sql } from 'drizzle-orm';
import { addDays, daysBetween, metricChange, todayIso } from '@/shared/performance-analysis';
import {
  QUICK_WIN_MESSAGES,
  QUICK_WIN_RULES,
  RANKING_RULE,
  RESULT_METRICS,
  type ChecklistItem,
  type MetricsSnapshot,
  type OpportunitiesList,
  type Opportunity,
  type QuickWin,
  type QuickWinFigure,
  type QuickWinResult,
  type QuickWinStatus,
  type QuickWinWithResult,
} from '@/shared/quick-wins';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError, notFound } from '../../lib/errors';
import { requireFeature } from '../dashboard/require-feature';
import { loadPerformance } from '../performance/load-performance';
import { unlockAchievement } from '../progress/unlock-achievement';
import { computeOpportunities } from './load-state';
import { isUuid } from '../../lib/uuid';

export type QuickWinScope = { orgId: string; userId: string };

const notFoundQuickWin = () => notFound('Quick win');

type Row = {
  id: string;
  key: string;
  kind: string;
  title: string;
  why: string;
  effort: QuickWin['effort'];
  impact: QuickWin['impact'];
  impact_statement: string;
  figures: QuickWinFigure[];
  action_url: string | null;
  status: QuickWinStatus;
  checklist: ChecklistItem[];
  baseline: MetricsSnapshot | null;
  result: QuickWinResult | null;
  campaign_id: string | null;
  campaign_name: string | null;
  client_id: string | null;
  output_id: string | null;
  accepted_at: Date | string | null;
  completed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const present = (r: Row): QuickWin => ({
  ...r,
  accepted_at: iso(r.accepted_at),
  completed_at: iso(r.completed_at),
  created_at: iso(r.created_at)!,
  updated_at: iso(r.updated_at)!,
});

const SELECT = sql`select q.id, q.key, q.kind, q.title, q.why, q.effort, q.impact, q.impact_statement,
  q.figures, q.action_url, q.status, q.checklist, q.baseline, q.result, q.campaign_id,
  c.name as campaign_name, q.client_id, q.output_id, q.accepted_at, q.completed_at, q.created_at,
  q.updated_at
  from quick_wins q left join campaigns c on c.id = q.campaign_id`;

/** Runs `fn` in the caller's tenant transaction once the feature is known to be unlocked. */
function inQuickWins<T>(db: Db, scope: QuickWinScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenant(db, scope, async (tx) => {
    await requireFeature(tx, scope, 'quick_wins');
    return fn(tx);
  });
}

async function findQuickWin(tx: Tx, orgId: string, id: string, lock = false): Promise<Row> {
  if (!isUuid(id)) throw notFoundQuickWin();
  const [row] = await queryRows<Row>(
    tx,
    sql`${SELECT} where q.org_id = ${orgId}::uuid and q.id = ${id}::uuid ${lock ? sql`for update of q` : sql``}`,
  );
  if (!row) throw notFoundQuickWin();
  return row;
}

async function assertCampaign(tx: Tx, orgId: string, campaignId: string) {
  if (!isUuid(campaignId)) throw notFound('Campaign');
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from campaigns where org_id = ${orgId}::uuid and id = ${campaignId}::uuid`,
  );
  if (!row) throw notFound('Campaign');
}

/** The opportunities detected now, with their status (dismissed and done ones left out). */
export function listOpportunities(
  db: Db,
  scope: QuickWinScope,
  opts: { campaignId?: string | undefined } = {},
): Promise<OpportunitiesList> {
  return inQuickWins(db, scope, async (tx) => {
    if (opts.campaignId) await assertCampaign(tx, scope.orgId, opts.campaignId);
    const opportunities = await computeOpportunities(tx, scope.orgId, {
      campaignId: opts.campaignId ?? null,
    });
    // Dismissed ones stay hidden; one done recently too, while its result is being measured.
    const stored = await queryRows<{ id: string; key: string; status: QuickWinStatus }>(
      tx,
      sql`select id, key, status from quick_wins
          where org_id = ${scope.orgId}::uuid and (status in ('suggested', 'accepted', 'dismissed')
            or (status = 'done' and completed_at > now() - make_interval(days => ${QUICK_WIN_RULES.resultMaxDays})))`,
    );
    const open = new Map(
      stored
        .filter((s) => s.status === 'suggested' || s.status === 'accepted')
        .map((s) => [s.key, s] as const),
    );
    const dismissed = new Set(stored.filter((s) => s.status === 'dismissed').map((s) => s.key));
    const done = new Set(stored.filter((s) => s.status === 'done').map((s) => s.key));
    const hidden = (key: string) => (dismissed.has(key) || done.has(key)) && !open.has(key);
    return {
      generated_at: new Date().toISOString(),
      ranking_rule: RANKING_RULE,
      opportunities: opportunities
        .filter((o) => !hidden(o.key))
        .map((o) => {
          const row = open.get(o.key);
          return {
            ...o,
            status: row?.status === 'accepted' ? ('accepted' as const) : ('suggested' as const),
            quick_win_id: row?.id ?? null,
          };
        }),
      dismissed_count: opportunities.filter((o) => hidden(o.key) && dismissed.has(o.key)).length,
      recently_done_count: opportunities.filter((o) => hidden(o.key) && !dismissed.has(o.key))
        .length,
    };
  });
}

export function listQuickWins(
  db: Db,
  scope: QuickWinScope,
  opts: { status?: QuickWinStatus | undefined; campaignId?: string | undefined } = {},
): Promise<QuickWin[]> {
  return inQuickWins(db, scope, async (tx) => {
    if (opts.campaignId) await assertCampaign(tx, scope.orgId, opts.campaignId);
    const rows = await queryRows<Row>(
      tx,
      sql`${SELECT} where q.org_id = ${scope.orgId}::uuid
          ${opts.status ? sql`and q.status = ${opts.status}` : sql``}
          ${opts.campaignId ? sql`and q.campaign_id = ${opts.campaignId}::uuid` : sql``}
          order by coalesce(q.completed_at, q.accepted_at, q.updated_at) desc, q.id`,
    );
    return rows.map(present);
  });
}

export function getQuickWin(db: Db, scope: QuickWinScope, id: string): Promise<QuickWin> {
  return inQuickWins(db, scope, async (tx) => present(await findQuickWin(tx, scope.orgId, id)));
}

/** The metrics of [from, to] for a campaign (or the whole organization). */
export async function snapshot(
  tx: Tx,
  orgId: string,
  campaignId: string | null,
  from: string,
  to: string,
): Promise<MetricsSnapshot> {
  const data = await loadPerformance(tx, orgId, { campaignId, from, to });
  const daily = campaignId ? (data.campaigns[0]?.daily ?? []) : data.daily;
  return {
    scope: campaignId ? 'campaign' : 'organization',
    from,
    to,
    days: daysBetween(from, to) + 1,
    recorded_days: daily.length,
    totals: campaignId ? (data.campaigns[0]?.totals ?? data.totals) : data.totals,
  };
}

/** The baseline at acceptance: the 28 days before the day it was accepted. */
export const baselineWindow = (acceptedOn: string) => ({
  from: addDays(acceptedOn, -QUICK_WIN_RULES.baselineDays),
  to: addDays(acceptedOn, -1),
});

const toRow = (o: Opportunity) => ({
  title: o.title,
  why: o.why,
  effort: o.effort,
  impact: o.impact,
  impact_statement: o.impact_statement,
  figures: JSON.stringify(o.figures),
  action_url: o.action_url,
  checklist: JSON.stringify(o.checklist.map((label) => ({ label, done: false }))),
});

/** Accepts a detected opportunity: it becomes a checklist, with the metrics at acceptance. */
export function acceptQuickWin(db: Db, scope: QuickWinScope, key: string): Promise<QuickWin> {
  return inQuickWins(db, scope, async (tx) => {
    const opportunity = (await computeOpportunities(tx, scope.orgId)).find((o) => o.key === key);
    if (!opportunity) throw new AppError('not_found', QUICK_WIN_MESSAGES.notDetected);
    const [open] = await queryRows<{ id: string; status: QuickWinStatus }>(
      tx,
      sql`select id, status from quick_wins where org_id = ${scope.orgId}::uuid and key = ${key}
          and status in ('suggested', 'accepted') for update`,
    );
    if (open?.status === 'accepted')
      throw new AppError('conflict', QUICK_WIN_MESSAGES.alreadyAccepted);
    const today = todayIso();
    const window = baselineWindow(today);
    const baseline = await snapshot(
      tx,
      scope.orgId,
      opportunity.campaign_id,
      window.from,
      window.to,
    );
    const v = toRow(opportunity);
    const [row] = open
      ? await queryRows<{ id: string }>(
          tx,
          sql`update quick_wins set status = 'accepted', title = ${v.title}, why = ${v.why},
                effort = ${v.effort}, impact = ${v.impact}, impact_statement = ${v.impact_statement},
                figures = ${v.figures}::jsonb, action_url = ${v.action_url},
                checklist = ${v.checklist}::jsonb, baseline = ${JSON.stringify(baseline)}::jsonb,
                accepted_at = now(), updated_at = now()
              where id = ${open.id} returning id`,
        )
      : await queryRows<{ id: string }>(
          tx,
          sql`insert into quick_wins (org_id, campaign_id, client_id, key, kind, title, why, effort,
                impact, impact_statement, figures, action_url, status, checklist, baseline,
                accepted_at, created_by)
              values (${scope.orgId}, ${opportunity.campaign_id},
                (select client_id from campaigns where id = ${opportunity.campaign_id}::uuid),
                ${key}, ${opportunity.kind}, ${v.title}, ${v.why}, ${v.effort}, ${v.impact},
                ${v.impact_statement}, ${v.figures}::jsonb, ${v.action_url}, 'accepted',
                ${v.checklist}::jsonb, ${JSON.stringify(baseline)}::jsonb, now(), ${scope.userId})
              returning id`,
        );
    return present(await findQuickWin(tx, scope.orgId, row!.id));
  });
}

/** Dismisses an opportunity (suggested or in progress): it is no longer suggested. */
export function dismissQuickWin(db: Db, scope: QuickWinScope, key: string): Promise<QuickWin> {
  return inQuickWins(db, scope, async (tx) => {
    const [open] = await queryRows<{ id: string }>(
      tx,
      sql`update quick_wins set status = 'dismissed', dismissed_at = now(), updated_at = now()
          where org_id = ${scope.orgId}::uuid and key = ${key} and status in ('suggested', 'accepted')
          returning id`,
    );
    if (open) return present(await findQuickWin(tx, scope.orgId, open.id));
    const opportunity = (await computeOpportunities(tx, scope.orgId)).find((o) => o.key === key);
    if (!opportunity) throw new AppError('not_found', QUICK_WIN_MESSAGES.notDetected);
    const v = toRow(opportunity);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into quick_wins (org_id, campaign_id, client_id, key, kind, title, why, effort, impact,
            impact_statement, figures, action_url, status, checklist, dismissed_at, created_by)
          values (${scope.orgId}, ${opportunity.campaign_id},
            (select client_id from campaigns where id = ${opportunity.campaign_id}::uuid),
            ${key}, ${opportunity.kind}, ${v.title}, ${v.why}, ${v.effort}, ${v.impact},
            ${v.impact_statement}, ${v.figures}::jsonb, ${v.action_url}, 'dismissed',
            ${v.checklist}::jsonb, now(), ${scope.userId})
          returning id`,
    );
    return present(await findQuickWin(tx, scope.orgId, row!.id));
  });
}

export function updateChecklistItem(
  db: Db,
  scope: QuickWinScope,
  input: { id: string; index: number; done: boolean },
): Promise<QuickWin> {
  return inQuickWins(db, scope, async (tx) => {
    const row = await findQuickWin(tx, scope.orgId, input.id, true);
    if (row.status !== 'accepted') throw new AppError('conflict', QUICK_WIN_MESSAGES.notAccepted);
    if (!Number.isInteger(input.index) || input.index < 0 || input.index >= row.checklist.length)
      throw new AppError('not_found', QUICK_WIN_MESSAGES.noChecklistItem);
    const checklist = row.checklist.map((item, i) =>
      i === input.index ? { ...item, done: input.done } : item,
    );
    await tx.execute(
      sql`update quick_wins set checklist = ${JSON.stringify(checklist)}::jsonb, updated_at = now()
          where id = ${row.id}`,
    );
    return present(await findQuickWin(tx, scope.orgId, row.id));
  });
}

/** Completes a quick win and unlocks the quick-win achievement (seed 001 §4: unlocked directly). */
export async function completeQuickWin(
  db: Db,
  scope: QuickWinScope,
  input: { id: string; force?: boolean | undefined },
) {
  const quickWin = await inQuickWins(db, scope, async (tx) => {
    const row = await findQuickWin(tx, scope.orgId, input.id, true);
    if (row.status !== 'accepted') throw new AppError('conflict', QUICK_WIN_MESSAGES.notAccepted);
    const ticked = row.checklist.every((item) => item.done);
    if (!ticked && !input.force)
      throw new AppError('validation_error', QUICK_WIN_MESSAGES.checklistIncomplete, {
        field: 'force',
      });
    await tx.execute(
      sql`update quick_wins set status = 'done', completed_at = now(), updated_at = now()
          where id = ${row.id}`,
    );
    return present(await findQuickWin(tx, scope.orgId, row.id));
  });
  const progress = await unlockAchievement(db, {
    orgId: scope.orgId,
    userId: scope.userId,
    achievementId: 'quick_win_completed',
  });
  return { quick_win: quickWin, newly_unlocked: progress.newlyUnlocked };
}

/**
 * Before and after: the same number of days on each side, from the day it was completed up
 * to today (at most 28), against the days just before it was accepted.
 */
export async function computeResult(
  tx: Tx,
  orgId: string,
  q: Pick<QuickWin, 'campaign_id' | 'accepted_at' | 'completed_at'>,
  today: string = todayIso(),
): Promise<QuickWinResult> {
  const completedOn = q.completed_at!.slice(0, 10);
  const acceptedOn = (q.accepted_at ?? q.completed_at)!.slice(0, 10);
  const days = Math.min(
    QUICK_WIN_RULES.resultMaxDays,
    Math.max(0, daysBetween(completedOn, today) + 1),
  );
  const notEnough = (
    after: MetricsSnapshot | null,
    before: MetricsSnapshot | null,
  ): QuickWinResult => ({
    status: 'not_enough_data',
    message: QUICK_WIN_MESSAGES.notEnoughData(completedOn),
    days,
    before,
    after,
    changes: [],
  });
  if (days === 0) return notEnough(null, null);
  const after = await snapshot(
    tx,
    orgId,
    q.campaign_id,
    completedOn,
    addDays(completedOn, days - 1),
  );
  const before = await snapshot(
    tx,
    orgId,
    q.campaign_id,
    addDays(acceptedOn, -days),
    addDays(acceptedOn, -1),
  );
  if (after.recorded_days === 0) return notEnough(after, before);
  const changes = RESULT_METRICS.map((metric) => {
    const change = metricChange(
      metric,
      after.totals[metric],
      before.recorded_days ? before.totals[metric] : null,
    );
    return {
      metric,
      before: before.recorded_days ? before.totals[metric] : null,
      after: after.totals[metric],
      change_percentage: change.change_percentage,
      improved: change.improved,
    };
  });
  return {
    status: 'ready',
    message: before.recorded_days
      ? `${days} day${days === 1 ? '' : 's'} since it was completed against the ${days} day${days === 1 ? '' : 's'} before it was accepted.`
      : `${days} day${days === 1 ? '' : 's'} since it was completed; no metrics were recorded in the ${days} days before it was accepted to compare with.`,
    days,
    before,
    after,
    changes,
  };
}

/** Every completed quick win with its before and after (stored as its latest result). */
export function listResults(
  db: Db,
  scope: QuickWinScope,
  opts: { campaignId?: string | undefined } = {},
): Promise<QuickWinWithResult[]> {
  return inQuickWins(db, scope, async (tx) => {
    if (opts.campaignId) await assertCampaign(tx, scope.orgId, opts.campaignId);
    const rows = await queryRows<Row>(
      tx,
      sql`${SELECT} where q.org_id = ${scope.orgId}::uuid and q.status = 'done'
          ${opts.campaignId ? sql`and q.campaign_id = ${opts.campaignId}::uuid` : sql``}
          order by q.completed_at desc, q.id`,
    );
    const list: QuickWinWithResult[] = [];
    for (const row of rows) {
      const quickWin = present(row);
      const result = await computeResult(tx, scope.orgId, quickWin);
      if (JSON.stringify(result) !== JSON.stringify(row.result))
        await tx.execute(
          sql`update quick_wins set result = ${JSON.stringify(result)}::jsonb where id = ${row.id}`,
        );
      list.push({ quick_win: { ...quickWin, result }, result });
    }
    return list;
  });
}

/** The agent's output saved: its opportunities become suggested rows (open ones kept). */
export async function saveSuggested(
  tx: Tx,
  input: { orgId: string; userId: string; outputId: string; opportunities: Opportunity[] },
) {
  for (const o of input.opportunities) {
    const v = toRow(o);
    await tx.execute(
      sql`insert into quick_wins (org_id, campaign_id, client_id, output_id, key, kind, title, why,
            effort, impact, impact_statement, figures, action_url, status, checklist, created_by)
          select ${input.orgId}, ${o.campaign_id},
            (select client_id from campaigns where id = ${o.campaign_id}::uuid), ${input.outputId},
            ${o.key}, ${o.kind}, ${v.title}, ${v.why}, ${v.effort}, ${v.impact}, ${v.impact_statement},
            ${v.figures}::jsonb, ${v.action_url}, 'suggested', ${v.checklist}::jsonb, ${input.userId}
          where not exists (
            select 1 from quick_wins q where q.org_id = ${input.orgId}::uuid and q.key = ${o.key}
              and (q.status in ('suggested', 'accepted', 'dismissed') or (q.status = 'done'
                and q.completed_at > now() - make_interval(days => ${QUICK_WIN_RULES.resultMaxDays})))
          )`,
    );
  }
}

/**
 * The output rewritten (decision 082): its suggestions nobody acted on give way to the new
 * version's; accepted, dismissed and done ones stay, and saveSuggested does not suggest
 * their opportunities again.
 */
export async function replaceSuggested(
  tx: Tx,
  input: { orgId: string; userId: string; outputId: string; opportunities: Opportunity[] },
) {
  await tx.execute(
    sql`delete from quick_wins where output_id = ${input.outputId}::uuid and status = 'suggested'`,
  );
  await saveSuggested(tx, input);
}
