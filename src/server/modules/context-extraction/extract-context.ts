/**
 * Offline extraction of business facts from a conversation: phrase patterns ("we are a …",
 * "our customers are …", "we sell …", "our competitors are …"), industry keywords mapped to
 * INDUSTRIES and size phrases mapped to COMPANY_SIZES. Each fact carries a strength; the
 * confidence grows with how many facts were found and how explicit they were.
 */
import { COMPANY_SIZES, INDUSTRIES, type CompanySize, type Industry } from '@/shared/constants';
import type {
  ContextListField,
  ContextTextField,
  ExtractedContext,
} from '@/shared/context-extraction';

export type Extraction = { context: ExtractedContext; confidence: number; facts: number };

type Found = { value: string; strength: number };

const CLAUSE = `([^.!?\\n;]{3,240})`;

const INDUSTRY_KEYWORDS: Record<Exclude<Industry, 'Other'>, RegExp> = {
  'SaaS/Software':
    /\b(saas|software|app|apps|platform|cloud|api|subscription software|developer tools?)\b/gi,
  'E-commerce':
    /\b(e-?commerce|online (?:store|shop)|shopify|dtc|direct[- ]to[- ]consumer|webshop|marketplace sellers?)\b/gi,
  'Professional Services':
    /\b(consult(?:ing|ancy|ants?)|agency|law firm|lawyers?|accounting|accountants?|advisory|bookkeeping)\b/gi,
  Manufacturing:
    /\b(manufactur\w*|factory|factories|industrial|machining|fabrication|production line)\b/gi,
  Healthcare:
    /\b(health ?care|clinic|clinics|medical|dental|dentists?|patients?|hospital|therapy|pharma\w*)\b/gi,
  Retail:
    /\b(retail|brick[- ]and[- ]mortar|boutique|stores?|shops?|cafe|coffee shop|bakery|restaurant)\b/gi,
  'Financial Services':
    /\b(fintech|bank(?:ing)?|insurance|financial (?:services|advisors?)|wealth management|payments?|lending)\b/gi,
  Education:
    /\b(education|edtech|school|schools|students?|courses?|tutoring|university|learning platform)\b/gi,
  'Non-profit': /\b(non-?profit|charity|charities|ngo|foundation|donors?|volunteers?)\b/gi,
};

const SIZE_BUCKETS: Array<[number, CompanySize]> = [
  [10, '1-10 employees'],
  [50, '11-50 employees'],
  [200, '51-200 employees'],
  [500, '201-500 employees'],
  [Number.POSITIVE_INFINITY, '500+ employees'],
];

const tidy = (value: string) =>
  value
    .replace(/\s+/g, ' ')
    .replace(/^(?:that|who|which|mostly|mainly|primarily|basically)\s+/i, '')
    .replace(/(?<![\s,:-])[\s,:-]+$/, '')
    .trim();

function firstMatch(text: string, patterns: Array<[RegExp, number]>): Found | undefined {
  for (const [pattern, strength] of patterns) {
    const match = pattern.exec(text);
    const value = match?.[1] ? tidy(match[1]) : '';
    if (value.length >= 3)
      return { value: value.charAt(0).toUpperCase() + value.slice(1), strength };
  }
  return undefined;
}

function allMatches(text: string, patterns: RegExp[]): string[] {
  const values: string[] = [];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      if (match[1]) values.push(tidy(match[1]));
    }
  }
  return dedupe(values.filter((v) => v.length >= 3));
}

/** "A, B and C" → ["A", "B", "C"]. */
function splitList(value: string): string[] {
  return dedupe(
    value
      .split(/[,;&/]|\band\b|\bor\b/i)
      .map((part) => tidy(part.replace(/^(?:also|like|such as|including)\s+/i, '')))
      .filter((part) => part.length >= 2 && part.length <= 120),
  );
}

