/**
 * The offline engine's strategy frameworks: deterministic drafts built from the
 * organization's own facts and the industry knowledge base, no model involved.
 */
import type {
  AarrrContent,
  AnsoffContent,
  BcgContent,
  BlueOceanContent,
  JtbdContent,
  MarketingMix7pContent,
  PestelContent,
  PortersFiveForcesContent,
  StpContent,
  StrategyFrameworkId,
  StrategyOutputContent,
  SwotContent,
  ValuePropositionCanvasContent,
} from '@/shared/agent-runs';
import { formatUsd } from '@/shared/format';
import type { AgentContext } from '../engine/types';

const quote = (s: string) => `“${s}”`;
const clip = (s: string, n = 160) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length <= n ? flat : `${flat.slice(0, n - 1).replace(/(?<!\s)\s+\S*$/, '')}…`;
};
/** “Harbor Roasters’” / “Acme’s”. */
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);
const ucFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const lcFirst = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s);

/** "for the “Spring Launch” campaign" when the session has one. */
const forCampaign = (ctx: AgentContext) =>
  ctx.campaign ? ` for the ${quote(ctx.campaign.name)} campaign` : '';

function base(ctx: AgentContext) {
  return { sources: ctx.sources, assumptions: ctx.assumptions };
}

function documentEvidence(ctx: AgentContext): string | null {
  const doc = ctx.documents.find((d) => d.excerpt.trim());
  return doc ? `${quote(doc.title)} notes: ${clip(doc.excerpt)}` : null;
}

function offers(ctx: AgentContext): string[] {
  return ctx.offers.length
    ? ctx.offers
    : ctx.knowledge.typicalOffers.map((o) => o[0]!.toUpperCase() + o.slice(1));
}

function kpi(ctx: AgentContext, stage: AarrrContent['stages'][number]['stage']) {
  return ctx.knowledge.kpis.find((k) => k.stage === stage)!;
}

function budgetLine(ctx: AgentContext): string | null {
  const cents = ctx.campaign?.budgetCents;
  return cents === null || cents === undefined ? null : `a budget of ${formatUsd(cents)}`;
}

function headline(ctx: AgentContext): string {
  return `${ctx.company} (${ctx.industry}) serves ${ctx.audience} and aims to ${lcFirst(ctx.goal)}${forCampaign(ctx)}.`;
}

function strengthsFor(ctx: AgentContext): SwotContent['strengths'] {
  const k = ctx.knowledge;
  const items: SwotContent['strengths'] = [];
  if (ctx.uniqueValue)
    items.push({
      point: `A clear differentiator: ${ctx.uniqueValue}`,
      evidence: 'Stated in the approved business context.',
    });
  if (ctx.description)
    items.push({
      point: `A defined offer that ${ctx.audience} can understand`,
      evidence: clip(ctx.description),
    });
  const doc = documentEvidence(ctx);
  if (doc)
    items.push({ point: `Documented know-how ${ctx.company} can turn into proof`, evidence: doc });
  if (ctx.companySize && /1-10|11-50/.test(ctx.companySize)) {
    items.push({
      point: 'Speed and personal service of a small team',
      evidence: `${ctx.company} has ${ctx.companySize}: decisions and replies can be faster than at larger ${k.industry} players.`,
    });
  }
  if (ctx.campaign)
    items.push({
      point: `A focused campaign already defined: ${ctx.campaign.name}`,
      evidence: ctx.campaign.description ? clip(ctx.campaign.description) : `Goal: ${ctx.goal}.`,
    });
  if (items.length < 2)
    items.push({
      point: `Direct knowledge of ${ctx.audience}`,
      evidence: `${ctx.company} already works in ${ctx.industry}, where buyers value ${k.gains[0]}.`,
    });
  return items.slice(0, 5);
}

