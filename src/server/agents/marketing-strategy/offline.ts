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
import type { AgentContext } from '../engine/types';

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
        `The “${ctx.campaign.name}” budget of $${Math.round(ctx.campaign.budgetCents / 100).toLocaleString('en-US')} is spread evenly over ${horizonMonths} months.`,
      );
    } else {
      monthlyBudget = defaultMonthlyBudget(ctx);
      assumptions.push(
        `No budget was given: assumed $${monthlyBudget.toLocaleString('en-US')} a month for a company of this size.`,
      );
    }
  }
  const channels = brief.channels?.length
    ? brief.channels
    : (ctx.campaign?.channels.length ? ctx.campaign.channels : ctx.knowledge.channels).slice(
        0,
        mode === 'quick' ? 4 : 5,
      );
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
 * Integer percentages that sum to exactly 100 and dollar amounts that sum to exactly the
 * budget, weighting the first channels (the strongest fit) a little more.
 */
export function allocate(channels: string[], budget: number) {
  const weights = channels.map((_, i) => channels.length - i + 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const split = (amount: number) => {
    const raw = weights.map((w) => (w / total) * amount);
    const floors = raw.map(Math.floor);
    let rest = amount - floors.reduce((a, b) => a + b, 0);
    const order = raw
      .map((r, i) => ({ i, frac: r - Math.floor(r) }))
      .sort((a, b) => b.frac - a.frac);
    for (const { i } of order) {
      if (rest <= 0) break;
      floors[i]! += 1;
      rest -= 1;
    }
    return floors;
  };
  const shares = split(100);
  const amounts = split(budget);
  return channels.map((channel, i) => ({ channel, share: shares[i]!, amount: amounts[i]! }));
}

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

function channelTactics(channel: string, ctx: AgentContext, audience: string): string[] {
  const c = channel.toLowerCase();
  if (c.includes('email'))
    return [
      `Welcome sequence for new ${ctx.knowledge.customerNoun}`,
      `Monthly story from ${ctx.company} tied to “${audience}”`,
    ];
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
  if (c.includes('pr'))
    return [`A story angle on ${ctx.company}'s results for ${audience}`, 'Pitch five trade titles'];
  if (c.includes('direct mail'))
    return ['A tested mailer to the best-fit postcodes', 'Unique offer code per drop'];
  if (c.includes('display'))
    return ['Contextual placements on sites your audience reads', 'Frequency cap of 3 a week'];
  return [
    `A monthly test on ${channel} with one clear offer`,
    `Track cost per result against the ${ctx.industry} benchmark`,
  ];
}

function frameworkInsight(
  framework: PlanFramework,
  ctx: AgentContext,
  audience: string,
  objective: string,
): string {
  const k = ctx.knowledge;
  switch (framework) {
    case 'STP':
      return `Segment ${ctx.industryKnown ? `${ctx.industry} buyers` : 'buyers'} by need; target ${audience} first; position ${ctx.company} as the ${k.offerNoun} that helps them ${objective.toLowerCase()}.`;
    case '7Ps':
      return `Product, price (${k.pricing}), place, promotion, people, process and physical evidence are aligned on one promise to ${audience}.`;
    case 'AARRR':
      return `Each phase owns one funnel stage, from acquisition (${k.kpis.find((x) => x.stage === 'acquisition')?.name ?? 'reach'}) to revenue, so ${ctx.company} knows where the plan leaks.`;
    case 'SWOT':
      return `Lean on the opportunity of ${k.opportunities[0] ?? 'a growing market'} and guard against ${k.threats[0] ?? 'stronger rivals'}.`;
  }
}

export function offlineMarketingPlan(ctx: AgentContext, mode: MarketingMode): MarketingPlan {
  const input = planInputs(ctx, mode);
  const { objective, audience, horizonMonths, monthlyBudget, channels, frameworks } = input;
  const k = ctx.knowledge;
  const company = ctx.company;
  // 'Other' reads badly in a sentence: an unknown industry is "the market".
  const market = ctx.industryKnown ? ctx.industry : 'the market';
  const marketOffer = ctx.industryKnown ? `${ctx.industry} ${k.offerNoun}` : k.offerNoun;
  const allocation = allocate(channels, monthlyBudget);
  const totalDays = horizonMonths * 30;
  const third = Math.max(1, Math.round(totalDays / 3));
  const campaignNote = ctx.campaign ? ` for the “${ctx.campaign.name}” campaign` : '';
  const unique = ctx.uniqueValue ?? ctx.description ?? `a ${k.offerNoun} built for ${audience}`;
  const segments = [
    {
      name: audience,
      description: `The primary target of ${company}: ${audience}.`,
      priority: 'high' as const,
    },
    ...k.audiences.slice(0, 2).map((a, i) => ({
      name: a.name,
      description: `${a.description}; they need ${a.needs.join(', ')}.`,
      priority: (i === 0 ? 'medium' : 'low') as 'medium' | 'low',
    })),
  ];
  const kpis = k.kpis.slice(0, 5).map((kpi) => ({
    name: kpi.name,
    target: `At or above the top of ${kpi.benchmark} by month ${horizonMonths}`,
    benchmark: `${kpi.benchmark} (${k.industry} benchmark)`,
    stage: kpi.stage,
  }));
  return {
    mode,
    summary: `A ${horizonMonths}-month ${mode} marketing plan for ${company} (${ctx.industry})${campaignNote}: reach ${audience} to ${objective}, with ${usd(monthlyBudget)} a month across ${channels.length} channel${channels.length > 1 ? 's' : ''}.`,
    positioning: `For ${audience} who want to ${objective.toLowerCase()}, ${company} is the ${marketOffer} that delivers ${unique}${ctx.competitors.length ? `, unlike ${ctx.competitors.slice(0, 2).join(' or ')}` : ''}.`,
    messaging: `${company} speaks to ${audience} about the outcome they want (${objective}) before the features, backed by proof from customers in ${market}.`,
    key_messages: [
      `${company} helps ${audience} ${objective.toLowerCase()}.`,
      `Built for ${audience}: ${k.gains[0] ?? 'results you can see'}.`,
      `No more ${k.pains[0] ?? 'wasted effort'}.`,
    ],
    target_segments: segments,
    monthly_budget: monthlyBudget,
    horizon_months: horizonMonths,
    channels: allocation.map(({ channel, share, amount }, i) => ({
      channel,
      budget_share: share,
      monthly_amount: amount,
      rationale:
        i === 0
          ? `The strongest fit for ${audience} in ${market}: it carries the largest share.`
          : `Supports the goal to ${objective.toLowerCase()} at a lower cost per result for ${company}.`,
      tactics: channelTactics(channel, ctx, audience),
    })),
    timeline: [
      {
        phase: 'Foundation',
        period: `Days 1-${third}`,
        focus: `Set up tracking and the core message of ${company}`,
        activities: [
          `Define the KPIs below and baseline them for ${company}`,
          `Write the positioning and key messages for ${audience}`,
          `Launch ${allocation[0]!.channel} with ${usd(allocation[0]!.amount)} a month`,
        ],
      },
      {
        phase: 'Launch',
        period: `Days ${third + 1}-${third * 2}`,
        focus: `Put every channel live and learn what moves ${audience}`,
        activities: [
          ...allocation.slice(1).map((a) => `Start ${a.channel} (${usd(a.amount)} a month)`),
          'A/B test two messages and keep the winner',
        ],
      },
      {
        phase: 'Optimize',
        period: `Days ${third * 2 + 1}-${totalDays}`,
        focus: `Shift budget to what works to ${objective.toLowerCase()}`,
        activities: [
          'Move up to 20% of the budget from the weakest to the strongest channel',
          `Review the KPIs against the ${k.industry} benchmarks and report to the team`,
        ],
      },
    ],
    kpis,
    frameworks_applied: frameworks.map((f) => ({
      framework: f,
      insight: frameworkInsight(f, ctx, audience, objective),
    })),
    risks: [
      {
        risk: k.threats[0]
          ? `The market: ${k.threats[0]}`
          : `Competition for the attention of ${audience}`,
        mitigation: `Keep the message on what only ${company} offers and watch the benchmarks monthly.`,
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
      `Approve the ${usd(monthlyBudget)} monthly budget and the channel split`,
      `Brief the team on the positioning for ${audience}`,
      `Start the Foundation phase this week with ${allocation[0]!.channel}`,
    ],
    recommendations: [
      {
        title: `Lead with ${allocation[0]!.channel}`,
        detail: `${allocation[0]!.share}% of the budget (${usd(allocation[0]!.amount)} a month) goes to the channel where ${audience} already look for a ${marketOffer}.`,
        priority: 'high',
      },
      {
        title: 'Measure against benchmarks',
        detail: `Judge each channel on ${kpis[0]?.name ?? 'its cost per result'} (${kpis[0]?.benchmark ?? 'industry range'}) rather than on impressions.`,
        priority: 'medium',
      },
      {
        title: `Tell one story to ${audience}`,
        detail: `Every channel repeats the same promise: ${company} helps them ${objective.toLowerCase()}.`,
        priority: 'medium',
      },
    ],
    sources: ctx.sources,
    assumptions: input.assumptions,
  };
}