function dedupe(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function detectIndustry(text: string): Found | undefined {
  let best: { industry: Industry; hits: number } | undefined;
  for (const [industry, pattern] of Object.entries(INDUSTRY_KEYWORDS) as Array<
    [Industry, RegExp]
  >) {
    const hits = text.match(pattern)?.length ?? 0;
    if (hits > 0 && (!best || hits > best.hits)) best = { industry, hits };
  }
  if (!best) return undefined;
  return { value: best.industry, strength: best.hits >= 3 ? 0.9 : best.hits === 2 ? 0.75 : 0.6 };
}

function detectSize(text: string): Found | undefined {
  const count =
    /\b(?:we have|we're|we are|team of|staff of|employ|employing|with)\s+(?:about |around |roughly |over |nearly |almost )?(\d{1,6})\s*(?:\+\s*)?(?:full[- ]time\s+)?(?:employees|people|staff|team members|persons)\b/i.exec(
      text,
    ) ??
    /\b(\d{1,6})\s*(?:\+\s*)?(?:employees|staff members|people on (?:the|our) team)\b/i.exec(text);
  if (count?.[1]) {
    const n = Number(count[1]);
    const bucket = SIZE_BUCKETS.find(([max]) => n <= max);
    if (bucket && n > 0) return { value: bucket[1], strength: 1 };
  }
  if (
    /\b(?:solo (?:founder|entrepreneur)|just me|one[- ]person|sole proprietor|freelancer)\b/i.test(
      text,
    )
  ) {
    return { value: '1-10 employees', strength: 0.8 };
  }
  if (/\b(?:small team|small business|family[- ]run|family business)\b/i.test(text))
    return { value: '1-10 employees', strength: 0.55 };
  if (/\b(?:enterprise|multinational|thousands of employees)\b/i.test(text))
    return { value: '500+ employees', strength: 0.6 };
  return undefined;
}

function detectCompanyName(text: string): Found | undefined {
  const word = `[A-Z][\\w&'-]*(?:\\.(?:com|io|co|ai|net|org))?`;
  const name = `(${word}(?:\\s+(?:${word}|of|&)){0,4})`;
  return firstMatch(text, [
    [
      new RegExp(
        `\\b(?:company|business|startup|agency|firm|brand|shop|store|studio|clinic) (?:is )?(?:called|named) ${name}`,
      ),
      1,
    ],
    [
      new RegExp(
        `\\b(?:our|my) (?:company|business|startup|agency|firm|brand)(?: name)? is ${name}`,
      ),
      1,
    ],
    [new RegExp(`\\b(?:I|We) (?:run|own|founded|started|co-founded) ${name}`), 0.85],
    [new RegExp(`\\b(?:founder|CEO|owner|co-founder) (?:of|at) ${name}`), 0.85],
    [
      new RegExp(`\\b(?:here at|this is|we are|we're) ${name}(?=[,.!]|\\s+(?:and|we|a|an)\\b)`),
      0.7,
    ],
  ]);
}

function detectBusinessModel(text: string): Found | undefined {
  const explicit = firstMatch(text, [
    [new RegExp(`\\bour (?:business|revenue|pricing) model is ${CLAUSE}`, 'i'), 1],
    [
      new RegExp(
        `\\bwe (?:make (?:our )?money|earn revenue|generate revenue) (?:by|from|through) ${CLAUSE}`,
        'i',
      ),
      0.9,
    ],
    [new RegExp(`\\bwe charge ${CLAUSE}`, 'i'), 0.8],
  ]);
  if (explicit) return explicit;
  const models: Array<[RegExp, string]> = [
    [/\b(?:monthly|annual|yearly) subscriptions?\b|\bsubscription\b/i, 'Subscription'],
    [/\bfreemium\b/i, 'Freemium'],
    [/\bmarketplace\b/i, 'Marketplace'],
    [/\bretainers?\b/i, 'Retainer-based services'],
    [/\bwholesale\b/i, 'Wholesale'],
    [/\bdirect[- ]to[- ]consumer\b|\bdtc\b/i, 'Direct-to-consumer'],
    [/\bb2b\b/i, 'B2B'],
    [/\bb2c\b/i, 'B2C'],
  ];
  const found = models.filter(([pattern]) => pattern.test(text)).map(([, label]) => label);
  return found.length ? { value: found.slice(0, 3).join(', '), strength: 0.6 } : undefined;
}

export function extractBusinessContext(conversation: string): Extraction {
  const text = conversation.replace(/\r\n?/g, '\n');
  const scalars: Partial<Record<ContextTextField, Found>> = {};
  const lists: Partial<Record<ContextListField, string[]>> = {};

  const name = detectCompanyName(text);
  if (name) scalars.companyName = name;
  const industry = detectIndustry(text);
  if (industry) scalars.industry = industry;
  const size = detectSize(text);
  if (size) scalars.companySize = size;

  const description = firstMatch(text, [
    [/\b(?:we are|we're|I am|I'm|[A-Z][\w&'.-]+ is) (an? [^.!?\n;]{6,240})/i, 0.9],
    [new RegExp(`\\bwe (?:help|enable|make it easy for) ${CLAUSE}`, 'i'), 0.7],
  ]);
  if (description) scalars.description = description;

  const target = firstMatch(text, [
    [
      new RegExp(
        `\\bour (?:ideal |typical |main |target )?(?:customers?|clients?|buyers?|audience|users|market|target market|target audience) (?:are|is|include|includes|tend to be) ${CLAUSE}`,
        'i',
      ),
      1,
    ],
    [
      new RegExp(`\\bwe (?:sell|market|cater|provide [^.!?\\n]{3,80}) (?:to|for) ${CLAUSE}`, 'i'),
      0.85,
    ],
    [new RegExp(`\\bwe (?:serve|target|work with|help) ${CLAUSE}`, 'i'), 0.75],
  ]);
  if (target) scalars.targetMarket = target;

  const unique = firstMatch(text, [
    [new RegExp(`\\bwhat makes us (?:different|unique|special|stand out) is ${CLAUSE}`, 'i'), 1],
    [
      new RegExp(
        `\\bour (?:unique value(?: proposition)?|usp|differentiator|competitive advantage|edge|secret sauce) is ${CLAUSE}`,
        'i',
      ),
      1,
    ],
    [
      new RegExp(`\\b(?:we're|we are) (?:different|unique) (?:because|in that) ${CLAUSE}`, 'i'),
      0.95,
    ],
    [
      new RegExp(
        `\\bunlike (?:our |most |other )?(?:competitors|others|the competition)[^,]{0,60},\\s*we ${CLAUSE}`,
        'i',
      ),
      0.9,
    ],
    [new RegExp(`\\bwe(?:'re| are) the only ${CLAUSE}`, 'i'), 0.85],
    [new RegExp(`\\bcustomers (?:choose|love|pick) us (?:because|for) ${CLAUSE}`, 'i'), 0.8],
  ]);
  if (unique) scalars.uniqueValue = unique;

  const model = detectBusinessModel(text);
  if (model) scalars.businessModel = model;

  const products = allMatches(text, [
    /\bwe (?:sell|offer|make|build|provide|produce|design|create)\s+(?!\s)([^.!?\n;]{3,160}?)(?=\s+(?:to|for)\s|[.!?\n;]|$)/gi,
    /\bour (?:main |core |flagship )?(?:products?|services?|offerings?) (?:are|is|include|includes) ([^.!?\n;]{3,160})/gi,
  ]).flatMap(splitList);
  if (products.length) lists.products = products.slice(0, 10);

  const competitors = allMatches(text, [
    /\bour (?:main |biggest |closest |key )?(?:competitors?|rivals?|competition) (?:are|is|include|includes) ([^.!?\n;]{2,200})/gi,
    /\bwe compete (?:with|against) ([^.!?\n;]{2,200})/gi,
    /\b(?:competing|up against) ([A-Z][^.!?\n;]{1,160})/g,
  ]).flatMap(splitList);
  if (competitors.length) lists.competitors = competitors.slice(0, 10);

  const goals = allMatches(text, [
    /\bour (?:main |biggest |primary )?goals? (?:is|are|for [^.!?\n]{2,40} (?:is|are)) to ([^.!?\n;]{3,200})/gi,
    /\bwe (?:want|hope|aim|plan|need) to ([^.!?\n;]{3,200})/gi,
    /\bwe(?:'re| are) (?:trying|looking) to ([^.!?\n;]{3,200})/gi,
  ]);
  if (goals.length) lists.goals = goals.slice(0, 10).map(capitalise);

  const challenges = allMatches(text, [
    /\bour (?:biggest |main |key )?(?:challenges?|problems?|struggles?|pain points?) (?:is|are|has been|have been) ([^.!?\n;]{3,200})/gi,
    /\bwe(?:'re| are)? struggl(?:e|ing) (?:with|to) ([^.!?\n;]{3,200})/gi,
    /\bwe (?:have trouble|find it hard to|can't seem to) ([^.!?\n;]{3,200})/gi,
  ]);
  if (challenges.length) lists.challenges = challenges.slice(0, 10).map(capitalise);

  const context: ExtractedContext = {};
  const strengths: number[] = [];
  for (const [field, found] of Object.entries(scalars) as Array<[ContextTextField, Found]>) {
    context[field] = found.value;
    strengths.push(found.strength);
  }
  for (const [field, values] of Object.entries(lists) as Array<[ContextListField, string[]]>) {
    context[field] = values;
    strengths.push(0.85);
  }
  // Industry and size must be values the onboarding form knows.
  if (context.industry && !INDUSTRIES.includes(context.industry as Industry))
    delete context.industry;
  if (context.companySize && !COMPANY_SIZES.includes(context.companySize as CompanySize))
    delete context.companySize;

  const facts = strengths.length;
  if (facts === 0) return { context, confidence: 0, facts };
  const average = strengths.reduce((sum, s) => sum + s, 0) / facts;
  const coverage = 0.5 + 0.5 * Math.min(1, facts / 6);
  const confidence = Math.round(Math.min(0.95, average * coverage) * 100) / 100;
  return { context, confidence, facts };
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