function swot(ctx: AgentContext): SwotContent {
  const k = ctx.knowledge;
  const weaknesses: SwotContent['weaknesses'] = ctx.challenges.map((c) => ({
    point: ucFirst(c),
    evidence: 'Named as a challenge in the approved business context.',
  }));
  if (!ctx.audienceKnown)
    weaknesses.push({
      point: 'The target audience is not yet defined precisely',
      evidence: 'No audience is recorded in the business context or the campaign.',
    });
  if (!ctx.goalKnown)
    weaknesses.push({
      point: 'No measurable marketing goal is recorded',
      evidence: 'Neither the business context nor the campaign states a goal.',
    });
  if (ctx.companySize && /1-10|11-50/.test(ctx.companySize))
    weaknesses.push({
      point: 'Limited marketing capacity and budget',
      evidence: `With ${ctx.companySize}, ${ctx.company} cannot match the paid reach of larger ${k.industry} competitors.`,
    });
  weaknesses.push({
    point: `Little published proof (reviews, case studies) aimed at ${ctx.audience}`,
    evidence: `In ${k.industry}, buyers check ${k.channels.find((c) => /review|case|referr/i.test(c)) ?? k.channels[0]} before buying.`,
  });
  return {
    summary: `${headline(ctx)} Its position rests on ${lcFirst(strengthsFor(ctx)[0]!.point)}; the biggest external risk is ${k.threats[0]}.`,
    strengths: strengthsFor(ctx),
    weaknesses: weaknesses.slice(0, 4),
    opportunities: k.opportunities.map((o) => ({
      point: o,
      evidence: `A ${k.industry} trend that fits ${ctx.audience}.`,
    })),
    threats: [
      ...k.threats.map((t) => ({ point: t, evidence: `Common across ${k.industry}.` })),
      ...ctx.competitors.slice(0, 2).map((c) => ({
        point: `Competition from ${c}`,
        evidence: 'Named as a competitor in your context.',
      })),
    ],
    recommendations: [
      {
        title: `Lead with ${ctx.uniqueValue ? 'your differentiator' : 'one sharp promise'}`,
        detail: `Turn ${ctx.uniqueValue ? quote(ctx.uniqueValue) : `${k.gains[0]}`} into the headline for ${ctx.audience} on ${k.channels[0]}.`,
        priority: 'high',
      },
      {
        title: 'Seize the first opportunity',
        detail: `${k.opportunities[0]}: run one test within 30 days, measured by ${kpi(ctx, 'acquisition').name.toLowerCase()} (benchmark ${kpi(ctx, 'acquisition').benchmark}).`,
        priority: 'high',
      },
      {
        title: 'Close the proof gap',
        detail: `Collect three testimonials or a short case study from ${ctx.audience} to counter ${lcFirst(k.threats[0]!)}.`,
        priority: 'medium',
      },
    ],
    ...base(ctx),
  };
}

function pestel(ctx: AgentContext): PestelContent {
  const k = ctx.knowledge;
  const f = (factor: string, impact: 'low' | 'medium' | 'high', implication: string) => ({
    factor,
    impact,
    implication,
  });
  return {
    summary: `${headline(ctx)} The forces that matter most are ${lcFirst(k.regulation[0]!)} and ${lcFirst(k.economic[0]!)}; ${lcFirst(k.technology[0]!)} is the main opening.`,
    political: [
      f(
        k.regulation[k.regulation.length - 1]!,
        'medium',
        `Track policy changes that affect how ${ctx.company} reaches ${ctx.audience}.`,
      ),
    ],
    economic: k.economic.map((e, i) =>
      f(
        e,
        i === 0 ? 'high' : 'medium',
        `Frame ${possessive(ctx.company)} offer around value and ${k.gains[0]} for ${ctx.audience}.`,
      ),
    ),
    social: k.social.map((s) => f(s, 'medium', `Reflect this in messaging to ${ctx.audience}.`)),
    technological: k.technology.map((t, i) =>
      f(t, i === 0 ? 'high' : 'medium', `An opening for ${ctx.company} to ${lcFirst(ctx.goal)}.`),
    ),
    environmental: k.environmental.map((e) =>
      f(e, 'low', `Say honestly what ${ctx.company} does about it; do not overclaim.`),
    ),
    legal: k.regulation
      .slice(0, 2)
      .map((r) =>
        f(r, 'high', `Check every campaign asset${forCampaign(ctx)} against it before launch.`),
      ),
    recommendations: [
      {
        title: 'Compliance check before launch',
        detail: `Review ${lcFirst(k.regulation[0]!)} for every ${ctx.company} asset aimed at ${ctx.audience}.`,
        priority: 'high',
      },
      {
        title: 'Price and value messaging',
        detail: `Because of ${lcFirst(k.economic[0]!)}, lead with ${k.gains[0]} and show the cost of doing nothing.`,
        priority: 'medium',
      },
      {
        title: 'Use the technology shift',
        detail: `${k.technology[0]}: show ${ctx.audience} how ${ctx.company} uses it to deliver ${k.gains[1] ?? k.gains[0]}.`,
        priority: 'medium',
      },
    ],
    ...base(ctx),
  };
}

