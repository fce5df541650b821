/**
 * The offline Campaign Planning agent: phases over the campaign's own dates, a launch and an
 * optimisation task per channel with its share of the budget (the marketing plan's split when
 * there is one), work for each persona, and the reporting against the campaign's goals.
 */
import {
  addDays,
  daysBetween,
  type CampaignPlanContent,
  type PlanTaskDraft,
} from '@/shared/campaign-planning';
import type { OutputSource } from '@/shared/agent-runs';
import {
  channelFamily,
  splitBudget,
  type BudgetSplit,
  type ChannelFamily,
} from '@/shared/campaign-planning-split';
import { givenDates, type GivenDate } from '@/shared/deadlines';
import { formatMoneyUnits } from '@/shared/format';
import type { AgentContext } from '../engine/types';
import { longDay } from '../knowledge/dates';
import { audienceHead, joinAnd, lcFirst, overlap, trimEnd } from '../knowledge/phrases';
import { planningFacts, type PlanningFacts } from './facts';
import { possessive } from '@/shared/possessive';

const MAX_CHANNELS = 5;

/** Who usually does the work on a channel. */
export function ownerRole(channel: string | null): string {
  const c = (channel ?? '').toLowerCase();
  if (!c) return 'Marketing lead';
  if (c.includes('email')) return 'Email marketer';
  if (c.includes('paid') || c.includes('ads') || c.includes('display') || c.includes('sem'))
    return 'Paid media specialist';
  if (c.includes('social') || c.includes('instagram') || c.includes('linkedin'))
    return 'Social media manager';
  if (c.includes('seo') || c.includes('content') || c.includes('blog')) return 'Content marketer';
  if (c.includes('event') || c.includes('webinar')) return 'Events lead';
  if (c.includes('pr')) return 'PR lead';
  if (c.includes('partner')) return 'Partnerships lead';
  if (c.includes('video')) return 'Video producer';
  return 'Marketing coordinator';
}

function launchTask(channel: string, ctx: AgentContext, audience: string) {
  const c = channel.toLowerCase();
  if (c.includes('email'))
    return {
      title: `Send the ${channel} launch sequence`,
      description: `Three e-mails over ten days: the offer, proof from ${possessive(ctx.company)} customers, and a last call before the offer ends.`,
    };
  if (c.includes('paid') || c.includes('ads') || c.includes('display'))
    return {
      title: `Launch ${channel} with two creative angles`,
      description: `Two ad sets aimed at ${audience}, one on the outcome and one on proof; a tracked landing page per ad set.`,
    };
  if (c.includes('social'))
    return {
      title: `Start the ${channel} calendar`,
      description: `Three posts a week showing how ${ctx.company} helps ${audience}; reply to comments within a day.`,
    };
  if (c.includes('seo') || c.includes('content') || c.includes('blog'))
    return {
      title: `Publish the first ${channel} pieces`,
      description: `Two articles answering what ${audience} search for before buying, each with a call to action for the campaign.`,
    };
  if (c.includes('event') || c.includes('webinar'))
    return {
      title: `Host the launch session (${channel})`,
      description: `One session on the problem ${audience} care about; follow up every attendee within 48 hours.`,
    };
  if (c.includes('partner'))
    return {
      title: `Go live with two ${channel.toLowerCase()} partners`,
      description: `A shared offer with partners ${audience} already trust, each with its own tracked code.`,
    };
  if (c.includes('pr'))
    return {
      title: `Pitch the campaign story (${channel})`,
      description: `A story angle on ${possessive(ctx.company)} results for ${audience}, pitched to five trade titles.`,
    };
  if (c.includes('video'))
    return {
      title: `Release the ${channel} demo cuts`,
      description: `Short demos of the ${ctx.knowledge.offerNoun} in use, cut for three placements.`,
    };
  return {
    title: `Launch ${channel}`,
    description: `One clear offer on ${channel}, tracked against the campaign's goal.`,
  };
}

export { toPercentages } from '@/shared/campaign-planning-split';

