/**
 * The offline engine's strategy frameworks: deterministic drafts built from the
 * organization's own facts and the industry knowledge base, no model involved. Each fact is
 * said once in full (in the summary) and by a short phrase after that (knowledge/phrases.ts),
 * so a draft reads as written, not as fields pasted into templates.
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
import { formatMoney } from '@/shared/format';
import { readableStrings } from '@/shared/text-quality';
import { citesPassage, evidencePassage, passagesFor, quotePassage } from '../engine/grounding';
import type { AgentContext, ContextPassage } from '../engine/types';
import {
  categoryNoun,
  audienceBrief,
  aimsTo,
  audienceHead,
  focusOf,
  goalVerbPhrase,
  joinAnd,
  lcFirst,
  mostRelevant,
  overlap,
  paragraph,
  possessive,
  shortPhrase,
  shortRun,
  tidy,
  trimEnd,
  ucFirst,
  whatItIs,
  withArticle,
} from '../knowledge/phrases';

type Recommendation = { title: string; detail: string; priority: 'low' | 'medium' | 'high' };

/** The facts a draft is composed from, each in its full and its short form. */
function factsOf(ctx: AgentContext) {
  const names = [ctx.company, ctx.organizationName, ...ctx.competitors];
  const L = (s: string) => lcFirst(trimEnd(s), names);
  /** A knowledge-base phrase cut short, for a second mention. */
  const brief = (s: string, n = 5) => L(shortPhrase(s, n));
  const k = ctx.knowledge;
  const value = ctx.uniqueValue ? L(ctx.uniqueValue) : null;
  const list = ctx.offers.length ? ctx.offers : k.typicalOffers.map(ucFirst);
  return {
    k,
    L,
    brief,
    company: ctx.company,
    /** "home brewers": the audience's head, after the summary has said it in full. */
    who: L(audienceHead(ctx.audience)),
    /** "E-commerce", or "the market" when no industry is set. */
    market: ctx.industryKnown ? ctx.industry : 'the market',
    value,
    valueShort: value ? shortRun(value) : null,
    offers: list,
    /** "grow subscriptions", the goal's first words, for a second mention. */
    aim: goalVerbPhrase(shortPhrase(ctx.goal, 4), names) ?? `reach ${L(shortPhrase(ctx.goal, 4))}`,
    small: Boolean(ctx.companySize && /1-10|11-50/.test(ctx.companySize)),
    names,
  };
}
type Facts = ReturnType<typeof factsOf>;

const quote = (s: string) => `“${s}”`;
const canvasLabel = (s: string) => ucFirst(s.replace(/^(?:the|a|an)\s+/i, ''));
const clip = (s: string, n = 160) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length <= n ? flat : `${flat.slice(0, n - 1).replace(/(?<!\s)\s+\S*$/, '')}…`;
};

/** "for the “Spring Launch” campaign" when the session has one. */
const forCampaign = (ctx: AgentContext) =>
  ctx.campaign ? ` for the ${quote(ctx.campaign.name)} campaign` : '';
/** The campaign once named (the summary's headline names it), as later sentences say it. */
const forThisCampaign = (ctx: AgentContext) => (ctx.campaign ? ' for this campaign' : '');

function base(ctx: AgentContext) {
  return { sources: ctx.sources, assumptions: ctx.assumptions };
}

/** The passage of the documents that bears most on the run's question and goal. */
const questionEvidence = (ctx: AgentContext) =>
  evidencePassage(ctx, [ctx.message ?? '', ctx.goal, ...ctx.challenges].join(' '));

/**
 * A framework that does not use the run's documents ends on the passage that bears most on
 * the question and goal, quoted with its title, so the user's evidence is weighed, never
 * dropped (the SWOT uses it as a strength and is left as it is).
 */
function withEvidence<C extends { recommendations: Recommendation[] }>(
  make: (ctx: AgentContext) => C,
): (ctx: AgentContext) => C {
  return (ctx) => {
    const content = make(ctx);
    const passage = questionEvidence(ctx);
    if (!passage || citesPassage(readableStrings(content).join('\n'), passage.text)) return content;
    return {
      ...content,
      recommendations: [
        ...content.recommendations,
        {
          title: `Test this against “${passage.documentTitle}”`,
          detail: `${quotePassage(passage)} Check each point of this analysis against it before acting on it.`,
          priority: 'medium',
        },
      ],
    };
  };
}

/** The passage of the documents that bears most on the run's question, quoted with its title. */
function documentEvidence(ctx: AgentContext): string | null {
  const passage = questionEvidence(ctx);
  return passage ? `${quote(passage.documentTitle)} notes: ${clip(passage.text, 220)}` : null;
}

/** A document sentence about something going wrong, and one about something that worked. */
const PROBLEM =
  /\b(?:cancel\w*|churn\w*|lost|lose|losing|drop(?:ped|s)?|complain\w*|left|leave|leaving|declin\w*|fell|fewer|abandon\w*|piles? up|too (?:much|many|expensive))\b/i;
const WORKED =
  /\b(?:came back|come back|returned|grew|rose|increased|won|saved|improved|doubled|recovered|renewed)\b/i;

/**
 * Where the documents put the question's evidence in a SWOT: the finding about a problem
 * backs the weakness it speaks to (or is one), and a finding about what worked is the first
 * opportunity, both quoted with their document (issue 27: documents used where they apply).
 */
