/**
 * Quick Wins demo data for the demo SME (Northwind Coffee Roasters has more than 10 AI
 * interactions, so Quick Wins is unlocked): one quick win in progress, the best opportunity
 * its real data gives today, with its first step ticked; and one done, its first customer
 * persona (accepted 24 days ago, completed 12 days ago, which its saved personas show), with
 * its before and after computed from the demo's metrics exactly as the API computes them.
 * The quick-win achievement is left for the user's own first completion.
 */
import { sql } from 'drizzle-orm';
import { addDays, todayIso } from '@/shared/performance-analysis';
import type { Opportunity } from '@/shared/quick-wins';
import type { Tx } from '../../../db/client';
import { detectOpportunities } from '../../quick-wins/detect-opportunities';
import { loadOpportunityState } from '../../quick-wins/load-state';
import { baselineWindow, computeResult, snapshot } from '../../quick-wins/quick-wins';
import type { DemoSeed } from './index';

const DONE_ACCEPTED_DAYS_AGO = 24;
const DONE_COMPLETED_DAYS_AGO = 12;
const IN_PROGRESS_ACCEPTED_DAYS_AGO = 2;

async function insert(
  tx: Tx,
  input: { orgId: string; userId: string },
  o: Opportunity,
  row: {
    status: 'accepted' | 'done';
    ticked: number;
    acceptedOn: string;
    completedOn: string | null;
  },
) {
  const window = baselineWindow(row.acceptedOn);
  const baseline = await snapshot(tx, input.orgId, o.campaign_id, window.from, window.to);
  const checklist = o.checklist.map((label, i) => ({ label, done: i < row.ticked }));
  const stamp = (day: string | null) => (day ? `${day}T10:00:00Z` : null);
  const result = row.completedOn
    ? await computeResult(tx, input.orgId, {
        campaign_id: o.campaign_id,
        accepted_at: stamp(row.acceptedOn),
        completed_at: stamp(row.completedOn),
      })
    : null;
  await tx.execute(
    sql`insert into quick_wins (org_id, campaign_id, key, kind, title, why, effort, impact,
          impact_statement, figures, action_url, status, checklist, baseline, result,
          accepted_at, completed_at, created_by, created_at, updated_at)
        values (${input.orgId}, ${o.campaign_id}, ${o.key}, ${o.kind}, ${o.title}, ${o.why},
          ${o.effort}, ${o.impact}, ${o.impact_statement}, ${JSON.stringify(o.figures)}::jsonb,
          ${o.action_url}, ${row.status}, ${JSON.stringify(checklist)}::jsonb,
          ${JSON.stringify(baseline)}::jsonb, ${result ? JSON.stringify(result) : null}::jsonb,
          ${stamp(row.acceptedOn)}::timestamptz, ${stamp(row.completedOn)}::timestamptz,
          ${input.userId}, ${stamp(row.acceptedOn)}::timestamptz,
          coalesce(${stamp(row.completedOn)}::timestamptz, ${stamp(row.acceptedOn)}::timestamptz))`,
  );
}

export const seedQuickWins: DemoSeed = async (tx, input) => {
  if (input.organizationType !== 'SME') return;
  const today = todayIso();
  const state = await loadOpportunityState(tx, input.orgId);

  // Done: the persona, as it was detected before the demo's personas were saved.
  const [persona] = detectOpportunities({
    ...state,
    missing_context: [],
    strategy_outputs: 1,
    persona_outputs: 0,
    unread_competitor_alerts: 0,
    unused_documents: [],
  }).filter((o) => o.key === 'persona');
  const personaOpportunity: Opportunity | undefined = persona && {
    ...persona,
    why: `Northwind Coffee Roasters had ${state.campaigns.length} campaigns but no persona: the audience each one targets was described in a line, not researched.`,
    figures: [
      {
        label: 'Campaigns without a persona to target',
        value: state.campaigns.length,
        unit: 'count',
      },
    ],
  };
  if (personaOpportunity)
    await insert(tx, input, personaOpportunity, {
      status: 'done',
      ticked: personaOpportunity.checklist.length,
      acceptedOn: addDays(today, -DONE_ACCEPTED_DAYS_AGO),
      completedOn: addDays(today, -DONE_COMPLETED_DAYS_AGO),
    });

  // In progress: the best opportunity of a campaign with metrics the demo's data gives today.
  const withMetrics = new Set(state.campaigns.filter((c) => c.daily.length).map((c) => c.id));
  const ranked = detectOpportunities(state);
  const best =
    ranked.find((o) => o.campaign_id && withMetrics.has(o.campaign_id)) ??
    ranked.find((o) => o.campaign_id);
  if (best)
    await insert(tx, input, best, {
      status: 'accepted',
      ticked: 1,
      acceptedOn: addDays(today, -IN_PROGRESS_ACCEPTED_DAYS_AGO),
      completedOn: null,
    });
};
