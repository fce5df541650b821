/**
 * The Content agent's contract (issue 8; seed 000 §2.1, §3, §4): its nine tools, the
 * content types they belong to, the platforms' and formats' length limits, the output
 * schemas, the built-in templates, the brief a run is given, and the REST API.
 *
 * REST, all under /api/v1 (errors as `{ error: { code, message } }`; another
 * organization's ids → 404; writes on a locked Content agent → 403 with its unlock message):
 *   GET    /content/items?q&content_type&tool&campaign_id&session_id&status&scheduled&limit&offset
 *                                        → { data: ContentItem[], total }   latest first
 *   GET    /content/items/{id}           → { data: ContentItem }
 *   PATCH  /content/items/{id}           UpdateContentItemInput → { data: ContentItem, learned }
 *                                        (edited content is rescored and teaches the brand voice)
 *   GET    /content/brand-voice          → { data: BrandVoice } (derived at first read)
 *   PUT    /content/brand-voice          BrandVoiceProfile → { data: BrandVoice }
 *   GET    /content/templates?tool       → { data: ContentTemplate[] } built-in first
 *   POST   /content/templates            CreateContentTemplateInput → 201 { data: ContentTemplate }
 *   DELETE /content/templates/{id}       → { data: { ok: true } }
 */
import { z } from 'zod';
import { recommendationItemSchema, sourceSchema } from './agent-runs';
import {
  brandVoiceScoreSchema,
  scoreBrandVoice,
  draftText,
  wordCount,
  type BrandVoiceProfile,
} from './brand-voice';

// ——— Content types and tools ———

export const CONTENT_TYPES = [
  {
    id: 'long-form',
    label: 'Long-form',
    description: 'Articles and announcements that tell the whole story.',
  },
  {
    id: 'social',
    label: 'Social & video',
    description: 'Posts sized for each platform and scripts for short videos.',
  },
  { id: 'email', label: 'E-mail', description: 'Newsletters and campaign e-mails.' },
  {
    id: 'advertising',
    label: 'Advertising',
    description: 'Search and social ad variants within the networks’ limits.',
  },
  {
    id: 'website',
    label: 'Website & SEO',
    description: 'Landing pages, SEO briefs and product descriptions.',
  },
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number]['id'];
export const CONTENT_TYPE_IDS = CONTENT_TYPES.map((t) => t.id) as [ContentType, ...ContentType[]];
export const contentTypeById = (id: string | undefined) => CONTENT_TYPES.find((t) => t.id === id);

export const CONTENT_TOOL_IDS = [
  'blog_article',
  'social_posts',
  'email_newsletter',
  'ad_copy',
  'landing_page',
  'seo_brief',
  'video_script',
  'press_release',
  'product_description',
] as const;
export type ContentToolId = (typeof CONTENT_TOOL_IDS)[number];
export const isContentTool = (id: string | undefined): id is ContentToolId =>
  (CONTENT_TOOL_IDS as readonly string[]).includes(id ?? '');

export const CONTENT_TOOLS: Record<
  ContentToolId,
  {
    label: string;
    /** The button that opens or runs the tool ("Write a blog article"). */
    action: string;
    description: string;
    contentType: ContentType;
    topicHint: string;
  }
