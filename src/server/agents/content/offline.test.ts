/**
 * The offline Content agent read as a marketer reads it: every tool, over businesses of six
 * industries (and every industry with nothing but its name), writes clean English (no finding
 * from Harper), says nothing twice, pastes no description whole and uses what the user gave.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { draftText } from '@/shared/brand-voice';
import {
  BUILT_IN_TEMPLATES,
  CONTENT_SCHEMAS,
  CONTENT_TOOL_IDS,
  formatContentBrief,
} from '@/shared/content';
import { INDUSTRIES } from '@/shared/constants';
import { pastedFields, repeatedSequences } from '@/shared/text-quality';
import { takesUp } from '../engine/focus';
import { grammarFindings, grammarFindingsEach } from '../engine/grammar';
import { contextDocument, groundContext } from '../engine/load-context';
import type { AgentContext, ContextCampaign } from '../engine/types';
import { contentFacts, isTeamQuestion, serialComma } from './grounding';
import { OFFLINE_GENERATORS } from './offline';

type Case = {
  name: string;
  company: string;
  industry: string;
  description: string;
  details?: Record<string, unknown>;
  campaign?: Partial<ContextCampaign> & { name: string };
  document?: { title: string; excerpt: string };
  topic: string;
  /** Facts of the description a reader should find in the long drafts. */
  facts: string[];
};

const CASES: Case[] = [
  {
    name: 'UK coffee roaster (E-commerce)',
    company: 'Hearth & Hill Coffee',
    industry: 'E-commerce',
    description:
      'Independent coffee roaster in Bristol selling freshly roasted beans online across the UK by subscription. Every bag is roasted to order on Monday and posted the same day.',
    details: {
      uniqueValue: 'Roasted to order and posted within 24 hours',
      targetMarket: 'Home baristas in the UK who grind their own beans',
      goals: ['Reach 1,200 active subscribers by December'],
      products: ['Coffee subscription', 'Espresso blend'],
    },
    campaign: {
      name: 'Autumn Subscription Drive',
      targetAudience: 'Home baristas who buy specialty beans every month',
      goals: ['300 new subscribers'],
      channels: ['Email', 'Instagram'],
    },
    topic: 'Why fresh beans taste better',
    facts: ['Bristol', 'roasted to order'],
  },
  {
    name: 'B2B SaaS',
    company: 'Ledgerly',
    industry: 'SaaS/Software',
    description:
      'Ledgerly is an accounts-payable automation platform for mid-size finance teams. It reads supplier invoices, matches them to purchase orders and schedules payments.',
    details: {
      uniqueValue: 'Invoice matching that finance teams set up in one afternoon',
      targetMarket: 'Finance managers at companies with 50 to 500 staff',
      goals: ['Book 40 qualified demos a month'],
      products: ['Ledgerly Pro plan'],
    },
    topic: 'Close the month two days sooner',
    facts: ['accounts-payable automation platform', 'supplier invoices'],
  },
  {
    name: 'Skincare client of an agency (Retail)',
    company: 'Fernleaf Skincare',
    industry: 'Retail',
    description:
      'Clean skincare brand selling mineral sunscreens and everyday skincare online and through independent pharmacies, to women 25-45 who want gentle, reef-safe protection. Launching a mineral SPF 30 this summer. Website: https://fernleaf.example.',
    campaign: {
      name: 'Fernleaf — Summer SPF Launch',
      description: 'Launch of a mineral SPF 30 with creators and paid social.',
      targetAudience: 'Women 25-40 who buy clean skincare online.',
      goals: ['3,000 first orders'],
      channels: ['Paid social', 'Email', 'Partnerships'],
    },
    topic: 'Meet our mineral SPF 30: gentle, reef-safe protection',
    facts: ['mineral SPF 30', 'independent pharmacies'],
  },
  {
    name: 'Healthcare clinic',
    company: 'Riverside Physio',
    industry: 'Healthcare',
    description:
      'Physiotherapy clinic in Leeds treating sports injuries and back pain. We offer same-week appointments and evening sessions.',
    details: { targetMarket: 'Adults in Leeds with a sports injury or back pain' },
    topic: 'Back pain after running',
    facts: ['Leeds', 'same-week appointments'],
  },
  {
    name: 'Non-profit',
    company: 'Open Shelf Trust',
    industry: 'Non-profit',
    description:
      'Charity running free lending libraries and reading clubs for children in north Manchester. Volunteers read with 400 children every week.',
    details: { goals: ['Recruit 50 new volunteers this year'] },
    document: {
      title: 'Annual report 2025',
      excerpt:
        'Children who joined a reading club read twice as many books by the end of the year.',
    },
    topic: 'Become a reading volunteer',
    facts: ['lending libraries', 'north Manchester'],
  },
  {
    name: 'Manufacturing',
    company: 'Kestrel Fasteners',
    industry: 'Manufacturing',
    description:
      'Manufacturer of stainless-steel fasteners for marine and food-processing equipment, supplying OEMs across Europe from a plant in Sheffield. Known for ten-day lead times on custom parts.',
    details: { targetMarket: 'Procurement managers at equipment makers' },
    topic: 'Custom fasteners in ten days',
    facts: ['stainless-steel fasteners', 'Sheffield'],
  },
];

