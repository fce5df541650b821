/**
 * The offline Marketing Strategy agent: a complete, deterministic marketing plan from the
 * grounded context, the knowledge base and the brief of a guided or advanced run.
 */
import {
  parsePlanBrief,
  type MarketingMode,
  type MarketingPlan,
  type PlanBrief,
  type PlanFramework,
} from '@/shared/marketing-plan';
import {
  GOAL_NAMES,
  channelFamily,
  goalFit,
  splitBudget,
  toPercentages,
  type ChannelFamily,
} from '@/shared/campaign-planning-split';
import { passagesFor, quotePassage } from '../engine/grounding';
import type { AgentContext } from '../engine/types';
import {
  categoryNoun,
  audienceBrief,
  aimsTo,
  audienceHead,
  focusOf,
  joinAnd,
  lcFirst,
  mostRelevant,
  paragraph,
  shortPhrase,
  shortRun,
  tidy,
  trimEnd,
  ucFirst,
  whatItIs,
} from '../knowledge/phrases';
import { formatMoney, formatMoneyUnits } from '@/shared/format';
import { possessive } from '@/shared/possessive';

const DEFAULT_HORIZON_MONTHS = 3;

/** A sensible monthly budget by company size when nobody said one. */
function defaultMonthlyBudget(ctx: AgentContext): number {
  const size = ctx.companySize ?? '';
  if (/^(?:1-10|solo|just me)/i.test(size)) return 1500;
  if (/^11-50/.test(size)) return 5000;
  if (/^51-200/.test(size)) return 15000;
  if (/^(?:201|500|1000|\d{3,})/.test(size)) return 40000;
  return 3000;
}

/** The facts the plan is built on: the brief first, then the campaign, then the context. */
export function planInputs(ctx: AgentContext, mode: MarketingMode) {
  const brief: PlanBrief = parsePlanBrief(ctx.message);
  const assumptions = [...ctx.assumptions];
  const objective = brief.objective ?? ctx.goal;
  const audience = brief.audience ?? ctx.audience;
  const horizonMonths = brief.horizonMonths ?? DEFAULT_HORIZON_MONTHS;
  if (!brief.horizonMonths)
    assumptions.push(
      `No horizon was given: the plan covers ${DEFAULT_HORIZON_MONTHS} months (90 days).`,
    );
  let monthlyBudget = brief.monthlyBudget;
  if (monthlyBudget === undefined) {
    if (ctx.campaign?.budgetCents) {
      monthlyBudget = Math.max(1, Math.round(ctx.campaign.budgetCents / 100 / horizonMonths));
      assumptions.push(
        `The campaign budget of ${formatMoney(ctx.campaign.budgetCents, ctx.currency)} is spread evenly over ${horizonMonths} months.`,
      );
    } else {
      monthlyBudget = defaultMonthlyBudget(ctx);
      assumptions.push(
        `No budget was given: assumed ${formatMoneyUnits(monthlyBudget, ctx.currency)} a month for a company of this size.`,
      );
    }
  }
  const channels = brief.channels?.length
    ? brief.channels
    : (ctx.campaign?.channels.length ? ctx.campaign.channels : ctx.knowledge.channels)
        .slice(0, mode === 'quick' ? 4 : 5)
        .map((c) => c.charAt(0).toUpperCase() + c.slice(1));
  const frameworks: PlanFramework[] =
    brief.frameworks ?? (mode === 'advanced' ? ['STP', 'AARRR'] : ['STP']);
  return {
    brief,
    objective,
    audience,
    horizonMonths,
    monthlyBudget,
    channels,
    frameworks,
    assumptions,
  };
}

/**
 * The plan's split of the monthly budget: the one rule campaign plans use (decision 069),
 * each channel weighed by how well it serves the objective, its rank among the industry's
 * channels and whether its share can pay for it. Shares sum to exactly 100 and amounts to
 * exactly the budget; the largest share comes first.
 */