> = {
  blog_article: {
    label: 'Blog article',
    action: 'Write a blog article',
    description: 'A structured article with a meta description, sections and a call to action.',
    contentType: 'long-form',
    topicHint: 'e.g. How to choose beans for espresso at home',
  },
  social_posts: {
    label: 'Social posts',
    action: 'Write social posts',
    description:
      'One post per platform, or as many as you ask for, each checked against its platform’s character limit.',
    contentType: 'social',
    topicHint: 'e.g. Our spring subscription is back',
  },
  email_newsletter: {
    label: 'E-mail / newsletter',
    action: 'Write an e-mail',
    description: 'Subject, preheader, body and a call to action.',
    contentType: 'email',
    topicHint: 'e.g. Monthly newsletter: new single origins',
  },
  ad_copy: {
    label: 'Ad copy',
    action: 'Write ad copy',
    description:
      'Search ad variants (30-character headlines, 90-character descriptions) and social ads.',
    contentType: 'advertising',
    topicHint: 'e.g. First bag half price for new subscribers',
  },
  landing_page: {
    label: 'Landing page copy',
    action: 'Write landing page copy',
    description: 'Hero, sections, social proof, a call to action and an FAQ.',
    contentType: 'website',
    topicHint: 'e.g. Subscription sign-up page',
  },
  seo_brief: {
    label: 'SEO brief',
    action: 'Write an SEO brief',
    description: 'Keywords, a title and meta description within their limits, and an outline.',
    contentType: 'website',
    topicHint: 'e.g. best coffee subscription',
  },
  video_script: {
    label: 'Video script',
    action: 'Write a video script',
    description: 'A short video in timed scenes: visuals, voice-over and on-screen text.',
    contentType: 'social',
    topicHint: 'e.g. 45 seconds from roastery to door',
  },
  press_release: {
    label: 'Press release',
    action: 'Write a press release',
    description: 'Headline, dateline, lead, quote, boilerplate and media contact.',
    contentType: 'long-form',
    topicHint: 'e.g. We now ship roast-to-door in 48 hours nationwide',
  },
  product_description: {
    label: 'Product description',
    action: 'Write a product description',
    description: 'Short and long descriptions, features as benefits and an SEO title.',
    contentType: 'website',
    topicHint: 'e.g. Ethiopia Guji single-origin, 340 g',
  },
};
export const toolsOfType = (type: ContentType) =>
  CONTENT_TOOL_IDS.filter((id) => CONTENT_TOOLS[id].contentType === type);

/** A content output's type is its tool's id. */
export const CONTENT_OUTPUT_TYPES: readonly string[] = CONTENT_TOOL_IDS;
export const isContentOutputType = (t: string): t is ContentToolId => isContentTool(t);

// ——— Limits ———

/** Character limits of each platform's post (what the platform accepts). */
export const SOCIAL_PLATFORMS = {
  x: { label: 'X', limit: 280 },
  linkedin: { label: 'LinkedIn', limit: 3000 },
  instagram: { label: 'Instagram', limit: 2200 },
  facebook: { label: 'Facebook', limit: 63206 },
} as const;
export type SocialPlatform = keyof typeof SOCIAL_PLATFORMS;
/** Social posts a run may be asked for ("Posts: 5"): a week of one a day, at most. */
export const SOCIAL_POSTS_MAX = 7;

export const SOCIAL_PLATFORM_IDS = Object.keys(SOCIAL_PLATFORMS) as [
  SocialPlatform,
  ...SocialPlatform[],
];

/** Responsive search ads: headline ≤ 30, description ≤ 90 characters. */
export const SEARCH_AD_LIMITS = { headline: 30, description: 90 } as const;
/** Social ads as Meta shows them without truncation. */
export const SOCIAL_AD_LIMITS = { primary_text: 125, headline: 40 } as const;
/** What search results show in full. */
export const SEO_LIMITS = { title: 60, meta_description: 160 } as const;
/** What inboxes show in full. */
export const EMAIL_LIMITS = { subject: 60, preheader: 100 } as const;
export const PRODUCT_LIMITS = { short_description: 160, seo_title: 60 } as const;

/** Characters as people count them (a code point each, an emoji is one). */
export const charCount = (text: string) => [...text].length;

/** A social post as it is published: its text, then its hashtags. */
export const socialPostText = (post: { text: string; hashtags: string[] }) =>
  post.hashtags.length
    ? `${post.text}\n\n${post.hashtags.map((h) => `#${h.replace(/^#/, '')}`).join(' ')}`
    : post.text;

// ——— Output schemas ———

const text = z.string().min(1);
const count = z.number().int().nonnegative();
const limited = z.object({ text, char_count: count, limit: count, within_limit: z.boolean() });
export type LimitedText = z.infer<typeof limited>;

const base = {
  summary: text,
  recommendations: z.array(recommendationItemSchema).min(1),
  sources: z.array(sourceSchema),
  assumptions: z.array(z.string()),
  topic: text,
  /** The template the draft followed (its name), null when none. */
  template: z.string().nullable(),
  brand_voice: brandVoiceScoreSchema,
};

