/**
 * The offline Content agent: for each of the nine tools, a short, deterministic draft composed
 * from the organization's facts (what the description says it is and does, its unique value,
 * offer and audience, the campaign, the chosen document) in its brand voice and following the
 * chosen template. Nothing is pasted whole: each fact becomes a sentence of its own, each
 * sentence is said once per draft, and the industry knowledge base only speaks where the
 * organization said nothing. Every count and the brand-voice score are computed by
 * `finalizeDraft` (src/shared/content.ts).
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
import { givenDates } from '@/shared/deadlines';
import { lcFirst } from '../knowledge/phrases';
import type { AgentContext } from '../engine/types';
import { figuresOf } from '@/shared/text-quality';
import {
  andList,
  article,
  capitalize,
  documentLabel,
  fit,
  ground,
  hashtag,
  lowerFirst,
  pack,
  possessive,
  type Grounding,
} from './grounding';

/** The topic without a title's tail: "Skip or swap: the flexible plan" → "Skip or swap". */
const stripTitle = (topic: string) => topic.split(/[:?!]/)[0]!.trim() || topic;
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

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

/** The template's steps, or the tool's own. */
const steps = (g: Grounding, own: string[]) =>
  g.facts.template?.structure.length ? g.facts.template.structure : own;

const recs = (items: [string, string][]) =>
  items.map(([title, detail], i) => ({
    title,
    detail,
    priority: (i === 0 ? 'high' : 'medium') as 'high' | 'medium',
  }));

/** "Acme is an independent coffee roaster in Bristol." */
const aboutLine = (g: Grounding) =>
  g.identity ? `${g.company} is ${article(g.identity)} ${g.identity}.` : null;

/**
 * Where an article is shared: the channels that carry posts, and the e-mail list when the
 * business has one (never search ads or a marketplace). "Post it on Instagram and TikTok and
 * send it to your e-mail list".
 */
const SOCIAL =
  /\b(?:social|instagram|facebook|linkedin|tiktok|twitter|pinterest|youtube|threads)\b/i;
const EMAIL = /\b(?:e-?mail|newsletter)\b/i;
const sharedOn = (g: Grounding) => {
  const social = g.channels.filter((c) => SOCIAL.test(c) && !EMAIL.test(c)).slice(0, 2);
  const email = g.channels.some((c) => EMAIL.test(c));
  const post = social.length ? `Post it on ${andList(social.map((c) => lcFirst(c)))}` : null;
  if (post && email) return `${post} and send it to your e-mail list`;
  if (post) return post;
  return email ? 'Send it to your e-mail list' : 'Share it on your social accounts';
};

/** What a summary says the draft is about: the user's brief it answers, or its topic. */
const briefOf = (g: Grounding, plural = false) =>
  g.question
    ? `that ${plural ? 'answer' : 'answers'} your brief “${g.question}”`
    : `on “${g.topic}”`;

/** The document as a sentence names it: "our cancellation survey". */
const labelOf = (g: Grounding) =>
  g.document ? documentLabel(g.document.title, [g.company]) : null;

/** According to our “Cancellation survey 2026”, 39% of subscribers… */
const foundLine = (g: Grounding, line: string, voice: 'we' | 'they' = 'we') =>
  `According to ${voice === 'we' ? 'our' : possessive(g.company)} “${g.document!.title}”, ${lowerFirst(line, [g.company])}.`;

/**
 * The document's sentences a draft cites, each handed out once: the first attributed to its
 * document, the others as they are.
 */
function evidencePool(g: Grounding, voice: 'we' | 'they' = 'we') {
  const left = [...g.evidence];
  let cited = false;
  return {
    left: () => left.length,
    take: (n = 1) =>
      left.splice(0, n).map((line) => {
        const out = cited ? `${capitalize(line)}.` : foundLine(g, line, voice);
        cited = true;
        return out;
      }),
    /**
     * A sentence that fits `limit` characters as it is, or cut before its second clause
     * ("…convert at 27%, against 6% for…" → "…convert at 27%"), a share first: an ad's proof.
     */
    short: (limit: number) => {
      const forms = left.map((l) => {
        const head = clauseHead(l);
        return [...l].length + 1 <= limit ? l : [...head].length + 1 <= limit ? head : null;
      });
      const i = [forms.findIndex((f) => f && /\d%/.test(f)), forms.findIndex(Boolean)].find(
        (n) => n >= 0,
      );
      if (i === undefined) return null;
      left.splice(i, 1);
      return `${capitalize(forms[i]!)}.`;
    },
  };
}

/** A finding without its second clause: "…convert at 27%, against 6% for…" → "…convert at 27%". */
const clauseHead = (line: string) => line.split(/, (?=against|while|but|compared|versus)/)[0]!;