function documentQuadrants(ctx: AgentContext) {
  const question = [ctx.message ?? '', ctx.goal, ...ctx.challenges].join(' ');
  const close = passagesFor(ctx, question, { limit: 6 });
  const problem = close.find((p) => PROBLEM.test(p.text) && !WORKED.test(p.text)) ?? null;
  const worked = close.find((p) => WORKED.test(p.text) && /\d/.test(p.text)) ?? null;
  const said = (p: ContextPassage) => `${quote(p.documentTitle)} finds: ${clip(p.text, 220)}`;
  return {
    problem: problem && { passage: problem, evidence: said(problem) },
    worked: worked && {
      passage: worked,
      point: `Build on what worked, as ${quote(worked.documentTitle)} records it`,
      evidence: `“${trimEnd(clip(worked.text, 220))}.”`,
    },
  };
}

/** An opportunity that keeps customers rather than winning new ones. */
const RETENTION = /\b(?:retention|retain|repeat|win-back|loyalty|churn|cancel\w*|replenish\w*)\b/i;

function kpi(ctx: AgentContext, stage: AarrrContent['stages'][number]['stage']) {
  return ctx.knowledge.kpis.find((k) => k.stage === stage)!;
}

function budgetLine(ctx: AgentContext): string | null {
  const cents = ctx.campaign?.budgetCents;
  return cents === null || cents === undefined
    ? null
    : `a budget of ${formatMoney(cents, ctx.currency)}`;
}

/** Where the competitor names came from, as the context's assumptions record it. */
function competitorOrigin(ctx: AgentContext): string {
  const taken = ctx.assumptions.find((a) => a.startsWith('No competitor list is recorded'));
  const place = taken ? /taken from (.+?)\.?$/.exec(taken)?.[1] : null;
  return place ? `Named in ${place}.` : 'Named as competitors in the business context.';
}

/**
 * Who the company is and what it aims for, said once: "Northwind Roasters is a specialty
 * coffee roaster in Yorkshire, serving home brewers in the UK. It aims to grow…".
 */
function headline(ctx: AgentContext, f: Facts): string {
  // An assumed audience or goal is said in full in the assumptions, not again here.
  const audience = ctx.audienceKnown ? audienceBrief(ctx.audience) : f.who;
  const is =
    whatItIs(ctx.company, ctx.description) ??
    (ctx.industryKnown ? `is ${withArticle(ctx.industry)} business` : null);
  if (!is && !ctx.audienceKnown && !ctx.goalKnown)
    return paragraph(
      `${ctx.company} has not yet recorded what it sells, to whom, or its goal, so this draft follows general patterns`,
    );
  return paragraph(
    is ? `${ctx.company} ${is}, serving ${audience}` : `${ctx.company} serves ${audience}`,
    ctx.goalKnown
      ? `It ${aimsTo(ctx.goal, f.names)}${forCampaign(ctx)}`
      : ctx.campaign && `This analysis is${forCampaign(ctx)}`,
  );
}

/**
 * The summary: the answer to the user's focus first (in the question's own words, led by
 * the recommendation that fits it best), then who the company is, then the finding.
 */
function summaryOf(
  ctx: AgentContext,
  f: Facts,
  finding: string,
  recommendations: Recommendation[],
  gists: string[],
): string {
  const focus = focusOf(ctx.message);
  let answer: string | null = null;
  if (focus) {
    const ranked = recommendations.map((r, i) => ({
      i,
      text: `${r.title} ${r.detail} ${gists[i] ?? ''}`,
    }));
    const best = mostRelevant(focus.text, ranked, (r) => r.text).i;
    const next = best === 0 ? 1 : 0;
    const say = (i: number) => gists[i] ?? lcFirst(recommendations[i]!.title, f.names);
    answer = focus.lead(`${say(best)}${recommendations[next] ? `, then ${say(next)}` : ''}`);
  }
  return [answer, headline(ctx, f), paragraph(finding)].filter(Boolean).join(' ');
}

function strengthsFor(
  ctx: AgentContext,
  f: Facts,
  /** A passage another quadrant already quotes. */
  quoted: ContextPassage | null = null,
): SwotContent['strengths'] {
  const items: SwotContent['strengths'] = [];
  if (f.value)
    items.push({
      point: `A clear differentiator: ${f.value}`,
      evidence: 'Stated in the approved business context.',
    });
  if (ctx.description)
    items.push({
      point: `An offer ${f.who} can understand`,
      evidence: 'The business description says what the company sells and to whom.',
    });
  const passage = questionEvidence(ctx);
  // A finding about a problem ("39% of those who cancel…") is a weakness, not proof.
  const doc =
    passage && passage !== quoted && !PROBLEM.test(passage.text) ? documentEvidence(ctx) : null;
  if (doc) items.push({ point: `Documented know-how to turn into proof`, evidence: doc });
  if (f.small)
    items.push({
      point: 'Speed and personal service of a small team',
      evidence: `A team of ${ctx.companySize} decides and replies faster than larger rivals can.`,
    });
  if (ctx.campaign)
    items.push({
      point: `A focused campaign already defined: ${ctx.campaign.name}`,
      // Composed from the campaign's parts (its note's first sentence and its channels), not
      // the whole note pasted; its goal is the summary's.
      evidence: paragraph(
        ctx.campaign.description
          ? `Its note opens: “${trimEnd(clip(ctx.campaign.description.split(/(?<=[.!?])\s/)[0]!))}”`
          : 'Recorded in Stratagent',
        ctx.campaign.channels.length > 0 && `It runs on ${joinAnd(ctx.campaign.channels)}`,
      ),
    });
  if (items.length < 2)
    items.push({
      point: `Direct knowledge of ${f.who}`,
      evidence: `${ctx.company} already works in ${f.market}, where buyers value ${f.L(f.k.gains[0]!)}.`,
    });
  return items.slice(0, 5);
}