function contextOf(c: Case): AgentContext {
  const campaign: ContextCampaign | null = c.campaign
    ? {
        id: 'c1',
        description: null,
        targetAudience: null,
        goals: [],
        objectives: null,
        channels: [],
        geographicTarget: null,
        competitorContext: null,
        budgetCents: null,
        successMetrics: [],
        ...c.campaign,
      }
    : null;
  return groundContext({
    business: {
      organization_name: c.company,
      company_name: c.company,
      industry: c.industry,
      company_size: null,
      description: c.description,
      details: c.details ?? {},
    },
    campaign,
    documents: c.document
      ? [contextDocument({ id: 'd1', title: c.document.title, text: c.document.excerpt })]
      : [],
    outputs: [],
    message: formatContentBrief({ topic: c.topic }),
  });
}

/** Data a reader does not read as prose: the score, the sources, keywords and the slug. */
const NOT_PROSE = new Set([
  'brand_voice',
  'sources',
  'primary_keyword',
  'keyword',
  'slug',
  'intent',
  'platform',
  'level',
  'priority',
]);
const prose = (value: unknown, key = ''): string[] =>
  NOT_PROSE.has(key)
    ? []
    : typeof value === 'string'
      ? value.trim()
        ? [value]
        : []
      : Array.isArray(value)
        ? value.flatMap((v) => prose(v))
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([k, v]) => prose(v, k))
          : [];

async function problems(c: Case) {
  const ctx = contextOf(c);
  const own = [c.company, ctx.campaign?.name ?? '', ...(ctx.offers ?? [])].filter(Boolean);
  const found: string[] = [];
  for (const tool of CONTENT_TOOL_IDS) {
    const draft = OFFLINE_GENERATORS[tool](ctx);
    // An SEO brief repeats its keyword in its title, a product page its name, on purpose.
    const copy = draftText({ ...draft, primary_keyword: undefined, product_name: undefined });
    // String by string: a knowledge-base sentence recurs across tools and industries and is
    // linted once.
    for (const f of (await grammarFindingsEach(prose(draft), own)).flat())
      found.push(`${tool}: ${f.kind}: ${f.message} — “${f.excerpt}”`);
    for (const run of repeatedSequences(copy)) found.push(`${tool}: said twice: “${run}”`);
    for (const field of pastedFields(copy, {
      description: ctx.description,
      audience: ctx.audience,
      unique_value: ctx.uniqueValue,
    }))
      found.push(`${tool}: ${field} pasted whole`);
    for (const slip of draft.brand_voice.issues.filter((i) => i.kind === 'grammar'))
      found.push(`${tool}: brand voice: ${slip.phrase} (${slip.detail})`);
  }
  return { ctx, found };
}

