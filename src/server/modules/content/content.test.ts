/**
 * The Content agent: every tool's offline run (schema-valid, grounded, counted, scored,
 * saved as a library item), the library, brand voice and templates API, another
 * organization's ids, and the unlock (a document) on runs and writes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import {
  CONTENT_MESSAGES,
  CONTENT_SCHEMAS,
  CONTENT_TOOL_IDS,
  CONTENT_TOOLS,
  formatContentBrief,
  SEARCH_AD_LIMITS,
  SOCIAL_PLATFORMS,
  type ContentDraft,
} from '@/shared/content';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CAMPAIGN, PROFILE, groundedUser, newSession, run } from '../agent-sessions/test-helpers';

const PLACEHOLDER = /\[[^[\]]*\]|lorem|\bTBD\b|XXX|undefined|null\b/i;
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => (k === 'brand_voice' ? [] : strings(v)))
      : [];

async function addDocument(t: TestApp, orgId: string) {
  const [doc] = await queryRows<{ id: string }>(
    t.ctx.db,
    sql`insert into documents (org_id, title, filename, mime_type, text_content)
        values (${orgId}, 'Customer survey 2026', 'survey.txt', 'text/plain',
                'Subscribers love the freshness guarantee. They want faster shipping.') returning id`,
  );
  await t.ctx.db.execute(sql`delete from dashboard_metrics_cache where org_id = ${orgId}`);
  return doc!.id;
}

describe('content agent', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof groundedUser>>;
  let b: Awaited<ReturnType<typeof groundedUser>>;
  let docId: string;
  const items: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    a = await groundedUser(t);
    b = await groundedUser(t, 'Other Org');
    docId = await addDocument(t, a.orgId);
    await addDocument(t, b.orgId);
  });
  afterAll(() => t.close());

  it.each(CONTENT_TOOL_IDS)(
    '%s: an offline draft, grounded, counted, scored and in the library',
    async (tool) => {
      const sessionId = await newSession(t, a.cookie, {
        agent_type: 'content',
        campaign_id: a.campaignId,
      });
      const message = formatContentBrief({ topic: 'Spring subscription relaunch' });
      const { res, outputId, error } = await run(t, a.cookie, sessionId, {
        tool,
        message,
        document_ids: [docId],
      });
      expect(res.status, res.text).toBe(200);
      expect(error).toBeUndefined();
      const output = (await t.request(`/api/v1/outputs/${outputId}`, { cookie: a.cookie })).json
        .data;
      expect(output).toMatchObject({
        agent_type: 'content',
        output_type: tool,
        campaign_id: a.campaignId,
      });
      const parsed = CONTENT_SCHEMAS[tool].safeParse(output.content);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      const draft = parsed.data as ContentDraft[typeof tool];
      const text = JSON.stringify(draft);
      expect(text).toContain(PROFILE.companyName);
      expect(text).toContain('Spring subscription relaunch');
      expect(text).toContain('Customer survey 2026');
      expect(strings(draft).filter((v) => PLACEHOLDER.test(v))).toEqual([]);
      expect(draft.brand_voice.score).toBeGreaterThanOrEqual(60);
      expect(draft.brand_voice.profile.tone.length).toBeGreaterThan(0);
      const list = await t.request(`/api/v1/content/items?tool=${tool}`, { cookie: a.cookie });
      expect(list.json.data[0]).toMatchObject({
        output_id: outputId,
        tool,
        content_type: CONTENT_TOOLS[tool].contentType,
        status: 'draft',
        scheduled_for: null,
        campaign_id: a.campaignId,
        campaign_name: CAMPAIGN.name,
        brand_voice_score: draft.brand_voice.score,
      });
      items[tool] = list.json.data[0].id;
    },
  );

  it('social posts are checked against each platform limit; ad copy within 30/90', async () => {
    const sessionId = await newSession(t, a.cookie, { agent_type: 'content' });
    const social = await run(t, a.cookie, sessionId, {
      tool: 'social_posts',
      message: formatContentBrief({ topic: 'New single origins', platforms: ['x', 'linkedin'] }),
    });
    const posts = (await t.request(`/api/v1/outputs/${social.outputId}`, { cookie: a.cookie })).json
      .data.content.posts as ContentDraft['social_posts']['posts'];
    expect(posts.map((p) => [p.platform, p.limit, p.within_limit])).toEqual([
      ['x', SOCIAL_PLATFORMS.x.limit, true],
      ['linkedin', SOCIAL_PLATFORMS.linkedin.limit, true],
    ]);
    // Asked for five posts on two platforms: they take turns, and no two say the same.
    const week = await run(t, a.cookie, sessionId, {
      tool: 'social_posts',
      message: formatContentBrief({ topic: 'This week', platforms: ['x', 'linkedin'], posts: 5 }),
    });
    const five = (await t.request(`/api/v1/outputs/${week.outputId}`, { cookie: a.cookie })).json
      .data.content.posts as ContentDraft['social_posts']['posts'];
    expect(five.map((p) => p.platform)).toEqual(['x', 'linkedin', 'x', 'linkedin', 'x']);
    expect(new Set(five.map((p) => p.text)).size).toBe(5);
    expect(five.every((p) => p.within_limit)).toBe(true);
    const ads = (await t.request(`/api/v1/content/items/${items.ad_copy}`, { cookie: a.cookie }))
      .json.data.content as ContentDraft['ad_copy'];
    for (const v of ads.search_variants) {
      expect(v.headline.char_count).toBeLessThanOrEqual(SEARCH_AD_LIMITS.headline);
      expect(v.description.char_count).toBeLessThanOrEqual(SEARCH_AD_LIMITS.description);
    }
  });

  it('refuses a bad brief before streaming, and a template of another tool', async () => {
    const sessionId = await newSession(t, a.cookie, { agent_type: 'content' });
    const bad = await run(t, a.cookie, sessionId, {
      tool: 'social_posts',
      message: 'Platforms: MySpace',
    });
    expect(bad.res.status).toBe(400);
    expect(bad.res.json?.error?.message ?? JSON.parse(bad.res.text).error.message).toBe(
      CONTENT_MESSAGES.unknownPlatform,
    );
    const noWords = await run(t, a.cookie, sessionId, { tool: 'blog_article', message: '???' });
    expect(noWords.res.status).toBe(400);
  });

  it('follows a built-in template', async () => {
    const sessionId = await newSession(t, a.cookie, { agent_type: 'content' });
    const { outputId } = await run(t, a.cookie, sessionId, {
      tool: 'blog_article',
      message: formatContentBrief({
        topic: 'Brewing at home',
        template: 'builtin:blog_article:how_to',
      }),
    });
    const draft = (await t.request(`/api/v1/outputs/${outputId}`, { cookie: a.cookie })).json.data
      .content as ContentDraft['blog_article'];
    expect(draft.template).toBe('How-to guide');
    expect(draft.sections.map((s) => s.heading)).toEqual([
      'Why it matters',
      'What you need',
      'Step by step',
      'Mistakes to avoid',
    ]);
  });

  it('lists with search and filters, paginated', async () => {
    const all = await t.request('/api/v1/content/items?limit=3', { cookie: a.cookie });
    expect(all.status).toBe(200);
    expect(all.json.data).toHaveLength(3);
    expect(all.json.total).toBeGreaterThanOrEqual(11);
    const web = await t.request('/api/v1/content/items?content_type=website', { cookie: a.cookie });
    expect(new Set(web.json.data.map((i: { tool: string }) => i.tool))).toEqual(
      new Set(['landing_page', 'seo_brief', 'product_description']),
    );
    const search = await t.request('/api/v1/content/items?q=Press%20release', { cookie: a.cookie });
    expect(search.json.data.map((i: { tool: string }) => i.tool)).toContain('press_release');
    const campaign = await t.request(`/api/v1/content/items?campaign_id=${a.campaignId}`, {
      cookie: a.cookie,
    });
    expect(campaign.json.total).toBe(9);
    const bad = await t.request('/api/v1/content/items?status=published', { cookie: a.cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain('status must be one of');
    expect((await t.request('/api/v1/content/items', { cookie: b.cookie })).json.total).toBe(0);
  });

  it('approves, schedules and edits a draft; the edit is rescored and teaches the brand voice', async () => {
    const id = items.blog_article!;
    const approved = await t.request(`/api/v1/content/items/${id}`, {
      method: 'PATCH',
      cookie: a.cookie,
      body: { status: 'approved', scheduled_for: '2026-05-04' },
    });
    expect(approved.status).toBe(200);
    expect(approved.json.data).toMatchObject({ status: 'approved', scheduled_for: '2026-05-04' });
    const calendar = await queryRows<{ title: string }>(
      t.ctx.db,
      sql`select o.title from content_items i join agent_outputs o on o.id = i.output_id where i.scheduled_for is not null and i.org_id = ${a.orgId}`,
    );
    expect(calendar).toHaveLength(1);

    // The same word added to two drafts joins "use"; one deleted from two drafts joins "avoid".
    const blogs = await t.request('/api/v1/content/items?tool=blog_article', { cookie: a.cookie });
    const ids = [id, blogs.json.data.find((x: { id: string }) => x.id !== id).id as string];
    let learned: { word: string; list: string }[] = [];
    const drafts = await Promise.all(
      ids.map(
        async (draftId) =>
          (await t.request(`/api/v1/content/items/${draftId}`, { cookie: a.cookie })).json.data
            .content as ContentDraft['blog_article'],
      ),
    );
    // A word both conclusions use and nothing else in either draft does: deleting it twice
    // teaches "avoid".
    const elsewhere = drafts
      .map((d) => JSON.stringify({ ...d, conclusion: '' }).toLowerCase())
      .join(' ');
    const dropped = drafts[0]!.conclusion
      .toLowerCase()
      .match(/\b[a-z]{6,}\b/g)!
      .find(
        (w) =>
          drafts.every((d) => new RegExp(`\\b${w}\\b`).test(d.conclusion.toLowerCase())) &&
          !new RegExp(`\\b${w}\\b`).test(elsewhere),
      )!;
    expect(dropped).toBeDefined();
    for (let i = 0; i < 2; i++) {
      const current = drafts[i]!;
      const edited = {
        ...current,
        intro: `${current.intro} Synergy for handcrafted mornings ${i}.`,
        conclusion: current.conclusion.replace(new RegExp(`\\b${dropped}\\b`, 'gi'), 'browsing'),
      };
      const res = await t.request(`/api/v1/content/items/${ids[i]}`, {
        method: 'PATCH',
        cookie: a.cookie,
        body: { content: edited },
      });
      expect(res.status, res.text).toBe(200);
      learned = res.json.learned;
      const saved = res.json.data.content as ContentDraft['blog_article'];
      expect(saved.intro).toContain('Synergy');
      if (i === 0) {
        expect(saved.brand_voice.issues).toContainEqual(
          expect.objectContaining({ kind: 'avoid_word', phrase: 'synergy' }),
        );
        expect(saved.brand_voice.score).toBeLessThan(100);
      } else {
        // Added in two drafts, "synergy" left the avoid list: the second draft is not penalised for it.
        expect(saved.brand_voice.issues.map((x: { phrase: string }) => x.phrase)).not.toContain(
          'synergy',
        );
      }
    }
    expect(learned).toEqual(
      expect.arrayContaining([
        { word: 'handcrafted', list: 'use' },
        { word: 'synergy', list: 'use' },
        { word: 'browsing', list: 'use' },
        { word: dropped, list: 'avoid' },
      ]),
    );
    const voice = await t.request('/api/v1/content/brand-voice', { cookie: a.cookie });
    expect(voice.json.data.profile.use).toContain('handcrafted');
    expect(voice.json.data.learned[0]).toBeDefined();

    const wrong = await t.request(`/api/v1/content/items/${id}`, {
      method: 'PATCH',
      cookie: a.cookie,
      body: { content: { title: 'Only a title' } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.message).toContain(CONTENT_MESSAGES.contentMismatch);
    const badDate = await t.request(`/api/v1/content/items/${id}`, {
      method: 'PATCH',
      cookie: a.cookie,
      body: { scheduled_for: '2026-02-31' },
    });
    expect(badDate.status).toBe(400);
    const nothing = await t.request(`/api/v1/content/items/${id}`, {
      method: 'PATCH',
      cookie: a.cookie,
      body: {},
    });
    expect(nothing.status).toBe(400);
    expect(nothing.json.error.message).toBe(CONTENT_MESSAGES.nothingToUpdate);
  });

  it('brand voice: derived at first read, editable, validated', async () => {
    const first = await t.request('/api/v1/content/brand-voice', { cookie: b.cookie });
    expect(first.status).toBe(200);
    expect(first.json.data.profile).toMatchObject({
      tone: ['warm', 'upbeat', 'direct'],
      reading_level: 'conversational',
    });
    expect(first.json.data.profile.use[0]).toBe(PROFILE.companyName);
    expect(first.json.data.derived_from).toContain(PROFILE.companyName);
    const put = await t.request('/api/v1/content/brand-voice', {
      method: 'PUT',
      cookie: b.cookie,
      body: { tone: ['bold'], use: ['roast'], avoid: ['cheap'], reading_level: 'simple' },
    });
    expect(put.status).toBe(200);
    expect(put.json.data.profile).toEqual({
      tone: ['bold'],
      use: ['roast'],
      avoid: ['cheap'],
      reading_level: 'simple',
    });
    const bad = await t.request('/api/v1/content/brand-voice', {
      method: 'PUT',
      cookie: b.cookie,
      body: { tone: [], use: [], avoid: [], reading_level: 'legalese' },
    });
    expect(bad.status).toBe(400);
  });

  it('templates: built-in per tool, saved from an output, deleted', async () => {
    const list = await t.request('/api/v1/content/templates?tool=blog_article', {
      cookie: a.cookie,
    });
    expect(
      list.json.data.every(
        (x: { built_in: boolean; tool: string }) => x.built_in && x.tool === 'blog_article',
      ),
    ).toBe(true);
    const outputId = (
      await t.request(`/api/v1/content/items/${items.landing_page}`, { cookie: a.cookie })
    ).json.data.output_id;
    const created = await t.request('/api/v1/content/templates', {
      cookie: a.cookie,
      body: { output_id: outputId, name: 'Our sign-up page' },
    });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({
      tool: 'landing_page',
      built_in: false,
      source_output_id: outputId,
    });
    expect(created.json.data.structure.length).toBeGreaterThan(1);

    const sessionId = await newSession(t, a.cookie, { agent_type: 'content' });
    const used = await run(t, a.cookie, sessionId, {
      tool: 'landing_page',
      message: formatContentBrief({ topic: 'Gift boxes', template: created.json.data.id }),
    });
    const draft = (await t.request(`/api/v1/outputs/${used.outputId}`, { cookie: a.cookie })).json
      .data.content;
    expect(draft.template).toBe('Our sign-up page');
    const wrongTool = await run(t, a.cookie, sessionId, {
      tool: 'blog_article',
      message: formatContentBrief({ topic: 'Gift boxes', template: created.json.data.id }),
    });
    expect(wrongTool.res.status).toBe(400);

    const other = await t.request('/api/v1/content/templates', { cookie: b.cookie });
    expect(other.json.data.some((x: { id: string }) => x.id === created.json.data.id)).toBe(false);
    const notContent = await t.request('/api/v1/content/templates', {
      cookie: b.cookie,
      body: { output_id: outputId, name: 'Stolen' },
    });
    expect(notContent.status).toBe(404);
    expect(
      (
        await t.request(`/api/v1/content/templates/${created.json.data.id}`, {
          method: 'DELETE',
          cookie: b.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request('/api/v1/content/templates/builtin:blog_article:how_to', {
          method: 'DELETE',
          cookie: a.cookie,
        })
      ).status,
    ).toBe(400);
    const del = await t.request(`/api/v1/content/templates/${created.json.data.id}`, {
      method: 'DELETE',
      cookie: a.cookie,
    });
    expect(del.status).toBe(200);
  });

  it("another organization's items are 404, never data", async () => {
    const id = items.email_newsletter!;
    expect((await t.request(`/api/v1/content/items/${id}`, { cookie: b.cookie })).status).toBe(404);
    const patch = await t.request(`/api/v1/content/items/${id}`, {
      method: 'PATCH',
      cookie: b.cookie,
      body: { status: 'approved' },
    });
    expect(patch.status).toBe(404);
    expect(
      (await t.request(`/api/v1/content/items/${id}`, { cookie: a.cookie })).json.data.status,
    ).toBe('draft');
    expect((await t.request('/api/v1/content/items/not-a-uuid', { cookie: a.cookie })).status).toBe(
      400,
    );
  });

  it('a locked Content agent (no document) refuses runs and writes with the unlock message', async () => {
    const c = await groundedUser(t, 'No Docs Co');
    const message = lockedFeatureMessage('content');
    const session = await t.request('/api/v1/agent-sessions', {
      cookie: c.cookie,
      body: { agent_type: 'content' },
    });
    if (session.status === 201) {
      const r = await run(t, c.cookie, session.json.data.id, { tool: 'blog_article' });
      expect(r.res.status).toBe(403);
    }
    const put = await t.request('/api/v1/content/brand-voice', {
      method: 'PUT',
      cookie: c.cookie,
      body: { tone: ['bold'], use: [], avoid: [], reading_level: 'simple' },
    });
    expect(put.status).toBe(403);
    expect(put.json.error.message).toBe(message);
    const outputId = (
      await t.request(`/api/v1/content/items/${items.seo_brief}`, { cookie: a.cookie })
    ).json.data.output_id;
    const tpl = await t.request('/api/v1/content/templates', {
      cookie: c.cookie,
      body: { output_id: outputId, name: 'x' },
    });
    expect(tpl.status).toBe(404);
    // Reading answers the same lock (decision 077): the page shows it without asking.
    const library = await t.request('/api/v1/content/items', { cookie: c.cookie });
    expect(library.status).toBe(403);
    expect(library.json.error.message).toBe(message);
  });
});