function swot(ctx: AgentContext): SwotContent {
  const f = factsOf(ctx);
  const k = f.k;
  const weaknesses: SwotContent['weaknesses'] = ctx.challenges.map((c) => ({
    point: ucFirst(trimEnd(c)),
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
  if (f.small)
    weaknesses.push({
      point: 'Limited marketing capacity and budget',
      evidence: `A team this size cannot match the paid reach of the largest players in ${f.market}.`,
    });
  const proof = k.channels.find((c) => /review|case|referr/i.test(c)) ?? k.channels[0]!;
  weaknesses.push({
    point: `Little published proof (reviews, case studies) aimed at ${f.who}`,
    evidence: `Before buying, ${k.customerNoun} check ${/review/i.test(proof) ? proof : 'reviews and what others say'}.`,
  });
  const found = documentQuadrants(ctx);
  if (found.problem) {
    const text = found.problem.passage.text;
    const named = ctx.challenges.length
      ? mostRelevant(text, weaknesses.slice(0, ctx.challenges.length), (w) => w.point)
      : null;
    if (named && overlap(text, named.point) > 0)
      named.evidence = `Named as a challenge; ${found.problem.evidence}`;
    else weaknesses.unshift({ point: trimEnd(clip(text, 160)), evidence: found.problem.evidence });
  }
  const strengths = strengthsFor(ctx, f, found.worked?.passage ?? null);
  const opportunityEvidence = [
    `${ucFirst(withArticle(ctx.industryKnown ? ctx.industry : 'general'))} trend (Stratagent knowledge base) that fits ${f.who}.`,
    `It lowers the cost of reaching new ${k.customerNoun}.`,
    `It builds on what ${ctx.company} already sells.`,
  ];
  const competitors = ctx.competitors.slice(0, 3);
  // With a focus question, the opportunity that speaks to it is the one to test first.
  const opportunity = ctx.message
    ? mostRelevant(ctx.message, k.opportunities, (o) => o)
    : k.opportunities[0]!;
  // The opportunity is measured where it acts: keeping customers by retention, else by winning them.
  const test =
    ctx.knowledge.kpis.find((k) => k.stage === 'retention' && RETENTION.test(opportunity)) ??
    kpi(ctx, 'acquisition');
  const recommendations: Recommendation[] = [
    {
      title: `Lead with ${f.value ? 'your differentiator' : 'one sharp promise'}`,
      detail: `Open every page and ad for ${f.who} on ${k.channels[0]!} with ${f.valueShort ? quote(f.valueShort) : f.L(k.gains[0]!)}.`,
      priority: 'high',
    },
    {
      title: `Opportunity to test first: ${f.L(shortRun(opportunity, 4))}`,
      detail: `Run it for 30 days, measured by ${f.L(test.name)} (knowledge-base benchmark ${test.benchmark}).`,
      priority: 'high',
    },
    {
      title: 'Close the proof gap',
      detail: `Collect three testimonials or a short case study from ${f.who} to answer ${f.brief(k.threats[0]!)}.`,
      priority: 'medium',
    },
  ];
  return tidy({
    summary: summaryOf(
      ctx,
      f,
      `Its strongest card is ${f.valueShort ?? 'a clear offer'}; the biggest external risk is ${f.brief(k.threats[0]!, 4)}`,
      recommendations,
      [
        f.valueShort
          ? `put ${quote(f.valueShort)} first, not price`
          : `lead with one sharp promise, ${f.brief(k.gains[0]!)}`,
        `test ${f.brief(opportunity)} within a month`,
        `publish proof from ${f.who}`,
      ],
    ),
    strengths,
    weaknesses: weaknesses.slice(0, 4),
    opportunities: [
      ...(found.worked ? [{ point: found.worked.point, evidence: found.worked.evidence }] : []),
      ...k.opportunities.map((o, i) => ({
        point: ucFirst(o),
        evidence: opportunityEvidence[i % opportunityEvidence.length]!,
      })),
    ],
    threats: [
      ...k.threats.map((t, i) => ({
        point: ucFirst(t),
        evidence:
          i === 0 ? `Common across ${f.market} (knowledge base).` : `Also seen across ${f.market}.`,
      })),
      ...(competitors.length
        ? [{ point: `Competition from ${joinAnd(competitors)}`, evidence: competitorOrigin(ctx) }]
        : []),
    ],
    recommendations,
    ...base(ctx),
  });
}

function pestel(ctx: AgentContext): PestelContent {
  const f = factsOf(ctx);
  const k = f.k;
  const fx = (factor: string, impact: 'low' | 'medium' | 'high', implication: string) => ({
    factor: ucFirst(factor),
    impact,
    implication,
  });
  const recommendations: Recommendation[] = [
    {
      title: 'Compliance check before launch',
      detail: `Review ${f.brief(k.regulation[0]!, 3)} for every asset aimed at ${f.who}.`,
      priority: 'high',
    },
    {
      title: 'Price and value messaging',
      detail: `With ${f.brief(k.economic[0]!)}, lead with ${f.L(k.gains[0]!)} and show the cost of doing nothing.`,
      priority: 'medium',
    },
    {
      title: 'Use the technology shift',
      detail: `Show ${f.who} the way ${ctx.company} uses ${f.brief(k.technology[0]!)} to deliver ${f.L(k.gains[1] ?? k.gains[0]!)}.`,
      priority: 'medium',
    },
  ];
  const economic = [
    `Frame ${possessive(ctx.company)} offer around value for ${f.who}.`,
    'Watch margins and keep one offer that protects them.',
  ];
  const social = [
    `Reflect this in messaging to ${f.who}.`,
    'Show it in the stories and proof the company publishes.',
  ];
  const technological = [
    'A chance to move faster towards the goal.',
    `A way to reach ${f.who} at a lower cost.`,
    'Worth a small test before rivals adopt it.',
  ];
  const environmental = [
    `Say honestly what ${ctx.company} does about it, and claim no more than is true.`,
    'Have a short, true answer ready when buyers ask.',
  ];
  const legal = [
    `Check every asset${forThisCampaign(ctx)} against it before launch.`,
    'Ask whoever signs off marketing to confirm it is covered.',
  ];
  return tidy({
    summary: summaryOf(
      ctx,
      f,
      `The forces that matter most are ${f.brief(k.regulation[0]!, 3)} and ${f.brief(k.economic[0]!)}; ${f.brief(k.technology[0]!)} is the main opening`,
      recommendations,
      [
        `check ${f.brief(k.regulation[0]!, 3)} first`,
        `sell on value because of ${f.brief(k.economic[0]!)}`,
        `put ${f.brief(k.technology[0]!)} to work`,
      ],
    ),
    political: [
      fx(
        k.regulation[k.regulation.length - 1]!,
        'medium',
        `Track policy changes that affect the way ${ctx.company} reaches ${f.who}.`,
      ),
    ],
    economic: k.economic.map((e, i) => fx(e, i === 0 ? 'high' : 'medium', economic[i % 2]!)),
    social: k.social.map((s, i) => fx(s, 'medium', social[i % 2]!)),
    technological: k.technology.map((t, i) =>
      fx(t, i === 0 ? 'high' : 'medium', technological[i % 3]!),
    ),
    environmental: k.environmental.map((e, i) => fx(e, 'low', environmental[i % 2]!)),
    legal: k.regulation.slice(0, 2).map((r, i) => fx(r, 'high', legal[i]!)),
    recommendations,
    ...base(ctx),
  });
}

function porters(ctx: AgentContext): PortersFiveForcesContent {
  const f = factsOf(ctx);
  const k = f.k;
  const rivals = ctx.competitors.length
    ? joinAnd(ctx.competitors)
    : `other ${ctx.industryKnown ? ctx.industry : ''} providers`.replace(/\s+/g, ' ');
  const recommendations: Recommendation[] = [
    {
      title: 'Defend against substitutes',
      detail: `Publish a comparison of ${ctx.company} with ${f.brief(k.substitutes[0]!)} for ${f.who}.`,
      priority: 'high',
    },
    {
      title: 'Raise switching costs',
      detail: `Offer onboarding, loyalty, or service that ties ${f.who} to ${ctx.company}.`,
      priority: 'medium',
    },
    {
      title: 'Watch the rivals',
      detail: 'Review each named rival every quarter: offers, prices, and messages.',
      priority: 'medium',
    },
  ];
  return tidy({
    summary: summaryOf(
      ctx,
      f,
      `Rivalry with ${rivals} is the strongest force, with substitutes close behind; suppliers matter less`,
      recommendations,
      [
        `compare ${ctx.company} openly with ${f.brief(k.substitutes[0]!)}`,
        'make switching away harder',
        `watch ${ctx.competitors.length ? 'the named rivals' : 'the main rivals'} closely`,
      ],
    ),
    forces: [
      {
        force: 'competitive_rivalry',
        intensity: 'high',
        drivers: [
          ctx.competitors.length
            ? `${ctx.competitors.length === 1 ? 'One named competitor' : `${ctx.competitors.length} named competitors`} after the same ${k.customerNoun}`
            : `Many ${k.customerNoun} compare providers`,
          ucFirst(k.threats[0]!),
        ],
        response: `Differentiate on ${f.valueShort ?? f.L(k.gains[0]!)} rather than on price.`,
      },
      {
        force: 'threat_of_new_entrants',
        intensity: 'medium',
        drivers: [`Low-cost digital channels (${k.channels[0]!}) lower entry barriers`],
        response: `Build loyalty and reviews among ${f.who} that a newcomer cannot copy quickly.`,
      },
      {
        force: 'threat_of_substitutes',
        intensity: 'high',
        drivers: k.substitutes.map(ucFirst),
        response: `Show ${f.who} what the usual workaround costs them: ${f.L(k.pains[0]!)}.`,
      },
      {
        force: 'buyer_power',
        intensity: 'medium',
        drivers: [`Buyers compare options easily online`, ucFirst(k.buyingTriggers[0]!)],
        response: `Package ${possessive(ctx.company)} offer so buyers compare value, not list price.`,
      },
      {
        force: 'supplier_power',
        intensity: 'low',
        drivers: k.suppliers.map(ucFirst),
        response: 'Keep an alternative for each critical supplier.',
      },
    ],
    market_attractiveness: 'medium',
    recommendations,
    ...base(ctx),
  });
}

function ansoff(ctx: AgentContext): AnsoffContent {
  const f = factsOf(ctx);
  const k = f.k;
  const main = f.L(f.offers[0]!);
  const second = f.L(k.audiences[1]!.name);
  const recommendations: Recommendation[] = [
    {
      title: 'Penetration first',
      detail: `Set a 90-day target on ${f.L(kpi(ctx, 'acquisition').name)} (knowledge-base benchmark ${kpi(ctx, 'acquisition').benchmark}).`,
      priority: 'high',
    },
    {
      title: 'Validate the next market cheaply',
      detail: `Run a small test aimed at ${second} before committing budget.`,
      priority: 'medium',
    },
    {
      title: 'Ask current customers what to build',
      detail: `Interview five of the best ${k.customerNoun} before any product development.`,
      priority: 'low',
    },
  ];
  return tidy({
    summary: summaryOf(
      ctx,
      f,
      `Market penetration is the lowest-risk route: sell more of ${main} to ${f.who} before opening new markets`,
      recommendations,
      [
        `grow ${main} sales among ${f.who} first`,
        `test ${second} with a small budget`,
        `ask your best ${k.customerNoun} what to build next`,
      ],
    ),
    quadrants: [
      {
        quadrant: 'market_penetration',
        initiatives: [
          `Win more ${f.who} through ${k.channels[0]!} and ${k.channels[1]!}`,
          'A referral incentive for current customers',
        ],
        risk: 'low',
        rationale: 'Serves the goal directly, with the least risk.',
      },
      {
        quadrant: 'market_development',
        initiatives: [
          `Offer ${main} to ${second}`,
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
          `A new ${k.offerNoun} for current ${k.customerNoun}: ${f.L(k.typicalOffers[2] ?? k.typicalOffers[1]!)}`,
        ],
        risk: 'medium',
        rationale: `Current ${k.customerNoun} already trust ${ctx.company}.`,
      },
      {
        quadrant: 'diversification',
        initiatives: [
          `Only after the core grows: ${f.L(k.opportunities[2] ?? k.opportunities[0]!)}`,
        ],
        risk: 'high',
        rationale: 'New product and new market at once: keep it as an option.',
      },
    ],
    recommended_quadrant: 'market_penetration',
    recommendations,
    ...base(ctx),
  });
}

function bcg(ctx: AgentContext): BcgContent {
  const f = factsOf(ctx);
  const list = f.offers.slice(0, 4);
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
    return { name: ucFirst(name), quadrant, ...shapes[quadrant] };
  });
  const cow = products[0]!.name;
  const star = products[1]?.name ?? cow;
  const recommendations: Recommendation[] = [
    {
      title: 'Fund the star',
      detail: `Put most of ${budgetLine(ctx) ?? 'the marketing budget'} behind ${f.L(star)} for ${f.who}.`,
      priority: 'high',
    },
    {
      title: 'Protect the cash cow',
      detail: `Retention offers on ${f.L(cow)}: track ${f.L(kpi(ctx, 'retention').name)} (knowledge-base benchmark ${kpi(ctx, 'retention').benchmark}).`,
      priority: 'medium',
    },
    {
      title: 'Confirm the placement with data',
      detail: `Check each offer's real growth and share; this draft places them from typical patterns in ${f.market}.`,
      priority: 'medium',
    },
  ];
  return tidy({
    summary: summaryOf(
      ctx,
      f,
      star === cow
        ? `${cow} carries the business and is where to invest`
        : `${cow} funds growth; ${f.L(star)} is where to invest to reach the goal`,
      recommendations,
      [
        `back ${f.L(star)} with most of the budget`,
        `protect ${f.L(cow)} with retention offers`,
        'check real growth and share first',
      ],
    ),
    products,
    recommendations,
    ...base(ctx),
    assumptions: ctx.offers.length
      ? ctx.assumptions
      : [
          ...ctx.assumptions,
          `No products are listed for ${ctx.company}: typical offer lines of ${f.market} are used.`,
        ],
  });
}

function blueOcean(ctx: AgentContext): BlueOceanContent {
  const f = factsOf(ctx);
  const k = f.k;
  const raise = ucFirst(f.valueShort ?? k.gains[1] ?? k.gains[0]!);
  const lastChannel = k.channels[k.channels.length - 1]!;
  // What rivals do is not known: named rivals are to be checked, never described.
  const rivals = ctx.competitors.length ? joinAnd(ctx.competitors, 'and') : null;
  const checkRivals = `compare it with what ${rivals ?? 'your rivals'} offer`;
  const recommendations: Recommendation[] = [
    {
      title: 'Make the new promise public',
      detail: `Put the promise of ${f.brief(k.gains[0]!)} on the homepage and in every ad${forThisCampaign(ctx)}.`,
      priority: 'high',
    },
    {
      title: 'Cut the cost you eliminate',
      detail: `Use the savings from reducing ${shortPhrase(lastChannel, 3)} to fund the raise factors.`,
      priority: 'medium',
    },
    {
      title: 'Test with ten customers',
      detail: `Ask ten ${f.who} whether the new promise would change their choice.`,
      priority: 'medium',
    },
  ];
  return tidy({
    summary: summaryOf(
      ctx,
      f,
      `A blue ocean for ${ctx.company}: remove ${f.brief(k.pains[0]!)}, and make ${f.brief(k.gains[0]!)} visible`,
      recommendations,
      [
        `promise ${f.brief(k.gains[0]!)} openly`,
        `spend less on ${shortPhrase(lastChannel, 3)}`,
        `check the promise with ten ${f.who}`,
      ],
    ),
    eliminate: [
      {
        factor: ucFirst(k.pains[0]!),
        rationale: `The pain ${f.who} name first.`,
      },
    ],
    reduce: [
      {
        factor: `Dependence on ${lastChannel}`,
        rationale: `The last of the usual ${f.market} channels in the knowledge base: cutting it frees budget for what you raise.`,
      },
      {
        factor: ucFirst(k.pains[1]!),
        rationale: 'An industry norm that buyers tolerate but dislike.',
      },
    ],
    raise: [
      {
        factor: raise,
        rationale: `What ${f.who} value most, by the knowledge base; ${checkRivals}.`,
      },
      {
        factor: 'Transparency (pricing, process, results)',
        rationale: `Answers ${f.L(k.pains[k.pains.length - 1]!)}.`,
      },
    ],
    create: [
      {
        factor: `A signature experience: ${f.L(k.gains[0]!)}, guaranteed`,
        rationale: `Yours to own if ${
          ctx.competitors.length === 1
            ? `${rivals} does not promise it`
            : rivals
              ? 'none of them promises it'
              : 'no rival promises it'
        }: check their sites and ads before launch.`,
      },
    ],
    // A chart's labels, without the article the lists above give them ("Feeling of a good deal").
    strategy_canvas: [
      { factor: 'Price', industry: 6, proposed: 5 },
      { factor: canvasLabel(f.brief(k.pains[0]!)), industry: 7, proposed: 2 },
      { factor: canvasLabel(raise), industry: 4, proposed: 9 },
      { factor: 'Transparency', industry: 3, proposed: 8 },
      { factor: canvasLabel(f.brief(k.gains[0]!)), industry: 2, proposed: 8 },
    ],
    value_innovation: `${ctx.company} offers ${f.who} ${f.brief(k.gains[0]!)} without ${f.brief(k.pains[0]!)}.`,
    recommendations,
    sources: ctx.sources,
    assumptions: [
      ...ctx.assumptions,
      'The strategy canvas scores (1 to 10) are a judgement from the knowledge base, not measurements: ask ten customers to score them.',
    ],
  });
}

function valueProposition(ctx: AgentContext): ValuePropositionCanvasContent {
  const f = factsOf(ctx);
  const k = f.k;
  const recommendations: Recommendation[] = [
    {
      title: 'Validate the top pain',
      detail: `Interview five ${f.who}: is ${f.brief(k.pains[0]!)} really their top pain?`,
      priority: 'high',
    },
    {
      title: 'Rewrite the headline',
      detail: `Use the fit statement as the headline of the main page${forThisCampaign(ctx)}.`,
      priority: 'high',
    },
    {
      title: 'Prove each gain',
      detail: 'Attach one proof point (a number, a quote, or a case) to each gain creator.',
      priority: 'medium',
    },
  ];
  return tidy({
    summary: summaryOf(
      ctx,
      f,
      `The fit: ${ctx.company} relieves ${f.brief(k.pains[0]!)} and creates ${f.brief(k.gains[0]!)}`,
      recommendations,
      [
        `confirm that ${f.brief(k.pains[0]!)} is the top pain`,
        'lead the main page with the fit statement',
        'back each gain with proof',
      ],
    ),
    customer_segment: ucFirst(f.who),
    customer_jobs: [
      ctx.goalKnown ? `Help them ${f.aim}` : `Solve ${f.L(k.pains[0]!)}`,
      ...k.audiences[0]!.needs.map((n) => `Get ${f.L(n)}`),
    ],
    pains: k.pains.map(ucFirst),
    gains: k.gains.map(ucFirst),
    products_services: f.offers.map(ucFirst),
    pain_relievers: k.pains.map((p, i) =>
      i === 0
        ? `Removes ${f.brief(p, 4)}`
        : i === 1
          ? `Takes away ${f.brief(p, 4)}`
          : `Answers ${f.brief(p, 4)}`,
    ),
    gain_creators: k.gains.map((g, i) =>
      i === 0 && f.valueShort
        ? `Delivers ${f.brief(g, 5)} through ${f.valueShort}`
        : `Delivers ${f.brief(g, 5)}`,
    ),
    fit_statement: `For ${f.who} who struggle with ${f.brief(k.pains[0]!)}, ${ctx.company} provides its ${f.L(f.offers[0]!)} so they get ${f.brief(k.gains[0]!)}.`,
    recommendations,
    ...base(ctx),
  });
}

function jtbd(ctx: AgentContext): JtbdContent {
  const f = factsOf(ctx);
  const k = f.k;
  const trigger = f.L(k.buyingTriggers[0]!);
  const recommendations: Recommendation[] = [
    {
      title: 'Speak to the trigger moment',
      detail: `Reach ${f.who} on ${k.channels[0]!} right when ${quote(f.brief(trigger, 4))} happens.`,
      priority: 'high',
    },
    {
      title: 'Beat the current solution',
      detail: `Show why ${ctx.company} beats ${f.brief(k.substitutes[0]!)}.`,
      priority: 'high',
    },
    {
      title: 'Prevent firing',
      detail: `Monitor ${f.brief(k.pains[0]!)} with a short survey after each delivery.`,
      priority: 'medium',
    },
  ];
  return tidy({
    summary: summaryOf(
      ctx,
      f,
      `${ucFirst(f.who)} hire ${ctx.company} to get ${f.brief(k.gains[0]!)}; they fire a provider over ${f.brief(k.pains[0]!)}`,
      recommendations,
      [
        `be there at the trigger moment, ${quote(f.brief(trigger, 4))}`,
        `prove you beat ${f.brief(k.substitutes[0]!)}`,
        'survey after each delivery',
      ],
    ),
    core_job: `${ucFirst(f.who)} want ${f.L(k.gains[0]!)}, so they can move on with confidence. The moment it starts: ${trigger}.`,
    jobs: [
      {
        type: 'functional',
        statement: `When I need it, I want to get ${f.L(k.audiences[0]!.needs[0]!)} so I can get on with my day.`,
        current_solution: ucFirst(k.substitutes[0]!),
        underserved: true,
      },
      {
        type: 'emotional',
        statement: `When I choose a provider, I want to feel sure I will not face ${f.brief(k.pains[0]!)} so I can stop worrying.`,
        current_solution: 'Reading reviews and asking peers',
        underserved: true,
      },
      {
        type: 'social',
        statement: 'When I tell others about it, I want them to see that I chose well.',
        current_solution: ucFirst(k.substitutes[1] ?? k.substitutes[0]!),
        underserved: false,
      },
    ],
    hiring_criteria: k.audiences[0]!.needs.map(ucFirst),
    firing_triggers: k.pains.map(ucFirst),
    recommendations,
    ...base(ctx),
  });
}

function stp(ctx: AgentContext): StpContent {
  const f = factsOf(ctx);
  const k = f.k;
  const primary = ctx.audienceKnown ? ucFirst(f.who) : k.audiences[0]!.name;
  const segments = [
    {
      name: primary,
      description: ctx.audienceKnown
        ? `The audience ${ctx.company} has chosen.`
        : k.audiences[0]!.description,
      attractiveness: 'high' as const,
      needs: k.audiences[0]!.needs.map(ucFirst),
    },
    ...k.audiences.slice(1).map((a) => ({
      name: a.name,
      description: a.description,
      attractiveness: 'medium' as const,
      needs: a.needs.map(ucFirst),
    })),
  ];
  const lead = ctx.audienceKnown ? f.who : f.L(primary);
  const recommendations: Recommendation[] = [
    {
      title: 'One segment, one message',
      detail: `Spend the next 90 days${forThisCampaign(ctx)} on this one segment.`,
      priority: 'high',
    },
    {
      title: 'Use the positioning everywhere',
      detail:
        'Put the positioning statement in the website header, the profiles, and the sales deck.',
      priority: 'medium',
    },
    {
      title: 'Size the second segment',
      detail: `Estimate how many ${f.L(segments[1]!.name)} you can reach before expanding.`,
      priority: 'low',
    },
  ];
  // The headline says what the company is in full; the statement names its category short.
  const category = categoryNoun(ctx.company, ctx.description);
  const offer = category ? shortRun(category, 4) : k.offerNoun;
  return tidy({
    summary: summaryOf(
      ctx,
      f,
      `Target ${lead} first, and position ${ctx.company} as the choice for ${f.brief(k.gains[0]!)}`,
      recommendations,
      [
        `focus on ${lead} for 90 days`,
        'use one positioning everywhere',
        `size ${f.L(segments[1]!.name)} next`,
      ],
    ),
    segments,
    targeting: {
      primary_segment: primary,
      rationale: `Closest to the goal and reachable through ${k.channels[0]!}.`,
    },
    positioning: {
      statement: `For ${f.L(lead)} who look for ${f.L(segments[0]!.needs[0]!)}, ${ctx.company} is the ${offer} delivering ${f.L(k.gains[0]!)}${f.valueShort ? `, because of ${f.valueShort}` : ''}.`,
      differentiators: [
        f.value ? ucFirst(f.value) : `Focus on ${lead}`,
        `Answers ${f.L(k.pains[0]!)}`,
        ...(f.small ? ['Personal, senior attention'] : []),
      ],
    },
    recommendations,
    ...base(ctx),
  });
}

function marketingMix(ctx: AgentContext): MarketingMix7pContent {
  const f = factsOf(ctx);
  const k = f.k;
  const channels = ctx.channels.slice(0, 3).join('; ');
  const recommendations: Recommendation[] = [
    {
      title: 'Fix promotion first',
      detail: `Put ${ctx.campaign ? 'the campaign budget' : 'the effort'} on the three channels and stop those that do not reach ${f.who}.`,
      priority: 'high',
    },
    {
      title: 'Strengthen physical evidence',
      detail: 'Collect five reviews this month.',
      priority: 'medium',
    },
    {
      title: 'Review price against value',
      detail: `Compare ${possessive(ctx.company)} pricing with ${ctx.competitors[0] ?? f.brief(k.substitutes[0]!)}.`,
      priority: 'medium',
    },
  ];
  const budget = budgetLine(ctx);
  return tidy({
    summary: summaryOf(
      ctx,
      f,
      `The mix to get there: one clear offer, promoted on three channels, with people and process built around ${f.brief(k.gains[0]!)}`,
      recommendations,
      [
        'fix promotion first',
        'collect five reviews',
        `check your prices against ${ctx.competitors[0] ?? f.brief(k.substitutes[0]!)}`,
      ],
    ),
    product: {
      current: f.offers.map(ucFirst).join('; '),
      recommendation: `Package a clear entry offer for ${f.who} that solves ${f.L(k.pains[0]!)}.`,
    },
    price: {
      current: `Typical for ${f.market}: ${f.L(k.pricing)}`,
      recommendation: `Show value against ${f.brief(k.substitutes[0]!)}; ${budget ? `keep acquisition cost within ${budget}` : 'test one price anchor'}.`,
    },
    place: {
      current: ctx.campaign?.geographicTarget
        ? `Focused on ${ctx.campaign.geographicTarget}`
        : 'Where the company sells today',
      recommendation: `Be present where ${f.who} look, starting with ${k.channels[1] ?? k.channels[0]!}.`,
    },
    promotion: {
      current: ctx.campaign?.channels.length
        ? `Campaign channels: ${ctx.campaign.channels.join(', ')}`
        : 'No channel plan recorded',
      recommendation: `Concentrate on these channels: ${channels}. Measure ${f.L(kpi(ctx, 'acquisition').name)} (knowledge-base benchmark ${kpi(ctx, 'acquisition').benchmark}).`,
    },
    people: {
      current: ctx.companySize ? `A team of ${ctx.companySize}` : 'Team size not recorded',
      recommendation: `Train whoever talks to ${f.who} on the three most common objections.`,
    },
    process: {
      current: `From ${f.L(k.buyingTriggers[0]!)} to purchase`,
      recommendation: `Remove ${f.L(k.pains[1] ?? k.pains[0]!)} from the buying process; reply to enquiries within one business day.`,
    },
    physical_evidence: {
      current: 'Website, reviews, and printed materials',
      recommendation:
        'Publish the proof buyers check first: reviews, case studies, and certifications.',
    },
    recommendations,
    ...base(ctx),
  });
}

function aarrr(ctx: AgentContext): AarrrContent {
  const f = factsOf(ctx);
  const k = f.k;
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
      benchmark: ucFirst(metric.benchmark),
    };
  };
  const recommendations: Recommendation[] = [
    {
      title: 'Instrument the funnel',
      detail: `Track the five KPIs monthly${forThisCampaign(ctx)} and compare them with the ${ctx.industryKnown ? ctx.industry : 'general'} ranges of the Stratagent knowledge base.`,
      priority: 'high',
    },
    {
      title: 'Fix activation first',
      detail: `Improving ${f.brief(kpi(ctx, 'activation').name)} lifts every later stage.`,
      priority: 'high',
    },
    {
      title: 'Start referrals',
      detail: `Ask the happiest ${k.customerNoun} for a referral this month.`,
      priority: 'medium',
    },
  ];
  return tidy({
    summary: summaryOf(
      ctx,
      f,
      `The funnel's north star is ${f.brief(kpi(ctx, 'revenue').name)}; the stage to fix first is usually activation`,
      recommendations,
      ['fix activation first', 'instrument the funnel', 'start asking for referrals'],
    ),
    north_star_metric: `${ucFirst(f.brief(kpi(ctx, 'revenue').name, 4))} from ${f.who}`,
    stages: [
      stage('acquisition', `Reach ${f.who} where they look`, ctx.channels.slice(0, 3).map(ucFirst)),
      stage('activation', `Get new ${k.customerNoun} to a first success: ${f.L(k.gains[0]!)}`, [
        `A first-week welcome sequence from ${ctx.company}`,
        `Remove ${f.L(k.pains[1] ?? k.pains[0]!)}`,
      ]),
      stage('retention', `Keep ${k.customerNoun} coming back`, [
        'Regular useful email',
        'Check-ins at the moments churn happens',
      ]),
      stage('referral', `Turn happy ${k.customerNoun} into advocates`, [
        'Ask for a review after a success moment',
        'A simple referral reward',
      ]),
      stage('revenue', ucFirst(f.aim), [
        `Upsell ${f.L(f.offers[1] ?? f.offers[0]!)}`,
        'Annual or bundled offers',
      ]),
    ],
    recommendations,
    ...base(ctx),
  });
}

export const OFFLINE_STRATEGY: {
  [K in StrategyFrameworkId]: (ctx: AgentContext) => StrategyOutputContent[K];
} = {
  swot: withEvidence(swot),
  pestel: withEvidence(pestel),
  porters_five_forces: withEvidence(porters),
  ansoff: withEvidence(ansoff),
  bcg: withEvidence(bcg),
  blue_ocean: withEvidence(blueOcean),
  value_proposition_canvas: withEvidence(valueProposition),
  jtbd: withEvidence(jtbd),
  stp: withEvidence(stp),
  marketing_mix_7p: withEvidence(marketingMix),
  aarrr: withEvidence(aarrr),
};
