import { describe, expect, it } from 'vitest';
import {
  budgetPolarity,
  channelSplit,
  contradictionFindings,
  figuresOf,
  plantedFindings,
  readableStrings,
  sourceFindings,
  splitFindings,
  type SourceMaterial,
} from './checks';

const material: SourceMaterial = {
  companyName: 'Kettle & Crane',
  documents: new Map([
    [
      'doc-1',
      {
        title: 'Cancellation survey 2026',
        text: 'In 2026, 39% of subscribers who cancel say coffee piles up before they finish a bag.',
      },
    ],
  ]),
  campaigns: new Map([['camp-1', 'Win-back Autumn']]),
  outputs: new Map([
    ['out-1', { title: 'Marketing plan: Kettle & Crane', summary: 'A plan to keep subscribers.' }],
  ]),
  knowledge: {
    kpis: [{ name: 'Repeat purchase rate', benchmark: '20-30%' }],
    channels: ['Email flows'],
  },
};

describe('readable strings', () => {
  it('keeps the prose and leaves out ids, enums, dates and the sources list', () => {
    expect(
      readableStrings({
        summary: 'Kettle & Crane keeps subscribers.',
        priority: 'high',
        campaign_id: 'c1',
        starts_on: '2027-03-15',
        link: '/campaigns/0b6c3d8e-1f2a-4c5b-9d7e-8f9a0b1c2d3e/analytics',
        key: 'scale-roas:0b6c3d8e-1f2a-4c5b-9d7e-8f9a0b1c2d3e',
        sources: [{ kind: 'document', id: 'doc-1', title: 'Cancellation survey 2026' }],
        recommendations: [{ title: 'Offer a pause', detail: 'Pause instead of cancel.' }],
      }),
    ).toEqual(['Kettle & Crane keeps subscribers.', 'Offer a pause', 'Pause instead of cancel.']);
  });

  it("leaves out a draft's echo of the user's topic and its search data, not its copy", () => {
    expect(
      readableStrings({
        topic: 'how do we stop subscribers cancelling',
        primary_keyword: 'stop subscription cancellations',
        secondary_keywords: [{ keyword: 'coffee subscription pause', intent: 'commercial' }],
        slug: 'stop-subscription-cancellations',
        title: 'How to stop subscription cancellations | Kettle & Crane',
      }),
    ).toEqual(['How to stop subscription cancellations | Kettle & Crane']);
  });

  it('leaves out the brand-voice score, whose issues repeat the same detail by design', () => {
    const long = { kind: 'long_sentence', detail: '16 words: the simple reading level allows 15' };
    expect(
      readableStrings({
        intro: 'Coffee piles up before you finish a bag?',
        brand_voice: {
          score: 90,
          issues: [
            { ...long, phrase: 'One sentence.' },
            { ...long, phrase: 'Another one.' },
          ],
        },
      }),
    ).toEqual(['Coffee piles up before you finish a bag?']);
  });
});

describe('sources honesty', () => {
  const sources = [
    { kind: 'business_context', id: null, title: 'Kettle & Crane business context' },
    { kind: 'document', id: 'doc-1', title: 'Cancellation survey 2026' },
    { kind: 'campaign', id: 'camp-1', title: 'Win-back Autumn' },
    { kind: 'output', id: 'out-1', title: 'Marketing plan: Kettle & Crane' },
    { kind: 'knowledge_base', id: null, title: 'E-commerce benchmarks' },
  ];

  it('accepts an output that shows something of every source it lists', () => {
    const text =
      'Kettle & Crane: 39% of cancellations come from piles of coffee. Win-back Autumn follows the Marketing plan: Kettle & Crane, through Email flows.';
    expect(sourceFindings(text, sources, material)).toEqual([]);
  });

  it('names each listed source whose content the output does not show', () => {
    const findings = sourceFindings('Kettle & Crane should post more.', sources, material);
    expect(findings.map((f) => f.rule)).toEqual([
      'document listed but not used',
      'campaign listed but not used',
      'output listed but not used',
      'knowledge_base listed but not used',
    ]);
  });

  it('counts a six-word run of the document as using it, and a year as no figure', () => {
    expect(figuresOf(material.documents.get('doc-1')!.text)).toEqual(['39%']);
    const quoted = 'Many say coffee piles up before they finish a bag.';
    expect(sourceFindings(quoted, [sources[1]!], material)).toEqual([]);
  });

  it('does not take a figure inside a date or a larger number for a citation', () => {
    const doc = { kind: 'document', id: 'doc-1', title: 'Cancellation survey 2026' };
    expect(sourceFindings('Sent on 2026-11-39%… and 139% more.', [doc], material)).toHaveLength(1);
    expect(sourceFindings('Kettle & Crane: 39% say so.', [doc], material)).toEqual([]);
  });

  it('does not judge a campaign source that is no campaign of the organization', () => {
    const data = { kind: 'campaign', id: null, title: 'Daily metrics of all campaigns' };
    expect(sourceFindings('Kettle & Crane spent $900.', [data], material)).toEqual([]);
  });
});

