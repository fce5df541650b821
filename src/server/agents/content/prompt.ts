/** The Content agent's prompts: the tool's format and limits, the brand voice, the template, then every fact we hold. */
import { READING_LEVEL_INFO } from '@/shared/brand-voice';
import {
  CONTENT_TOOLS,
  EMAIL_LIMITS,
  PRODUCT_LIMITS,
  SEARCH_AD_LIMITS,
  SEO_LIMITS,
  SOCIAL_AD_LIMITS,
  SOCIAL_PLATFORMS,
  type ContentToolId,
} from '@/shared/content';
import { describeContext } from '../engine/describe-context';
import type { AgentContext, PromptParts } from '../engine/types';
import { ground } from './grounding';

const FORMAT: Record<ContentToolId, string[]> = {
  blog_article: [
    `A blog article: a title, a meta description of at most ${SEO_LIMITS.meta_description} characters, an intro, 3-5 sections (heading and body), a conclusion and a call to action.`,
  ],
  social_posts: [
    'One post per platform, unless the brief asks for a number of posts ("Posts: N"): then exactly N posts, the platforms taking turns, no two saying the same.',
    'The character limits, counting the hashtags appended after a blank line as "#tag" separated by spaces:',
    ...Object.values(SOCIAL_PLATFORMS).map((p) => `- ${p.label}: ${p.limit}`),
    'Platform ids: x, linkedin, instagram, facebook. Hashtags without the "#".',
  ],
  email_newsletter: [
    `An e-mail: a subject of at most ${EMAIL_LIMITS.subject} characters, a preheader of at most ${EMAIL_LIMITS.preheader}, a greeting, 2-5 body paragraphs, one call to action (label and where it links) and a sign-off.`,
  ],
  ad_copy: [
    `3 or more search ad variants: headline at most ${SEARCH_AD_LIMITS.headline} characters, description at most ${SEARCH_AD_LIMITS.description} characters.`,
    `1-3 social ad variants: primary text at most ${SOCIAL_AD_LIMITS.primary_text} characters, headline at most ${SOCIAL_AD_LIMITS.headline}, a call-to-action button label.`,
  ],
  landing_page: [
    'Landing page copy: a hero (headline, subheadline, button), 3-4 sections (heading, body, bullets), social proof, a closing call to action and an FAQ of 3-5 questions.',
  ],
  seo_brief: [
    `An SEO brief: a primary keyword, secondary keywords with their search intent, a title of at most ${SEO_LIMITS.title} characters, a meta description of at most ${SEO_LIMITS.meta_description}, a slug, an outline of h2/h3 headings with notes, a target word count and the questions searchers ask.`,
  ],
  video_script: [
    'A short video script in 3-6 timed scenes (start and end seconds, visual, voice-over, on-screen text), a hook in the first 3 seconds and a call to action.',
  ],
  press_release: [
    'A press release: headline, subheadline, dateline (city and date), lead paragraph, 2-4 body paragraphs, a quote with its attribution, the company boilerplate and a media contact.',
  ],
  product_description: [
    `A product description: the product name, a short description of at most ${PRODUCT_LIMITS.short_description} characters, a long description, 3-5 features each with its benefit, an SEO title of at most ${PRODUCT_LIMITS.seo_title} characters and a call to action.`,
  ],
};

export function buildContentPrompt(tool: ContentToolId, ctx: AgentContext): PromptParts {
  const g = ground(tool, ctx);
  const voice = g.facts.voice;
  const level = READING_LEVEL_INFO[voice.reading_level];
  return {
    system: [
      `You are the Content Agent of Stratagent, a senior copywriter. Write a ${CONTENT_TOOLS[tool].label.toLowerCase()} for the organization below, as JSON matching the schema.`,
      ...FORMAT[tool],
      'Stay within every character limit. Character counts, word counts, durations and the brand-voice score are computed after you answer: set char_count, word_count, reading_minutes and duration_seconds to 0, limit to the limit given, within_limit to true, and "brand_voice" to { "score": 0, "profile": the profile below, "issues": [], "used_words": [] }.',
      `Brand voice: tone ${voice.tone.join(', ')}; ${level.label.toLowerCase()} reading level (${level.description}).`,
      voice.use.length ? `Use this vocabulary where it fits: ${voice.use.join(', ')}.` : '',
      voice.avoid.length ? `Never use these words: ${voice.avoid.join(', ')}.` : '',
      'Be specific: name the company, its offer, its audience and its unique value, and use the facts given (campaign, documents, personas, earlier outputs).',
      'Never write placeholders such as [Company], [link] or TBD; where you must assume, say so in "assumptions".',
      'In "sources" list the business context, the campaign, documents by id and title, earlier outputs and the knowledge base. Recommendations: 2-4 on how to publish and test the piece.',
    ]
      .filter(Boolean)
      .join('\n'),
    prompt: [
      `Topic: ${g.topic} (set "topic" to it).`,
      g.facts.template
        ? `Template "${g.facts.template.name}" (set "template" to its name): follow these steps in order: ${g.facts.template.structure.join(' → ')}.`
        : 'No template: set "template" to null.',
      g.brief.platforms?.length
        ? `Platforms: ${g.brief.platforms.map((p) => SOCIAL_PLATFORMS[p].label).join(', ')} only.`
        : '',
      g.brief.keyword ? `Primary keyword: ${g.brief.keyword}.` : '',
      '',
      describeContext(ctx),
    ]
      .filter((l) => l !== null)
      .join('\n'),
  };
}