/** The hook as an opening line when it is a question a reader asks ("Coffee piles up…?"). */
const questionHook = (g: Grounding) => (/\?$/.test(g.hook) ? g.hook : null);

/** The figures of the draft's evidence, for a summary: "39% and 61%". */
const figuresOfEvidence = (g: Grounding) =>
  andList([...new Set(g.evidence.flatMap((l) => figuresOf(l).slice(0, 1)))].slice(0, 3));

/**
 * The sentences a draft is written from, best first, each handed out once: the user's facts,
 * or (only when there are none) what the knowledge base says matters to the audience.
 */
function factPool(
  g: Grounding,
  voice: 'we' | 'they',
  to: 'anyone' | 'customers' = 'anyone',
  evidence = evidencePool(g),
) {
  const own = [
    ...(voice === 'we' ? evidence.take(1) : []),
    voice === 'we' ? null : aboutLine(g),
    // Whom the business serves is said about them, not to them.
    ...g.claims.filter((c) => to === 'anyone' || !c.whom).map((c) => c[voice]),
    g.unique
      ? voice === 'we'
        ? `What sets us apart: ${g.unique}.`
        : `What sets ${g.company} apart: ${g.unique}.`
      : null,
    ...(voice === 'they' ? evidence.take(1) : []),
  ].filter((s): s is string => Boolean(s));
  const known = [
    `What matters most to our ${g.customers}: ${andList(g.gains)}.`,
    `What gets in their way: ${andList(g.pains)}.`,
  ];
  // The knowledge base is the industry's, not the organization's (a store's worries are not
  // an online brand's): it speaks only when the organization said nothing of its own.
  const all = own.length ? own : known;
  // A section that must not be empty once the facts run out: the industry's lines, then a
  // plain line of our own, each said once.
  const reserve = [
    ...(own.length ? known : []),
    `Ask the ${g.company} team about it.`,
    'We are glad to explain how we work.',
    'Write to us with your questions.',
    `Thank you for your interest in ${g.company}.`,
  ];
  let next = 0;
  return {
    /** A line for a section the facts did not reach. */
    more: () => reserve.shift() ?? '',
    /** How many of the user's own facts there are. */
    own: own.length,
    /** The next unused sentence of at most `limit` characters, or null. */
    fit: (limit: number) => {
      const i = all.findIndex((s, at) => at >= next && [...s].length <= limit);
      return i < 0 ? null : all.splice(i, 1)[0]!;
    },
    /** The next n unused sentences (fewer, or none, when they run out). */
    take: (n = 1) => {
      const out = all.slice(next, next + n);
      next += out.length;
      return out;
    },
    left: () => all.length - next,
  };
}

/** What a campaign or a brief is tagged with: never the team's question. */
const subjectTag = (g: Grounding) =>
  g.campaign ?? (g.question ? (g.offer ?? g.industry ?? '') : stripTitle(g.topic));

/** An offer named after the company ("Tallyform Teams") is a name: it takes no "the". */
const named = (g: Grounding) =>
  Boolean(g.offer) && g.offer!.toLowerCase().startsWith(g.company.split(/\s+/)[0]!.toLowerCase());
const theOffer = (g: Grounding) => (named(g) ? g.offer! : `the ${g.offer}`);
/** "is" or "are" for the offer: "the helical gear motors are". */
const offerIs = (g: Grounding) => (/[^s]s$/.test(g.offer ?? '') ? 'are' : 'is');

const offerCta = (g: Grounding) =>
  g.offer
    ? named(g)
      ? `Try ${g.offer}.`
      : `Try ${theOffer(g)} from ${g.company}.`
    : `Get in touch with the ${g.company} team.`;

/**
 * A blog article a marketer would publish: a title the reader sees (never the team's own
 * question), an intro that opens on what the chosen document found, a first section with the
 * rest of its figures (the answer to the brief), sections on how the business works (its own
 * facts), a section on where to start, and a conclusion that sends the reader to the offer.
 * Each fact is said once; where the facts run out it says less. A template's steps replace
 * the default headings.
 */
