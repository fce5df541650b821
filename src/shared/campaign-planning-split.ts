/**
 * How a campaign plan splits its budget across the campaign's own channels (decision 069):
 * each channel weighed by its fit for the campaign's goals, its place among the industry's
 * channels and whether the budget can pay for it, never a fixed table; a marketing plan the
 * campaign plan cites keeps its percentages for the channels both share, and the note says
 * what changes and why.
 */

export const CHANNEL_FAMILIES = [
  'email',
  'paid_search',
  'paid_social',
  'display',
  'social',
  'content',
  'events',
  'partners',
  'pr',
  'video',
  'marketplace',
  'other',
] as const;
export type ChannelFamily = (typeof CHANNEL_FAMILIES)[number];

export const GOAL_KINDS = ['awareness', 'acquisition', 'conversion', 'retention'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

/** Keywords in a channel's name, checked in this order (paid before organic social). */
const FAMILY_WORDS: [ChannelFamily, RegExp][] = [
  ['email', /e-?mail|newsletter/i],
  ['paid_search', /google ads|search ads|\bsem\b|\bppc\b|paid search|bing/i],
  ['paid_social', /paid social|(facebook|meta|instagram|tiktok|linkedin|pinterest) ads/i],
  ['display', /display|programmatic|retargeting|banner/i],
  ['video', /video|youtube/i],
  ['marketplace', /marketplace|amazon|etsy|reviews?\b|app store/i],
  ['social', /social|instagram|facebook|tiktok|linkedin|pinterest|twitter|\bx\b|community/i],
  ['content', /seo|content|blog|article|podcast/i],
  ['events', /event|webinar|trade show|tasting|pop-up|workshop|fair/i],
  ['partners', /partner|affiliate|wholesale|referral|influencer|retail/i],
  ['pr', /\bpr\b|press|media relations/i],
];

export function channelFamily(channel: string): ChannelFamily {
  return FAMILY_WORDS.find(([, words]) => words.test(channel))?.[0] ?? 'other';
}

/** How well a kind of channel serves a kind of goal, 1 (poorly) to 5 (best). */
export const CHANNEL_GOAL_FIT: Record<ChannelFamily, Record<GoalKind, number>> = {
  email: { awareness: 1, acquisition: 3, conversion: 4, retention: 5 },
  paid_search: { awareness: 2, acquisition: 4, conversion: 5, retention: 1 },
  paid_social: { awareness: 4, acquisition: 4, conversion: 3, retention: 2 },
  display: { awareness: 4, acquisition: 2, conversion: 2, retention: 1 },
  social: { awareness: 4, acquisition: 3, conversion: 2, retention: 3 },
  content: { awareness: 3, acquisition: 4, conversion: 3, retention: 2 },
  events: { awareness: 3, acquisition: 3, conversion: 4, retention: 3 },
  partners: { awareness: 3, acquisition: 4, conversion: 3, retention: 2 },
  pr: { awareness: 5, acquisition: 2, conversion: 1, retention: 1 },
  video: { awareness: 5, acquisition: 3, conversion: 2, retention: 2 },
  marketplace: { awareness: 2, acquisition: 3, conversion: 5, retention: 2 },
  other: { awareness: 3, acquisition: 3, conversion: 3, retention: 3 },
};

/** The least a month of a paid channel needs to learn anything, in dollars. */
export const MIN_MONTHLY_DOLLARS: Partial<Record<ChannelFamily, number>> = {
  paid_search: 500,
  paid_social: 300,
  display: 300,
  video: 800,
  events: 1_000,
};

const GOAL_WORDS: [GoalKind, RegExp][] = [
  ['awareness', /aware|reach|brand|visib|impression|follower|launch/i],
  ['acquisition', /subscri|sign-?up|lead|new customer|trial|acquir|list|grow|first[- ]time/i],
  ['conversion', /sale|revenue|order|purchase|convers|roas|booking|sell|basket/i],
  ['retention', /retain|retention|churn|repeat|loyal|renew|lifetime|reorder/i],
];

/** The kinds of goal a campaign's goal and success metrics name (acquisition when none). */
export function goalKinds(texts: readonly string[]): GoalKind[] {
  const text = texts.join(' ');
  const kinds = GOAL_WORDS.filter(([, words]) => words.test(text)).map(([kind]) => kind);
  return kinds.length ? kinds : ['acquisition'];
}

/**
 * Integer shares summing to exactly 100 from any weights (largest remainder); all zeros
 * when there is nothing to weigh.
 */
export function toPercentages(weights: readonly number[], total = 100): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (w / sum) * total);
  const floors = raw.map(Math.floor);
  let rest = total - floors.reduce((a, b) => a + b, 0);
  const order = raw
    .map((r, i) => ({ i, frac: r - Math.floor(r) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    floors[i]! += 1;
    rest -= 1;
  }
  return floors;
}

export type SplitInput = {
  channels: readonly string[];
  /** The campaign's goal and success metrics, in words. */
  goals: readonly string[];
  /** The industry's channels, strongest first (the knowledge base). */
  industryChannels: readonly string[];
  /** Whole dollars, null without a budget. */
  budget: number | null;
  days: number;
  plan: { title: string; channels: readonly { channel: string; budget_share: number }[] } | null;
};

export type ChannelShare = { channel: string; share: number; basis: 'plan' | 'fit' };

export type BudgetSplit = { shares: ChannelShare[]; goals: GoalKind[]; note: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const words = (list: readonly string[]) =>
  list.length <= 1
    ? (list[0] ?? '')
    : `${list.slice(0, -1).join(', ')}${list.length > 2 ? ',' : ''} and ${list.at(-1)}`;
export const GOAL_NAMES: Record<GoalKind, string> = {
  awareness: 'awareness',
  acquisition: 'winning new customers',
  conversion: 'sales',
  retention: 'keeping customers',
};

/** How well a channel serves the goals, 1 to 5: the mean of its fit for each. */
export function goalFit(channel: string, goals: readonly GoalKind[]): number {
  const family = channelFamily(channel);
  return goals.reduce((a, g) => a + CHANNEL_GOAL_FIT[family][g], 0) / Math.max(1, goals.length);
}

/** One channel's weight: its fit for the goals, its industry rank, and whether it is affordable. */
function fitWeights(input: SplitInput, channels: readonly string[], goals: GoalKind[]) {
  const base = channels.map((channel) => {
    const family = channelFamily(channel);
    const fit = goalFit(channel, goals);
    const rank = input.industryChannels.findIndex(
      (c) => same(c, channel) || channelFamily(c) === family,
    );
    const n = input.industryChannels.length;
    return fit * (rank < 0 ? 1 : 1 + (0.5 * (n - rank)) / n);
  });
  if (input.budget === null) return base;
  const monthly = (input.budget * 30) / Math.max(1, input.days);
  const sum = base.reduce((a, b) => a + b, 0);
  // A paid channel whose share of the monthly budget is below what it needs is halved.
  return base.map((w, i) => {
    const min = MIN_MONTHLY_DOLLARS[channelFamily(channels[i]!)];
    return min !== undefined && (monthly * w) / sum < min ? w / 2 : w;
  });
}

export function splitBudget(input: SplitInput): BudgetSplit {
  const goals = goalKinds(input.goals);
  const goalText = words(goals.map((g) => GOAL_NAMES[g]));
  const channels = [...input.channels];
  if (channels.length === 0) return { shares: [], goals, note: '' };
  const planned = channels.map((c) => {
    const share = input.plan?.channels.find((p) => same(p.channel, c))?.budget_share;
    return share === undefined ? null : Math.round(share);
  });
  const shared = channels.filter((_, i) => planned[i] !== null);
  const fitOnly = (note: string): BudgetSplit => {
    const shares = toPercentages(fitWeights(input, channels, goals));
    return {
      shares: channels.map((channel, i) => ({ channel, share: shares[i]!, basis: 'fit' })),
      goals,
      note,
    };
  };
  const plan = input.plan;
  if (!plan || shared.length === 0)
    return fitOnly(
      `The split weighs how well each of the campaign's channels serves ${goalText}, where it ranks among the industry's channels and what the budget can pay for${plan ? `; “${plan.title}” covers none of these channels` : ''}.`,
    );
  const planSum = planned.reduce<number>((a, p) => a + (p ?? 0), 0);
  const quoted = channels
    .map((c, i) => (planned[i] === null ? null : `${c} ${planned[i]}%`))
    .filter((q): q is string => q !== null);
  if (shared.length === channels.length) {
    const shares = toPercentages(planned.map((p) => p ?? 0));
    const kept = shares.every((s, i) => s === planned[i]);
    return {
      shares: channels.map((channel, i) => ({ channel, share: shares[i]!, basis: 'plan' })),
      goals,
      note: kept
        ? `The shares are those of “${plan.title}”.`
        : `The shares keep the proportions of “${plan.title}” (${words(quoted)}), scaled to the whole budget because this campaign uses only these of its channels.`,
    };
  }
  if (planSum >= 100)
    return fitOnly(
      `“${plan.title}” gives ${words(quoted)} the whole budget, which leaves nothing for this campaign's other channels; the split weighs how well every channel serves ${goalText} instead.`,
    );
  const others = channels.filter((_, i) => planned[i] === null);
  const rest = toPercentages(fitWeights(input, others, goals), 100 - planSum);
  let k = 0;
  return {
    shares: channels.map((channel, i) =>
      planned[i] !== null
        ? { channel, share: planned[i]!, basis: 'plan' as const }
        : { channel, share: rest[k++]!, basis: 'fit' as const },
    ),
    goals,
    note: `${words(quoted)} are as in “${plan.title}”; ${words(others)}, which it does not cover, ${others.length === 1 ? 'takes' : 'share'} the remaining ${100 - planSum}% by how well ${others.length === 1 ? 'it serves' : 'they serve'} ${goalText}.`,
  };
}
