/** A content draft as Markdown, ready to paste or to save as a .md file (the library's copy and export). */
import {
  CONTENT_SCHEMAS,
  CONTENT_TOOLS,
  SOCIAL_PLATFORMS,
  socialPostText,
  type ContentDraft,
  type ContentToolId,
} from './content';

const lines = (...items: (string | false | null | undefined)[]) =>
  items.filter((x): x is string => typeof x === 'string').join('\n');

function body(tool: ContentToolId, d: ContentDraft[ContentToolId]): string {
  switch (tool) {
    case 'blog_article': {
      const b = d as ContentDraft['blog_article'];
      return lines(
        `# ${b.title}`,
        '',
        `> ${b.meta_description.text}`,
        '',
        b.intro,
        '',
        ...b.sections.flatMap((s) => [`## ${s.heading}`, '', s.body, '']),
        b.conclusion,
        '',
        `**${b.cta}**`,
      );
    }
    case 'social_posts':
      return (d as ContentDraft['social_posts']).posts
        .map(
          (p) =>
            `## ${SOCIAL_PLATFORMS[p.platform].label} (${p.char_count}/${p.limit})\n\n${socialPostText(p)}`,
        )
        .join('\n\n');
    case 'email_newsletter': {
      const e = d as ContentDraft['email_newsletter'];
      return lines(
        `**Subject:** ${e.subject.text}`,
        `**Preheader:** ${e.preheader.text}`,
        '',
        e.greeting,
        '',
        ...e.body.flatMap((p) => [p, '']),
        `**[${e.cta.label}]** (${e.cta.url_hint})`,
        '',
        e.sign_off,
      );
    }
    case 'ad_copy': {
      const a = d as ContentDraft['ad_copy'];
      return lines(
        '## Search ads',
        '',
        ...a.search_variants.flatMap((v, i) => [
          `${i + 1}. **${v.headline.text}** (${v.headline.char_count}/${v.headline.limit})`,
          `   ${v.description.text} (${v.description.char_count}/${v.description.limit})`,
        ]),
        '',
        '## Social ads',
        '',
        ...a.social_variants.flatMap((v) => [
          `### ${SOCIAL_PLATFORMS[v.platform].label}`,
          '',
          v.primary_text.text,
          '',
          `**${v.headline.text}** · ${v.cta}`,
          '',
        ]),
      );
    }
    case 'landing_page': {
      const l = d as ContentDraft['landing_page'];
      return lines(
        `# ${l.hero.headline}`,
        '',
        l.hero.subheadline,
        '',
        `**[${l.hero.cta}]**`,
        '',
        ...l.sections.flatMap((s) => [
          `## ${s.heading}`,
          '',
          s.body,
          '',
          ...s.bullets.map((b) => `- ${b}`),
          '',
        ]),
        `> ${l.social_proof}`,
        '',
        `## ${l.cta.headline}`,
        '',
        `**[${l.cta.button}]**`,
        '',
        '## FAQ',
        '',
        ...l.faq.flatMap((f) => [`**${f.question}**`, '', f.answer, '']),
      );
    }
    case 'seo_brief': {
      const s = d as ContentDraft['seo_brief'];
      return lines(
        `**Primary keyword:** ${s.primary_keyword}`,
        `**Secondary keywords:** ${s.secondary_keywords.map((k) => `${k.keyword} (${k.intent})`).join(', ')}`,
        `**Title (${s.title.char_count}/${s.title.limit}):** ${s.title.text}`,
        `**Meta description (${s.meta_description.char_count}/${s.meta_description.limit}):** ${s.meta_description.text}`,
        `**Slug:** /${s.slug}`,
        `**Target length:** ${s.word_count_target} words`,
        '',
        '## Outline',
        '',
        ...s.outline.map((o) => `${o.level === 'h3' ? '  ' : ''}- **${o.heading}**: ${o.notes}`),
        '',
        '## Questions to answer',
        '',
        ...s.questions.map((q) => `- ${q}`),
      );
    }
    case 'video_script': {
      const v = d as ContentDraft['video_script'];
      return lines(
        `**Platform:** ${v.platform} · **Length:** ${v.duration_seconds} s`,
        `**Hook:** ${v.hook}`,
        '',
        ...v.scenes.flatMap((s) => [
          `### ${s.start_seconds}–${s.end_seconds} s`,
          `- Visual: ${s.visual}`,
          `- Voice-over: ${s.voiceover}`,
          s.on_screen_text ? `- On screen: ${s.on_screen_text}` : null,
          '',
        ]),
        `**Call to action:** ${v.cta}`,
      );
    }
    case 'press_release': {
      const p = d as ContentDraft['press_release'];
      return lines(
        `# ${p.headline}`,
        `## ${p.subheadline}`,
        '',
        `**${p.dateline}** — ${p.lead}`,
        '',
        ...p.body.flatMap((x) => [x, '']),
        `> “${p.quote.text}” — ${p.quote.attribution}`,
        '',
        '###',
        '',
        p.boilerplate,
        '',
        `**Media contact:** ${p.media_contact}`,
      );
    }
    case 'product_description': {
      const p = d as ContentDraft['product_description'];
      return lines(
        `# ${p.product_name}`,
        '',
        `*${p.short_description.text}*`,
        '',
        p.long_description,
        '',
        ...p.features.map((f) => `- **${f.feature}**: ${f.benefit}`),
        '',
        `**${p.cta}**`,
        '',
        `SEO title: ${p.seo_title.text}`,
      );
    }
  }
}

/** The draft as Markdown; null when the content does not match its tool's schema. */
export function contentMarkdown(
  tool: ContentToolId,
  content: unknown,
  title?: string,
): string | null {
  const parsed = CONTENT_SCHEMAS[tool].safeParse(content);
  if (!parsed.success) return null;
  const header = title
    ? `<!-- ${CONTENT_TOOLS[tool].label}: ${title.replace(/--/g, '—')} -->\n\n`
    : '';
  return `${header}${body(tool, parsed.data)}\n`;
}