describe('planted facts', () => {
  it('finds the focus question answered only in the opening', () => {
    const question = 'How do we stop subscribers cancelling because coffee piles up?';
    const answered = plantedFindings('', 'Subscribers cancel when coffee piles up: stop it.', [
      { kind: 'focus', question },
    ]);
    const ignored = plantedFindings('', 'Kettle & Crane should post on Instagram.', [
      { kind: 'focus', question },
    ]);
    expect(answered[0]!.used).toBe(true);
    expect(ignored[0]!.used).toBe(false);
    expect(ignored[0]!.finding?.rule).toBe('focus question not answered in the opening');
  });

  it('accepts a given date in any of its written forms and flags a schedule without it', () => {
    const date = { kind: 'date' as const, iso: '2027-03-15', spoken: '15 March' };
    for (const text of ['Send on 2027-03-15.', 'Send on 15 March.', 'Send on March 15.'])
      expect(plantedFindings(text, '', [date])[0]!.used).toBe(true);
    const missed = plantedFindings('Launch phase: 2027-02-20 to 2027-03-05.', '', [date])[0]!;
    expect(missed.used).toBe(false);
    expect(missed.finding?.excerpt).toContain('2027-02-20');
  });

  it('wants each named competitor and one planted figure of a document', () => {
    const results = plantedFindings('Pact discounts; Origin wins awards. 39% cancel.', '', [
      { kind: 'competitor', name: 'Pact' },
      { kind: 'competitor', name: 'Grind' },
      { kind: 'figure', document: 'Cancellation survey 2026', figures: ['39%', '61%'] },
    ]);
    expect(results.map((r) => r.used)).toEqual([true, false, true]);
  });
});

describe('contradictions', () => {
  const campaigns = [
    { id: 'camp-1', name: 'Win-back Autumn', channels: ['Paid social', 'Email'] },
    { id: 'camp-2', name: 'Spring Launch', channels: ['Email'] },
  ];

  it('reads the direction of budget advice, and a shift as neither', () => {
    expect(budgetPolarity('Scale the budget of paid social by 20%.')).toBe('up');
    expect(budgetPolarity('Pause the campaign until the offer is fixed.')).toBe('down');
    expect(budgetPolarity('Cut spend on paid social and raise the budget for email.')).toBe(null);
    expect(budgetPolarity('Reduce the cost per order with a better landing page.')).toBe(null);
    expect(budgetPolarity('Slow Win-back Autumn to $80 a day.', ['Win-back Autumn'])).toBe('down');
    expect(budgetPolarity('Raise Win-back Autumn to $1,200.', ['Win-back Autumn'])).toBe('up');
  });

  it('finds opposing advice on one campaign across two outputs', () => {
    const findings = contradictionFindings(
      [
        {
          label: 'roi-budget/optimization',
          tool: 'a',
          campaignId: 'camp-1',
          advice: ['Increase the budget by 30%: it returns 4x.'],
        },
        {
          label: 'performance-intelligence/budget_pacing',
          tool: 'b',
          campaignId: null,
          advice: ['Win-back Autumn overspends: slow its spend this week.'],
        },
      ],
      campaigns,
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]!.excerpt).toContain('Win-back Autumn / whole campaign');
    expect(findings[0]!.tools).toEqual(['a', 'b']);
  });

  it('leaves alone opposing advice on different campaigns or different channels', () => {
    expect(
      contradictionFindings(
        [
          { label: 'x', tool: 'a', campaignId: 'camp-1', advice: ['Scale the budget.'] },
          { label: 'y', tool: 'b', campaignId: 'camp-2', advice: ['Pause the campaign.'] },
          {
            label: 'z',
            tool: 'c',
            campaignId: 'camp-1',
            advice: ['Cut the Paid social budget.', 'Double the Email budget.'],
          },
        ],
        campaigns,
      ).map((f) => f.excerpt.split(':')[0]),
    ).toEqual([]);
  });
});

describe('channel split', () => {
  const plan = {
    channels: [
      { channel: 'Email', budget_share: 60 },
      { channel: 'Paid social', budget_share: 40 },
    ],
  };

  it('adds up the shares an output gives each channel', () => {
    const campaignPlan = {
      phases: [
        {
          tasks: [
            { channel: 'Email', budget_share: 30 },
            { channel: 'email', budget_share: 10 },
          ],
        },
        {
          tasks: [
            { channel: 'Paid social', budget_share: 40 },
            { channel: null, budget_share: 20 },
          ],
        },
      ],
    };
    expect([...channelSplit(campaignPlan)]).toEqual([
      ['email', 40],
      ['paid social', 40],
    ]);
  });

  it('finds a split that differs from the plan it cites, not one in proportion to it', () => {
    const differs = new Map([
      ['email', 40],
      ['paid social', 40],
    ]);
    const same = new Map([
      ['email', 30],
      ['paid social', 20],
    ]);
    expect(splitFindings(differs, channelSplit(plan), 'Marketing plan')).toHaveLength(2);
    expect(splitFindings(same, channelSplit(plan), 'Marketing plan')).toEqual([]);
  });
});