export const blogArticleSchema = z.object({
  ...base,
  title: text,
  meta_description: limited,
  intro: text,
  sections: z.array(z.object({ heading: text, body: text })).min(2),
  conclusion: text,
  cta: text,
  word_count: count,
  reading_minutes: count,
});

export const socialPostsSchema = z.object({
  ...base,
  posts: z
    .array(
      z.object({
        platform: z.enum(SOCIAL_PLATFORM_IDS),
        text,
        hashtags: z.array(z.string()),
        char_count: count,
        limit: count,
        within_limit: z.boolean(),
      }),
    )
    .min(1),
});

export const emailNewsletterSchema = z.object({
  ...base,
  subject: limited,
  preheader: limited,
  greeting: text,
  body: z.array(text).min(1),
  cta: z.object({ label: text, url_hint: z.string() }),
  sign_off: text,
});

export const adCopySchema = z.object({
  ...base,
  search_variants: z.array(z.object({ headline: limited, description: limited })).min(3),
  social_variants: z
    .array(
      z.object({
        platform: z.enum(SOCIAL_PLATFORM_IDS),
        primary_text: limited,
        headline: limited,
        cta: text,
      }),
    )
    .min(1),
});

export const landingPageSchema = z.object({
  ...base,
  hero: z.object({ headline: text, subheadline: text, cta: text }),
  sections: z.array(z.object({ heading: text, body: text, bullets: z.array(text) })).min(2),
  social_proof: text,
  cta: z.object({ headline: text, button: text }),
  faq: z.array(z.object({ question: text, answer: text })).min(2),
});

export const seoBriefSchema = z.object({
  ...base,
  primary_keyword: text,
  secondary_keywords: z
    .array(
      z.object({
        keyword: text,
        intent: z.enum(['informational', 'commercial', 'transactional', 'navigational']),
      }),
    )
    .min(2),
  title: limited,
  meta_description: limited,
  slug: text,
  outline: z.array(z.object({ level: z.enum(['h2', 'h3']), heading: text, notes: text })).min(3),
  word_count_target: count,
  questions: z.array(text).min(1),
});

export const videoScriptSchema = z.object({
  ...base,
  platform: text,
  hook: text,
  scenes: z
    .array(
      z.object({
        start_seconds: count,
        end_seconds: count,
        visual: text,
        voiceover: text,
        on_screen_text: z.string(),
      }),
    )
    .min(2),
  cta: text,
  duration_seconds: count,
});

export const pressReleaseSchema = z.object({
  ...base,
  headline: text,
  subheadline: text,
  dateline: text,
  lead: text,
  body: z.array(text).min(1),
  quote: z.object({ text, attribution: text }),
  boilerplate: text,
  media_contact: text,
  word_count: count,
});

export const productDescriptionSchema = z.object({
  ...base,
  product_name: text,
  short_description: limited,
  long_description: text,
  features: z.array(z.object({ feature: text, benefit: text })).min(2),
  seo_title: limited,
  cta: text,
});

export const CONTENT_SCHEMAS = {
  blog_article: blogArticleSchema,
  social_posts: socialPostsSchema,
  email_newsletter: emailNewsletterSchema,
  ad_copy: adCopySchema,
  landing_page: landingPageSchema,
  seo_brief: seoBriefSchema,
  video_script: videoScriptSchema,
  press_release: pressReleaseSchema,
  product_description: productDescriptionSchema,
} as const satisfies Record<ContentToolId, z.ZodType>;

export type ContentDraft = { [K in ContentToolId]: z.infer<(typeof CONTENT_SCHEMAS)[K]> };
export type AnyContentDraft = ContentDraft[ContentToolId];

/** A limited text with its count and verdict computed. */
export const limitText = (value: string, limit: number): LimitedText => {
  const n = charCount(value);
  return { text: value, char_count: n, limit, within_limit: n <= limit };
};

/**
 * Every figure of a draft computed in code (character counts against limits, word counts,
 * durations) and its brand-voice score. The server applies it to what the offline engine or
 * the model wrote, and again after every edit; the web shows what it gives.
 */
