/**
 * Brand comparison (issue 11, point 4; seed 000 §2.1): the organization's (or a client's)
 * brand voice and positioning beside its recorded competitors', with the differences stated
 * as sentences. Every sentence quotes stored facts (the business context, the brand voice,
 * the competitor records); what is not recorded is said to be not recorded, never guessed.
 */
import { z } from 'zod';
import { brandVoiceProfileSchema, countOccurrences, type BrandVoiceProfile } from './brand-voice';
import { possessive } from './possessive';

export const BRAND_COMPARISON_OUTPUT = {
  agentType: 'competitive-intelligence',
  outputType: 'brand_comparison',
} as const;

export const BRAND_COMPARISON_MESSAGES = {
  clientNotFound: 'Client not found',
  chooseClient: 'Choose one of your clients to compare',
  noCompetitors: 'No competitors are recorded yet',
  noCompetitorsToSave: 'Record at least one competitor before saving a comparison',
} as const;

export const BRAND_COMPARISON_FRESHNESS = 60_000;

export const PRICE_POSITIONS = ['premium', 'value', 'unstated'] as const;
export type PricePosition = (typeof PRICE_POSITIONS)[number];

/** Words that state a price position, as a record or a context may say it. */
const PRICE_WORDS: Record<Exclude<PricePosition, 'unstated'>, string[]> = {
  premium: ['premium', 'luxury', 'high-end', 'upscale', 'exclusive', 'artisan', 'boutique'],
  // Not 'budget' or 'value' alone: "a large ad budget" and "value proposition" say nothing of price.
  value: [
    'cheap',
    'affordable',
    'budget-friendly',
    'low-cost',
    'low cost',
    'low prices',
    'discount',
    'inexpensive',
  ],
};

export const pricePositionSchema = z.object({
  position: z.enum(PRICE_POSITIONS),
  /** The word of the stored text that states it (null when unstated). */
  evidence: z.string().nullable(),
});
export type PricePositionFinding = z.infer<typeof pricePositionSchema>;

/** The price position a text states, by the first price word it uses. */
export function pricePosition(text: string): PricePositionFinding {
  for (const position of ['premium', 'value'] as const) {
    const word = PRICE_WORDS[position].find((w) => countOccurrences(text, w) > 0);
    if (word) return { position, evidence: word };
  }
  return { position: 'unstated', evidence: null };
}

export const DIFFERENCE_ASPECTS = [
  'positioning',
  'price',
  'tone',
  'strengths',
  'weaknesses',
] as const;
export type DifferenceAspect = (typeof DIFFERENCE_ASPECTS)[number];
export const DIFFERENCE_ASPECT_LABELS: Record<DifferenceAspect, string> = {
  positioning: 'Value proposition',
  price: 'Price position',
  tone: 'Tone and vocabulary',
  strengths: 'Their strengths',
  weaknesses: 'Their weaknesses',
};

export const differenceSchema = z.object({
  aspect: z.enum(DIFFERENCE_ASPECTS),
  text: z.string(),
});
export type Difference = z.infer<typeof differenceSchema>;

export const brandSideSchema = z.object({
  name: z.string(),
  industry: z.string().nullable(),
  value_proposition: z.string().nullable(),
  voice: brandVoiceProfileSchema,
  voice_source: z.string(),
  price: pricePositionSchema,
  channels: z.array(z.string()),
});
export type BrandSide = z.infer<typeof brandSideSchema>;

export const competitorSideSchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  positioning: z.string().nullable(),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  price: pricePositionSchema,
  differences: z.array(differenceSchema),
});
export type CompetitorSide = z.infer<typeof competitorSideSchema>;

export const brandComparisonSchema = z.object({
  client_id: z.string().nullable(),
  brand: brandSideSchema,
  competitors: z.array(competitorSideSchema),
  summary: z.string(),
  generated_at: z.string(),
});
export type BrandComparison = z.infer<typeof brandComparisonSchema>;

export const brandComparisonQuerySchema = z.object({
  client_id: z.uuid({ error: BRAND_COMPARISON_MESSAGES.clientNotFound }).optional(),
});
export const saveBrandComparisonSchema = z.object({
  client_id: z.uuid({ error: BRAND_COMPARISON_MESSAGES.clientNotFound }).nullable().optional(),
});
export type SaveBrandComparisonInput = z.input<typeof saveBrandComparisonSchema>;

/** A stored text in quotes, shortened, without its closing full stop (the sentence has its own). */
const quote = (text: string, max = 120) => {
  let bare = text.trim();
  while (bare.endsWith('.')) bare = bare.slice(0, -1);
  return `“${bare.length > max ? `${bare.slice(0, max - 1).trimEnd()}…` : bare}”`;
};

type CompetitorFacts = Omit<CompetitorSide, 'price' | 'differences'> & { notes: string | null };

/** The text a competitor record says about itself, for the vocabulary and price checks. */
const recordText = (c: CompetitorFacts) =>
  [c.positioning, ...c.strengths, ...c.weaknesses, c.notes].filter(Boolean).join('. ');