export function allocate(
  channels: string[],
  budget: number,
  basis: { goals: readonly string[]; industryChannels: readonly string[] } = {
    goals: [],
    industryChannels: [],
  },
) {
  const split = splitBudget({
    channels,
    goals: basis.goals,
    industryChannels: basis.industryChannels,
    budget,
    days: 30,
    plan: null,
  });
  const shares = split.shares.map((s) => s.share);
  const amounts = toPercentages(shares, budget);
  return channels
    .map((channel, i) => ({
      channel,
      share: shares[i]!,
      amount: amounts[i]!,
      fit: goalFit(channel, split.goals),
    }))
    .sort((a, b) => b.share - a.share)
    .map((a) => ({ ...a, goals: split.goals }));
}

/** What each kind of channel does for a plan, said once in its rationale. */
const CHANNEL_ROLES: Record<ChannelFamily, string> = {
  email: 'Reaches people who already know you at almost no media cost',
  paid_search: 'Catches people already searching for what you sell',
  paid_social: 'Finds new people by interest and look-alike audiences',
  display: 'Brings back visitors who left without acting',
  social: 'Builds familiarity and word of mouth without media spend',
  content: 'Keeps bringing search visitors long after each piece is paid for',
  events: 'Meets buyers in person, where considered purchases are decided',
  partners: 'Borrows the trust of partners’ audiences',
  pr: 'Earns reach and credibility that paid media cannot buy',
  video: 'Shows the offer working, which lifts awareness fastest',
  marketplace: 'Meets buyers where they compare options and read reviews',
  other: 'Weighed by where it ranks among the industry’s channels',
};

/** How a share follows from the fit, worded differently for each channel at the same level. */
const FIT_PHRASES: [number, ((share: number) => string)[]][] = [
  [
    4.5,
    [
      (n) => `The best fit for the objective, hence ${n}%.`,
      (n) => `Equally suited to the objective: ${n}%.`,
    ],
  ],
  [
    3.5,
    [
      (n) => `A strong fit, hence ${n}%.`,
      (n) => `Also serves the objective well: ${n}%.`,
      (n) => `Another strong fit: ${n}%.`,
    ],
  ],
  [
    2.5,
    [
      (n) => `A partial fit, so ${n}%.`,
      (n) => `Helps the objective in part: ${n}%.`,
      (n) => `Only partly suited, at ${n}%.`,
    ],
  ],
  [
    0,
    [
      (n) => `A weak fit for the objective, so only ${n}%.`,
      (n) => `Serves the objective least: ${n}%.`,
      (n) => `Kept small at ${n}%.`,
    ],
  ],
];

/**
 * "Catches people already searching for what you sell. A strong fit, hence 34%." A second
 * channel of the same kind says whose job it shares instead of repeating it.
 */
function channelRationales(allocation: ReturnType<typeof allocate>): string[] {
  const firstOfKind = new Map<ChannelFamily, string>();
  const said = new Map<number, number>();
  const fitPhrase = (fit: number, share: number) => {
    const [level, phrases] = FIT_PHRASES.find(([min]) => fit >= min)!;
    const n = said.get(level) ?? 0;
    said.set(level, n + 1);
    return phrases[n % phrases.length]!(share);
  };
  return allocation.map((a) => {
    const family = channelFamily(a.channel);
    const first = firstOfKind.get(family);
    if (!first) firstOfKind.set(family, a.channel);
    const role = first ? `Does the same job as ${shortPhrase(first, 3)}` : CHANNEL_ROLES[family];
    return `${role}. ${fitPhrase(a.fit, a.share)}`;
  });
}

