/**
 * The Content agent on the model path, against a local OpenAI-compatible server: the model
 * writes the copy; every character count, limit verdict and the brand-voice score are
 * recomputed in code (finalize), and the prompt carries the limits and the brand voice.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_PLATFORMS, socialPostsSchema, type ContentDraft } from '@/shared/content';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { groundedUser, newSession, run } from '../agent-sessions/test-helpers';

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

function chunk(content: string | null, finish: string | null = null) {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'test-model',
    choices: [
      {
        index: 0,
        delta: content === null ? {} : { role: 'assistant', content },
        finish_reason: finish,
      },
    ],
  })}\n\n`;
}

describe('content agent, model path', () => {
  let server: http.Server;
  const requests: { messages: { role: string; content: unknown }[] }[] = [];
  let t: TestApp;
  let user: Awaited<ReturnType<typeof groundedUser>>;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw);
        requests.push(body);
        const content =
          body.response_format?.type === 'json_schema'
            ? JSON.stringify(ANSWER)
            : 'Writing the posts.';
        if (!body.stream) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              id: 'chatcmpl-1',
              object: 'chat.completion',
              created: 1,
              model: 'test-model',
              choices: [
                { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' },
              ],
            }),
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const piece of content.match(/.{1,40}/gs) ?? [content]) res.write(chunk(piece));
        res.write(chunk(null, 'stop'));
        res.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const base = loadConfig({ PORT: '3000', RATE_LIMITS: 'off', LOG_LEVEL: 'silent' });
    t = await createTestApp({
      llm: {
        provider: 'openai-compatible',
        model: 'test-model',
        baseUrl: `http://127.0.0.1:${port}/v1`,
        apiKey: 'test-key',
        timeoutMs: 5000,
        maxRetries: 0,
      },
      rateLimits: base.rateLimits,
    });
    user = await groundedUser(t);
    await t.ctx.db
      .execute(sql`insert into documents (org_id, title, filename, mime_type, text_content)
      values (${user.orgId}, 'Roast notes', 'notes.txt', 'text/plain', 'Light roasts sell best in spring.')`);
    await t.ctx.db.execute(sql`delete from dashboard_metrics_cache where org_id = ${user.orgId}`);
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('saves the model’s copy with the counts, limits and brand-voice score computed in code', async () => {
    const sessionId = await newSession(t, user.cookie, {
      agent_type: 'content',
      campaign_id: user.campaignId,
    });
    const { res, outputId } = await run(t, user.cookie, sessionId, {
      tool: 'social_posts',
      message: 'Topic: Spring subscription\nPlatforms: X, LinkedIn',
    });
    expect(res.status).toBe(200);
    const output = (await t.request(`/api/v1/outputs/${outputId}`, { cookie: user.cookie })).json
      .data;
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

    const prompt = JSON.stringify(requests.at(-1)!.messages);
    expect(prompt).toContain('Harbor Roasters');
    expect(prompt).toContain('home espresso enthusiasts');
    expect(prompt).toContain('X: 280');
    expect(prompt).toContain('Never use these words');
    expect(prompt).toContain('synergy');
    expect(prompt).toContain('Spring Subscription Push');
  });
});