/** The differences between the brand and one competitor, each a sentence on stored facts. */
export function compareWithCompetitor(brand: BrandSide, c: CompetitorFacts): CompetitorSide {
  const text = recordText(c);
  const price = pricePosition(text);
  const differences: Difference[] = [];

  if (brand.value_proposition && c.positioning)
    differences.push({
      aspect: 'positioning',
      text: `${brand.name} offers ${quote(brand.value_proposition)}; ${c.name} positions itself as ${quote(c.positioning)}.`,
    });
  else if (!c.positioning)
    differences.push({
      aspect: 'positioning',
      text: `No positioning is recorded for ${c.name}, so the value propositions cannot be compared yet.`,
    });
  else
    differences.push({
      aspect: 'positioning',
      text: `${c.name} positions itself as ${quote(c.positioning)}; ${possessive(brand.name, '’')} business context states no value proposition to set beside it.`,
    });

  differences.push({ aspect: 'price', text: priceSentence(brand, c.name, price) });
  differences.push(...toneSentences(brand.name, brand.voice, c.name, text));

  if (c.strengths.length)
    differences.push({
      aspect: 'strengths',
      text: `${possessive(c.name, '’')} recorded strengths: ${c.strengths.join('; ')}.`,
    });
  if (c.weaknesses.length)
    differences.push({
      aspect: 'weaknesses',
      text: `${possessive(c.name, '’')} recorded weaknesses, where ${brand.name} can stand apart: ${c.weaknesses.join('; ')}.`,
    });

  return {
    id: c.id,
    name: c.name,
    website: c.website,
    positioning: c.positioning,
    strengths: c.strengths,
    weaknesses: c.weaknesses,
    price,
    differences,
  };
}

function priceSentence(brand: BrandSide, name: string, theirs: PricePositionFinding): string {
  const ours = brand.price;
  const said = (p: PricePositionFinding) => `${p.position} (it says “${p.evidence}”)`;
  if (ours.position === 'unstated' && theirs.position === 'unstated')
    return `Neither ${possessive(brand.name, '’')} context nor ${possessive(name, '’')} record states a price position.`;
  if (theirs.position === 'unstated')
    return `${brand.name} reads as ${said(ours)}; ${possessive(name, '’')} record states no price position.`;
  if (ours.position === 'unstated')
    return `${possessive(name, '’')} record reads as ${said(theirs)}; ${possessive(brand.name, '’')} context states no price position.`;
  if (ours.position === theirs.position)
    return `Both read as ${ours.position}: ${brand.name} says “${ours.evidence}”, ${name} says “${theirs.evidence}”.`;
  return `${brand.name} reads as ${said(ours)} while ${name} reads as ${said(theirs)}.`;
}

function toneSentences(
  brandName: string,
  voice: BrandVoiceProfile,
  name: string,
  text: string,
): Difference[] {
  if (!text.trim())
    return [
      {
        aspect: 'tone',
        text: `${possessive(name, '’')} record has no text to compare with ${possessive(brandName, '’')} voice (${voice.tone.join(', ')}).`,
      },
    ];
  const avoided = voice.avoid.filter((w) => countOccurrences(text, w) > 0);
  const shared = [...voice.use, ...voice.tone].filter((w) => countOccurrences(text, w) > 0);
  const out: Difference[] = [];
  if (avoided.length)
    out.push({
      aspect: 'tone',
      text: `${possessive(name, '’')} record uses ${avoided.map((w) => `“${w}”`).join(', ')}, which ${possessive(brandName, '’')} brand voice avoids.`,
    });
  if (shared.length)
    out.push({
      aspect: 'tone',
      text: `Both speak of ${[...new Set(shared)].map((w) => `“${w}”`).join(', ')}: ${brandName} needs another angle there to stand apart.`,
    });
  if (!out.length)
    out.push({
      aspect: 'tone',
      text: `${possessive(name, '’')} record shares none of ${possessive(brandName, '’')} voice words (${[...voice.tone, ...voice.use.slice(0, 3)].join(', ')}) and none it avoids.`,
    });
  return out;
}

/** One line on the whole comparison. */
export function comparisonSummary(brand: BrandSide, competitors: CompetitorSide[]): string {
  if (competitors.length === 0)
    return `${possessive(brand.name, '’')} brand voice (${brand.voice.tone.join(', ')}); no competitors are recorded to compare with.`;
  const premium = competitors.filter((c) => c.price.position === 'premium').map((c) => c.name);
  const value = competitors.filter((c) => c.price.position === 'value').map((c) => c.name);
  // A name may end with its own full stop ("Ridgeline Roasting Co.").
  const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);
  const parts = [
    sentence(
      `${brand.name} (${brand.voice.tone.join(', ')}) compared with ${competitors.length} competitor${competitors.length === 1 ? '' : 's'}: ${competitors.map((c) => c.name).join(', ')}`,
    ),
  ];
  if (premium.length) parts.push(sentence(`Premium by their records: ${premium.join(', ')}`));
  if (value.length) parts.push(sentence(`Value-priced by their records: ${value.join(', ')}`));
  return parts.join(' ');
}
