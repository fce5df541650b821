/**
 * The offline Content agent: for each of the nine tools, a complete, deterministic draft
 * written from the organization's context (company, industry knowledge, audience, goal,
 * unique value, offers, campaign, chosen documents, personas and earlier outputs), in its
 * brand voice and following the chosen template. Every count and the brand-voice score are
 * computed by `finalizeDraft` (src/shared/content.ts).
 */
import {
  finalizeDraft,
  limitText,
  SEARCH_AD_LIMITS,
  SOCIAL_AD_LIMITS,
  SOCIAL_PLATFORM_IDS,
  SOCIAL_PLATFORMS,
  SEO_LIMITS,
  EMAIL_LIMITS,
  PRODUCT_LIMITS,
  type ContentDraft,
  type ContentToolId,
  type SocialPlatform,
} from '@/shared/content';
import type { AgentContext } from '../engine/types';
import {
  andList,
  capitalize,
  fit,
  ground,
  hashtag,
  inline,
  pack,
  possessive,
  type Grounding,
} from './grounding';

/** The topic without a title's tail: "Skip or swap: the flexible plan" → "Skip or swap". */
const stripTitle = (topic: string) => topic.split(/[:?!]/)[0]!.trim() || topic;

const zeroVoice = (g: Grounding) => ({
  score: 0,
  profile: g.facts.voice,
  issues: [],
  used_words: [],
});
const pending = (text: string, limit: number) => limitText(text, limit);

function baseOf(
  g: Grounding,
  ctx: AgentContext,
  summary: string,
  recommendations: ContentDraft['blog_article']['recommendations'],
) {
  return {
    summary,
    recommendations,
    sources: ctx.sources,
    assumptions: g.assumptions,
    topic: g.topic,
    template: g.facts.template?.name ?? null,
    brand_voice: zeroVoice(g),
  };
}

/** The template's steps, or the tool's own, as headings about the topic. */
const steps = (g: Grounding, own: string[]) =>
  g.facts.template?.structure.length ? g.facts.template.structure : own;

const proofLine = (g: Grounding) =>
  g.document
    ? `From “${g.document.title}”: ${g.document.line}.`
    : g.earlier
      ? `Our plan says it plainly: ${g.earlier}.`
      : `${g.company} is built on ${g.unique}.`;

/** What a later post on the same platform says instead: one angle per turn. */
const SOCIAL_ANGLES: ((g: Grounding) => string)[] = [
  (g) =>
    `${capitalize(g.audience)} want ${g.gain}, not ${g.pain}. That is what ${g.company} is for.`,
  (g) => proofLine(g),
  (g) => `Have you seen the ${g.offer}? ${capitalize(g.unique)}, from ${g.company}.`,
  (g) => `One question for ${g.audience}: what stands between you and ${g.gain}? Tell us.`,
];

const personaLine = (g: Grounding) =>
  g.persona ? `We wrote this with ${g.persona} in mind.` : `It is written for ${g.audience}.`;

const useLine = (g: Grounding) =>
  g.useWords.length ? `Expect ${andList(g.useWords.slice(0, 2))} in every order.` : '';

const recs = (items: [string, string][]) =>
  items.map(([title, detail], i) => ({
    title,
    detail,
    priority: (i === 0 ? 'high' : 'medium') as 'high' | 'medium',
  }));