function porters(ctx: AgentContext): PortersFiveForcesContent {
  const k = ctx.knowledge;
  const rivals = ctx.competitors.length
    ? ctx.competitors.join(', ')
    : `other ${k.industry} providers`;
  return {
    summary: `${headline(ctx)} Rivalry with ${rivals} and the pull of substitutes (${k.substitutes[0]}) are the strongest forces; suppliers matter less.`,
    forces: [
      {
        force: 'competitive_rivalry',
        intensity: 'high',
        drivers: [`Competitors: ${rivals}`, k.threats[0]!],
        response: `Differentiate on ${ctx.uniqueValue ?? k.gains[0]} rather than price.`,
      },
      {
        force: 'threat_of_new_entrants',
        intensity: 'medium',
        drivers: [`Low-cost digital channels (${k.channels[0]}) lower entry barriers`],
        response: `Build loyalty and reviews among ${ctx.audience} that a newcomer cannot copy quickly.`,
      },
      {
        force: 'threat_of_substitutes',
        intensity: 'high',
        drivers: k.substitutes,
        response: `Show ${ctx.audience} what ${k.substitutes[0]} costs them: ${k.pains[0]}.`,
      },
      {
        force: 'buyer_power',
        intensity: 'medium',
        drivers: [`${ctx.audience} compare options easily online`, k.buyingTriggers[0]!],
        response: `Package ${possessive(ctx.company)} offer so comparison is on value, not list price.`,
      },
      {
        force: 'supplier_power',
        intensity: 'low',
        drivers: k.suppliers,
        response: 'Keep an alternative for each critical supplier.',
      },
    ],
    market_attractiveness: 'medium',
    recommendations: [
      {
        title: 'Defend against substitutes',
        detail: `Publish a comparison of ${ctx.company} versus ${k.substitutes[0]} for ${ctx.audience}.`,
        priority: 'high',
      },
      {
        title: 'Raise switching costs',
        detail: `Offer onboarding, loyalty or service that ties ${ctx.audience} to ${ctx.company}.`,
        priority: 'medium',
      },
      {
        title: 'Watch the rivals',
        detail: `Review ${rivals} every quarter: offers, prices and messages.`,
        priority: 'medium',
      },
    ],
    ...base(ctx),
  };
}

function ansoff(ctx: AgentContext): AnsoffContent {
  const k = ctx.knowledge;
  const main = offers(ctx)[0]!;
  return {
    summary: `${headline(ctx)} Market penetration is the lowest-risk route: sell more of ${main} to ${ctx.audience} before opening new markets.`,
    quadrants: [
      {
        quadrant: 'market_penetration',
        initiatives: [
          `Win more of ${ctx.audience} through ${k.channels[0]} and ${k.channels[1]}`,
          'A referral incentive for current customers',
        ],
        risk: 'low',
        rationale: `Directly serves the goal: ${ctx.goal}.`,
      },
      {
        quadrant: 'market_development',
        initiatives: [
          `Offer ${main} to ${k.audiences[1]!.name.toLowerCase()}`,
          ctx.campaign?.geographicTarget
            ? `Extend beyond ${ctx.campaign.geographicTarget}`
            : 'Test one new region or city',
        ],
        risk: 'medium',
        rationale: 'Uses the existing offer; needs new messaging.',
      },
      {
        quadrant: 'product_development',
        initiatives: [
          `A new ${k.offerNoun} for current ${k.customerNoun}: ${k.typicalOffers[2] ?? k.typicalOffers[1]}`,
        ],
        risk: 'medium',
        rationale: `${ctx.audience} already trust ${ctx.company}.`,
      },
      {
        quadrant: 'diversification',
        initiatives: [`Only after the core grows: ${k.opportunities[2] ?? k.opportunities[0]}`],
        risk: 'high',
        rationale: 'New product and new market at once: keep it as an option.',
      },
    ],
    recommended_quadrant: 'market_penetration',
    recommendations: [
      {
        title: 'Penetration first',
        detail: `Set a 90-day target on ${kpi(ctx, 'acquisition').name.toLowerCase()} (benchmark ${kpi(ctx, 'acquisition').benchmark}) for ${ctx.audience}.`,
        priority: 'high',
      },
      {
        title: 'Validate the next market cheaply',
        detail: `Run a small test aimed at ${k.audiences[1]!.name.toLowerCase()} before committing budget.`,
        priority: 'medium',
      },
      {
        title: 'Ask current customers what to build',
        detail: `Interview five of ${possessive(ctx.company)} best ${k.customerNoun} before any product development.`,
        priority: 'low',
      },
    ],
    ...base(ctx),
  };
}