export function finalizeDraft<K extends ContentToolId>(
  tool: K,
  draft: ContentDraft[K],
  profile: BrandVoiceProfile,
): ContentDraft[K] {
  const d = structuredClone(draft) as ContentDraft[ContentToolId];
  switch (tool) {
    case 'blog_article': {
      const b = d as ContentDraft['blog_article'];
      b.meta_description = limitText(b.meta_description.text, SEO_LIMITS.meta_description);
      b.word_count = wordCount(
        [
          b.title,
          b.intro,
          ...b.sections.flatMap((s) => [s.heading, s.body]),
          b.conclusion,
          b.cta,
        ].join(' '),
      );
      b.reading_minutes = Math.max(1, Math.round(b.word_count / 230));
      break;
    }
    case 'social_posts': {
      const s = d as ContentDraft['social_posts'];
      s.posts = s.posts.map((p) => {
        const limit = SOCIAL_PLATFORMS[p.platform].limit;
        const n = charCount(socialPostText(p));
        return { ...p, char_count: n, limit, within_limit: n <= limit };
      });
      break;
    }
    case 'email_newsletter': {
      const e = d as ContentDraft['email_newsletter'];
      e.subject = limitText(e.subject.text, EMAIL_LIMITS.subject);
      e.preheader = limitText(e.preheader.text, EMAIL_LIMITS.preheader);
      break;
    }
    case 'ad_copy': {
      const a = d as ContentDraft['ad_copy'];
      a.search_variants = a.search_variants.map((v) => ({
        headline: limitText(v.headline.text, SEARCH_AD_LIMITS.headline),
        description: limitText(v.description.text, SEARCH_AD_LIMITS.description),
      }));
      a.social_variants = a.social_variants.map((v) => ({
        ...v,
        primary_text: limitText(v.primary_text.text, SOCIAL_AD_LIMITS.primary_text),
        headline: limitText(v.headline.text, SOCIAL_AD_LIMITS.headline),
      }));
      break;
    }
    case 'seo_brief': {
      const s = d as ContentDraft['seo_brief'];
      s.title = limitText(s.title.text, SEO_LIMITS.title);
      s.meta_description = limitText(s.meta_description.text, SEO_LIMITS.meta_description);
      break;
    }
    case 'video_script': {
      const v = d as ContentDraft['video_script'];
      v.duration_seconds = v.scenes.reduce((m, s) => Math.max(m, s.end_seconds), 0);
      break;
    }
    case 'press_release': {
      const p = d as ContentDraft['press_release'];
      p.word_count = wordCount(
        [p.headline, p.subheadline, p.lead, ...p.body, p.quote.text, p.boilerplate].join(' '),
      );
      break;
    }
    case 'product_description': {
      const p = d as ContentDraft['product_description'];
      p.short_description = limitText(p.short_description.text, PRODUCT_LIMITS.short_description);
      p.seo_title = limitText(p.seo_title.text, PRODUCT_LIMITS.seo_title);
      break;
    }
    case 'landing_page':
      break;
  }
  d.brand_voice = scoreBrandVoice(draftText(d), profile);
  return d as ContentDraft[K];
}

/** Every limited text of a draft that is over its limit, as "label: n/limit". */
export function overLimits(tool: ContentToolId, draft: AnyContentDraft): string[] {
  const out: string[] = [];
  const check = (label: string, l: LimitedText) => {
    if (!l.within_limit) out.push(`${label}: ${l.char_count}/${l.limit}`);
  };
  const d = draft as Record<string, unknown>;
  if (tool === 'social_posts')
    for (const p of (draft as ContentDraft['social_posts']).posts)
      if (!p.within_limit)
        out.push(`${SOCIAL_PLATFORMS[p.platform].label} post: ${p.char_count}/${p.limit}`);
  if (tool === 'ad_copy') {
    const a = draft as ContentDraft['ad_copy'];
    a.search_variants.forEach((v, i) => {
      check(`Search headline ${i + 1}`, v.headline);
      check(`Search description ${i + 1}`, v.description);
    });
    a.social_variants.forEach((v, i) => {
      check(`Social primary text ${i + 1}`, v.primary_text);
      check(`Social headline ${i + 1}`, v.headline);
    });
  }
  for (const key of [
    'meta_description',
    'subject',
    'preheader',
    'title',
    'short_description',
    'seo_title',
  ])
    if (d[key] && typeof d[key] === 'object' && 'within_limit' in (d[key] as object))
      check(key.replace(/_/g, ' '), d[key] as LimitedText);
  return out;
}