export function offlineBlogArticle(ctx: AgentContext): ContentDraft['blog_article'] {
  const g = ground('blog_article', ctx);
  const evidence = evidencePool(g);
  const label = labelOf(g);
  const heads = steps(g, [
    g.evidence.length > 1 ? 'What the figures say' : 'What stands in the way',
    `How ${g.company} works`,
    'Where to start',
  ]).slice(0, 5);
  const opening = evidence.take(1);
  // The document's sentence on what works ("61% came back", "twice as often") closes the
  // article: the short answer to the brief. The others make the first section.
  const action = [
    /\b(?:instead of|came back|as likely|more likely)\b/i,
    /\b(?:twice as|times as|won)\b/i,
  ]
    .map((pattern) => g.evidence.slice(1).find((l) => pattern.test(l)))
    .find(Boolean);
  const rest = g.evidence.slice(1).filter((l) => l !== action);
  // What stands in the way: the user's own evidence before the industry's usual obstacles.
  const problem = rest.length
    ? rest.map((l) => `${capitalize(l)}.`)
    : opening.length || !g.pains.length
      ? []
      : [`You may know the usual obstacles: ${andList(g.pains.slice(0, 2))}.`];
  const own = [
    ...g.claims.filter((c) => !c.whom).map((c) => c.we),
    g.unique ? `What sets us apart: ${g.unique}.` : null,
  ].filter((x): x is string => Boolean(x));
  // The rest of what the business offers, by name: where a reader may start instead.
  // A name the user wrote with a capital mid-sentence ("…into Salesforce") keeps it.
  const names =
    `${ctx.description ?? ''} ${ctx.uniqueValue ?? ''}`.match(/(?<=\w[,;]? )[A-Z]\w+/g) ?? [];
  const others = ctx.offers
    .slice(1, 4)
    .map((o) => lowerFirst(o.trim().replace(/[.!]$/, ''), [g.company, ...names]))
    .filter((o) => o && o.split(' ').length <= 6);
  const start = [
    g.offer
      ? `The easiest way to start is ${theOffer(g)}.`
      : `The easiest way to start is to tell the ${g.company} team what you need.`,
    g.offer && others.length ? `We also offer ${andList(others)}.` : null,
  ]
    .filter(Boolean)
    .join(' ');
  // The facts in reading order, spread over the sections; the last one says where to start.
  const middle = Math.max(1, heads.length - 1);
  const queue = [...problem, ...own];
  const per = Math.max(1, Math.ceil(queue.length / middle));
  const reserve = [`Ask the ${g.company} team about it.`, 'Write to us with your questions.'];
  const sections = heads.map((heading, i) => {
    const last = i === heads.length - 1;
    const body = last
      ? [...queue.splice(0), start]
      : queue.splice(0, i === 0 && problem.length ? problem.length : per);
    return {
      heading: capitalize(heading),
      body: (body.length ? body : [reserve.shift() ?? `More from ${g.company} soon.`]).join(' '),
    };
  });
  const about = aboutLine(g);
  const intro = opening.length
    ? [
        ...opening,
        sections.length > 2
          ? `Below: what else it found, how ${g.company} works, and where to start.`
          : 'Below: what it means for you, and where to start.',
      ]
    : [about, 'Here is what we would tell you first: how we work, and where to start.'];
  const figures = figuresOfEvidence(g);
  return finalizeDraft(
    'blog_article',
    {
      ...baseOf(
        g,
        ctx,
        `A ${sections.length}-section blog article for ${g.company} ${briefOf(g)}${figures ? `: it opens on what “${g.document!.title}” found (${figures})` : ''}${g.offer ? ` and ends on ${theOffer(g)}` : ''}.`,
        recs([
          [
            'Add what only you know',
            `Each section states the facts you gave; add an example from your own work before publishing.`,
          ],
          [
            'Publish with one clear call to action',
            g.offer
              ? `Link the article to ${theOffer(g)} page and track clicks from it.`
              : 'Link the article to the page you most want readers to visit and track clicks from it.',
          ],
          ['Share it where your audience reads', `${sharedOn(g)} in the week it goes live.`],
        ]),
      ),
      title: g.headline,
      meta_description: pending(
        fit(
          label && g.evidence.length
            ? `The figures from our ${label}, what they mean for ${g.audience}, and where to start with ${g.company}.`
            : `For ${g.audience}: what ${g.company} does, and where to start.`,
          SEO_LIMITS.meta_description,
        ),
        SEO_LIMITS.meta_description,
      ),
      intro: intro.filter(Boolean).join(' '),
      sections,
      conclusion:
        label && g.evidence.length
          ? [
              action ? `The short answer: ${lowerFirst(action, [g.company])}.` : null,
              `If these findings sound like you, the ${g.company} team would like to hear from you.`,
            ]
              .filter(Boolean)
              .join(' ')
          : `Questions this article left open? Write to the ${g.company} team.`,
      cta: offerCta(g),
      word_count: 0,
      reading_minutes: 0,
    },
    g.facts.voice,
  );
}

const SOCIAL_DEFAULT: SocialPlatform[] = ['x', 'linkedin', 'instagram', 'facebook'];