function bcg(ctx: AgentContext): BcgContent {
  const list = offers(ctx).slice(0, 4);
  const quadrants: BcgContent['products'][number]['quadrant'][] = [
    'cash_cow',
    'star',
    'question_mark',
    'dog',
  ];
  const shapes = {
    star: {
      market_growth: 'high',
      relative_share: 'high',
      action: 'Invest to grow: most of the new budget goes here.',
    },
    cash_cow: {
      market_growth: 'low',
      relative_share: 'high',
      action: 'Protect and harvest: keep customers, fund the stars.',
    },
    question_mark: {
      market_growth: 'high',
      relative_share: 'low',
      action: 'Test with a small budget; invest only if it gains share.',
    },
    dog: {
      market_growth: 'low',
      relative_share: 'low',
      action: 'Keep only if it supports the others; otherwise phase out.',
    },
  } as const;
  const products = list.map((name, i) => {
    const quadrant = quadrants[i % quadrants.length]!;
    return { name, quadrant, ...shapes[quadrant] };
  });
  return {
    summary: `${headline(ctx)} ${products[0]!.name} funds growth; ${products[1]?.name ?? products[0]!.name} is where ${ctx.company} should invest to reach its goal.`,
    products,
    recommendations: [
      {
        title: 'Fund the star',
        detail: `Put most of ${budgetLine(ctx) ?? 'the marketing budget'} behind ${products[1]?.name ?? products[0]!.name} for ${ctx.audience}.`,
        priority: 'high',
      },
      {
        title: 'Protect the cash cow',
        detail: `Retention offers on ${products[0]!.name}: track ${kpi(ctx, 'retention').name.toLowerCase()} (benchmark ${kpi(ctx, 'retention').benchmark}).`,
        priority: 'medium',
      },
      {
        title: 'Confirm the placement with data',
        detail: `Check each offer's real growth and share in ${ctx.industry}; this draft places them from typical patterns.`,
        priority: 'medium',
      },
    ],
    ...base(ctx),
    assumptions: ctx.offers.length
      ? ctx.assumptions
      : [
          ...ctx.assumptions,
          `No products are listed for ${ctx.company}: typical ${ctx.industry} offer lines are used.`,
        ],
  };
}

