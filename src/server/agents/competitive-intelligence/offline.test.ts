/**
 * The offline Competitive Intelligence tools read as a marketer reads them: the analysis
 * quotes the document that bears on the user's question with its figure, and says each
 * thing once (the matrix holds the detail, the prose interprets it); the benchmark report
 * writes metric names and lists properly and points each metric the way it improves.
 */
import { describe, expect, it } from 'vitest';
import { BENCHMARK_METRIC_INFO, type BenchmarkRow } from '@/shared/competitive-intelligence';
import { readableStrings, repeatedSequences, sharesRun } from '@/shared/text-quality';
import { contextDocument, groundContext } from '../engine/load-context';
import type { AgentContext } from '../engine/types';
import type { AnalysisFacts, BenchmarkFacts, CompetitorFact } from './facts';
import { offlineAnalysis, offlineBenchmarks } from './offline';

const survey = contextDocument({
  id: 'doc-1',
  title: 'Cancellation survey 2026',
  text: 'Cancellation survey, autumn 2026. We asked 412 subscribers who cancelled why they left. 39% of subscribers who cancel say coffee piles up before they finish a bag. 22% say the price went up. 14% moved to a supermarket brand.',
});

const competitor = (name: string, fields: Partial<CompetitorFact>): CompetitorFact => ({
  name,
  website: null,
  positioning: null,
  strengths: [],
  weaknesses: [],
  notes: null,
  recorded: true,
  ...fields,
});

const competitors = [
  competitor('Pact', {
    positioning: 'Mass-market coffee subscription with supermarket presence',
    strengths: ['National brand awareness', 'Low first-box price'],
    weaknesses: ['Roast dates up to three weeks old'],
  }),
  competitor('Origin', {
    positioning: 'Premium speciality roaster supplying cafés and homes',
    strengths: ['Award-winning coffees'],
    weaknesses: ['Subscription is an afterthought on the site'],
  }),
  competitor('Grind', {
    positioning: 'Lifestyle coffee brand with compostable pods',
    strengths: ['Strong Instagram following'],
    weaknesses: ['Little choice of whole beans'],
  }),
];

function context(message: string | null, facts: unknown): AgentContext {
  const ctx = groundContext({
    business: {
      organization_name: 'Kettle & Crane Coffee',
      company_name: 'Kettle & Crane',
      industry: 'E-commerce',
      company_size: '11-50 employees',
      description: 'Bristol roastery selling speciality coffee online by fortnightly subscription.',
      details: {
        targetMarket: 'UK home brewers aged 28 to 45 who own a grinder',
        uniqueValue: 'Beans roasted to order and posted within 24 hours of roasting',
        products: ['Fortnightly subscription'],
        competitors: ['Pact', 'Origin', 'Grind'],
        challenges: ['Subscribers cancel when unopened bags pile up'],
      },
    },
    campaign: null,
    documents: [survey],
    outputs: [],
    message,
    currency: 'GBP',
  });
  ctx.facts = facts;
  return ctx;
}

const analysisFacts: AnalysisFacts = {
  focus: 'full',
  competitors,
  unknown: [],
  mentions: competitors.map((c) => ({ competitor: c.name, documents: 0, excerpts: [] })),
  documents: [],
};

describe('offline competitive analysis', () => {
  const analysis = offlineAnalysis(
    context('How do we stop subscribers cancelling because coffee piles up?', analysisFacts),
  );

  it('quotes the document that bears on the question, with its figure, and answers it first', () => {
    expect(analysis.summary).toMatch(
      /^To stop subscribers cancelling because coffee piles up, start from the evidence in “Cancellation survey 2026”/,
    );
    expect(analysis.opportunities[0]).toMatchObject({
      title: 'Answer what “Cancellation survey 2026” shows',
      rationale:
        'Cancellation survey 2026 says: “39% of subscribers who cancel say coffee piles up before they finish a bag.”',
      priority: 'high',
    });
  });

  it('leaves the matrix cells to the matrix and says nothing twice', () => {
    const { matrix, ...prose } = analysis;
    const cells = matrix.rows.flatMap((r) => r.cells);
    for (const text of readableStrings(prose))
      for (const cell of cells) expect(sharesRun(text, cell), `${text} / ${cell}`).toBe(false);
    expect(repeatedSequences(readableStrings(analysis).join('\n'))).toEqual([]);
  });

  it('names several competitors as "none of", two as "neither … nor"', () => {
    const two = offlineAnalysis(
      context(null, { ...analysisFacts, competitors: competitors.slice(0, 2) }),
    );
    const rationales = (a: typeof analysis) => a.opportunities.map((o) => o.rationale).join(' ');
    expect(rationales(analysis)).toContain('none of Pact, Origin, or Grind is recorded');
    expect(rationales(two)).toContain('neither Pact nor Origin is recorded');
  });
});

const row = (
  metric: BenchmarkRow['metric'],
  value: number | null,
  verdict: BenchmarkRow['verdict'],
  low: number,
  high: number,
): BenchmarkRow => ({
  metric,
  ...BENCHMARK_METRIC_INFO[metric],
  value,
  low,
  high,
  verdict,
});

const benchmarkFacts = (
  rows: BenchmarkRow[],
  period: BenchmarkFacts['period'],
): BenchmarkFacts => ({
  industry: 'E-commerce',
  industry_known: true,
  period,
  campaigns_with_metrics: period ? 1 : 0,
  totals: { impressions: 0, clicks: 0, conversions: 0, spend_cents: 0, revenue_cents: 0 },
  rows,
  source: 'Typical published ranges',
});

describe('offline benchmarks', () => {
  it('keeps the acronym of a metric inside a sentence and each interpretation its own', () => {
    const report = offlineBenchmarks(
      context(
        null,
        benchmarkFacts(
          [
            row('ctr', 0.8, 'below', 1.5, 3.5),
            row('conversion_rate', 1.2, 'below', 2, 4),
            row('cpa', null, 'no_data', 2500, 6000),
            row('roas', 1.1, 'below', 2, 4),
          ],
          { from: '2026-10-01', to: '2026-10-31' },
        ),
      ),
    );
    const cpa = report.metrics.find((m) => m.metric === 'cpa')!;
    expect(cpa.interpretation).toBe(
      'No cost per acquisition (CPA) yet: no conversions recorded. Typical: $25–$60 in US dollars.',
    );
    expect(report.metrics.find((m) => m.metric === 'ctr')!.interpretation).toBe(
      'Fewer people click than is typical: 0.8%, below the usual 1.5%–3.5%.',
    );
    expect(repeatedSequences(readableStrings(report).join('\n'))).toEqual([]);
  });

  it('asks for a cost to come down its range, and lists with an Oxford comma', () => {
    const within = offlineBenchmarks(
      context(
        null,
        benchmarkFacts([row('cpa', 4000, 'within', 2500, 6000)], {
          from: '2026-10-01',
          to: '2026-10-31',
        }),
      ),
    );
    expect(within.recommendations.map((r) => r.title)).toContain(
      'Bring cost per acquisition (CPA) down its range',
    );
    const empty = offlineBenchmarks(context(null, benchmarkFacts([], null)));
    expect(empty.recommendations[0]!.detail).toContain('conversions, spend, and revenue;');
    expect(empty.summary).toContain('CTR, conversion rate, CPA, and ROAS');
  });
});
