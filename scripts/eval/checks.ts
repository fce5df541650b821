/**
 * What `npm run eval:agents` finds in an output beyond its schema and figures: the checks a
 * demanding marketer makes when reading it. All pure and deterministic, so a finding is the
 * same on every machine and a count can be held to a baseline (decision 066).
 *
 * Kinds of finding and their rules:
 * - grammar: a grammar, punctuation or capitalisation lint from Harper on the output's
 *   readable text (spelling is left out, and so are the organization's own names and terms).
 * - repetition: a run of six words said twice in one output (`repeatedSequences`).
 * - pasted: a context field of twelve words or more (description, target market, unique
 *   value, business model, campaign description) found whole in the output (`pastedFields`).
 * - sources: a source listed under "Grounded in" whose content the output does not show:
 *   - document: the output quotes one of its figures (a token with a digit that is not a
 *     year or a lone digit) or shares a six-word run with it;
 *   - campaign: the campaign's name appears (a campaign source that names no campaign of
 *     the organization, such as all campaigns' daily metrics, is not judged);
 *   - output (an earlier output cited): its title, the name after "Persona: ", or a six-word
 *     run of its summary appears;
 *   - knowledge_base: one of the industry's KPI names or benchmark ranges, or one of its
 *     channels, appears;
 *   - business_context: the company's name appears.
 * - planted: a fact the user gave, not used where it applies:
 *   - focus: the run was asked the context's focus question; at least half of the
 *     question's content words (compared on their first five letters) must appear in the
 *     output's opening (its summary and first 600 characters);
 *   - date: the run is about a campaign whose note gives a date, and the output states
 *     dates (a schedule): the given date must be among them (ISO, "15 March" or "March 15");
 *   - competitor: a competitive output (Competitive Intelligence, Porter's five forces, blue
 *     ocean) of the organization's own business must name each competitor it was given;
 *   - figure: a run given a document must cite at least one of the figures planted in it,
 *     except the tools whose every figure must come from the data (performance
 *     intelligence, ROI and budget).
 * - contradiction: across one organization's outputs of one eval run,
 *   - two sentences about the same campaign (and the same channel, when one is named) with
 *     opposing budget verbs: scale, raise, increase, boost, double… against cut, reduce,
 *     slow, pause, stop, trim…, whose object (within four words) is a budget word, "the
 *     campaign", "it" or the campaign's name (a sentence with both, a shift, is neither);
 *   - an output citing an earlier output whose channel split (objects with `channel` and
 *     `budget_share`) differs from its own on the channels both have, once each is scaled
 *     to 100% over those channels, by more than two points.
 */
import {
  citesFigure,
  figuresOf,
  mentions,
  readableStrings,
  repeatedSequences,
  sharesRun,
} from '@/shared/text-quality';
import {
  sourceUse,
  type ListedSource,
  type SourceMaterial,
} from '../../src/server/agents/engine/grounding';
import { takesUp } from '../../src/server/agents/engine/focus';

export { citesFigure, figuresOf, readableStrings, sharesRun };
export type { ListedSource, SourceMaterial };