function blueOcean(ctx: AgentContext): BlueOceanContent {
  const k = ctx.knowledge;
  return {
    summary: `${headline(ctx)} A blue ocean for ${ctx.company}: remove ${k.pains[0]}, and create what ${ctx.industry} rivals do not offer: ${k.gains[0]} made visible.`,
    eliminate: [
      {
        factor: ucFirst(k.pains[0]!),
        rationale: `The pain ${ctx.audience} name first in ${k.industry}.`,
      },
    ],
    reduce: [
      {
        factor: `Dependence on ${k.channels[k.channels.length - 1]}`,
        rationale: 'Costly and crowded; competitors over-invest here.',
      },
      {
        factor: ucFirst(k.pains[1]!),
        rationale: 'Industry norm that buyers tolerate but dislike.',
      },
    ],
    raise: [
      {
        factor: ucFirst(ctx.uniqueValue ?? k.gains[1] ?? k.gains[0]!),
        rationale: `What ${ctx.audience} value most and rivals under-deliver.`,
      },
      {
        factor: 'Transparency (pricing, process, results)',
        rationale: `Answers ${k.pains[k.pains.length - 1]}.`,
      },
    ],
    create: [
      {
        factor: `A signature experience for ${ctx.audience}: ${k.gains[0]} guaranteed`,
        rationale: `No ${k.industry} rival makes this promise.`,
      },
    ],
    strategy_canvas: [
      { factor: 'Price', industry: 6, proposed: 5 },
      { factor: ucFirst(k.pains[0]!), industry: 7, proposed: 2 },
      { factor: ucFirst(ctx.uniqueValue ?? k.gains[1] ?? k.gains[0]!), industry: 4, proposed: 9 },
      { factor: 'Transparency', industry: 3, proposed: 8 },
      { factor: ucFirst(k.gains[0]!), industry: 2, proposed: 8 },
    ],
    value_innovation: `${ctx.company} offers ${ctx.audience} ${k.gains[0]} without ${k.pains[0]}, which ${k.industry} competitors do not.`,
    recommendations: [
      {
        title: 'Make the new promise public',
        detail: `Write the “${k.gains[0]}” promise on the homepage and in every ad${forCampaign(ctx)}.`,
        priority: 'high',
      },
      {
        title: 'Cut the cost you eliminate',
        detail: `Use the savings from reducing ${lcFirst(k.channels[k.channels.length - 1]!)} to fund the raise factors.`,
        priority: 'medium',
      },
      {
        title: 'Test with ten customers',
        detail: `Ask ten of ${ctx.audience} whether the new promise would change their choice.`,
        priority: 'medium',
      },
    ],
    ...base(ctx),
  };
}

function valueProposition(ctx: AgentContext): ValuePropositionCanvasContent {
  const k = ctx.knowledge;
  return {
    summary: `${headline(ctx)} The fit: ${ctx.company} relieves ${k.pains[0]} and creates ${k.gains[0]} for ${ctx.audience}.`,
    customer_segment: ctx.audience,
    customer_jobs: [
      ctx.goalKnown ? `Help them ${lcFirst(ctx.goal)}` : `Solve ${k.pains[0]}`,
      ...k.audiences[0]!.needs.map((n) => `Get ${n}`),
    ],
    pains: k.pains,
    gains: k.gains,
    products_services: offers(ctx),
    pain_relievers: k.pains.map((p) => `${ctx.company} removes ${lcFirst(p)}`),
    gain_creators: k.gains.map(
      (g) =>
        `${ctx.company} delivers ${lcFirst(g)}${ctx.uniqueValue ? ` through ${ctx.uniqueValue}` : ''}`,
    ),
    fit_statement: `For ${ctx.audience} who struggle with ${k.pains[0]}, ${ctx.company} provides ${offers(ctx)[0]} so they get ${k.gains[0]}.`,
    recommendations: [
      {
        title: 'Validate the top pain',
        detail: `Interview five of ${ctx.audience}: is ${k.pains[0]} really their top pain?`,
        priority: 'high',
      },
      {
        title: 'Rewrite the headline',
        detail: `Use the fit statement as the headline of ${possessive(ctx.company)} main page${forCampaign(ctx)}.`,
        priority: 'high',
      },
      {
        title: 'Prove each gain',
        detail: `Attach one proof point (number, quote or case) to each gain creator.`,
        priority: 'medium',
      },
    ],
    ...base(ctx),
  };
}