/** How each platform closes a post: said once per post, different on each platform. */
const CLOSERS: Record<SocialPlatform, (g: Grounding) => string | null> = {
  x: () => null,
  linkedin: () => 'What would you add? Tell us in the comments.',
  instagram: (g) =>
    g.offer ? `${capitalize(theOffer(g))} ${offerIs(g)} in our bio.` : 'More in our bio.',
  facebook: () => 'Share this with a friend who would like it.',
};

export function offlineSocialPosts(ctx: AgentContext): ContentDraft['social_posts'] {
  const g = ground('social_posts', ctx);
  const pool = factPool(g, 'we', 'customers');
  const fromChannels = SOCIAL_PLATFORM_IDS.filter((p) =>
    g.channels.some((c) => new RegExp(`\\b${SOCIAL_PLATFORMS[p].label}\\b`, 'i').test(c)),
  );
  const platforms = g.brief.platforms?.length
    ? g.brief.platforms
    : fromChannels.length
      ? fromChannels
      : SOCIAL_DEFAULT;
  const tags = [
    hashtag(g.company),
    hashtag(subjectTag(g)),
    g.industry ? hashtag(g.industry) : '',
  ].filter((t, i, all) => t && all.indexOf(t) === i);
  // The topic opens the first post; the others open on its short form, or on a fact, so no
  // run of six words is said twice across the set.
  const short = g.question ? '' : stripTitle(g.topic);
  // Unasked, as many posts as there are facts to say: no post made of filler alone. The
  // platforms the user named each get a post whatever the facts (their choice is kept).
  let unsaid = pool.own;
  const fed = platforms.filter((p) => {
    const feeds = unsaid > 0;
    unsaid -= p === 'x' ? 1 : 2;
    return feeds;
  }).length;
  const count = g.brief.posts ?? Math.max(1, g.brief.platforms?.length ?? 0, fed);
  // When the facts run out, later posts each take another short line.
  const spare = [offerCta(g), 'Questions? Send us a message.', `Follow ${g.company} for more.`];
  const posts = Array.from({ length: count }, (_, i) => {
    const platform = platforms[i % platforms.length]!;
    const opener =
      i === 0
        ? g.question
          ? questionHook(g)
          : `${capitalize(g.topic)}.`
        : i === 1 && short && words(short) <= 5
          ? `${capitalize(short)}.`
          : null;
    const facts = pool.take(platform === 'x' ? 1 : 2);
    const closer = i < platforms.length ? CLOSERS[platform](g) : null;
    const filler = facts.length ? [] : [spare.shift() ?? `Follow ${g.company} for more news.`];
    const body = [opener, ...facts, ...filler, closer].filter((s): s is string => Boolean(s));
    const text = platform === 'x' ? fit(body.join(' '), 240) : body.join('\n\n');
    return { platform, text, hashtags: platform === 'x' ? tags.slice(0, 2) : tags };
  });
  return finalizeDraft(
    'social_posts',
    {
      ...baseOf(
        g,
        ctx,
        `${posts.length} social post${posts.length > 1 ? 's' : ''} for ${g.company} ${briefOf(g, posts.length > 1)} (${andList([...new Set(posts.map((p) => SOCIAL_PLATFORMS[p.platform].label))])}), each within its platform’s limit.`,
        recs([
          [
            'Add a photo or a short clip to each post',
            'Posts with an image of the product or the team get more reach than text alone.',
          ],
          [
            'Post at your audience’s peak hours',
            'Schedule each post when your audience is most active and compare reach after a week.',
          ],
          [
            'Reply to every comment on the first day',
            'Early replies lift reach on every platform.',
          ],
        ]),
      ),
      posts: posts.map((p) => ({ ...p, char_count: 0, limit: 0, within_limit: true })),
    },
    g.facts.voice,
  );
}