describe('offline content drafts read as clean, specific English', () => {
  // Harper takes seconds to start on a busy machine: once, before the timed tests.
  beforeAll(() => grammarFindings('Ready.'), 120_000);

  it.each(CASES)('$name: every tool', async (c) => {
    const { ctx, found } = await problems(c);
    expect(found.join('\n')).toBe('');
    // The long drafts use what the description says, not the industry's generic lines.
    for (const tool of ['blog_article', 'landing_page', 'press_release'] as const) {
      const copy = draftText(OFFLINE_GENERATORS[tool](ctx));
      for (const fact of c.facts) expect(copy, `${tool} uses “${fact}”`).toContain(fact);
    }
    for (const tool of ['social_posts', 'email_newsletter', 'ad_copy'] as const) {
      const copy = draftText(OFFLINE_GENERATORS[tool](ctx));
      expect(
        c.facts.some((fact) => copy.includes(fact)),
        `${tool} uses one of ${c.facts.join(', ')}`,
      ).toBe(true);
    }
  });

  it.each(INDUSTRIES)(
    '%s with nothing but a name: the knowledge base’s phrases read as sentences',
    async (industry) => {
      const { found } = await problems({
        name: industry,
        company: 'Acme',
        industry,
        description: '',
        topic: '',
        facts: [],
      });
      expect(found.join('\n')).toBe('');
    },
  );

  it.each(BUILT_IN_TEMPLATES)(
    '$name ($tool): every step gets a body of its own, for a rich and a thin business',
    async (template) => {
      for (const c of [CASES[2]!, { ...CASES[3]!, description: 'Physiotherapy clinic.' }]) {
        const ctx = contextOf(c);
        ctx.facts = { voice: contentFacts(ctx).voice, template };
        const draft = OFFLINE_GENERATORS[template.tool](ctx);
        expect(CONTENT_SCHEMAS[template.tool].safeParse(draft).success).toBe(true);
        const copy = draftText({ ...draft, product_name: undefined });
        expect(repeatedSequences(copy)).toEqual([]);
        expect((await grammarFindingsEach(prose(draft), [c.company])).flat()).toEqual([]);
      }
    },
  );
});

const SURVEY = {
  title: 'Cancellation survey 2026',
  excerpt:
    'We asked 412 subscribers who cancelled why they left. 39% of subscribers who cancel say coffee piles up before they finish a bag. Of those who paused instead of cancelling, 61% came back within two months.',
};
const BRIEF = 'How do we stop subscribers cancelling because coffee piles up?';

describe('the offline blog article', () => {
  it('reads as an article: the evidence first, how the business works, where to start', () => {
    const ctx = contextOf({ ...CASES[0]!, document: SURVEY });
    const blog = OFFLINE_GENERATORS.blog_article(ctx);
    expect(blog.intro).toContain(
      'According to our “Cancellation survey 2026”, 39% of subscribers who cancel say coffee piles up before they finish a bag.',
    );
    expect(blog.sections.map((s) => s.heading)).toEqual([
      'What the figures say',
      'How Hearth & Hill Coffee works',
      'Where to start',
    ]);
    expect(blog.sections[1]!.body).toContain('roasted to order');
    expect(blog.sections[2]!.body).toContain(
      'The easiest way to start is the coffee subscription.',
    );
    // Specific, not "A short read from the team at …".
    expect(blog.meta_description.text).toBe(
      'The figures from our cancellation survey, what they mean for home baristas, and where to start with Hearth & Hill Coffee.',
    );
    // Every sentence within the reading level: the score names nothing long.
    expect(blog.brand_voice.issues).toEqual([]);
    // Shared where posts go and to the e-mail list, never "posted on" search ads.
    const share = blog.recommendations.find(
      (r) => r.title === 'Share it where your audience reads',
    );
    expect(share?.detail).toMatch(/^(?:Post it on [^.]+ and send it|Send it) to your e-mail list/);
    expect(share?.detail).not.toMatch(/search ads|Shopping|marketplace/i);
  });

  it('quotes the document’s figures, and closes on what worked', () => {
    const blog = OFFLINE_GENERATORS.blog_article(
      contextOf({ ...CASES[0]!, topic: BRIEF, document: SURVEY }),
    );
    expect(blog.intro).toContain('39% of subscribers who cancel');
    expect(blog.conclusion).toContain(
      'The short answer: of those who paused instead of cancelling, 61% came back within two months.',
    );
    expect(blog.cta).toBe('Try the coffee subscription from Hearth & Hill Coffee.');
  });
});