function channelTactics(channel: string, ctx: AgentContext, audience: string): string[] {
  const c = channel.toLowerCase();
  if (c.includes('email'))
    return [
      `Welcome sequence for new ${ctx.knowledge.customerNoun}`,
      `A monthly story from ${ctx.company}, sent to the whole list`,
    ];
  if (c.includes('influencer') || c.includes('ugc'))
    return [`Three creators whose followers match ${audience}`, 'One tracked code per creator'];
  if (c.includes('marketplace'))
    return ['Optimised listings for the bestsellers', 'A review request after every order'];
  if (c.includes('paid social') || c.includes('instagram') || c.includes('facebook'))
    return [`Two creative angles aimed at ${audience}`, 'Retarget site visitors for 14 days'];
  if (c.includes('social') || c.includes('linkedin'))
    return [
      `Three posts a week showing how ${ctx.company} helps ${audience}`,
      'Reply to every comment within a day',
    ];
  if (c.includes('seo') || c.includes('content') || c.includes('blog'))
    return [
      `One in-depth article a week answering what ${audience} search for`,
      'Refresh the two pages closest to converting',
    ];
  if (c.includes('search ads') || c.includes('sem'))
    return ['High-intent keywords only, exact and phrase match', 'Landing page per ad group'];
  if (c.includes('video'))
    return [
      `Short demos of the ${ctx.knowledge.offerNoun} in use`,
      'Cut each video for three placements',
    ];
  if (c.includes('event') || c.includes('webinar'))
    return [
      `One session a month on the problem ${audience} care about`,
      'Follow up every attendee within 48 hours',
    ];
  if (c.includes('partner') || c.includes('marketplace'))
    return [
      `Two co-marketing partners already trusted by ${audience}`,
      'Shared offer with a tracked code',
    ];
  if (/\bpr\b/.test(c))
    return [
      `A story angle on ${possessive(ctx.company)} results for ${audience}`,
      'Pitch five trade titles',
    ];
  if (c.includes('direct mail'))
    return ['A tested mailer to the best-fit postcodes', 'Unique offer code per drop'];
  if (c.includes('display'))
    return ['Contextual placements on sites your audience reads', 'Frequency cap of 3 a week'];
  return [
    `A monthly test on ${channel} with one clear offer`,
    `Track cost per result against the ${ctx.industry} benchmark`,
  ];
}

const FALLBACK_TACTICS = [
  ['One offer tested each month', 'Cost per result tracked weekly'],
  ['A single landing page per offer', 'Results compared with the lead channel'],
  ['Two offers compared in one month', 'The weaker offer dropped'],
  ['A small, fixed test budget', 'A go or no-go decision at the end of the phase'],
];

/** Each channel's tactics, never the same pair twice in one plan. */
function distinctTactics(channels: string[], ctx: AgentContext, who: string): string[][] {
  const used = new Set<string>();
  let fallback = 0;
  return channels.map((channel) => {
    let tactics = channelTactics(channel, ctx, who);
    if (tactics.some((t) => used.has(t)) || /monthly test on/.test(tactics[0]!))
      tactics = FALLBACK_TACTICS[fallback++ % FALLBACK_TACTICS.length]!;
    tactics.forEach((t) => used.add(t));
    return tactics;
  });
}

/** The top of a benchmark range as a target ("3% by month 3"), or the baseline without one. */
function targetFor(benchmark: string, months: number): string {
  const top = /\d\s*[-–]\s*([\d.]+\s*(?:%|x)?)/.exec(benchmark)?.[1];
  return top
    ? `${top.replace(/\s+/g, '')} by month ${months}`
    : `Above the baseline by month ${months}`;
}

function frameworkInsight(
  framework: PlanFramework,
  ctx: AgentContext,
  who: string,
  promise: string,
): string {
  const k = ctx.knowledge;
  switch (framework) {
    case 'STP':
      return `Segment buyers by need, target ${who} first, and position ${ctx.company} on ${promise}.`;
    case '7Ps':
      return `Product, price, place, promotion, people, process, and physical evidence all carry one promise to ${who}.`;
    case 'AARRR':
      return `Each phase owns one funnel stage, from acquisition (${shortPhrase(k.kpis.find((x) => x.stage === 'acquisition')?.name ?? 'reach', 3)}) to revenue, so ${ctx.company} sees where the plan leaks.`;
    case 'SWOT':
      return `Lean on ${shortPhrase(k.opportunities[0] ?? 'a growing market', 3)} and guard against ${shortPhrase(k.threats[0] ?? 'stronger rivals', 3)}.`;
  }
}

