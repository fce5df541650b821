/**
 * The offline strategy frameworks say each thing once: a long fact in full once and by a
 * short phrase after (under six words as the repetition check counts them), rivals named
 * once, and a chart's labels without the lists' articles.
 */
import { describe, expect, it } from 'vitest';
import { readableStrings, repeatedSequences } from '@/shared/text-quality';
import { contextDocument, groundContext } from '../engine/load-context';
import { OFFLINE_STRATEGY } from './offline';

const physio = groundContext({
  business: {
    organization_name: 'Northshore Physio',
    company_name: 'Northshore Physio',
    industry: 'Healthcare',
    company_size: '1-10 employees',
    description:
      'Family-owned physiotherapy clinic in North Vancouver treating running and ski injuries.',
    details: {
      targetMarket: 'Recreational runners and skiers on the North Shore of Vancouver',
      uniqueValue: 'Same-week appointments with a physiotherapist who runs and skis',
      competitors: ['Lions Gate Physio', 'Shore Motion'],
      goals: ['Book 60 new patients a month'],
    },
  },
  campaign: null,
  documents: [],
  outputs: [],
  message: 'How do we keep patients coming back after the second visit?',
});

const said = (content: unknown) => readableStrings(content).join('\n\n');

describe('offline strategy frameworks', () => {
  it.each(['swot', 'stp', 'blue_ocean', 'porters_five_forces', 'marketing_mix_7p'] as const)(
    '%s repeats no six-word run',
    (framework) => {
      expect(repeatedSequences(said(OFFLINE_STRATEGY[framework](physio)))).toEqual([]);
    },
  );

  it('names the opportunity to test first, measured where it acts', () => {
    const swot = OFFLINE_STRATEGY.swot(physio);
    const first = swot.recommendations.find((r) =>
      r.title.startsWith('Opportunity to test first: '),
    );
    expect(first).toBeDefined();
    expect(first!.title).not.toContain('the first opportunity above');
    // Keeping patients is measured by a retention KPI, not by winning new ones.
    const retention = physio.knowledge.kpis.find((k) => k.stage === 'retention')!;
    if (/retention|repeat|loyal|win-back|churn/i.test(first!.title))
      expect(first!.detail).toContain(retention.name.toLowerCase().slice(0, 10));
  });

  it("names the rivals once in Porter's five forces", () => {
    const porters = OFFLINE_STRATEGY.porters_five_forces(physio);
    expect(said(porters).split('Lions Gate Physio and Shore Motion')).toHaveLength(2);
    expect(porters.forces[0]!.drivers[0]).toBe('2 named competitors after the same patients');
  });

  it('labels the strategy canvas without articles', () => {
    const canvas = OFFLINE_STRATEGY.blue_ocean(physio).strategy_canvas.map((c) => c.factor);
    for (const factor of canvas) expect(factor).not.toMatch(/^(?:The|A|An) /);
  });

  it('puts a document finding where it belongs in the SWOT: a problem backs its weakness, what worked is an opportunity', () => {
    const roaster = groundContext({
      business: {
        organization_name: 'Kettle & Crane',
        company_name: 'Kettle & Crane',
        industry: 'E-commerce',
        company_size: '11-50 employees',
        description: 'Bristol roastery selling a fortnightly coffee subscription online.',
        details: { challenges: ['Subscribers cancel when unopened bags pile up'] },
      },
      campaign: null,
      documents: [
        contextDocument({
          id: 'd1',
          title: 'Cancellation survey 2026',
          text: 'We asked 412 subscribers who cancelled why they left. 39% of subscribers who cancel say coffee piles up before they finish a bag. Of those who paused instead of cancelling, 61% came back within two months.',
        }),
      ],
      outputs: [],
      message: 'How do we stop subscribers cancelling because coffee piles up?',
    });
    const swot = OFFLINE_STRATEGY.swot(roaster);
    const cancel = swot.weaknesses.find((w) => w.point.startsWith('Subscribers cancel'));
    expect(cancel?.evidence).toContain('39% of subscribers who cancel');
    expect(swot.opportunities[0]!.evidence).toContain('61% came back');
    // A churn finding is not "know-how to turn into proof".
    expect(swot.strengths.map((s) => s.point)).not.toContain(
      'Documented know-how to turn into proof',
    );
    expect(repeatedSequences(said(swot))).toEqual([]);
  });
});