export function offlineBlogArticle(ctx: AgentContext): ContentDraft['blog_article'] {
  const g = ground('blog_article', ctx);
  const heads = steps(g, [
    `Why it matters to ${g.audience}`,
    `How ${g.company} approaches it`,
    `What to do next`,
  ]);
  const bodies = [
    `${capitalize(g.audience)} want ${g.gain}. They do not want ${g.pain}. ${proofLine(g)}`,
    `${g.identity ? `${g.company} is a ${g.identity}. ` : ''}We work differently: ${g.unique}. ${useLine(g)} ${personaLine(g)}`.trim(),
    `Start small. Pick one change this week and measure it. ${g.campaign ? `Our “${g.campaign}” campaign makes the first step easy.` : `Our ${g.offer} makes the first step easy.`}`,
    `Most people stop at the first try. Keep going for a month and compare. The difference shows when you ${g.goal}.`,
  ];
  const sections = heads.slice(0, 5).map((heading, i) => ({
    heading: capitalize(heading),
    body: bodies[i % bodies.length]!,
  }));
  return finalizeDraft(
    'blog_article',
    {
      ...baseOf(
        g,
        ctx,
        `A ${sections.length}-section blog article for ${g.company} on “${g.topic}”, written for ${g.audience}.`,
        recs([
          [
            'Publish with one clear call to action',
            `Link the article to the ${g.offer} page and track clicks from it.`,
          ],
          [
            'Share it where your audience reads',
            `Post it on ${andList(g.channels.slice(0, 2))} in the week it goes live.`,
          ],
        ]),
      ),
      title: /[:?!]/.test(g.topic)
        ? capitalize(g.topic)
        : `${capitalize(g.topic)}: a guide for ${g.audience}`,
      meta_description: pending(
        pack(
          [
            `${capitalize(inline(g.topic))} explained for ${g.audience}.`,
            `How ${g.company} helps you get ${g.gain}.`,
          ],
          SEO_LIMITS.meta_description,
        ),
        SEO_LIMITS.meta_description,
      ),
      intro: `${capitalize(g.audience)} ask us about ${inline(g.topic)}. This guide shows what works. It comes from ${g.company}, in ${g.industry}.`,
      sections,
      conclusion: `It is simpler than it looks. Start with one step, and let ${g.company} help with the rest.`,
      cta: `Try the ${g.offer} from ${g.company} today.`,
      word_count: 0,
      reading_minutes: 0,
    },
    g.facts.voice,
  );
}

const SOCIAL_DEFAULT: SocialPlatform[] = ['x', 'linkedin', 'instagram', 'facebook'];

export function offlineSocialPosts(ctx: AgentContext): ContentDraft['social_posts'] {
  const g = ground('social_posts', ctx);
  const fromChannels = SOCIAL_PLATFORM_IDS.filter((p) =>
    g.channels.some((c) => c.toLowerCase().includes(SOCIAL_PLATFORMS[p].label.toLowerCase())),
  );
  const platforms = g.brief.platforms?.length
    ? g.brief.platforms
    : fromChannels.length
      ? fromChannels
      : SOCIAL_DEFAULT;
  const tags = [
    hashtag(g.company),
    hashtag(g.campaign ?? g.topic),
    ctx.industryKnown ? hashtag(g.industry) : '',
  ].filter((t, i, all) => t && all.indexOf(t) === i);
  // Asked for more posts than platforms, the platforms take turns and each later turn takes
  // another angle, so no two posts say the same.
  const count = g.brief.posts ?? platforms.length;
  const posts = Array.from({ length: count }, (_, i) => {
    const platform = platforms[i % platforms.length]!;
    const turn = Math.floor(i / platforms.length);
    return turn === 0 ? firstPost(platform) : anglePost(platform, turn);
  });

  function anglePost(platform: SocialPlatform, turn: number) {
    const angle = SOCIAL_ANGLES[(turn - 1) % SOCIAL_ANGLES.length]!(g);
    const text = platform === 'x' ? fit(angle, 240) : `${capitalize(g.topic)}.\n\n${angle}`;
    return { platform, text, hashtags: platform === 'x' ? tags.slice(0, 2) : tags };
  }

  function firstPost(platform: SocialPlatform) {
    const hook = steps(g, ['Hook'])[0];
    switch (platform) {
      case 'x':
        return {
          platform,
          text: fit(
            `${capitalize(g.topic)}. ${g.company} brings ${g.unique} to ${g.audience}.`,
            240,
          ),
          hashtags: tags.slice(0, 2),
        };
      case 'linkedin':
        return {
          platform,
          text: [
            `${capitalize(g.topic)}.`,
            `${capitalize(g.audience)} tell us the same thing: they want ${g.gain}.`,
            `At ${g.company}, we answer with ${g.unique}.`,
            proofLine(g),
            `What would help you most? Tell us below.`,
          ].join('\n\n'),
          hashtags: tags,
        };
      case 'instagram':
        return {
          platform,
          text: [
            `${capitalize(g.topic)}.`,
            `${hook === 'Hook' ? 'A peek behind the scenes' : capitalize(hook!)} at ${g.company}.`,
            useLine(g) || `Made for ${g.audience}.`,
            `Tap the link in our bio to see the ${g.offer}.`,
          ].join('\n\n'),
          hashtags: [...tags, hashtag(g.offer)].filter((t, i, all) => t && all.indexOf(t) === i),
        };
      case 'facebook':
        return {
          platform,
          text: [
            `${capitalize(g.topic)}.`,
            `We built ${g.company} for ${g.audience} who want ${g.gain}.`,
            personaLine(g),
            `Learn more and share it with a friend who needs it.`,
          ].join(' '),
          hashtags: tags.slice(0, 1),
        };
    }
  }
  return finalizeDraft(
    'social_posts',
    {
      ...baseOf(
        g,
        ctx,
        `${posts.length} social post${posts.length > 1 ? 's' : ''} for ${g.company} on “${g.topic}” (${andList(platforms.slice(0, posts.length).map((p) => SOCIAL_PLATFORMS[p].label))}), each within its platform’s limit.`,
        recs([
          [
            'Post at your audience’s peak hours',
            `Schedule each post when ${g.audience} are most active and compare reach after a week.`,
          ],
          ['Reply to every comment on day one', 'Early replies lift reach on every platform.'],
        ]),
      ),
      posts: posts.map((p) => ({ ...p, char_count: 0, limit: 0, within_limit: true })),
    },
    g.facts.voice,
  );
}