describe('a brief that is the team’s own question', () => {
  const ctx = contextOf({ ...CASES[0]!, topic: BRIEF, document: SURVEY });
  const drafts = Object.fromEntries(
    CONTENT_TOOL_IDS.map((tool) => [tool, OFFLINE_GENERATORS[tool](ctx)]),
  ) as { [K in (typeof CONTENT_TOOL_IDS)[number]]: ReturnType<(typeof OFFLINE_GENERATORS)[K]> };

  it('never reaches the reader: titles, subjects and headlines are composed from the facts', () => {
    const shown = [
      drafts.blog_article.title,
      drafts.email_newsletter.subject.text,
      drafts.landing_page.hero.headline,
      drafts.press_release.headline,
      drafts.product_description.product_name,
      drafts.seo_brief.title.text,
      drafts.video_script.scenes[0]!.voiceover,
      drafts.social_posts.posts[0]!.text,
      ...drafts.ad_copy.search_variants.map((v) => v.headline.text),
    ];
    for (const text of shown) expect(text).not.toMatch(/how do we|stop subscribers cancelling/i);
    expect(drafts.blog_article.title).toBe(
      'Coffee piles up before you finish a bag? What our cancellation survey found',
    );
    expect(drafts.email_newsletter.subject.text).toBe('Coffee piles up before you finish a bag?');
    for (const draft of Object.values(drafts))
      expect(draftText(draft)).not.toMatch(/how do we stop/i);
  });

  it('is answered: each summary takes it up, and the draft cites what the document found', () => {
    for (const [tool, draft] of Object.entries(drafts)) {
      expect(draft.summary, tool).toContain(`answers your brief “${BRIEF}”`);
      expect(takesUp(draft.summary, BRIEF), tool).toBe(true);
      expect(draftText(draft), tool).toMatch(/39%|61%/);
    }
  });
});

describe('the offline press release', () => {
  it('is dated as the campaign’s note says, not today', () => {
    const ctx = contextOf({
      ...CASES[0]!,
      campaign: {
        name: 'Spring Single-Origin Launch',
        description:
          'Launch of the spring single-origin range. The launch e-mail must go out the week of 15 March, before the Easter holidays.',
        startDate: '2027-02-15',
      },
    });
    const release = OFFLINE_GENERATORS.press_release(ctx);
    expect(release.dateline).toBe('BRISTOL, March 15, 2027');
    expect(release.headline).toBe(
      'Hearth & Hill Coffee is launching the spring single-origin range',
    );
  });
});

describe('a team’s question or a reader’s title', () => {
  it.each([
    ['How do we stop subscribers cancelling because coffee piles up?', true],
    ['Which integrations should the trial push first to lift trial-to-paid conversion?', true],
    ['How can we get engineers to specify us instead of the incumbent supplier?', true],
    ['Should we raise the price of the subscription', true],
    ['How to choose beans for espresso at home', false],
    ['Why we roast to order', false],
    ['Spring single-origin launch', false],
  ])('%s → %s', (brief, internal) => {
    expect(isTeamQuestion(brief)).toBe(internal);
  });
});

describe('serialComma', () => {
  it('adds the serial comma to a list of names or of article phrases, nothing else', () => {
    expect(serialComma('Germany, Austria and Switzerland')).toBe(
      'Germany, Austria, and Switzerland',
    );
    expect(serialComma('we name the farm, the altitude and the roast date')).toBe(
      'we name the farm, the altitude, and the roast date',
    );
    expect(serialComma('In Bristol, we roast and deliver')).toBe(
      'In Bristol, we roast and deliver',
    );
  });
});
