import type { ComponentType, ReactNode } from 'react';
import {
  builtInTemplate,
  CONTENT_SCHEMAS,
  SOCIAL_PLATFORMS,
  socialPostText,
  type ContentDraft,
  type ContentToolId,
} from '@/shared/content';
import { Badge } from '@/web/components/ui/badge';
import { GenericRenderer } from '../generic-renderer';
import { Bullets, Panel } from '../parts';
import { Limited, LimitCount, VoiceScore } from './voice-score';

const Paragraphs = ({ text }: { text: string }) => (
  <div className="space-y-2 text-sm">
    {text.split(/\n{2,}/).map((p, i) => (
      <p key={i} className="whitespace-pre-line">
        {p}
      </p>
    ))}
  </div>
);

function Frame({ draft, children }: { draft: ContentDraft[ContentToolId]; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Badge variant="outline">Topic: {draft.topic}</Badge>
        {draft.template && (
          // A model may answer the template's id ("builtin:blog_article:how_to"): its name is shown.
          <Badge variant="outline">
            Template: {builtInTemplate(draft.template)?.name ?? draft.template}
          </Badge>
        )}
      </div>
      <VoiceScore voice={draft.brand_voice} />
      {children}
    </div>
  );
}

function BlogArticle({ d }: { d: ContentDraft['blog_article'] }) {
  return (
    <Frame draft={d}>
      <Panel title={`Article · ${d.word_count} words · ${d.reading_minutes} min read`}>
        <article className="space-y-3">
          <h3 className="text-lg font-semibold">{d.title}</h3>
          <Limited label="Meta description" value={d.meta_description} />
          <Paragraphs text={d.intro} />
          {d.sections.map((s, i) => (
            <section key={i} className="space-y-1">
              <h4 className="font-semibold">{s.heading}</h4>
              <Paragraphs text={s.body} />
            </section>
          ))}
          <Paragraphs text={d.conclusion} />
          <p className="text-sm font-semibold text-primary">{d.cta}</p>
        </article>
      </Panel>
    </Frame>
  );
}