/** What to compare when optimising a kind of channel: each channel is judged on its own result. */
const OPTIMIZE_ON: Partial<Record<ChannelFamily, string>> = {
  email:
    'open and click rates per e-mail; rewrite the weakest subject line and resend to non-openers',
  paid_search:
    'cost per conversion per keyword; pause the keywords above target and raise bids on the best',
  paid_social: 'cost per result per ad set; keep the stronger creative and rebuild the weaker',
  display: 'cost per visit that converts; cut placements that bring clicks without conversions',
  social: 'saves, shares, and link clicks per post; make more of the format that wins',
  content: 'visits and sign-ups per piece; update the best piece and link the others to it',
  events: 'meetings booked per invitation sent; follow up the no-shows within two days',
  partners: 'sales per partner code; give the best partner more material',
  pr: 'coverage and referral visits per title; pitch a follow-up to the titles that ran the story',
  video: 'view-through and click rates per cut; re-cut the weakest opening',
  marketplace: 'conversion rate and reviews per listing; fix the listing that converts least',
};

function optimizeTask(channel: string, benchmark: string) {
  const on = OPTIMIZE_ON[channelFamily(channel)];
  return on
    ? `Compare ${on}.`
    : `Compare cost per result on ${channel} with the ${benchmark} benchmark and move spend to the stronger variant.`;
}

/**
 * Sentences of the documents with a figure that speak of this campaign (most key words shared
 * with its name, note and goal), quoted with their title: the proof a message can use.
 */
function documentProof(ctx: AgentContext, campaign: string): string[] {
  const about = [campaign, ctx.campaign?.description ?? '', ctx.goal].join(' ');
  return ctx.documents
    .flatMap((d) =>
      d.passages
        .filter((p) => /\d/.test(p.text))
        .map((p) => ({ title: d.title, text: p.text.trim(), score: overlap(about, p.text) })),
    )
    .filter((p) => p.score >= 1)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .map((p) => `“${p.text}” (${p.title})`);
}

/**
 * The channels to plan (the campaign's own, else the marketing plan's, else the industry's
 * first) and the budget split across them (`splitBudget`: fit for the goals, or the cited
 * plan's shares for the channels both share).
 */
export function channelSplit(ctx: AgentContext, facts: PlanningFacts): BudgetSplit {
  const fromCampaign = ctx.campaign?.channels.length ? ctx.campaign.channels : null;
  const fromPlan = facts.marketingPlan?.channels ?? [];
  const channels = (
    fromCampaign ?? (fromPlan.length ? fromPlan.map((c) => c.channel) : ctx.channels)
  ).slice(0, MAX_CHANNELS);
  return splitBudget({
    channels,
    goals: [ctx.goal, ...facts.successMetrics],
    industryChannels: ctx.knowledge.channels,
    budget: facts.budget,
    days: daysBetween(facts.startsOn, facts.endsOn) + 1,
    plan: facts.marketingPlan,
  });
}

type Phase = { name: string; goal: string; starts_on: string; ends_on: string };

/** Four phases over the window (fewer for a short campaign), each at least one day long. */
export function phaseWindows(startsOn: string, endsOn: string): Omit<Phase, 'goal'>[] {
  const days = daysBetween(startsOn, endsOn) + 1;
  const names = ['Prepare', 'Launch', 'Optimize', 'Measure and wrap up'];
  const weights = [0.2, 0.25, 0.35, 0.2];
  const count = Math.min(names.length, Math.max(1, days));
  const used = count === names.length ? weights : weights.slice(0, count);
  const sum = used.reduce((a, b) => a + b, 0);
  const phases: Omit<Phase, 'goal'>[] = [];
  let cursor = startsOn;
  for (let i = 0; i < count; i += 1) {
    const remaining = daysBetween(cursor, endsOn) + 1;
    const left = count - i - 1;
    const length =
      i === count - 1
        ? remaining
        : Math.min(remaining - left, Math.max(1, Math.round((used[i]! / sum) * days)));
    const end = addDays(cursor, length - 1);
    const name = count === names.length || i < count - 1 ? names[i]! : names[names.length - 1]!;
    phases.push({ name, starts_on: cursor, ends_on: end });
    cursor = addDays(end, 1);
  }
  return phases;
}