export function offlineEmailNewsletter(ctx: AgentContext): ContentDraft['email_newsletter'] {
  const g = ground('email_newsletter', ctx);
  const parts = steps(g, ['Main story', 'What is new', 'One tip']);
  const body = [
    `${capitalize(g.topic)}. We wrote this for ${g.audience} like you.`,
    `${parts.length > 1 ? `${capitalize(parts[1]!)}: ` : ''}${g.company} brings ${g.unique}. ${useLine(g)}`.trim(),
    `${proofLine(g)} ${g.campaign ? `It is part of “${g.campaign}”.` : ''}`.trim(),
    `One tip before you go: start with one small change and give it two weeks.`,
  ];
  return finalizeDraft(
    'email_newsletter',
    {
      ...baseOf(
        g,
        ctx,
        `An e-mail from ${g.company} on “${g.topic}” for ${g.audience}: subject, preheader, ${body.length} paragraphs and one call to action.`,
        recs([
          [
            'Test two subject lines',
            'Send each to 10% of the list and the winner to the rest after four hours.',
          ],
          [
            'Send when your readers open',
            `Pick the hour when ${g.audience} opened your last e-mails most.`,
          ],
        ]),
      ),
      subject: pending(
        fit(`${capitalize(g.topic)} from ${g.company}`, EMAIL_LIMITS.subject),
        EMAIL_LIMITS.subject,
      ),
      preheader: pending(
        fit(
          `${capitalize(g.gain)}, the ${g.company} way. Inside: one tip.`,
          EMAIL_LIMITS.preheader,
        ),
        EMAIL_LIMITS.preheader,
      ),
      greeting: 'Hi there,',
      body,
      cta: {
        label: `See the ${g.offer}`,
        url_hint: `Link to the ${g.offer} page${g.campaign ? ` with the “${g.campaign}” tracking code` : ''}`,
      },
      sign_off: `The ${g.company} team`,
    },
    g.facts.voice,
  );
}