function SocialPosts({ d }: { d: ContentDraft['social_posts'] }) {
  return (
    <Frame draft={d}>
      <ul className="grid gap-3 md:grid-cols-2">
        {d.posts.map((p, i) => (
          <li key={i}>
            <Panel
              title={
                <span className="flex flex-wrap items-center justify-between gap-2">
                  {SOCIAL_PLATFORMS[p.platform].label}
                  <LimitCount count={p.char_count} limit={p.limit} />
                </span>
              }
              tone={p.within_limit ? undefined : 'destructive'}
            >
              <p className="whitespace-pre-line text-sm">{socialPostText(p)}</p>
            </Panel>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

function EmailNewsletter({ d }: { d: ContentDraft['email_newsletter'] }) {
  return (
    <Frame draft={d}>
      <Panel title="Inbox">
        <div className="grid gap-3 sm:grid-cols-2">
          <Limited label="Subject" value={d.subject} />
          <Limited label="Preheader" value={d.preheader} />
        </div>
      </Panel>
      <Panel title="E-mail">
        <div className="space-y-2 text-sm">
          <p>{d.greeting}</p>
          {d.body.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <p>
            <span className="inline-block rounded-md bg-primary px-3 py-1.5 font-semibold text-primary-foreground">
              {d.cta.label}
            </span>{' '}
            <span className="text-xs text-muted-foreground">{d.cta.url_hint}</span>
          </p>
          <p>{d.sign_off}</p>
        </div>
      </Panel>
    </Frame>
  );
}

function AdCopy({ d }: { d: ContentDraft['ad_copy'] }) {
  return (
    <Frame draft={d}>
      <Panel title="Search ads">
        <ol className="space-y-3">
          {d.search_variants.map((v, i) => (
            <li key={i} className="space-y-2 rounded-lg border p-3">
              <Limited label={`Headline ${i + 1}`} value={v.headline} />
              <Limited label="Description" value={v.description} />
            </li>
          ))}
        </ol>
      </Panel>
      <Panel title="Social ads">
        <ul className="grid gap-3 md:grid-cols-2">
          {d.social_variants.map((v, i) => (
            <li key={i} className="space-y-2 rounded-lg border p-3">
              <Badge variant="outline">{SOCIAL_PLATFORMS[v.platform].label}</Badge>
              <Limited label="Primary text" value={v.primary_text} />
              <Limited label="Headline" value={v.headline} />
              <p className="text-xs text-muted-foreground">Button: {v.cta}</p>
            </li>
          ))}
        </ul>
      </Panel>
    </Frame>
  );
}

function LandingPage({ d }: { d: ContentDraft['landing_page'] }) {
  return (
    <Frame draft={d}>
      <Panel title="Hero" tone="primary">
        <p className="text-lg font-semibold">{d.hero.headline}</p>
        <p className="text-sm text-muted-foreground">{d.hero.subheadline}</p>
        <p className="mt-2 text-sm font-semibold text-primary">[{d.hero.cta}]</p>
      </Panel>
      <div className="grid gap-3 md:grid-cols-2">
        {d.sections.map((s, i) => (
          <Panel key={i} title={s.heading}>
            <p className="mb-2 text-sm">{s.body}</p>
            <Bullets items={s.bullets} />
          </Panel>
        ))}
      </div>
      <Panel title="Social proof">
        <p className="text-sm italic">{d.social_proof}</p>
      </Panel>
      <Panel title="Call to action">
        <p className="font-semibold">{d.cta.headline}</p>
        <p className="text-sm text-primary">[{d.cta.button}]</p>
      </Panel>
      <Panel title="FAQ">
        <dl className="space-y-2 text-sm">
          {d.faq.map((f, i) => (
            <div key={i}>
              <dt className="font-medium">{f.question}</dt>
              <dd className="text-muted-foreground">{f.answer}</dd>
            </div>
          ))}
        </dl>
      </Panel>
    </Frame>
  );
}

function SeoBrief({ d }: { d: ContentDraft['seo_brief'] }) {
  return (
    <Frame draft={d}>
      <Panel title="Search result">
        <div className="space-y-3">
          <Limited label="Title" value={d.title} />
          <Limited label="Meta description" value={d.meta_description} />
          <p className="text-xs text-muted-foreground">
            Slug: /{d.slug} · Target length: {d.word_count_target.toLocaleString('en-US')} words
          </p>
        </div>
      </Panel>
      <Panel title="Keywords">
        <p className="mb-2 text-sm">
          Primary: <strong>{d.primary_keyword}</strong>
        </p>
        <ul className="flex flex-wrap gap-2">
          {d.secondary_keywords.map((k, i) => (
            <li key={i}>
              <Badge variant="outline">
                {k.keyword} · {k.intent}
              </Badge>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="Outline">
        <ol className="space-y-2 text-sm">
          {d.outline.map((o, i) => (
            <li key={i} className={o.level === 'h3' ? 'ml-4' : ''}>
              <span className="mr-2 text-xs uppercase text-muted-foreground">{o.level}</span>
              <strong>{o.heading}</strong>
              <span className="block text-muted-foreground">{o.notes}</span>
            </li>
          ))}
        </ol>
      </Panel>
      <Panel title="Questions to answer">
        <Bullets items={d.questions} />
      </Panel>
    </Frame>
  );
}

function VideoScript({ d }: { d: ContentDraft['video_script'] }) {
  return (
    <Frame draft={d}>
      <p className="text-sm">
        <strong>{d.platform}</strong> · {d.duration_seconds} seconds · Hook: {d.hook}
      </p>
      <ol className="space-y-2">
        {d.scenes.map((s, i) => (
          <li
            key={i}
            className="grid gap-2 rounded-lg border bg-card p-3 text-sm sm:grid-cols-[7rem_1fr]"
          >
            <span className="font-mono text-xs text-muted-foreground">
              {s.start_seconds}–{s.end_seconds} s
            </span>
            <div className="space-y-1">
              <p>
                <span className="text-muted-foreground">Visual: </span>
                {s.visual}
              </p>
              <p>
                <span className="text-muted-foreground">Voice-over: </span>
                {s.voiceover}
              </p>
              {s.on_screen_text && (
                <p>
                  <span className="text-muted-foreground">On screen: </span>
                  {s.on_screen_text}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
      <p className="text-sm font-semibold text-primary">{d.cta}</p>
    </Frame>
  );
}

function PressRelease({ d }: { d: ContentDraft['press_release'] }) {
  return (
    <Frame draft={d}>
      <Panel title={`Press release · ${d.word_count} words`}>
        <article className="space-y-2 text-sm">
          <h3 className="text-lg font-semibold">{d.headline}</h3>
          <p className="italic text-muted-foreground">{d.subheadline}</p>
          <p>
            <strong>{d.dateline}</strong> — {d.lead}
          </p>
          {d.body.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <blockquote className="border-l-4 border-primary/40 pl-3 italic">
            “{d.quote.text}” — {d.quote.attribution}
          </blockquote>
          <p className="text-muted-foreground">{d.boilerplate}</p>
          <p className="text-xs">Media contact: {d.media_contact}</p>
        </article>
      </Panel>
    </Frame>
  );
}

function ProductDescription({ d }: { d: ContentDraft['product_description'] }) {
  return (
    <Frame draft={d}>
      <Panel title={d.product_name}>
        <div className="space-y-3">
          <Limited label="Short description" value={d.short_description} />
          <Paragraphs text={d.long_description} />
          <Limited label="SEO title" value={d.seo_title} />
        </div>
      </Panel>
      <Panel title="Features and benefits">
        <ul className="space-y-1 text-sm">
          {d.features.map((f, i) => (
            <li key={i}>
              <strong>{f.feature}</strong>: {f.benefit}
            </li>
          ))}
        </ul>
      </Panel>
      <p className="text-sm font-semibold text-primary">{d.cta}</p>
    </Frame>
  );
}

const VIEWS: { [K in ContentToolId]: ComponentType<{ d: ContentDraft[K] }> } = {
  blog_article: BlogArticle,
  social_posts: SocialPosts,
  email_newsletter: EmailNewsletter,
  ad_copy: AdCopy,
  landing_page: LandingPage,
  seo_brief: SeoBrief,
  video_script: VideoScript,
  press_release: PressRelease,
  product_description: ProductDescription,
};

/** The renderer of one Content tool's output type: its schema, else the generic layout. */
export function contentRenderer(tool: ContentToolId) {
  const View = VIEWS[tool] as ComponentType<{ d: unknown }>;
  return function ContentRenderer({ content }: { content: Record<string, unknown> }) {
    const parsed = CONTENT_SCHEMAS[tool].safeParse(content);
    if (!parsed.success) return <GenericRenderer content={content} />;
    return <View d={parsed.data} />;
  };
}