// ——— Templates ———

export type BuiltInTemplate = {
  id: string;
  tool: ContentToolId;
  name: string;
  description: string;
  /** The structure the draft follows, one step a line. */
  structure: string[];
};

const tpl = (
  tool: ContentToolId,
  key: string,
  name: string,
  description: string,
  structure: string[],
): BuiltInTemplate => ({ id: `builtin:${tool}:${key}`, tool, name, description, structure });

export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  tpl('blog_article', 'how_to', 'How-to guide', 'Teach one task step by step.', [
    'Why it matters',
    'What you need',
    'Step by step',
    'Mistakes to avoid',
  ]),
  tpl('blog_article', 'listicle', 'List article', 'A numbered list of ideas or tips.', [
    'The problem in one paragraph',
    'Tip one',
    'Tip two',
    'Tip three',
  ]),
  tpl('blog_article', 'case_study', 'Customer story', 'One customer’s before and after.', [
    'The customer',
    'The challenge',
    'What changed',
    'The result',
  ]),
  tpl('social_posts', 'launch', 'Launch announcement', 'Say what is new and why now.', [
    'Hook',
    'What is new',
    'Call to action',
  ]),
  tpl('social_posts', 'behind_scenes', 'Behind the scenes', 'Show the people and the craft.', [
    'A moment from the team',
    'Why we do it this way',
    'Invitation',
  ]),
  tpl('email_newsletter', 'monthly', 'Monthly newsletter', 'A roundup with one main story.', [
    'Main story',
    'What is new',
    'One tip',
  ]),
  tpl('email_newsletter', 'promo', 'Promotion e-mail', 'One offer, one deadline, one button.', [
    'The offer',
    'Why it is worth it',
    'Deadline',
  ]),
  tpl('ad_copy', 'benefit', 'Benefit-led', 'Lead with the outcome the customer gets.', [
    'Outcome',
    'Proof',
    'Offer',
  ]),
  tpl('ad_copy', 'offer', 'Offer-led', 'Lead with the offer and its terms.', [
    'Offer',
    'Terms',
    'Urgency',
  ]),
  tpl('landing_page', 'signup', 'Sign-up page', 'Turn a visitor into a subscriber or lead.', [
    'Promise',
    'How it works',
    'Why us',
  ]),
  tpl('seo_brief', 'pillar', 'Pillar page', 'A broad guide that links to deeper articles.', [
    'Definition',
    'Key options',
    'How to choose',
    'Next steps',
  ]),
  tpl('video_script', 'short', 'Short social video', 'Under 45 seconds, hook in the first 3.', [
    'Hook',
    'Show',
    'Proof',
    'Call to action',
  ]),
  tpl('press_release', 'launch', 'Product launch release', 'Announce a new product or service.', [
    'News',
    'Why it matters',
    'Availability',
  ]),
  tpl('product_description', 'sensory', 'Sensory description', 'Make the reader see and feel it.', [
    'What it is',
    'What it is like',
    'Who it is for',
  ]),
];
export const builtInTemplate = (id: string) => BUILT_IN_TEMPLATES.find((t) => t.id === id);

