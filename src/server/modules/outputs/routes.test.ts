import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { groundedUser, newSession, run } from '../agent-sessions/test-helpers';

describe('outputs API', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof groundedUser>>;
  let b: Awaited<ReturnType<typeof groundedUser>>;
  let sessionId: string;
  let swotId: string;
  let pestelId: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = await groundedUser(t);
    b = await groundedUser(t, 'Rival Beans');
    sessionId = await newSession(t, a.cookie, {
      agent_type: 'strategy',
      campaign_id: a.campaignId,
    });
    swotId = (await run(t, a.cookie, sessionId, { tool: 'swot' })).outputId!;
    pestelId = (await run(t, a.cookie, sessionId, { tool: 'pestel' })).outputId!;
  });
  afterAll(() => t.close());

  const get = (path: string, user = a) => t.request(path, { cookie: user.cookie });

  it('lists latest first and filters by type, campaign, saved and search', async () => {
    const all = await get('/api/v1/outputs');
    expect(all.status).toBe(200);
    expect(all.json.total).toBe(2);
    expect(all.json.data.map((o: { id: string }) => o.id)).toEqual([pestelId, swotId]);
    expect(
      (await get('/api/v1/outputs?output_type=swot')).json.data.map((o: { id: string }) => o.id),
    ).toEqual([swotId]);
    expect(
      (await get(`/api/v1/outputs?campaign_id=${a.campaignId}&agent_type=strategy`)).json.total,
    ).toBe(2);
    expect(
      (await get('/api/v1/outputs?q=pestel')).json.data.map((o: { id: string }) => o.id),
    ).toEqual([pestelId]);
    expect((await get('/api/v1/outputs?q=harbor%20roasters')).json.total).toBe(2);
    expect((await get('/api/v1/outputs?saved=false')).json.total).toBe(0);
    expect(
      (await get('/api/v1/outputs?limit=1&offset=1')).json.data.map((o: { id: string }) => o.id),
    ).toEqual([swotId]);
    expect((await get('/api/v1/outputs?limit=0')).status).toBe(400);
    expect((await get('/api/v1/outputs', b)).json.total).toBe(0);
  });

  it('edits title, summary, saved and content validated against the framework schema', async () => {
    const current = (await get(`/api/v1/outputs/${swotId}`)).json.data;
    const content = {
      ...current.content,
      strengths: [{ point: 'Roasting in small batches', evidence: 'Our own description' }],
    };
    const res = await t.request(`/api/v1/outputs/${swotId}`, {
      cookie: a.cookie,
      method: 'PATCH',
      body: { title: 'Our SWOT', summary: 'Edited', saved: false, content },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ title: 'Our SWOT', summary: 'Edited', saved: false });
    expect(res.json.data.content.strengths).toEqual(content.strengths);

    const bad = await t.request(`/api/v1/outputs/${swotId}`, {
      cookie: a.cookie,
      method: 'PATCH',
      body: { content: { ...content, strengths: 'none' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain('content.strengths');
    expect(
      (
        await t.request(`/api/v1/outputs/${swotId}`, {
          cookie: a.cookie,
          method: 'PATCH',
          body: {},
        })
      ).status,
    ).toBe(400);
  });

  it('moves an output between campaigns and detaches it; never into another organization', async () => {
    const other = await t.request('/api/v1/campaigns', {
      cookie: a.cookie,
      body: { name: 'Autumn Blend' },
    });
    const moved = await t.request(`/api/v1/outputs/${pestelId}`, {
      cookie: a.cookie,
      method: 'PATCH',
      body: { campaign_id: other.json.data.id },
    });
    expect(moved.json.data).toMatchObject({
      campaign_id: other.json.data.id,
      campaign_name: 'Autumn Blend',
    });
    const detached = await t.request(`/api/v1/outputs/${pestelId}`, {
      cookie: a.cookie,
      method: 'PATCH',
      body: { campaign_id: null },
    });
    expect(detached.json.data.campaign_id).toBeNull();
    const foreign = await t.request(`/api/v1/outputs/${pestelId}`, {
      cookie: a.cookie,
      method: 'PATCH',
      body: { campaign_id: b.campaignId },
    });
    expect(foreign.status).toBe(404);
  });

  it('exports Markdown with the framework sections', async () => {
    const res = await get(`/api/v1/outputs/${pestelId}/export.md`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/markdown');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.md"$/);
    expect(res.text).toMatch(/^# PESTEL Analysis: Harbor Roasters/);
    for (const heading of [
      '## Summary',
      '## Political',
      '## Economic',
      '## Legal',
      '## Recommendations',
      '## Sources',
    ]) {
      expect(res.text).toContain(heading);
    }
    expect(res.text).toContain('Offline draft');
  });

  it('shares an output into another agent session as a cross-agent share', async () => {
    const persona = await newSession(t, a.cookie, { agent_type: 'persona' });
    const res = await t.request(`/api/v1/outputs/${pestelId}/share`, {
      cookie: a.cookie,
      body: { session_id: persona },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ ok: true, session_id: persona, cross_agent_share: true });
    const detail = await get(`/api/v1/agent-sessions/${persona}`);
    expect(detail.json.data.context_outputs.map((o: { id: string }) => o.id)).toEqual([pestelId]);
    const same = await t.request(`/api/v1/outputs/${pestelId}/share`, {
      cookie: a.cookie,
      body: { session_id: sessionId },
    });
    expect(same.json.data.cross_agent_share).toBe(false);
  });

  it("answers 404 for another organization's outputs and sessions, and changes nothing", async () => {
    const bSession = await newSession(t, b.cookie, { agent_type: 'strategy' });
    const attempts = [
      t.request(`/api/v1/outputs/${swotId}`, { cookie: b.cookie }),
      t.request(`/api/v1/outputs/${swotId}/export.md`, { cookie: b.cookie }),
      t.request(`/api/v1/outputs/${swotId}`, {
        cookie: b.cookie,
        method: 'PATCH',
        body: { title: 'Stolen' },
      }),
      t.request(`/api/v1/outputs/${swotId}`, { cookie: b.cookie, method: 'DELETE' }),
      t.request(`/api/v1/outputs/${swotId}/share`, {
        cookie: b.cookie,
        body: { session_id: bSession },
      }),
      t.request(`/api/v1/outputs/${swotId}/share`, {
        cookie: a.cookie,
        body: { session_id: bSession },
      }),
      t.request(`/api/v1/agent-sessions/${sessionId}`, { cookie: b.cookie }),
      t.request(`/api/v1/agent-sessions/${sessionId}`, {
        cookie: b.cookie,
        method: 'PATCH',
        body: { title: 'x' },
      }),
      t.request(`/api/v1/agent-sessions/${sessionId}`, { cookie: b.cookie, method: 'DELETE' }),
      t.request(`/api/v1/agent-sessions/${sessionId}/runs`, {
        cookie: b.cookie,
        body: { tool: 'swot' },
      }),
      t.request(`/api/v1/agent-sessions/${sessionId}/messages`, {
        cookie: b.cookie,
        body: { content: 'hi' },
      }),
      t.request(`/api/v1/agent-sessions/${bSession}/runs`, {
        cookie: b.cookie,
        body: { tool: 'swot', output_ids: [swotId] },
      }),
      t.request('/api/v1/agent-sessions', {
        cookie: b.cookie,
        body: { agent_type: 'strategy', campaign_id: a.campaignId },
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status, res.text).toBe(404);
    const list = await get(`/api/v1/agent-sessions?campaign_id=${a.campaignId}`, b);
    expect(list.json.data).toEqual([]);
    expect((await get(`/api/v1/outputs/${swotId}`)).json.data.title).toBe('Our SWOT');
    expect((await get(`/api/v1/agent-sessions/${sessionId}`)).status).toBe(200);
  });

  it('deletes an output', async () => {
    const res = await t.request(`/api/v1/outputs/${pestelId}`, {
      cookie: a.cookie,
      method: 'DELETE',
    });
    expect(res.status).toBe(200);
    expect((await get(`/api/v1/outputs/${pestelId}`)).status).toBe(404);
    const [row] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from agent_outputs where id = ${pestelId}`,
    );
    expect(row!.n).toBe(0);
  });
});
