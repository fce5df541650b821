/** Saved agent outputs and documents of the demo organizations, written from their business context. */
import type { DEMO_AGENCY, DEMO_SME } from './demo-content';

type Spec = typeof DEMO_SME | typeof DEMO_AGENCY;
type DemoOutput = {
  agent_type: string;
  output_type: string;
  title: string;
  summary: string;
  content: Record<string, unknown>;
  interactions: number;
  linkCampaign: boolean;
};

export function demoOutputs(spec: Spec): DemoOutput[] {
  const company = spec.context.companyName;
  if (spec.organization === 'Northwind Coffee Roasters') {
    return [
      {
        agent_type: 'strategy',
        output_type: 'swot',
        title: `SWOT analysis — ${company}`,
        summary:
          'Direct-trade sourcing and 48-hour freshness are the edge; subscription churn and thin paid-social margins are the risks.',
        content: {
          framework: 'swot',
          strengths: [
            'Direct-trade relationships with 6 farms',
            'Roast-to-door in 48 hours',
            '40 loyal wholesale cafés in Portland',
          ],
          weaknesses: [
            'Subscriptions are 22% of online revenue',
            'No organic search presence for brew guides',
            'Small team: one marketer',
          ],
          opportunities: [
            'Flexible "skip or swap" subscriptions',
            'Café partners as a local retail channel',
            'Compostable packaging story',
          ],
          threats: [
            'Supermarket specialty brands at lower prices',
            'Green coffee price volatility',
            'Rising paid-social costs',
          ],
        },
        interactions: 6,
        linkCampaign: true,
      },
      {
        agent_type: 'persona',
        output_type: 'persona',
        title: 'The Weekend Brewer',
        summary:
          'A 34-year-old home brewer who buys two bags a month and wants origin stories and a reason to stay subscribed.',
        // A complete persona (personaSchema), so its page, edit and interview open.
        content: {
          name: 'The Weekend Brewer',
          age_range: '28-40',
          role: 'Product designer who brews pour-over at home on weekends',
          segment: 'Home-brewing coffee enthusiasts',
          summary:
            'A 34-year-old home brewer who buys two bags a month and wants origin stories and a reason to stay subscribed.',
          goals: ['Brew café-quality pour-over at home', 'Discover new origins without waste'],
          pains: [
            'Beans go stale before the bag is finished',
            'Rigid subscriptions that ship too often',
          ],
          objections: [
            'A subscription is one more bill to manage',
            'Specialty beans cost twice the supermarket price',
          ],
          buying_triggers: [
            'A new single-origin release with the farm story',
            'Running out of beans on a Friday evening',
          ],
          channels: ['Instagram', 'YouTube brew guides', 'E-mail newsletters'],
          content_preferences: ['Brew guides with exact ratios', 'Short origin stories'],
          quote: 'I want to know who grew it and when it was roasted.',
          how_company_helps: `${company} roasts to order and lets subscribers skip or swap any delivery, so beans arrive fresh and never too often.`,
          sources: [],
          assumptions: ['Age range and habits are drawn from the demo business context.'],
        },
        interactions: 5,
        linkCampaign: true,
      },
      {
        agent_type: 'marketing_strategy',
        output_type: 'marketing_plan',
        title: `Q2 marketing strategy — ${company}`,
        summary:
          'Lead with e-mail and paid social for subscriptions; build brew-guide SEO as the long-term acquisition channel.',
        content: {
          mode: 'quick',
          channels: [
            {
              channel: 'Email',
              budget_share: 0.2,
              rationale: 'Highest-converting channel for existing buyers',
            },
            {
              channel: 'Paid social',
              budget_share: 0.45,
              rationale: 'Reach home brewers with origin stories',
            },
            {
              channel: 'Search ads (SEM)',
              budget_share: 0.25,
              rationale: 'Capture "coffee subscription" intent',
            },
            {
              channel: 'Content / blog',
              budget_share: 0.1,
              rationale: 'Compounding organic traffic',
            },
          ],
          messaging: 'Fresh from the roaster in 48 hours — skip or swap any month.',
          timeline: [
            'Weeks 1-2: relaunch offer',
            'Weeks 3-8: scale winning ads',
            'Weeks 9-12: retention e-mails',
          ],
        },
        interactions: 4,
        linkCampaign: false,
      },
    ];
  }
  return [
    {
      agent_type: 'strategy',
      output_type: 'swot',
      title: `SWOT analysis — ${company}`,
      summary:
        'Lifecycle e-mail expertise wins renewals; reliance on two large clients is the main risk.',
      content: {
        framework: 'swot',
        strengths: ['Lifecycle e-mail results for consumer brands', 'Senior team on every account'],
        weaknesses: ['Two clients are 60% of revenue', 'No productised reporting'],
        opportunities: [
          'White-label reporting for clients',
          'Retention programmes for fitness studios',
        ],
        threats: ['In-house teams using AI tools', 'Client budget cuts in Q3'],
      },
      interactions: 4,
      linkCampaign: true,
    },
  ];
}