export function offlineEmailNewsletter(ctx: AgentContext): ContentDraft['email_newsletter'] {
  const g = ground('email_newsletter', ctx);
  const evidence = evidencePool(g);
  // The preview text carries the document's shortest finding; the body cites the others.
  const preview = evidence.short(EMAIL_LIMITS.preheader);
  const pool = factPool(g, 'we', 'customers', evidence);
  const parts = steps(g, ['Main story', 'What is new', 'One tip']);
  const per = Math.max(1, Math.ceil(pool.own / 2));
  const body = [
    pool.take(per).join(' '),
    pool.take(per).join(' '),
    g.offer
      ? `${capitalize(theOffer(g))} ${offerIs(g)} one click away.`
      : `Reply to this e-mail if you have a question. We read every answer.`,
  ].filter(Boolean);
  return finalizeDraft(
    'email_newsletter',
    {
      ...baseOf(
        g,
        ctx,
        `An e-mail from ${g.company} for ${g.audience} ${briefOf(g)}: subject, preview text, ${body.length} paragraphs and one call to action${g.facts.template ? ` (${andList(parts.map((p) => p.toLowerCase()))})` : ''}.`,
        recs([
          [
            'Test two subject lines',
            'Send each to 10% of the list and the winner to the rest after four hours.',
          ],
          [
            'Send when your readers open',
            'Pick the hour when your readers opened your last e-mails most.',
          ],
        ]),
      ),
      subject: pending(fit(g.hook, EMAIL_LIMITS.subject), EMAIL_LIMITS.subject),
      preheader: pending(
        fit(preview ?? `News from ${g.company}, in a two-minute read.`, EMAIL_LIMITS.preheader),
        EMAIL_LIMITS.preheader,
      ),
      greeting: 'Hi there,',
      body,
      cta: {
        label: g.offer ? `See ${theOffer(g)}` : `Visit ${g.company}`,
        url_hint: `Link to the ${g.offer ? `${g.offer} page` : 'homepage'}${g.campaign ? ` with the “${g.campaign}” tracking code` : ''}`,
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
  const evidence = evidencePool(g);
  // The document's shortest finding is the first variant's proof, said as it is.
  const proof = evidence.short(D);
  const pool = factPool(g, 'we', 'anyone', evidence);
  // Headlines said whole (a cut one reads "Forms that write straight into"), each once.
  const candidates = [
    g.company,
    g.question ? null : capitalize(stripTitle(g.topic)),
    g.offer ? capitalize(g.offer) : null,
    g.unique ? capitalize(g.unique) : null,
    g.identity ? capitalize(g.identity) : null,
    g.campaign,
    `For ${g.audience}`,
    ...ctx.offers.slice(1).map((o) => capitalize(o.trim())),
  ].filter((h): h is string => Boolean(h) && [...h!].length <= H);
  const headlines = [...new Set(candidates)].slice(0, 3);
  for (const more of [fit(`For ${g.audience}`, H), fit(`Made by ${g.company}`, H)])
    if (headlines.length < 3 && !headlines.includes(more)) headlines.push(more);
  // Each variant its own fact within the limit, closed by a short call to action.
  const closers = [`Made for ${g.audience}.`, offerCta(g), `Visit ${g.company} today.`];
  const descriptions = headlines.map((_, i) => {
    const fact = i === 0 && proof ? proof : pool.fit(D);
    return pack(
      [fact, closers[i]!].filter((x): x is string => Boolean(x)),
      D,
    );
  });
  const platforms = (['facebook', 'instagram', 'linkedin'] as SocialPlatform[]).filter((p) =>
    g.channels.some(
      (c) =>
        new RegExp(`\\b${SOCIAL_PLATFORMS[p].label}\\b`, 'i').test(c) ||
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
        `Ad copy for ${g.company} ${briefOf(g)}: 3 search variants within ${H}/${D} characters and ${social.length} social variant${social.length > 1 ? 's' : ''}.`,
        recs([
          [
            'Run the variants side by side',
            'Let each variant reach 1,000 impressions before pausing the weakest.',
          ],
          [
            'Send clicks to a matching page',
            'The landing page should repeat the headline people clicked.',
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
                  g.question ? questionHook(g) : `${capitalize(stripTitle(g.topic))}.`,
                  ...[pool.fit(80), pool.fit(60)],
                  aboutLine(g),
                  `Meet the ${g.company} team.`,
                ].filter((x): x is string => Boolean(x))
              : [...pool.take(1), `See why ${g.audience} choose ${g.company}.`],
            SOCIAL_AD_LIMITS.primary_text,
          ) ||
            (i === 0
              ? (aboutLine(g) ?? offerCta(g))
              : `See why ${g.audience} choose ${g.company}.`),
          SOCIAL_AD_LIMITS.primary_text,
        ),
        headline: pending(
          fit(
            i === 0 ? g.company : capitalize(g.offer ?? subjectTag(g) ?? g.company),
            SOCIAL_AD_LIMITS.headline,
          ),
          SOCIAL_AD_LIMITS.headline,
        ),
        cta: i === 0 ? 'Learn more' : g.offer ? 'Shop now' : 'Sign up',
      })),
    },
    g.facts.voice,
  );
}