export const contentTemplateSchema = z.object({
  id: z.string(),
  tool: z.enum(CONTENT_TOOL_IDS),
  name: z.string(),
  description: z.string(),
  structure: z.array(z.string()),
  built_in: z.boolean(),
  source_output_id: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type ContentTemplate = z.infer<typeof contentTemplateSchema>;

export const CONTENT_MESSAGES = {
  itemNotFound: 'Content item not found',
  templateNotFound: 'Template not found',
  outputNotFound: 'Output not found',
  notContentOutput: 'Only a Content agent output can become a template',
  builtInTemplate: 'Built-in templates cannot be deleted',
  topicTooLong: 'Keep the topic under 300 characters',
  topicNoWords: 'Write the topic in words, for example “spring subscription relaunch”',
  unknownPlatform: `Platforms must be among ${Object.values(SOCIAL_PLATFORMS)
    .map((p) => p.label)
    .join(', ')}`,
  unknownTemplate: 'Unknown template: choose one from the templates page',
  postCount: `Posts must be a whole number from 1 to ${SOCIAL_POSTS_MAX}`,
  contentMismatch: 'The edited content does not match the draft',
  nothingToUpdate: 'Change the status, the schedule or the content',
  badDate: 'scheduled_for must be a date such as 2026-05-01',
} as const;

// ——— The brief of a run ———

export const TOPIC_MAX = 300;

export type ContentBrief = {
  topic?: string;
  template?: string;
  platforms?: SocialPlatform[];
  /** How many social posts, across the platforms in turn; one per platform when unset. */
  posts?: number;
  keyword?: string;
};

/** The brief as the run's message, one "Label: value" line per field. */
export function formatContentBrief(brief: ContentBrief): string {
  const lines: string[] = [];
  if (brief.topic?.trim()) lines.push(`Topic: ${brief.topic.trim()}`);
  if (brief.keyword?.trim()) lines.push(`Keyword: ${brief.keyword.trim()}`);
  if (brief.platforms?.length)
    lines.push(`Platforms: ${brief.platforms.map((p) => SOCIAL_PLATFORMS[p].label).join(', ')}`);
  if (brief.posts) lines.push(`Posts: ${brief.posts}`);
  if (brief.template) lines.push(`Template: ${brief.template}`);
  return lines.join('\n');
}

const platformByLabel = (label: string): SocialPlatform | undefined =>
  SOCIAL_PLATFORM_IDS.find(
    (p) =>
      p === label.toLowerCase() || SOCIAL_PLATFORMS[p].label.toLowerCase() === label.toLowerCase(),
  ) ?? (/^twitter$/i.test(label) ? 'x' : undefined);

/**
 * Reads a brief back from a message. A message without any "Label:" line is the topic.
 * Answers the problem with it when there is one (for validateMessage).
 */
export function parseContentBrief(message: string | null | undefined): {
  brief: ContentBrief;
  problem: string | null;
} {
  const brief: ContentBrief = {};
  if (!message?.trim()) return { brief, problem: null };
  let problem: string | null = null;
  let labelled = false;
  for (const line of message.split('\n')) {
    const match = /^(topic|template|platforms|posts|keyword):(.*)$/i.exec(line.trim());
    if (!match) continue;
    labelled = true;
    const label = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (label === 'topic') brief.topic = value;
    else if (label === 'keyword') brief.keyword = value;
    else if (label === 'template') brief.template = value;
    else if (label === 'posts') {
      const posts = Number(value);
      if (Number.isInteger(posts) && posts >= 1 && posts <= SOCIAL_POSTS_MAX) brief.posts = posts;
      else problem = CONTENT_MESSAGES.postCount;
    } else {
      const names = value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      const platforms = names.map(platformByLabel);
      if (platforms.some((p) => !p)) problem = CONTENT_MESSAGES.unknownPlatform;
      else brief.platforms = [...new Set(platforms as SocialPlatform[])];
    }
  }
  if (!labelled) brief.topic = message.trim();
  for (const value of [brief.topic, brief.keyword]) {
    if (value === undefined) continue;
    if (value.length > TOPIC_MAX) problem = CONTENT_MESSAGES.topicTooLong;
    else if (!/\p{L}/u.test(value)) problem = CONTENT_MESSAGES.topicNoWords;
  }
  if (
    brief.template &&
    !builtInTemplate(brief.template) &&
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(brief.template)
  )
    problem = CONTENT_MESSAGES.unknownTemplate;
  return { brief, problem };
}

// ——— Content items (REST) ———

export const CONTENT_STATUSES = ['draft', 'approved'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CONTENT_PAGE_SIZE = 20;

export const contentItemSchema = z.object({
  id: z.string(),
  output_id: z.string(),
  content_type: z.enum(CONTENT_TYPE_IDS),
  tool: z.enum(CONTENT_TOOL_IDS),
  status: z.enum(CONTENT_STATUSES),
  scheduled_for: z.string().nullable(),
  campaign_id: z.string().nullable(),
  campaign_name: z.string().nullable(),
  client_id: z.string().nullable(),
  session_id: z.string().nullable(),
  title: z.string(),
  summary: z.string().nullable(),
  content: z.record(z.string(), z.unknown()),
  brand_voice_score: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

const uuid = (message: string) => z.uuid({ error: message });

export const listContentQuerySchema = z.object({
  q: z.string().trim().max(200, 'Keep the search under 200 characters').optional(),
  content_type: z
    .enum(CONTENT_TYPE_IDS, { error: `content_type must be one of ${CONTENT_TYPE_IDS.join(', ')}` })
    .optional(),
  tool: z
    .enum(CONTENT_TOOL_IDS, { error: `tool must be one of ${CONTENT_TOOL_IDS.join(', ')}` })
    .optional(),
  campaign_id: uuid('campaign_id must be a campaign id').optional(),
  session_id: uuid('session_id must be a session id').optional(),
  status: z
    .enum(CONTENT_STATUSES, { error: `status must be one of ${CONTENT_STATUSES.join(', ')}` })
    .optional(),
  scheduled: z.enum(['true', 'false'], { error: 'scheduled must be true or false' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int({ error: 'limit must be a whole number from 1 to 100' })
    .min(1, { error: 'limit must be a whole number from 1 to 100' })
    .max(100, { error: 'limit must be a whole number from 1 to 100' })
    .default(CONTENT_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'offset must be a whole number of 0 or more' })
    .int({ error: 'offset must be a whole number of 0 or more' })
    .min(0, { error: 'offset must be a whole number of 0 or more' })
    .max(1_000_000, { error: 'offset is too large' })
    .default(0),
});
export type ListContentQuery = Omit<z.input<typeof listContentQuerySchema>, 'limit' | 'offset'> & {
  limit?: number;
  offset?: number;
};

export const updateContentItemSchema = z
  .object({
    status: z
      .enum(CONTENT_STATUSES, { error: `status must be one of ${CONTENT_STATUSES.join(', ')}` })
      .optional(),
    scheduled_for: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, CONTENT_MESSAGES.badDate)
      .nullable()
      .optional(),
    content: z.record(z.string(), z.unknown()).optional(),
  })
  .refine(
    (v) => v.status !== undefined || v.scheduled_for !== undefined || v.content !== undefined,
    {
      message: CONTENT_MESSAGES.nothingToUpdate,
    },
  );
export type UpdateContentItemInput = z.input<typeof updateContentItemSchema>;

export const createContentTemplateSchema = z.object({
  output_id: uuid(CONTENT_MESSAGES.outputNotFound),
  name: z.string().trim().min(1, 'Name the template').max(80, 'Keep the name under 80 characters'),
  description: z.string().trim().max(300, 'Keep the description under 300 characters').optional(),
});
export type CreateContentTemplateInput = z.input<typeof createContentTemplateSchema>;

/** The outline of a draft, as a user template's structure (headings, scenes, sections…). */
export function draftStructure(tool: ContentToolId, draft: Record<string, unknown>): string[] {
  const list = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const items = (() => {
    switch (tool) {
      case 'blog_article':
      case 'landing_page':
        return list(draft.sections).map((s) => str(s.heading));
      case 'seo_brief':
        return list(draft.outline).map((s) => str(s.heading));
      case 'video_script':
        return list(draft.scenes).map((s) => str(s.visual));
      case 'social_posts':
        return list(draft.posts).map((p) => `${str(p.platform)} post`);
      case 'email_newsletter':
        return [
          'Subject and preheader',
          ...list(draft.body).map((_, i) => `Paragraph ${i + 1}`),
          'Call to action',
        ];
      case 'ad_copy':
        return ['Search variants', 'Social variants'];
      case 'press_release':
        return ['Headline', 'Lead', 'Body', 'Quote', 'Boilerplate'];
      case 'product_description':
        return list(draft.features).map((f) => str(f.feature));
    }
  })();
  return items.filter(Boolean).slice(0, 8);
}
