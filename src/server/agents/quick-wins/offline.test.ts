import { describe, expect, it } from 'vitest';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import { addDays } from '@/shared/performance-analysis';
import {
  detectOpportunities,
  type OpportunityCampaign,
  type OpportunityState,
} from '../../modules/quick-wins/detect-opportunities';
import { contextDocument, groundContext } from '../engine/load-context';
import { offlineQuickWins } from './offline';

const TODAY = '2026-03-28';

/** Spring Launch: 14 days at $200 a day for $172 of revenue a day (ROAS 0.86). */
function losingCampaign(): OpportunityCampaign {
  const daily = Array.from({ length: 14 }, (_, i) => ({
    date: addDays(TODAY, i - 13),
    impressions: 10_000,
    clicks: 200,
    conversions: 10,
    spend_cents: 20_000,
    revenue_cents: 17_200,
  }));
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Spring Launch',
    status: 'active',
    client_id: null,
    archived: false,
    channels: ['Email'],
    primary_channel: 'Email',
    budget_cents: 800_000,
    spent_cents: daily.reduce((s, d) => s + d.spend_cents, 0),
    start_date: '2026-03-01',
    end_date: '2026-04-22',
    content_outputs: 1,
    daily,
    totals: summarizeMetrics(daily),
  };
}

function state(overrides: Partial<OpportunityState> = {}): OpportunityState {
  return {
    company: 'Kettle & Crane',
    missing_context: [],
    strategy_outputs: 1,
    persona_outputs: 1,
    document_count: 1,
    campaigns: [],
    unread_competitor_alerts: 0,
    unused_documents: [],
    ...overrides,
  };
}

function context(industry: string, message: string | null = null) {
  return groundContext({
    business: {
      organization_name: 'Kettle & Crane',
      company_name: 'Kettle & Crane',
      industry,
      company_size: '11-50 employees',
      description: 'Bristol roastery selling coffee subscriptions online.',
      details: {
        targetMarket: 'UK home brewers aged 28 to 45 who own a grinder and buy coffee every month',
      },
    },
    campaign: null,
    documents: [
      contextDocument({
        id: 'doc-1',
        title: 'Cancellation survey 2026',
        text: 'Cancellation survey, autumn 2026. 39% of subscribers who cancel say coffee piles up before they finish a bag. 22% say the price went up.',
      }),
    ],
    outputs: [],
    message,
  });
}

describe('offline quick wins', () => {
  it('put the campaign losing money first, with its money at stake and ROAS, before documents', () => {
    const opportunities = detectOpportunities(
      state({
        unused_documents: [{ id: 'a', title: 'Cancellation survey 2026' }],
        campaigns: [losingCampaign()],
      }),
      { today: TODAY },
    );
    const report = offlineQuickWins(context('E-commerce'), {
      campaign_name: null,
      has_metrics: true,
      opportunities,
    });
    expect(report.opportunities.map((o) => o.kind)).toEqual(['losing-money', 'unused-documents']);
    // $2,800 spent for $2,408 back: $392 at stake at 0.86×.
    expect(report.summary).toContain('Start at the top, with Spring Launch');
    expect(report.summary).toContain('$392 at stake, ROAS 0.86×');
    expect(report.opportunities[1]!.advice).toContain('Cancellation survey 2026 says');
  });

  it('word the industry as a kind of business, with the right article', () => {
    const opportunities = detectOpportunities(
      state({ strategy_outputs: 0, campaigns: [losingCampaign()] }),
      { today: TODAY },
    );
    const swot = (industry: string) =>
      offlineQuickWins(context(industry), {
        campaign_name: null,
        has_metrics: true,
        opportunities,
      }).opportunities.find((o) => o.kind === 'strategy')!.advice;
    expect(swot('E-commerce')).toContain('for an online shop,');
    expect(swot('SaaS/Software')).toContain('for a software company,');
    for (const industry of ['E-commerce', 'SaaS/Software'])
      expect(swot(industry)).not.toMatch(/a e-commerce|saas\/software/i);
  });

  it('answer the question asked from the documents, and never paste the whole target market', () => {
    const report = offlineQuickWins(
      context('E-commerce', 'How do we stop subscribers cancelling because coffee piles up?'),
      { campaign_name: null, has_metrics: false, opportunities: [] },
    );
    expect(report.summary).toMatch(/^On ‘How do we stop subscribers cancelling/);
    expect(report.summary).toContain('39% of subscribers who cancel');
    expect(JSON.stringify(report)).not.toContain('who own a grinder');
  });
});