function jtbd(ctx: AgentContext): JtbdContent {
  const k = ctx.knowledge;
  return {
    summary: `${headline(ctx)} ${ctx.audience} hire ${ctx.company} to get ${k.gains[0]}; they fire a provider over ${k.pains[0]}.`,
    core_job: `When ${k.buyingTriggers[0]}, ${ctx.audience} want ${k.gains[0]} so they can move on with confidence.`,
    jobs: [
      {
        type: 'functional',
        statement: `When ${k.buyingTriggers[0]}, I want to ${lcFirst(k.audiences[0]!.needs[0]!)} so I can get ${k.gains[0]}.`,
        current_solution: k.substitutes[0]!,
        underserved: true,
      },
      {
        type: 'emotional',
        statement: `When I choose a ${k.industry} provider, I want to feel sure I will not face ${k.pains[0]} so I can stop worrying.`,
        current_solution: 'Reading reviews and asking peers',
        underserved: true,
      },
      {
        type: 'social',
        statement: `When I report to others, I want to show ${k.gains[2] ?? k.gains[0]} so I look like I made a smart choice.`,
        current_solution: k.substitutes[1] ?? k.substitutes[0]!,
        underserved: false,
      },
    ],
    hiring_criteria: k.audiences[0]!.needs,
    firing_triggers: k.pains,
    recommendations: [
      {
        title: 'Speak to the trigger moment',
        detail: `Target the moment “${k.buyingTriggers[0]}” with content on ${k.channels[0]}.`,
        priority: 'high',
      },
      {
        title: 'Beat the current solution',
        detail: `Show why ${ctx.company} beats ${k.substitutes[0]} for ${ctx.audience}.`,
        priority: 'high',
      },
      {
        title: 'Prevent firing',
        detail: `Monitor ${k.pains[0]} with a short survey after each delivery.`,
        priority: 'medium',
      },
    ],
    ...base(ctx),
  };
}

function stp(ctx: AgentContext): StpContent {
  const k = ctx.knowledge;
  const segments = [
    {
      name: ctx.audienceKnown ? ctx.audience : k.audiences[0]!.name,
      description: ctx.audienceKnown
        ? `The audience ${ctx.company} has chosen.`
        : k.audiences[0]!.description,
      attractiveness: 'high' as const,
      needs: k.audiences[0]!.needs,
    },
    ...k.audiences.slice(1).map((a) => ({
      name: a.name,
      description: a.description,
      attractiveness: 'medium' as const,
      needs: a.needs,
    })),
  ];
  return {
    summary: `${headline(ctx)} Target ${segments[0]!.name} first; position ${ctx.company} as the ${k.industry} choice for ${k.gains[0]}.`,
    segments,
    targeting: {
      primary_segment: segments[0]!.name,
      rationale: `Closest to the goal (${ctx.goal}) and reachable through ${k.channels[0]}.`,
    },
    positioning: {
      statement: `For ${segments[0]!.name} who need ${segments[0]!.needs[0]}, ${ctx.company} is the ${k.industry} ${k.offerNoun} that delivers ${k.gains[0]}${ctx.uniqueValue ? `, because ${ctx.uniqueValue}` : ''}.`,
      differentiators: [
        ctx.uniqueValue ?? `Focus on ${segments[0]!.name}`,
        `Answers ${k.pains[0]}`,
        ...(ctx.companySize && /1-10|11-50/.test(ctx.companySize)
          ? ['Personal, senior attention']
          : []),
      ],
    },
    recommendations: [
      {
        title: 'One segment, one message',
        detail: `Spend the next 90 days${forCampaign(ctx)} on ${segments[0]!.name} only.`,
        priority: 'high',
      },
      {
        title: 'Use the positioning everywhere',
        detail: 'Put the positioning statement in the website header, profiles and sales deck.',
        priority: 'medium',
      },
      {
        title: 'Size the second segment',
        detail: `Estimate how many ${segments[1]!.name.toLowerCase()} you can reach before expanding.`,
        priority: 'low',
      },
    ],
    ...base(ctx),
  };
}

