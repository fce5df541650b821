/**
 * The Content agent on the model path, against a local OpenAI-compatible server: the model
 * writes the copy; every character count, limit verdict and the brand-voice score are
 * recomputed in code (finalize), and the prompt carries the limits and the brand voice.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_PLATFORMS, socialPostsSchema, type ContentDraft } from '@/shared/content';
import { queryRows } from '../../db/client';
import { createModelTestApp, type FakeModel } from '../../testing/fake-model';
import type { TestApp } from '../../testing/test-app';
import { groundedUser, runTool } from '../agent-sessions/test-helpers';

const LONG = `Harbor Roasters ships the spring subscription to home espresso enthusiasts. ${'Fresh beans every month. '.repeat(10)}`;

const ANSWER = {
  summary: 'Two posts for Harbor Roasters on the spring subscription.',
  recommendations: [{ title: 'Post at 8am', detail: 'When espresso fans read.', priority: 'high' }],
  sources: [{ kind: 'business_context', id: null, title: 'Harbor Roasters business context' }],
  assumptions: [],
  topic: 'Spring subscription',
  template: null,
  brand_voice: {
    score: 100,
    profile: { tone: ['x'], use: [], avoid: [], reading_level: 'technical' },
    issues: [],
    used_words: [],
  },
  posts: [
    {
      platform: 'x',
      text: LONG,
      hashtags: ['HarborRoasters'],
      char_count: 12,
      limit: 999,
      within_limit: true,
    },
    {
      platform: 'linkedin',
      text: 'Our synergy with growers makes Harbor Roasters coffee taste better.',
      hashtags: [],
      char_count: 0,
      limit: 3000,
      within_limit: true,
    },
  ],
};

describe('content agent, model path', () => {
  let t: TestApp;
  let model: FakeModel;
  let close: () => Promise<void>;
  let user: Awaited<ReturnType<typeof groundedUser>>;

  beforeAll(async () => {
    ({ t, model, close } = await createModelTestApp({
      answer: ANSWER,
      text: 'Writing the posts.',
    }));
    user = await groundedUser(t);
    await t.ctx.db
      .execute(sql`insert into documents (org_id, title, filename, mime_type, text_content)
      values (${user.orgId}, 'Roast notes', 'notes.txt', 'text/plain', 'Light roasts sell best in spring.')`);
    await t.ctx.db.execute(sql`delete from dashboard_metrics_cache where org_id = ${user.orgId}`);
  });
  afterAll(() => close());

  it('saves the model’s copy with the counts, limits and brand-voice score computed in code', async () => {
    const { res, outputId, output } = await runTool(
      t,
      user.cookie,
      { agent_type: 'content', campaign_id: user.campaignId },
      { tool: 'social_posts', message: 'Topic: Spring subscription\nPlatforms: X, LinkedIn' },
    );
    expect(res.status).toBe(200);
    expect(output).toMatchObject({
      engine: 'model',
      model: 'test-model',
      output_type: 'social_posts',
    });
    const draft = socialPostsSchema.parse(output.content) as ContentDraft['social_posts'];
    const x = draft.posts[0]!;
    expect(x.limit).toBe(SOCIAL_PLATFORMS.x.limit);
    expect(x.char_count).toBe([...`${LONG}\n\n#HarborRoasters`].length);
    expect(x.within_limit).toBe(false);
    expect(draft.posts[1]).toMatchObject({ limit: 3000, within_limit: true });
    // The organization's profile, not the model's: "synergy" is on its avoid list.
    expect(draft.brand_voice.profile.reading_level).toBe('conversational');
    expect(draft.brand_voice.issues).toContainEqual(
      expect.objectContaining({ kind: 'avoid_word', phrase: 'synergy' }),
    );
    expect(draft.brand_voice.score).toBeLessThan(100);
    const [item] = await queryRows<{ content_type: string }>(
      t.ctx.db,
      sql`select content_type from content_items where output_id = ${outputId}`,
    );
    expect(item).toEqual({ content_type: 'social' });

    const prompt = model.lastPrompt();
    expect(prompt).toContain('Harbor Roasters');
    expect(prompt).toContain('home espresso enthusiasts');
    expect(prompt).toContain('X: 280');
    expect(prompt).toContain('Never use these words');
    expect(prompt).toContain('synergy');
    expect(prompt).toContain('Spring Subscription Push');
  });
});