export function offlineAdCopy(ctx: AgentContext): ContentDraft['ad_copy'] {
  const g = ground('ad_copy', ctx);
  const H = SEARCH_AD_LIMITS.headline;
  const D = SEARCH_AD_LIMITS.description;
  const headlines = [
    fit(g.company, H),
    fit(capitalize(stripTitle(g.topic)), H),
    fit(capitalize(g.gain), H),
  ];
  const descriptions = [
    pack([`${capitalize(g.unique)}.`, `Made for ${g.audience}.`, `Try ${g.company}.`], D),
    pack(
      [`${capitalize(g.topic)}.`, `Try the ${g.offer} from ${g.company} today.`, 'Order now.'],
      D,
    ),
    pack([`No more ${g.pain}.`, `${g.company} helps you get ${g.gain}.`], D),
  ];
  const platforms = (['facebook', 'instagram', 'linkedin'] as SocialPlatform[]).filter((p) =>
    g.channels.some(
      (c) =>
        c.toLowerCase().includes(SOCIAL_PLATFORMS[p].label.toLowerCase()) ||
        (p !== 'linkedin' && /paid social|social/i.test(c)),
    ),
  );
  const social = (platforms.length ? platforms : (['facebook'] as SocialPlatform[])).slice(0, 2);
  return finalizeDraft(
    'ad_copy',
    {
      ...baseOf(
        g,
        ctx,
        `Ad copy for ${g.company} on “${g.topic}”: 3 search variants within ${H}/${D} characters and ${social.length} social variant${social.length > 1 ? 's' : ''}.`,
        recs([
          [
            'Run the variants side by side',
            'Let each variant reach 1,000 impressions before pausing the weakest.',
          ],
          [
            'Send clicks to a matching page',
            `The landing page should repeat the headline ${g.audience} clicked.`,
          ],
        ]),
      ),
      search_variants: headlines.map((h, i) => ({
        headline: pending(h, H),
        description: pending(descriptions[i]!, D),
      })),
      social_variants: social.map((platform, i) => ({
        platform,
        primary_text: pending(
          pack(
            i === 0
              ? [
                  `${capitalize(g.gain)} starts here.`,
                  `${g.company} brings ${g.unique}.`,
                  `Made for ${g.audience}.`,
                ]
              : [`${capitalize(g.topic)}.`, `See why ${g.audience} choose ${g.company}.`],
            SOCIAL_AD_LIMITS.primary_text,
          ),
          SOCIAL_AD_LIMITS.primary_text,
        ),
        headline: pending(
          fit(
            i === 0 ? capitalize(stripTitle(g.topic)) : `${g.company}: ${g.offer}`,
            SOCIAL_AD_LIMITS.headline,
          ),
          SOCIAL_AD_LIMITS.headline,
        ),
        cta: i === 0 ? 'Learn more' : 'Shop now',
      })),
    },
    g.facts.voice,
  );
}

export function offlineLandingPage(ctx: AgentContext): ContentDraft['landing_page'] {
  const g = ground('landing_page', ctx);
  const heads = steps(g, ['How it works', `Why ${g.audience} choose us`, 'What you get']);
  return finalizeDraft(
    'landing_page',
    {
      ...baseOf(
        g,
        ctx,
        `Landing page copy for ${g.company} on “${g.topic}”: hero, ${heads.length} sections, social proof, a call to action and an FAQ.`,
        recs([
          ['Keep one call to action', 'Every button on the page leads to the same next step.'],
          ['Test the hero headline first', 'It decides most of the page’s conversion rate.'],
        ]),
      ),
      hero: {
        headline: `${capitalize(g.gain)}, made simple`,
        subheadline: `${g.company} brings ${g.unique} to ${g.audience}.`,
        cta: `Start with the ${g.offer}`,
      },
      sections: heads.map((heading, i) => ({
        heading: capitalize(heading),
        body: [
          `Tell us what you need. We handle the rest. ${useLine(g)}`.trim(),
          `${proofLine(g)} ${personaLine(g)}`,
          `You get ${g.gain}, without ${g.pain}.`,
          `Change or pause at any time. No long contracts.`,
        ][i % 4]!,
        bullets: [
          [`Set up in minutes`, `Clear pricing`, `Help from real people`],
          [capitalize(g.unique), `Trusted in ${g.industry}`],
          [capitalize(g.gain), `No more ${g.pain}`],
          ['Pause or cancel any time', 'Reminders before every renewal'],
        ][i % 4]!,
      })),
      social_proof: g.document
        ? `“${g.document.line}.” (${g.document.title})`
        : `${capitalize(g.audience)} choose ${g.company} for ${g.unique}.`,
      cta: {
        headline: `Join the ${g.audience} who chose ${g.company}`,
        button: `Get started with ${g.company}`,
      },
      faq: [
        { question: `Who is the ${g.offer} for?`, answer: `It is made for ${g.audience}.` },
        { question: `What makes ${g.company} different?`, answer: `${capitalize(g.unique)}.` },
        { question: 'Can I change my mind?', answer: 'Yes. You can pause or cancel at any time.' },
      ],
    },
    g.facts.voice,
  );
}

