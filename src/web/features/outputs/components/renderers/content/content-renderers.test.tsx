// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandVoiceProfile } from '@/shared/brand-voice';
import { finalizeDraft, limitText, type ContentDraft } from '@/shared/content';
import { OutputRenderer } from '../output-renderer';

afterEach(cleanup);

const profile: BrandVoiceProfile = {
  tone: ['warm', 'direct'],
  use: ['Northwind'],
  avoid: ['synergy'],
  reading_level: 'simple',
};
const base = {
  summary: 'Posts for Northwind.',
  recommendations: [
    { title: 'Post at 8am', detail: 'When readers scroll.', priority: 'high' as const },
  ],
  sources: [{ kind: 'business_context' as const, id: null, title: 'Business context' }],
  assumptions: [],
  topic: 'Spring relaunch',
  template: null,
  brand_voice: { score: 0, profile, issues: [], used_words: [] },
};

describe('content renderers', () => {
  it('social posts: each post with its count against its platform limit, and the brand-voice score with what broke it', () => {
    const draft = finalizeDraft(
      'social_posts',
      {
        ...base,
        posts: [
          {
            platform: 'x',
            text: 'x'.repeat(290),
            hashtags: [],
            char_count: 0,
            limit: 0,
            within_limit: true,
          },
          {
            platform: 'linkedin',
            text: 'Northwind has real synergy with growers.',
            hashtags: ['Coffee'],
            char_count: 0,
            limit: 0,
            within_limit: true,
          },
        ],
      } satisfies ContentDraft['social_posts'],
      profile,
    );
    render(
      <OutputRenderer
        outputType="social_posts"
        content={draft as unknown as Record<string, unknown>}
      />,
    );
    expect(screen.getByLabelText('290 of 280 characters, over the limit')).toBeTruthy();
    expect(draft.posts[1]!.char_count).toBe(
      'Northwind has real synergy with growers.'.length + '\n\n#Coffee'.length,
    );
    expect(screen.getByLabelText(`${draft.posts[1]!.char_count} of 3,000 characters`)).toBeTruthy();
    const voice = screen.getByRole('region', { name: 'Brand voice score' });
    expect(within(voice).getByTestId('brand-voice-score').textContent).toBe(
      `${draft.brand_voice.score}/100`,
    );
    expect(within(voice).getByText('synergy')).toBeTruthy();
  });

  it('ad copy: search headlines and descriptions against 30 and 90 characters', () => {
    const v = {
      headline: limitText('Fresh beans', 30),
      description: limitText('Roasted this week.', 90),
    };
    const draft = finalizeDraft(
      'ad_copy',
      {
        ...base,
        search_variants: [v, v, v],
        social_variants: [
          {
            platform: 'facebook',
            primary_text: limitText('Northwind.', 125),
            headline: limitText('Hi', 40),
            cta: 'Shop now',
          },
        ],
      } satisfies ContentDraft['ad_copy'],
      profile,
    );
    render(
      <OutputRenderer outputType="ad_copy" content={draft as unknown as Record<string, unknown>} />,
    );
    expect(screen.getAllByLabelText('11 of 30 characters')).toHaveLength(3);
    expect(screen.getAllByLabelText('18 of 90 characters')).toHaveLength(3);
  });

  it('falls back to the generic layout when the content does not match', () => {
    render(<OutputRenderer outputType="blog_article" content={{ title: 'Only a title' }} />);
    expect(screen.queryByRole('region', { name: 'Brand voice score' })).toBeNull();
    expect(screen.getByText('Only a title')).toBeTruthy();
  });
});