export function offlineLandingPage(ctx: AgentContext): ContentDraft['landing_page'] {
  const g = ground('landing_page', ctx);
  // The document's words are the page's social proof, quoted once there.
  const pool = factPool({ ...g, evidence: [] }, 'we');
  const heads = steps(g, ['What we do', 'Why choose us', 'How to start']);
  const about = aboutLine(g);
  const per = Math.max(1, Math.ceil(pool.own / Math.max(1, heads.length - 1)));
  const bullets = [[], [g.offer ? capitalize(g.offer) : null, `Run by the ${g.company} team`], []];
  return finalizeDraft(
    'landing_page',
    {
      ...baseOf(
        g,
        ctx,
        `Landing page copy for ${g.company} ${briefOf(g)}: hero, ${heads.length} sections, social proof, a call to action, and questions with answers.`,
        recs([
          ['Keep one call to action', 'Every button on the page leads to the same next step.'],
          ['Test the hero headline first', 'It decides most of the page’s conversion rate.'],
        ]),
      ),
      hero: {
        headline: g.question ? g.headline : capitalize(stripTitle(g.topic)),
        subheadline: about ?? `${g.company}, for ${g.audience}.`,
        cta: g.offer ? `Start with ${theOffer(g)}` : `Talk to ${g.company}`,
      },
      sections: heads.map((heading, i) => ({
        heading: capitalize(heading),
        body: i === heads.length - 1 ? offerCta(g) : pool.take(per).join(' ') || pool.more(),
        bullets: (bullets[i % bullets.length]!.filter(Boolean) as string[]).slice(0, 3),
      })),
      social_proof: g.evidence[0]
        ? `“${g.evidence[0]}.” (${g.document!.title})`
        : `Made by the people of ${g.company}.`,
      cta: {
        headline: g.offer ? `Ready to try ${theOffer(g)}?` : `Ready to talk to ${g.company}?`,
        button: g.offer ? 'Get started' : 'Get in touch',
      },
      faq: [
        {
          question: 'Who is it for?',
          answer: `We work with ${g.audience}.`,
        },
        {
          question: 'How do I start?',
          answer: g.offer
            ? `Choose ${theOffer(g)} and we take it from there.`
            : 'Use the button on this page: it reaches our team.',
        },
      ],
    },
    g.facts.voice,
  );
}