export function offlineSeoBrief(ctx: AgentContext): ContentDraft['seo_brief'] {
  const g = ground('seo_brief', ctx);
  const keyword = stripTitle(g.brief.keyword ?? g.topic).toLowerCase();
  const heads = steps(g, [
    `What is ${keyword}`,
    `How to choose`,
    `${possessive(g.company)} approach`,
    'Next steps',
  ]);
  return finalizeDraft(
    'seo_brief',
    {
      ...baseOf(
        g,
        ctx,
        `An SEO brief for ${g.company} on “${keyword}”: keywords with intent, a title and meta description within their limits, and a ${heads.length + 1}-heading outline.`,
        recs([
          [
            'Answer the questions people ask',
            'Cover every question below in its own short paragraph.',
          ],
          ['Link from your strongest page', `Add a link to the new page from the ${g.offer} page.`],
        ]),
      ),
      primary_keyword: keyword,
      secondary_keywords: [
        {
          keyword: `${/^best\b/i.test(g.offer) ? '' : 'best '}${g.offer.toLowerCase()}`,
          intent: 'commercial',
        },
        { keyword: `${keyword} for ${g.audience.toLowerCase()}`, intent: 'informational' },
        { keyword: `buy ${g.offer.toLowerCase()}`, intent: 'transactional' },
        { keyword: g.company.toLowerCase(), intent: 'navigational' },
      ],
      title: pending(
        fit(`${capitalize(keyword)}: a guide | ${g.company}`, SEO_LIMITS.title),
        SEO_LIMITS.title,
      ),
      meta_description: pending(
        pack(
          [
            `${capitalize(keyword)} for ${g.audience}.`,
            `What to look for and how ${g.company} helps you get ${g.gain}.`,
          ],
          SEO_LIMITS.meta_description,
        ),
        SEO_LIMITS.meta_description,
      ),
      slug:
        keyword
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 60) || 'guide',
      outline: [
        ...heads.map((heading, i) => ({
          level: 'h2' as const,
          heading: capitalize(heading),
          notes: [
            `Define it in two sentences for ${g.audience}.`,
            `Compare the options on price, quality and effort.`,
            `Show ${g.unique}. ${g.document ? `Quote “${g.document.title}”.` : ''}`.trim(),
            `Point to the ${g.offer} with one call to action.`,
          ][i % 4]!,
        })),
        {
          level: 'h3' as const,
          heading: 'Frequently asked questions',
          notes: 'Answer the questions below.',
        },
      ],
      word_count_target: 1200,
      questions: [
        `What is the best ${keyword}?`,
        `How much does ${g.offer.toLowerCase()} cost?`,
        `Is ${g.company} right for ${g.audience}?`,
      ],
    },
    g.facts.voice,
  );
}

export function offlineVideoScript(ctx: AgentContext): ContentDraft['video_script'] {
  const g = ground('video_script', ctx);
  const beats = steps(g, ['Hook', 'Show', 'Proof', 'Call to action']);
  const lines = [
    {
      visual: `Close-up: the ${g.offer} in use`,
      voiceover: `${capitalize(g.topic)}. Here is how it works.`,
      on_screen_text: fit(capitalize(g.topic), 40),
    },
    {
      visual: `The ${g.company} team at work`,
      voiceover: `At ${g.company}, we bring ${g.unique}.`,
      on_screen_text: g.company,
    },
    {
      visual: `A customer from ${g.audience}`,
      voiceover: `${capitalize(g.gain)}. No more ${g.pain}.`,
      on_screen_text: fit(capitalize(g.gain), 40),
    },
    {
      visual: 'Logo and offer on screen',
      voiceover: `Try the ${g.offer} today.`,
      on_screen_text: `${g.company} · link below`,
    },
  ];
  const length = [3, 12, 12, 8];
  let at = 0;
  const scenes = beats.slice(0, 6).map((beat, i) => {
    const base = lines[Math.min(i, lines.length - 1)]!;
    const start = at;
    at += length[Math.min(i, length.length - 1)]!;
    return {
      start_seconds: start,
      end_seconds: at,
      ...base,
      visual: `${capitalize(beat)}: ${base.visual}`,
    };
  });
  return finalizeDraft(
    'video_script',
    {
      ...baseOf(
        g,
        ctx,
        `A ${at}-second video script for ${g.company} on “${g.topic}” in ${scenes.length} timed scenes.`,
        recs([
          ['Hook in the first three seconds', 'Open on the product, not the logo.'],
          ['Add captions', 'Most viewers watch without sound.'],
        ]),
      ),
      platform:
        g.channels.find((c) => /instagram|tiktok|youtube|video|social/i.test(c)) ??
        'Short social video',
      hook: scenes[0]!.voiceover,
      scenes,
      cta: `Try the ${g.offer} from ${g.company}.`,
      duration_seconds: 0,
    },
    g.facts.voice,
  );
}