export const FINDING_KINDS = [
  'grammar',
  'repetition',
  'pasted',
  'sources',
  'planted',
  'contradiction',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

export type Finding = {
  kind: FindingKind;
  /** What went wrong, the same words for the same rule: findings are counted by it. */
  rule: string;
  excerpt: string;
};

const excerptAround = (text: string, needle: string, width = 60) => {
  const at = text.toLowerCase().indexOf(needle.toLowerCase());
  if (at < 0) return text.slice(0, width * 2);
  return text
    .slice(Math.max(0, at - width), at + needle.length + width)
    .replace(/\s+/g, ' ')
    .trim();
};

const has = mentions;

// ——— Repetition and pasted fields ———

export function repetitionFindings(text: string): Finding[] {
  return repeatedSequences(text).map((run) => ({
    kind: 'repetition',
    rule: 'six-word run repeated',
    excerpt: run,
  }));
}

// ——— Sources ———

/** The sources an output lists whose content it does not show (the rule of the product's
 * "Grounded in", src/server/agents/engine/grounding.ts, which drops them before saving). */
export function sourceFindings(
  text: string,
  sources: readonly ListedSource[],
  material: SourceMaterial,
): Finding[] {
  return sources.flatMap((source): Finding[] => {
    const use = sourceUse(text, source, material);
    return use.used
      ? []
      : [
          {
            kind: 'sources',
            rule: `${source.kind} listed but not used`,
            excerpt: `“${source.title}”: ${use.why}`,
          },
        ];
  });
}

// ——— Planted facts ———

export type PlantedFact =
  | { kind: 'focus'; question: string }
  | { kind: 'date'; iso: string; spoken: string }
  | { kind: 'competitor'; name: string }
  | { kind: 'figure'; document: string; figures: string[] };

export type PlantedResult = { fact: PlantedFact; used: boolean; finding: Finding | null };

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DATE_PATTERN = new RegExp(
  `\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b\\d{1,2} (?:${MONTHS.join('|')})\\b|\\b(?:${MONTHS.join('|')}) \\d{1,2}\\b`,
);

/** The ways a date may be written: 2027-03-15, 15 March, March 15. */
export function dateForms(iso: string): string[] {
  const [, month, day] = iso.split('-').map(Number);
  const name = MONTHS[month! - 1]!;
  return [iso, `${day} ${name}`, `${name} ${day}`];
}

/**
 * Whether each planted fact that applies to the output is used. `opening` is the output's
 * summary and first 600 characters; `text` all of its readable text.
 */
export function plantedFindings(
  text: string,
  opening: string,
  facts: readonly PlantedFact[],
): PlantedResult[] {
  return facts.map((fact) => {
    let used: boolean;
    let finding: Finding | null = null;
    if (fact.kind === 'focus') {
      used = takesUp(opening, fact.question);
      if (!used)
        finding = {
          kind: 'planted',
          rule: 'focus question not answered in the opening',
          excerpt: `“${fact.question}” → ${opening.slice(0, 140)}`,
        };
    } else if (fact.kind === 'date') {
      used = dateForms(fact.iso).some((f) => has(text, f));
      if (!used) {
        const stated = DATE_PATTERN.exec(text)?.[0] ?? '';
        finding = {
          kind: 'planted',
          rule: 'given date not kept in a schedule',
          excerpt: `${fact.spoken} missing; the output schedules ${excerptAround(text, stated, 40)}`,
        };
      }
    } else if (fact.kind === 'competitor') {
      used = new RegExp(`\\b${fact.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(
        text,
      );
      if (!used)
        finding = {
          kind: 'planted',
          rule: 'named competitor not analysed',
          excerpt: fact.name,
        };
    } else {
      used = fact.figures.some((f) => citesFigure(text, f));
      if (!used)
        finding = {
          kind: 'planted',
          rule: 'document figure not cited',
          excerpt: `“${fact.document}”: ${fact.figures.join(', ')}`,
        };
    }
    return { fact, used, finding };
  });
}

/** Whether an output states calendar dates (so a given date applies to it). */
export const statesDates = (text: string) => DATE_PATTERN.test(text);

// ——— Contradictions ———

const TARGET = String.raw`budgets?|spend|spending|bids?|investment|the campaign|campaign|it`;
const UP_VERBS = String.raw`scale|scaling|increase|increasing|raise|raising|boost|boosting|double|doubling|grow|expand|add`;
const DOWN_VERBS = String.raw`cut|cutting|reduce|reducing|lower|lowering|trim|trimming|slow|slowing|decrease|decreasing|pause|pausing|halt|stop|stopping|cap|capping`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const advice = (verbs: string, extra: string, names: readonly string[]) =>
  new RegExp(
    String.raw`\b(?:${verbs})\s+(?:up\s+|down\s+)?(?:[\w'’-]+\s+){0,3}?(?:${[TARGET, ...names.map(escape)].join('|')})\b|${extra}`,
    'i',
  );

export type Polarity = 'up' | 'down' | null;

/**
 * Whether a sentence asks to put more money in (up), less (down), or neither or both. The
 * verb's object is a budget word, "the campaign", "it", or one of `campaignNames`.
 */
export function budgetPolarity(sentence: string, campaignNames: readonly string[] = []): Polarity {
  const up = advice(
    UP_VERBS,
    String.raw`\b(?:more|extra|additional)\s+(?:budget|spend)\b`,
    campaignNames,
  ).test(sentence);
  const down = advice(DOWN_VERBS, String.raw`\bless\s+(?:budget|spend)\b`, campaignNames).test(
    sentence,
  );
  return up === down ? null : up ? 'up' : 'down';
}

export type CampaignRef = { id: string; name: string; channels: string[] };

export type OrgOutput = {
  /** agentType/toolId and what the run was about: for the finding's excerpt. */
  label: string;
  tool: string;
  /** The campaign the run was about, or null for the organization as a whole. */
  campaignId: string | null;
  /** The output's recommendations (title and detail) and other advice, as sentences. */
  advice: string[];
};

export type ContradictionFinding = Finding & { tools: [string, string] };

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Opposing budget advice about the same campaign (and channel) across an organization's
 * outputs. A sentence is about a campaign when the run was for it or it names it.
 */
export function contradictionFindings(
  outputs: readonly OrgOutput[],
  campaigns: readonly CampaignRef[],
): ContradictionFinding[] {
  type Said = { key: string; polarity: 'up' | 'down'; sentence: string; output: OrgOutput };
  const said: Said[] = [];
  for (const output of outputs) {
    for (const sentence of output.advice.flatMap(sentencesOf)) {
      const polarity = budgetPolarity(
        sentence,
        campaigns.map((c) => c.name),
      );
      if (!polarity) continue;
      const named = campaigns.filter((c) => has(sentence, c.name));
      const about = named.length ? named : campaigns.filter((c) => c.id === output.campaignId);
      for (const campaign of about) {
        const channel = campaign.channels.find((ch) => has(sentence, ch));
        said.push({
          key: `${campaign.name} / ${channel ?? 'whole campaign'}`,
          polarity,
          sentence,
          output,
        });
      }
    }
  }
  const findings: ContradictionFinding[] = [];
  const reported = new Set<string>();
  for (const up of said.filter((s) => s.polarity === 'up')) {
    for (const down of said.filter((s) => s.polarity === 'down' && s.key === up.key)) {
      // The same two sentences in several outputs are one contradiction to fix.
      const pair = `${up.key}|${up.sentence}|${down.sentence}`;
      if (reported.has(pair)) continue;
      reported.add(pair);
      findings.push({
        kind: 'contradiction',
        rule: 'opposing budget advice for one campaign',
        excerpt: `${up.key}: ${up.output.label} says “${up.sentence}” but ${down.output.label} says “${down.sentence}”`,
        tools: [up.output.tool, down.output.tool],
      });
    }
  }
  return findings;
}

/** The channel split an output states: its objects with a `channel` and a `budget_share`. */
export function channelSplit(content: unknown): Map<string, number> {
  const split = new Map<string, number>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.channel === 'string' && typeof record.budget_share === 'number') {
      const key = record.channel.trim().toLowerCase();
      split.set(key, (split.get(key) ?? 0) + record.budget_share);
    }
    Object.values(record).forEach(walk);
  };
  walk(content);
  return split;
}

/**
 * Where an output's split differs from the split of an output it cites, over the channels
 * both have, each scaled to 100% on those channels (a difference above two points).
 */
export function splitFindings(
  own: Map<string, number>,
  cited: Map<string, number>,
  citedTitle: string,
): Finding[] {
  const common = [...own.keys()].filter((k) => cited.has(k));
  if (common.length < 2) return [];
  const total = (m: Map<string, number>) => common.reduce((sum, k) => sum + m.get(k)!, 0);
  const ownTotal = total(own);
  const citedTotal = total(cited);
  if (ownTotal === 0 || citedTotal === 0) return [];
  return common
    .map((k) => ({
      channel: k,
      own: Math.round((own.get(k)! / ownTotal) * 100),
      cited: Math.round((cited.get(k)! / citedTotal) * 100),
    }))
    .filter((d) => Math.abs(d.own - d.cited) > 2)
    .map((d) => ({
      kind: 'contradiction' as const,
      rule: 'split differs from the plan it cites',
      excerpt: `${d.channel}: ${d.own}% here, ${d.cited}% in “${citedTitle}”`,
    }));
}