export function offlineSeoBrief(ctx: AgentContext): ContentDraft['seo_brief'] {
  const g = ground('seo_brief', ctx);
  // Keywords are written in lower case, as people search, but an acronym keeps its capitals
  // ("mineral SPF 30").
  // A team's question is no search: the brief's keyword, else what the business offers.
  const subject =
    g.brief.keyword ?? (g.question ? (g.offer ?? g.identity ?? g.company) : stripTitle(g.topic));
  const keyword = stripTitle(subject)
    .split(' ')
    .map((w) => (/^[A-Z0-9]{2,}$/.test(w) && /[A-Z]/.test(w) ? w : w.toLowerCase()))
    .join(' ');
  const own = g.claims.length + (g.unique ? 1 : 0);
  const heading = capitalize(stripTitle(subject));
  const finding = g.evidence[0];
  const heads = steps(g, [
    'The short answer',
    'What to look for',
    `${possessive(g.company)} approach`,
    'Next steps',
  ]);
  return finalizeDraft(
    'seo_brief',
    {
      ...baseOf(
        g,
        ctx,
        `SEO brief for ${g.company} ${briefOf(g)}: keywords, a title, a meta description, and a ${heads.length + 1}-heading outline.`,
        recs([
          [
            'Answer the questions people ask',
            'Cover every question below in its own short paragraph.',
          ],
          [
            'Link from your strongest page',
            g.offer
              ? `Add a link to the new page from ${theOffer(g)} page.`
              : 'Add a link to the new page from your most visited page.',
          ],
        ]),
      ),
      primary_keyword: keyword,
      secondary_keywords: [
        ...(g.offer && g.offer.toLowerCase() !== keyword
          ? [{ keyword: g.offer.toLowerCase(), intent: 'commercial' as const }]
          : []),
        { keyword: `${g.company.toLowerCase()} reviews`, intent: 'commercial' as const },
        { keyword: g.company.toLowerCase(), intent: 'navigational' as const },
      ],
      title: pending(fit(`${heading}: a guide | ${g.company}`, SEO_LIMITS.title), SEO_LIMITS.title),
      meta_description: pending(
        pack(
          [
            aboutLine(g) ?? `${g.company}, for ${g.audience}.`,
            g.unique ? `${capitalize(g.unique)}.` : '',
          ].filter(Boolean),
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
            `Answer the search in two sentences for ${g.audienceDetail ?? g.audience}.`,
            'Compare the options on price, quality, and effort.',
            `${own ? `State what sets ${g.company} apart` : `Say how ${g.company} works`}${
              finding
                ? `, and quote “${g.document!.title}”: “${finding}.”`
                : g.document
                  ? `, and quote “${g.document.title}”`
                  : ''
            }${finding ? '' : '.'}`,
            g.offer
              ? `Point to ${theOffer(g)} with one call to action.`
              : 'End with one call to action.',
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
        'Who is it for?',
        g.offer
          ? `How much ${offerIs(g) === 'are' ? 'do' : 'does'} ${theOffer(g)} cost?`
          : `How do I get started with ${g.company}?`,
        `Why choose ${g.company}?`,
      ],
    },
    g.facts.voice,
  );
}

export function offlineVideoScript(ctx: AgentContext): ContentDraft['video_script'] {
  const g = ground('video_script', ctx);
  const pool = factPool(g, 'we');
  const beats = steps(g, ['Hook', 'Show', 'Proof', 'Call to action']).slice(0, 6);
  const visuals = [
    g.offer ? `close-up of ${theOffer(g)} in use` : `close-up of the ${g.company} team at work`,
    `behind the scenes at ${g.company}`,
    'a customer, on camera',
    'logo and offer on screen',
  ];
  const length = [3, 12, 12, 8];
  let at = 0;
  const scenes = beats.map((beat, i) => {
    const last = i === beats.length - 1;
    const voiceover = last
      ? offerCta(g)
      : i === 0
        ? g.question
          ? (questionHook(g) ?? pool.take(1)[0] ?? `Made for ${g.audience}.`)
          : `${capitalize(g.topic)}.`
        : (pool.take(1)[0] ?? `Made for ${g.audience}.`);
    const start = at;
    at += length[Math.min(i, length.length - 1)]!;
    return {
      start_seconds: start,
      end_seconds: at,
      visual: `${capitalize(beat)}: ${visuals[Math.min(i, visuals.length - 1)]!}`,
      voiceover,
      on_screen_text: i === 0 ? g.company : last ? 'Link below' : '',
    };
  });
  return finalizeDraft(
    'video_script',
    {
      ...baseOf(
        g,
        ctx,
        `A ${at}-second video script for ${g.company} ${briefOf(g)} in ${scenes.length} timed scenes.`,
        recs([
          ['Hook in the first three seconds', 'Open on the product, not the logo.'],
          ['Add captions', 'Most viewers watch without sound.'],
        ]),
      ),
      platform:
        g.channels.find((c) => /instagram|tiktok|youtube|video|social/i.test(c)) ??
        'Short social video',
      hook: `Open on ${g.offer ? `${theOffer(g)}` : `the ${g.company} team`}, with the opening line spoken over it.`,
      scenes,
      cta: g.offer ? `See ${theOffer(g)}: link below.` : `Find ${g.company}: link below.`,
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

/** Where the company is, for a dateline: the campaign's place, or "in Stuttgart", "Austin-based". */
function datelineCity(ctx: AgentContext): string | null {
  const target = ctx.campaign?.geographicTarget?.split(/[,;]/)[0]?.trim();
  if (target) return target;
  const text = ctx.description ?? '';
  // "in Australian dollars" names a currency, not a place.
  const inCity = /\bin ([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b(?! dollars| pounds| euros)/.exec(text);
  if (inCity && !/(?:ian|ish|ese)$/.test(inCity[1]!)) return inCity[1]!;
  return /^([A-Z][a-z]+)-based\b/.exec(text)?.[1] ?? null;
}

/**
 * The day a release goes out: the date the campaign's note gives ("the launch e-mail must go
 * out the week of 15 March"), else today.
 */
function releaseDate(ctx: AgentContext): string {
  const today = new Date().toISOString().slice(0, 10);
  const given = givenDates(ctx.campaign?.description, ctx.campaign?.startDate ?? today)[0];
  return DATE.format(new Date(`${given?.iso ?? today}T00:00:00Z`));
}

export function offlinePressRelease(ctx: AgentContext): ContentDraft['press_release'] {
  const g = ground('press_release', ctx);
  // The news leads: a launch, else what the document found; the rest of the facts follow it,
  // the boilerplate says who the company is.
  const news = g.claims.find((c) => c.news);
  const evidence = evidencePool(g, 'they');
  const finding = news ? null : (g.evidence[0] ?? null);
  if (finding) evidence.take(1);
  const cited = evidence.take(3);
  const pool = factPool(
    { ...g, unique: null, claims: g.claims.filter((c) => c !== news) },
    'they',
    'anyone',
    evidence,
  );
  // "Bristol roastery": the identity keeps a capital only for a place name.
  const place = /^([A-Z][a-z]+) [a-z]/.exec(g.identity ?? '')?.[1];
  const city = datelineCity(ctx) ?? (place && !/(?:ian|ish|ese)$/.test(place) ? place : null);
  const label = labelOf(g);
  const boilerplate = pool.take(2).join(' ') || `${g.company} works with ${g.audience}.`;
  const body = [cited.join(' '), pool.take(2).join(' '), pool.take(2).join(' ')].filter(Boolean);
  const headline = news
    ? stripTitle(news.they).replace(/\.$/, '')
    : finding && label
      ? `${label.startsWith(g.company) ? label : `${g.company} ${label}`}: ${lowerFirst(clauseHead(finding), [g.company])}`
      : `${g.company}: ${g.question ? g.headline : capitalize(stripTitle(g.topic))}`;
  return finalizeDraft(
    'press_release',
    {
      ...baseOf(
        g,
        ctx,
        `A press release from ${g.company} ${briefOf(g)}${news ? ', leading on its launch' : finding ? ', leading on what its document found' : ''}, with a quote, a boilerplate, and a media contact.`,
        recs([
          [
            'Add the news itself',
            'State what is new, from when, and one figure you can stand behind before sending it.',
          ],
          [
            'Pitch five trade titles first',
            `Send it to the ${g.industry ?? 'trade'} press your audience reads, with one image.`,
          ],
          ['Publish it on your own site', 'Journalists check the newsroom before they write.'],
        ]),
      ),
      headline,
      subheadline: `For ${g.audience}.`,
      dateline: `${city ? `${city.toUpperCase()}, ` : ''}${releaseDate(ctx)}`,
      lead: news
        ? `${g.company} made the announcement today.`
        : finding && g.document
          ? `${g.company} today shared the findings of its “${g.document.title}”.`
          : `${g.company} today shared its latest news.`,
      body: body.length ? body : [`More details are available from ${g.company} on request.`],
      quote: {
        text: g.unique
          ? `What sets us apart is simple: ${g.unique}.`
          : 'We are proud to share this news.',
        attribution: `A spokesperson for ${g.company}`,
      },
      boilerplate: `About ${g.company}: ${boilerplate}`,
      media_contact: `Press office, ${g.company}`,
      word_count: 0,
    },
    g.facts.voice,
  );
}

export function offlineProductDescription(ctx: AgentContext): ContentDraft['product_description'] {
  const g = ground('product_description', ctx);
  // The unique value is the first feature: the long description does not say it again.
  const pool = factPool({ ...g, unique: null }, 'we');
  // A team's question names no product: then the offer is the product.
  const name = capitalize(
    g.brief.topic?.trim() && !g.question
      ? stripTitle(g.topic)
      : (g.offer ?? `the ${g.company} range`),
  );
  const parts = steps(g, ['What it is', 'What makes it different', 'Who it is for']);
  const facts = pool.take(3);
  return finalizeDraft(
    'product_description',
    {
      ...baseOf(
        g,
        ctx,
        `A product description for “${name}” by ${g.company}${g.question ? ` ${briefOf(g)}` : ''}: short and long copy, features as benefits, and a title for search.`,
        recs([
          [
            'Add the product’s own details',
            'Size, ingredients or specifications, and the price: the facts a buyer checks first.',
          ],
          ['Add one photo per feature', 'Shoppers trust what they can see.'],
        ]),
      ),
      product_name: name,
      short_description: pending(
        fit(`From ${g.company}, made for ${g.audience}.`, PRODUCT_LIMITS.short_description),
        PRODUCT_LIMITS.short_description,
      ),
      long_description: [
        `${capitalize(parts[0]!)}: ${aboutLine(g) ?? `${name} comes from ${g.company}.`}`,
        facts.length
          ? `${capitalize(parts[1] ?? 'What makes it different')}: ${facts.join(' ')}`
          : null,
        // The short description names the audience; the whole of it is said only when it adds.
        g.audienceDetail && !g.audienceDetail.startsWith(g.audience)
          ? `${capitalize(parts[2] ?? 'Who it is for')}: ${g.audienceDetail}.`
          : null,
      ]
        .filter(Boolean)
        .join('\n\n'),
      features: [
        ...(g.unique
          ? [{ feature: capitalize(g.unique), benefit: `What sets ${g.company} apart.` }]
          : []),
        { feature: `Made by ${g.company}`, benefit: 'From the team that knows it best.' },
        { feature: 'Questions answered', benefit: `Ask the ${g.company} team before you buy.` },
      ].slice(0, 3),
      seo_title: pending(
        fit(`${name} | ${g.company}`, PRODUCT_LIMITS.seo_title),
        PRODUCT_LIMITS.seo_title,
      ),
      cta: 'Add to basket',
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