const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function offlinePressRelease(ctx: AgentContext): ContentDraft['press_release'] {
  const g = ground('press_release', ctx);
  const city =
    ctx.campaign?.geographicTarget?.split(/[,;]/)[0]?.trim() ||
    (/\bin ([A-Z][a-z]+)/.exec(ctx.description ?? '')?.[1] ?? null);
  const today = DATE.format(new Date());
  return finalizeDraft(
    'press_release',
    {
      ...baseOf(
        g,
        ctx,
        `A press release from ${g.company} announcing “${g.topic}”, with a quote, boilerplate and media contact.`,
        recs([
          [
            'Pitch five trade titles first',
            `Send it to the ${g.industry} press your audience reads, with one image.`,
          ],
          ['Publish it on your own site', 'Journalists check the newsroom before they write.'],
        ]),
      ),
      headline: /[:?!]/.test(g.topic)
        ? `${g.company}: ${capitalize(g.topic)}`
        : `${g.company} announces ${inline(g.topic)}`,
      subheadline: `${capitalize(g.unique)}, now for more ${g.audience}.`,
      dateline: `${city ? `${city.toUpperCase()}, ` : ''}${today}`,
      lead: `${g.company} today announced news for ${g.audience}: ${inline(g.topic)}. It helps them get ${g.gain}.`,
      body: [
        `${g.company} is ${g.identity ? `a ${g.identity}` : `a company in ${g.industry}`}. It is known for ${g.unique}.`,
        `${proofLine(g)} ${g.campaign ? `The news is part of the “${g.campaign}” campaign.` : ''}`.trim(),
        `The ${g.offer} is available now.`,
      ],
      quote: {
        text: `Our customers told us they want ${g.gain}. This is our answer.`,
        attribution: `A spokesperson for ${g.company}`,
      },
      boilerplate: `About ${g.company}: ${ctx.description ? ctx.description.trim() : `${g.company} serves ${g.audience} in ${g.industry}.`}`,
      media_contact: `Press office, ${g.company}`,
      word_count: 0,
    },
    g.facts.voice,
  );
}

export function offlineProductDescription(ctx: AgentContext): ContentDraft['product_description'] {
  const g = ground('product_description', ctx);
  const name = g.brief.topic?.trim() ? capitalize(g.topic) : capitalize(g.offer);
  const parts = steps(g, ['What it is', 'What it is like', 'Who it is for']);
  return finalizeDraft(
    'product_description',
    {
      ...baseOf(
        g,
        ctx,
        `A product description for ${name} by ${g.company}: short and long copy, features as benefits and an SEO title.`,
        recs([
          [
            'Lead the page with the short description',
            'It is what shoppers read before they scroll.',
          ],
          ['Add one photo per feature', 'Shoppers trust what they can see.'],
        ]),
      ),
      product_name: name,
      short_description: pending(
        fit(
          `${name} from ${g.company}: ${g.unique}. Made for ${g.audience}.`,
          PRODUCT_LIMITS.short_description,
        ),
        PRODUCT_LIMITS.short_description,
      ),
      long_description: [
        `${capitalize(parts[0]!)}: ${name} is the ${g.offer} from ${g.company}.`,
        `${capitalize(parts[1] ?? 'What it is like')}: ${g.unique}. ${useLine(g)}`.trim(),
        `${capitalize(parts[2] ?? 'Who it is for')}: ${g.audience} who want ${g.gain}.`,
      ].join('\n\n'),
      features: [
        { feature: capitalize(g.unique), benefit: `You get ${g.gain}.` },
        { feature: `Made by ${g.company}`, benefit: `Backed by a team that knows ${g.industry}.` },
        { feature: 'Easy to change or return', benefit: `No more ${g.pain}.` },
      ],
      seo_title: pending(
        fit(`${name} | ${g.company}`, PRODUCT_LIMITS.seo_title),
        PRODUCT_LIMITS.seo_title,
      ),
      cta: `Add ${name} to your basket`,
    },
    g.facts.voice,
  );
}

export const OFFLINE_GENERATORS: { [K in ContentToolId]: (ctx: AgentContext) => ContentDraft[K] } =
  {
    blog_article: offlineBlogArticle,
    social_posts: offlineSocialPosts,
    email_newsletter: offlineEmailNewsletter,
    ad_copy: offlineAdCopy,
    landing_page: offlineLandingPage,
    seo_brief: offlineSeoBrief,
    video_script: offlineVideoScript,
    press_release: offlinePressRelease,
    product_description: offlineProductDescription,
  };