/** Due dates spread through a phase, the last on its final day. */
export function spreadDueDates(phase: { starts_on: string; ends_on: string }, count: number) {
  const span = daysBetween(phase.starts_on, phase.ends_on);
  return Array.from({ length: count }, (_, i) =>
    addDays(phase.starts_on, Math.round(((i + 1) * span) / count)),
  );
}

type PlanPhase = Omit<Phase, 'tasks'> & { tasks: PlanTaskDraft[] };

/**
 * The dates the campaign's note gives, kept: each goes to the task its sentence speaks of
 * (most shared key words), which moves to the phase holding that date. Returns what to say
 * in the summary and the dates no task matches.
 */
export function keepGivenDates(phases: PlanPhase[], dates: GivenDate[], campaign = '') {
  const said: string[] = [];
  const unmatched: GivenDate[] = [];
  // "e-mail" and "email" are one word; the campaign's own name says nothing about a task.
  const plain = (s: string) => {
    const text = s.replace(/\be-mail/gi, 'email');
    return campaign ? text.split(campaign).join(' ') : text;
  };
  for (const date of dates) {
    let best: { phase: PlanPhase; task: PlanTaskDraft; score: number } | null = null;
    for (const phase of phases)
      for (const task of phase.tasks) {
        // The title says what the task is; its description only how.
        const score =
          2 * overlap(plain(date.sentence), plain(`${task.title} ${task.channel ?? ''}`)) +
          overlap(plain(date.sentence), plain(task.description));
        if (score > (best?.score ?? 0)) best = { phase, task, score };
      }
    if (!best) {
      unmatched.push(date);
      continue;
    }
    best.task.due_date = date.iso;
    const home = phases.find((p) => p.starts_on <= date.iso && date.iso <= p.ends_on);
    if (home && home !== best.phase) {
      best.phase.tasks = best.phase.tasks.filter((t) => t !== best.task);
      home.tasks.push(best.task);
    }
    (home ?? best.phase).tasks.sort((a, b) => a.due_date.localeCompare(b.due_date));
    said.push(
      `As the note asks (“${date.weekOf ? 'the week of ' : ''}${date.spoken}”), the task “${best.task.title.replace(/[“”]/g, '')}” is due ${longDay(date.iso)}.`,
    );
  }
  return { said, unmatched };
}

/** A task before its due date; `budget_share` is its whole percentage of the budget. */
type Draft = Omit<PlanTaskDraft, 'due_date'>;

/** A channel's share split between its launch (60%) and optimisation (40%) tasks. */
const launchShare = (share: number) => Math.round(share * 0.6);

/**
 * The strategy the plan follows, by its framework and its conclusion (the last sentence of
 * its summary), not its whole summary: that opens on the same question and company as this
 * plan, which would then say them twice.
 */