function marketingMix(ctx: AgentContext): MarketingMix7pContent {
  const k = ctx.knowledge;
  const channels = ctx.channels.slice(0, 3).join(', ');
  return {
    summary: `${headline(ctx)} The mix to reach it: ${k.pricing}, promoted on ${channels}, with people and process built around ${k.gains[0]}.`,
    product: {
      current: offers(ctx).join(', '),
      recommendation: `Package a clear entry offer for ${ctx.audience} that solves ${k.pains[0]}.`,
    },
    price: {
      current: `Typical for ${k.industry}: ${k.pricing}`,
      recommendation: `Show value against ${k.substitutes[0]}; ${budgetLine(ctx) ? `keep acquisition cost within ${budgetLine(ctx)}` : 'test one price anchor'}.`,
    },
    place: {
      current: ctx.campaign?.geographicTarget
        ? `Focused on ${ctx.campaign.geographicTarget}`
        : 'Where the company sells today',
      recommendation: `Be present where ${ctx.audience} look: ${k.channels.slice(0, 2).join(' and ')}.`,
    },
    promotion: {
      current: ctx.campaign?.channels.length
        ? `Campaign channels: ${ctx.campaign.channels.join(', ')}`
        : 'No channel plan recorded',
      recommendation: `Concentrate on ${channels}; measure ${kpi(ctx, 'acquisition').name.toLowerCase()} (benchmark ${kpi(ctx, 'acquisition').benchmark}).`,
    },
    people: {
      current: ctx.companySize ? `${ctx.company} has ${ctx.companySize}` : 'Team size not recorded',
      recommendation: `Train whoever talks to ${ctx.audience} on the three most common objections.`,
    },
    process: {
      current: `From ${k.buyingTriggers[0]} to purchase`,
      recommendation: `Remove ${k.pains[1] ?? k.pains[0]} from the buying process; reply to enquiries within one business day.`,
    },
    physical_evidence: {
      current: 'Website, reviews and materials',
      recommendation: `Publish proof (reviews, case studies, certifications) that ${ctx.audience} check in ${k.industry}.`,
    },
    recommendations: [
      {
        title: 'Fix promotion first',
        detail: `Put ${ctx.goalKnown ? 'the campaign budget' : 'effort'} on ${channels} and stop channels that do not reach ${ctx.audience}.`,
        priority: 'high',
      },
      {
        title: 'Strengthen physical evidence',
        detail: 'Collect five reviews this month.',
        priority: 'medium',
      },
      {
        title: 'Review price against value',
        detail: `Compare ${possessive(ctx.company)} pricing with ${ctx.competitors[0] ?? k.substitutes[0]}.`,
        priority: 'medium',
      },
    ],
    ...base(ctx),
  };
}

function aarrr(ctx: AgentContext): AarrrContent {
  const k = ctx.knowledge;
  const stage = (
    s: AarrrContent['stages'][number]['stage'],
    objective: string,
    tactics: string[],
  ) => {
    const metric = kpi(ctx, s);
    return {
      stage: s,
      objective,
      tactics,
      kpi: metric.name,
      benchmark: `${metric.benchmark} (${k.industry})`,
    };
  };
  return {
    summary: `${headline(ctx)} The funnel's north star is ${lcFirst(kpi(ctx, 'revenue').name)}; the weakest stage to fix first is usually activation of ${ctx.audience}.`,
    north_star_metric: `${kpi(ctx, 'revenue').name} from ${ctx.audience}`,
    stages: [
      stage('acquisition', `Reach ${ctx.audience} where they look`, ctx.channels.slice(0, 3)),
      stage('activation', `Get new ${k.customerNoun} to a first success: ${k.gains[0]}`, [
        `A first-week welcome sequence from ${ctx.company}`,
        `Remove ${k.pains[1] ?? k.pains[0]}`,
      ]),
      stage('retention', `Keep ${k.customerNoun} coming back`, [
        'Regular useful email',
        'Check-ins at the moments churn happens',
      ]),
      stage('referral', `Turn happy ${k.customerNoun} into advocates`, [
        'Ask for a review after a success moment',
        'A simple referral reward',
      ]),
      stage('revenue', ctx.goal, [
        `Upsell ${offers(ctx)[1] ?? offers(ctx)[0]}`,
        'Annual or bundled offers',
      ]),
    ],
    recommendations: [
      {
        title: 'Instrument the funnel',
        detail: `Track the five KPIs monthly${forCampaign(ctx)}; compare with the ${k.industry} benchmarks.`,
        priority: 'high',
      },
      {
        title: 'Fix activation first',
        detail: `Improving ${lcFirst(kpi(ctx, 'activation').name)} lifts every later stage.`,
        priority: 'high',
      },
      {
        title: 'Start referrals',
        detail: `Ask the happiest ${k.customerNoun} of ${ctx.company} for a referral this month.`,
        priority: 'medium',
      },
    ],
    ...base(ctx),
  };
}

export const OFFLINE_STRATEGY: {
  [K in StrategyFrameworkId]: (ctx: AgentContext) => StrategyOutputContent[K];
} = {
  swot,
  pestel,
  porters_five_forces: porters,
  ansoff,
  bcg,
  blue_ocean: blueOcean,
  value_proposition_canvas: valueProposition,
  jtbd,
  stp,
  marketing_mix_7p: marketingMix,
  aarrr,
};
