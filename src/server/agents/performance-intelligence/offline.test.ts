import { describe, expect, it } from 'vitest';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import { buildPerformanceOverview } from '@/shared/performance-intelligence';
import type { CampaignPerformance } from '@/shared/performance';
import { groundContext } from '../engine/load-context';
import type { ContextCampaign } from '../engine/types';
import { offlineNarrative } from './offline';

const TODAY = '2026-11-29';

const launch: ContextCampaign = {
  id: 'c-spring',
  name: 'Spring Single-Origin Launch',
  description:
    'Launch of the spring single-origin range. The launch e-mail must go out the week of 15 March, before the Easter holidays.',
  targetAudience: null,
  goals: [],
  objectives: null,
  channels: ['Email'],
  geographicTarget: null,
  competitorContext: null,
  budgetCents: 1_200_000,
  successMetrics: [],
};

const performance: CampaignPerformance = {
  id: launch.id,
  name: launch.name,
  status: 'active',
  client_id: null,
  archived: false,
  channels: ['Email'],
  primary_channel: 'Email',
  budget_cents: 1_200_000,
  spent_cents: 0,
  start_date: '2027-02-15',
  end_date: '2027-04-26',
  daily: [],
  totals: summarizeMetrics([]),
};

function pacingOf(description: string | null) {
  const ctx = groundContext({
    business: {
      organization_name: 'Kettle & Crane',
      company_name: 'Kettle & Crane',
      industry: 'E-commerce',
      company_size: null,
      description: null,
      details: {},
    },
    campaign: { ...launch, description },
    documents: [],
    outputs: [],
    message: null,
  });
  const overview = buildPerformanceOverview(
    { period: null, campaigns: [performance], daily: [], totals: summarizeMetrics([]) },
    {
      selection: { period: 'last_30' },
      campaign: { id: launch.id, name: launch.name },
      today: TODAY,
    },
  );
  return offlineNarrative('budget_pacing', ctx, { overview, rankBy: 'roas', rankings: [] });
}

describe('offline budget pacing', () => {
  it('calls a campaign that has not begun "not started", never underspending', () => {
    const pacing = pacingOf(null);
    expect(pacing.summary).toBe('Budget pacing of 1 campaign on Nov 29, 2026: 1 not started.');
    expect(pacing.insights[0]).toBe(
      'Spring Single-Origin Launch starts on Feb 15, 2027: $12,000 over 71 days, $169 a day at an even pace.',
    );
    expect(JSON.stringify(pacing)).not.toMatch(/underspending|Add a campaign/);
  });

  it('keeps the date the campaign gives and says what an even pace has spent by then', () => {
    const pacing = pacingOf(launch.description);
    const timed = pacing.recommendations.find((r) => r.title.includes('15 March'));
    // 28 of 71 days come before 15 March: $12,000 × 28 / 71.
    expect(timed?.detail).toContain('“The launch e-mail must go out the week of 15 March');
    expect(timed?.detail).toContain(
      'An even pace spends $4,732 (39% of the budget) before that week',
    );
  });
});