export function strategyLine(strategy: { title: string; summary: string | null }): string {
  const framework = strategy.title.split(':')[0]!.trim();
  const conclusion = (strategy.summary ?? '')
    .split(/(?<=[.!?])\s+(?=[A-Z“"])/)
    .at(-1)
    ?.trim();
  return conclusion && conclusion.split(/\s+/).length >= 6
    ? `Keep the message consistent with the ${framework} strategy, which concludes: “${trimEnd(conclusion)}.”`
    : `Keep the message consistent with the strategy “${strategy.title}”.`;
}

export function offlineCampaignPlan(ctx: AgentContext): CampaignPlanContent {
  const facts = planningFacts(ctx.facts);
  const campaign = facts.campaignName;
  const audience = ctx.audience;
  // The audience in full once (the summary); its head noun everywhere else.
  const who = lcFirst(audienceHead(audience), [ctx.company]);
  const goal = ctx.goal;
  const proof = documentProof(ctx, campaign);
  const proofNote = proof.length ? ` Proof from your documents: ${proof.join('; ')}.` : '';
  const company = ctx.company;
  const split = channelSplit(ctx, facts);
  const channels = split.shares;
  const personas = facts.personas;
  const windows = phaseWindows(facts.startsOn, facts.endsOn);
  const metrics = facts.successMetrics.length
    ? facts.successMetrics
    : ctx.knowledge.kpis.slice(0, 3).map((k) => `${k.name} within ${k.benchmark}`);

  const prepare: Draft[] = [
    {
      title: 'Set the targets and tracking',
      description: `Turn the goal into weekly targets; UTM links and one conversion definition for every channel before anything goes live.`,
      channel: null,
      owner_role: 'Marketing lead',
      budget_share: 0,
    },
    ...(personas.length
      ? personas.slice(0, 2).map((p, i) => ({
          title: `Write ${possessive(p.name)} message`,
          // The second persona's task refers back to the first instead of repeating it, and
          // gives its role only when it differs from the first's.
          description:
            i === 0
              ? `One promise, two proof points, and the objection to answer for ${p.name}${p.role ? ` (${p.role})` : ''}, taken from the persona.${proofNote}`
              : `The same three parts for ${p.name}${p.role && p.role !== personas[0]!.role ? ` (${p.role})` : ''}, with the proof that matters to this persona.`,
          channel: null,
          owner_role: 'Content marketer',
          budget_share: 0,
        }))
      : [
          {
            title: 'Write the core message',
            description: `One promise, two proof points from ${company}, and the objection ${who} raise most.${proofNote}`,
            channel: null,
            owner_role: 'Content marketer',
            budget_share: 0,
          },
        ]),
    {
      title: 'Produce the creative kit',
      description: `Visuals and copy for ${joinAnd(channels.map((c) => c.channel))}, reviewed against the message before launch.`,
      channel: null,
      owner_role: 'Designer',
      budget_share: 0,
    },
  ];
  const launch: Draft[] = channels.map(({ channel, share }) => ({
    ...launchTask(channel, ctx, who),
    channel,
    owner_role: ownerRole(channel),
    budget_share: launchShare(share),
  }));
  const optimize: Draft[] = [
    ...channels.map(({ channel, share }) => ({
      title: `Optimize ${channel}`,
      description: optimizeTask(channel, ctx.knowledge.industry),
      channel,
      owner_role: ownerRole(channel),
      budget_share: share - launchShare(share),
    })),
    {
      title: 'Mid-campaign review',
      description: `Results against ${metrics[0]}; decide which channel gets the remaining budget.`,
      channel: null,
      owner_role: 'Marketing lead',
      budget_share: 0,
    },
  ];
  const wrap: Draft[] = [
    {
      title: 'Report the results',
      description: `${metrics.join('; ')}: what was reached, what each channel cost, what to repeat.`,
      channel: null,
      owner_role: 'Marketing lead',
      budget_share: 0,
    },
    {
      title: 'Follow up everyone the campaign reached',
      description: `A thank-you and next offer to new ${ctx.knowledge.customerNoun}; a reminder to those who clicked and did not convert.`,
      channel: channels.find((c) => /email/i.test(c.channel))?.channel ?? null,
      owner_role: 'Email marketer',
      budget_share: 0,
    },
  ];
  const goals: Record<string, string> = {
    Prepare: `Everything ${company} needs to launch: targets, tracking, message, and creative.`,
    Launch: 'Put every channel live, the largest budget share first.',
    Optimize: `Shift effort and budget to what moves the goal.`,
    'Measure and wrap up': `Report against ${metrics[0]} and keep the new ${ctx.knowledge.customerNoun}.`,
  };
  // Short campaigns have fewer phases: the later phases' work joins the last one.
  const groups = [prepare, launch, optimize, wrap];
  const byPhase = windows.map((_, i) =>
    i === windows.length - 1 ? groups.slice(i).flat() : groups[i]!,
  );
  const phases = windows.map((w, i) => {
    const tasks = byPhase[i]!;
    const due = spreadDueDates(w, tasks.length);
    return {
      ...w,
      goal: goals[w.name] ?? goals.Prepare!,
      tasks: tasks.map((t, j) => ({ ...t, due_date: due[j]! })),
    };
  });

  const assumptions = [...ctx.assumptions];
  const kept = keepGivenDates(
    phases,
    givenDates(ctx.campaign?.description, facts.startsOn),
    campaign,
  );
  for (const miss of kept.unmatched)
    assumptions.push(
      `The note gives ${miss.spoken} (“${miss.sentence}”) but no task of this plan matches it: add that date to the task it concerns.`,
    );
  if (!facts.datesGiven.start)
    assumptions.push(`“${campaign}” has no start date: the plan starts today (${facts.startsOn}).`);
  if (!facts.datesGiven.end)
    assumptions.push(`“${campaign}” has no end date: the plan runs to ${facts.endsOn}.`);
  if (facts.budget === null)
    assumptions.push(
      `“${campaign}” has no budget: the shares say how to split whatever budget you set.`,
    );
  const money = (share: number) =>
    facts.budget === null
      ? `${share}%`
      : `${formatMoneyUnits((facts.budget * share) / 100, ctx.currency)} (${share}%)`;
  const lead = phases
    .flatMap((p) => p.tasks)
    .filter((t) => t.channel)
    .reduce<Record<string, number>>((acc, t) => {
      acc[t.channel!] = (acc[t.channel!] ?? 0) + t.budget_share;
      return acc;
    }, {});
  const [topChannel, topShare] = Object.entries(lead).sort((a, b) => b[1] - a[1])[0] ?? [null, 0];

  const sources: OutputSource[] = [...ctx.sources];
  const cite = (id: string, title: string) => {
    if (!sources.some((s) => s.id === id)) sources.splice(-1, 0, { kind: 'output', id, title });
  };
  if (facts.marketingPlan) cite(facts.marketingPlan.id, facts.marketingPlan.title);
  if (facts.strategy) cite(facts.strategy.id, facts.strategy.title);
  for (const p of personas) cite(p.id, `Persona: ${p.name}`);

  const taskCount = phases.reduce((a, p) => a + p.tasks.length, 0);
  return {
    summary: `A ${daysBetween(facts.startsOn, facts.endsOn) + 1}-day plan for “${campaign}” (${company}), ${longDay(facts.startsOn)} to ${longDay(facts.endsOn)}: ${phases.length} phases and ${taskCount} tasks to reach ${lcFirst(audience, [ctx.company])} and ${goal.charAt(0).toLowerCase()}${goal.slice(1)}${facts.budget === null ? '' : `, with a budget of ${formatMoneyUnits(facts.budget, ctx.currency)}`}.${kept.said.map((k) => ` ${k}`).join('')}`,
    campaign_name: campaign,
    starts_on: facts.startsOn,
    ends_on: facts.endsOn,
    budget: facts.budget,
    phases,
    kpis: metrics.slice(0, 4).map((m, i) => ({
      name: m,
      target:
        i === 0
          ? `Tracked weekly from ${longDay(phases[1]?.starts_on ?? facts.startsOn)}; reviewed at the mid-campaign review`
          : 'Tracked weekly with the first',
    })),
    recommendations: [
      {
        title: topChannel ? `Lead with ${topChannel}` : 'Lead with your strongest channel',
        detail: topChannel
          ? `${topChannel} carries ${money(topShare)} of the budget; launch it first and judge it weekly. ${split.note}`
          : `Give the first channel the largest share and judge it weekly.`,
        priority: 'high',
      },
      {
        title: 'Assign every task before the launch phase',
        detail: `Each task names the role that owns it; give each one a teammate on the plan page so the calendar shows who does what.`,
        priority: 'high',
      },
      {
        title: personas.length ? `Speak to ${personas[0]!.name} first` : `Speak to ${who} first`,
        detail: facts.strategy
          ? strategyLine(facts.strategy)
          : `Every channel repeats the one promise of the message task, in its own format.`,
        priority: 'medium',
      },
    ],
    sources,
    assumptions,
  };
}