export function demoDocuments(spec: Spec) {
  if (spec.organization === 'Northwind Coffee Roasters') {
    return [
      {
        title: 'Brand voice guidelines',
        filename: 'brand-voice.md',
        mimeType: 'text/markdown',
        textContent:
          '# Northwind voice\nWarm, curious and precise. We name the farm, the altitude and the roast date. We never say "artisanal". Short sentences; one idea each.',
      },
      {
        title: 'Wholesale price list 2026',
        filename: 'wholesale-prices.csv',
        mimeType: 'text/csv',
        textContent:
          'product,price_per_kg\nHouse Espresso,24.50\nEthiopia Guji,31.00\nColombia Huila,27.00',
      },
      // Four more documents unlock Competitive Intelligence (more than 5), and the notes below
      // name the demo's competitors, as a marketer's files would.
      {
        title: 'Subscriber survey — February',
        filename: 'subscriber-survey-feb.md',
        mimeType: 'text/markdown',
        textContent:
          '# Subscriber survey, February (212 answers)\n- 64% chose Northwind for freshness; 41% had tried BeanBox Club first and left because beans arrived 5–7 days after roasting.\n- Top ask: skip or swap a delivery without e-mailing support (58%).\n- 22% would gift a subscription if it came with a printed origin card.',
      },
      {
        title: 'Café account review Q1',
        filename: 'cafe-accounts-q1.md',
        mimeType: 'text/markdown',
        textContent:
          '# Wholesale accounts, Q1\n40 independent cafés, 3 lost to Ridgeline Roasting Co. after volume-discount visits. Cafés that stayed cite same-week roast dates and our barista training. Two new cafés came from Instagram brew-guide reels.',
      },
      {
        title: 'Competitor notes — spring promotions',
        filename: 'competitor-notes-spring.md',
        mimeType: 'text/markdown',
        textContent:
          '# Spring promotions seen\n- BeanBox Club: 50% off the first bag, heavy paid social from March.\n- Copperpot Coffee: subscription app relaunch, free grinder for annual plans.\n- Ridgeline Roasting Co.: cold brew in grocery chains, no subscription.',
      },
      {
        title: 'Roast schedule and shipping promise',
        filename: 'roast-schedule.txt',
        mimeType: 'text/plain',
        textContent:
          'Roast days Monday, Wednesday and Friday. Orders before noon ship the next roast day; every bag reaches the door within 48 hours of roasting in the contiguous US.',
      },
    ];
  }
  return [
    {
      title: 'Agency services overview',
      filename: 'services.md',
      mimeType: 'text/markdown',
      textContent:
        '# Brightline services\nPaid social, lifecycle e-mail, content. Monthly retainers from $4,500.',
    },
  ];
}