/** Lines of the message that are not the brief's labelled fields: what the user asked in words. */
function freeText(message: string | null): string | null {
  const lines = (message ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(
      (l) =>
        l && !/^(?:objective|audience|monthly budget|horizon|channels|frameworks)\s*:/i.test(l),
    );
  return lines.join(' ') || null;
}

export function offlineMarketingPlan(ctx: AgentContext, mode: MarketingMode): MarketingPlan {
  const usd = (units: number) => formatMoneyUnits(units, ctx.currency);
  const input = planInputs(ctx, mode);
  const { objective, audience, horizonMonths, monthlyBudget, channels, frameworks } = input;
  const k = ctx.knowledge;
  const company = ctx.company;
  const names = [company, ctx.organizationName, ...ctx.competitors, ...ctx.offers];
  const L = (s: string) => lcFirst(trimEnd(s), names);
  const who = lcFirst(audienceHead(audience), names);
  // What the company is, from its description's first clause ("Bristol roastery"), never
  // the onboarding label glued to a noun ("E-commerce product range").
  const marketOffer = categoryNoun(company, ctx.description) ?? k.offerNoun;
  const promise = ctx.uniqueValue ? L(ctx.uniqueValue) : L(k.gains[0] ?? 'results you can see');
  // The short form in the key messages never repeats the positioning statement's run.
  const promiseShort = shortRun(promise);
  const allocation = allocate(channels, monthlyBudget, {
    goals: [objective, ...(ctx.campaign?.successMetrics ?? [])],
    industryChannels: k.channels,
  });
  const totalDays = horizonMonths * 30;
  const third = Math.max(1, Math.round(totalDays / 3));
  const campaignNote = ctx.campaign ? ` for the “${ctx.campaign.name}” campaign` : '';
  const objectiveKnown = Boolean(input.brief.objective) || ctx.goalKnown;
  const audienceKnown = Boolean(input.brief.audience) || ctx.audienceKnown;
  const segments = [
    {
      name: ucFirst(who),
      description: `The primary target of ${company}.`,
      priority: 'high' as const,
    },
    ...k.audiences.slice(0, 2).map((a, i) => ({
      name: a.name,
      description: `${a.description}; they look for ${joinAnd(a.needs)}.`,
      priority: (i === 0 ? 'medium' : 'low') as 'medium' | 'low',
    })),
  ];
  const kpis = k.kpis.slice(0, 5).map((kpi) => ({
    name: kpi.name,
    target: `${targetFor(kpi.benchmark, horizonMonths)} (${kpi.stage})`,
    benchmark: `${ucFirst(kpi.benchmark)} (knowledge base)`,
    stage: kpi.stage,
  }));
  const rationales = channelRationales(allocation);
  const tacticsFor = distinctTactics(
    allocation.map((a) => a.channel),
    ctx,
    who,
  );
  const recommendations: MarketingPlan['recommendations'] = [
    {
      title: 'Lead with the largest share',
      detail: `${allocation[0]!.share}% of the budget (${usd(allocation[0]!.amount)} a month) goes to the channel that weighs most for ${joinAnd(allocation[0]!.goals.map((g) => GOAL_NAMES[g]))}.`,
      priority: 'high',
    },
    {
      title: 'Measure against benchmarks',
      detail: `Judge each channel on ${L(shortPhrase(kpis[0]?.name ?? 'cost per result', 3))} rather than on impressions.`,
      priority: 'medium',
    },
    {
      title: 'Tell one story',
      detail: 'Every channel repeats the promise of the positioning statement, in the same words.',
      priority: 'medium',
    },
  ];
  // The run's documents weigh on the plan: the passage closest to the goal, a share first.
  const close = passagesFor(ctx, [objective, ...ctx.challenges].join(' '), {
    limit: 3,
    fallback: true,
  });
  const evidence = close.find((p) => /\d%/.test(p.text)) ?? close[0];
  if (evidence)
    recommendations.push({
      title: `Build the plan on “${evidence.documentTitle}”`,
      detail: `${quotePassage(evidence)} Let it decide which message and channel go first.`,
      priority: 'medium',
    });
  const gists = [
    `put the largest share on ${shortPhrase(allocation[0]!.channel, 4)}`,
    'judge channels on results, not impressions',
    'repeat one promise on every channel',
  ];
  const focus = focusOf(freeText(ctx.message));
  let answer: string | null = null;
  if (focus) {
    const best = mostRelevant(
      focus.text,
      [0, 1, 2],
      (i) => `${gists[i]} ${recommendations[i]!.detail}`,
    );
    answer = focus.lead(`${gists[best]}, then ${gists[best === 0 ? 2 : 0]}`);
  }
  const is = whatItIs(company, ctx.description);
  return tidy({
    mode,
    summary: [
      answer,
      paragraph(
        `This ${horizonMonths}-month ${mode} plan${campaignNote} puts ${usd(monthlyBudget)} a month into ${channels.length} channel${channels.length > 1 ? 's' : ''} to reach ${audienceKnown ? audienceBrief(audience) : who}`,
        objectiveKnown && `${company} ${aimsTo(objective, names)}`,
      ),
    ]
      .filter(Boolean)
      .join(' '),
    positioning: `For ${L(who)}, ${company} is the ${marketOffer} that delivers ${promise}${ctx.competitors.length ? `, unlike ${joinAnd(ctx.competitors.slice(0, 2), 'or')}` : ''}.`,
    messaging: `${company} speaks to ${who} about the outcome they want before the features, backed by proof from real customers${is ? '' : ` in ${ctx.industryKnown ? ctx.industry : 'the market'}`}.`,
    key_messages: [
      `${company}: ${promiseShort}.`,
      `Made with ${who} in mind.`,
      `No more ${L(shortPhrase(k.pains[0] ?? 'wasted effort', 4))}.`,
    ],
    target_segments: segments,
    monthly_budget: monthlyBudget,
    horizon_months: horizonMonths,
    channels: allocation.map((a, i) => ({
      channel: a.channel,
      budget_share: a.share,
      monthly_amount: a.amount,
      rationale: rationales[i]!,
      tactics: tacticsFor[i]!,
    })),
    timeline: [
      {
        phase: 'Foundation',
        period: `Days 1-${third}`,
        focus: `Set up tracking and the core message`,
        activities: [
          'Define the KPIs below and record a baseline',
          'Write the positioning and key messages',
          `Launch the lead channel with ${usd(allocation[0]!.amount)} a month`,
        ],
      },
      {
        phase: 'Launch',
        period: `Days ${third + 1}-${third * 2}`,
        focus: 'Put every channel live and learn what moves buyers',
        activities: [
          ...allocation
            .slice(1)
            .map((a) => `Start ${shortPhrase(a.channel, 3)} (${usd(a.amount)} a month)`),
          'A/B test two messages and keep the winner',
        ],
      },
      {
        phase: 'Optimize',
        period: `Days ${third * 2 + 1}-${totalDays}`,
        focus: 'Shift budget to what works',
        activities: [
          'Move up to 20% of the budget from the weakest to the strongest channel',
          'Review the KPIs against the benchmarks and report to the team',
        ],
      },
    ],
    kpis,
    frameworks_applied: frameworks.map((f) => ({
      framework: f,
      insight: frameworkInsight(f, ctx, who, promiseShort),
    })),
    risks: [
      {
        risk: k.threats[0]
          ? `The market: ${L(shortPhrase(k.threats[0], 5))}`
          : `Competition for the attention of ${who}`,
        mitigation: `Keep the message on what only ${company} offers and check the benchmarks monthly.`,
      },
      {
        risk: `${usd(monthlyBudget)} a month spread too thin across ${channels.length} channels`,
        mitigation:
          'Cut any channel that misses its benchmark two months in a row and move its budget.',
      },
      {
        risk: 'Tracking gaps hide which channel drives results',
        mitigation: 'Use UTM links and one conversion definition before the launch phase.',
      },
    ],
    next_steps: [
      'Approve the monthly budget and the channel split',
      'Brief the team on the positioning',
      'Start the Foundation phase this week',
    ],
    recommendations,
    sources: ctx.sources,
    assumptions: input.assumptions,
  });
}
