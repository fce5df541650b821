import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_RUN_MESSAGES } from '@/shared/agent-runs';
import { RUN_FAILED_MESSAGE } from '@/shared/model-errors';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sweepStaleRuns } from './sweep-stale-runs';
import { groundedUser, newSession, parseStream, run, streamText } from './test-helpers';

describe('agent sessions, runs and conversation', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof groundedUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await groundedUser(t);
  });
  afterAll(() => t.close());

  it('creates sessions for an agent, optionally on a campaign, and lists them by agent and campaign', async () => {
    const plain = await t.request('/api/v1/agent-sessions', {
      cookie: a.cookie,
      body: { agent_type: 'persona' },
    });
    expect(plain.status).toBe(201);
    expect(plain.json.data).toMatchObject({
      agent_type: 'persona',
      campaign_id: null,
      status: 'idle',
      title: 'Persona session',
    });
    const onCampaign = await t.request('/api/v1/agent-sessions', {
      cookie: a.cookie,
      body: { agent_type: 'strategy', campaign_id: a.campaignId },
    });
    expect(onCampaign.json.data).toMatchObject({
      campaign_id: a.campaignId,
      campaign_name: 'Spring Subscription Push',
    });
    const byCampaign = await t.request(`/api/v1/agent-sessions?campaign_id=${a.campaignId}`, {
      cookie: a.cookie,
    });
    expect(byCampaign.json.data.map((s: { id: string }) => s.id)).toEqual([
      onCampaign.json.data.id,
    ]);
    const byAgent = await t.request('/api/v1/agent-sessions?agent_type=persona', {
      cookie: a.cookie,
    });
    expect(byAgent.json.total).toBe(1);
    const bad = await t.request('/api/v1/agent-sessions', {
      cookie: a.cookie,
      body: { agent_type: 'astrology' },
    });
    expect(bad.status).toBe(400);
    const missingClient = await t.request('/api/v1/agent-sessions', {
      cookie: a.cookie,
      body: { agent_type: 'strategy', client_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missingClient.status).toBe(404);
    expect(missingClient.json.error.message).toBe('Client not found');
  });

  it('cites chosen documents and refuses unknown ones before streaming', async () => {
    const sessionId = await newSession(t, a.cookie, { agent_type: 'strategy' });
    const [doc] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into documents (org_id, title, filename, mime_type, text_content)
          values (${a.orgId}, 'Customer survey 2026', 'survey.txt', 'text/plain',
                  'Subscribers love the freshness guarantee but find shipping slow.') returning id`,
    );
    const ok = await run(t, a.cookie, sessionId, {
      tool: 'swot',
      document_ids: [doc!.id],
      message: 'Focus on subscriptions',
    });
    const output = (await t.request(`/api/v1/outputs/${ok.outputId}`, { cookie: a.cookie })).json
      .data;
    // "Grounded in" quotes the passage the output took from the document.
    expect(output.content.sources).toContainEqual({
      kind: 'document',
      id: doc!.id,
      title: 'Customer survey 2026',
      quote: 'Subscribers love the freshness guarantee but find shipping slow.',
    });
    expect(JSON.stringify(output.content.strengths)).toContain('Customer survey 2026');
    const missing = await run(t, a.cookie, sessionId, {
      tool: 'swot',
      document_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(missing.res.status).toBe(404);
    expect(missing.res.json.error.message).toBe('Document not found');
    const detail = (await t.request(`/api/v1/agent-sessions/${sessionId}`, { cookie: a.cookie }))
      .json.data;
    expect(detail.runs).toHaveLength(1);
    expect(detail.runs[0].input).toEqual({
      message: 'Focus on subscriptions',
      document_ids: [doc!.id],
    });
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
  });

  it('answers offline from the organization’s own documents, quoted with where they came from', async () => {
    const sessionId = await newSession(t, a.cookie, { agent_type: 'strategy' });
    await t.ctx.db
      .execute(sql`insert into documents (org_id, title, filename, mime_type, text_content)
      values (${a.orgId}, 'Delivery complaints log', 'complaints.txt', 'text/plain',
              'Customers in Leeds waited nine days for their March boxes. The courier switched depots in February, and late deliveries doubled after that.')`);
    const stranger = await t.createUser({ organizationName: 'Rival Roastery' });
    await t.ctx.db
      .execute(sql`insert into documents (org_id, title, filename, mime_type, text_content)
      values (${stranger.orgId}, 'Rival delivery secrets', 'secret.txt', 'text/plain',
              'Our late deliveries are hidden behind the Okapi courier contract.')`);
    const res = await t.request(`/api/v1/agent-sessions/${sessionId}/messages`, {
      cookie: a.cookie,
      body: { content: 'Why are our deliveries late?' },
    });
    expect(res.status).toBe(200);
    const answer = streamText(parseStream(res.text));
    expect(answer).toContain(
      '> Customers in Leeds waited nine days for their March boxes. The courier switched depots in February, and late deliveries doubled after that.',
    );
    expect(answer).toContain('— from the document “Delivery complaints log”');
    expect(answer).toContain('Settings → AI model');
    expect(answer).not.toContain('Okapi');
    expect(answer).not.toContain('LLM_PROVIDER');
  });

  it('quotes only the session’s client’s documents to an agency', async () => {
    const agency = await t.createUser({
      organizationName: 'Tidewater Agency',
      organizationType: 'AGENCY',
    });
    const [fern, oak] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into clients (org_id, name) values (${agency.orgId}, 'Fernleaf'), (${agency.orgId}, 'Oakwood')
          returning id`,
    );
    await t.ctx.db
      .execute(sql`insert into documents (org_id, client_id, title, filename, mime_type, text_content)
      values (${agency.orgId}, ${fern!.id}, 'Fernleaf returns', 'f.txt', 'text/plain',
              'Fernleaf customers return seedlings when the frost comes early in spring.'),
             (${agency.orgId}, ${oak!.id}, 'Oakwood returns', 'o.txt', 'text/plain',
              'Oakwood customers return seedlings because the Birchfield nursery undercuts them.')`);
    const sessionId = await newSession(t, agency.cookie, {
      agent_type: 'strategy',
      client_id: fern!.id,
    });
    const res = await t.request(`/api/v1/agent-sessions/${sessionId}/messages`, {
      cookie: agency.cookie,
      body: { content: 'Why do customers return seedlings?' },
    });
    const answer = streamText(parseStream(res.text));
    expect(answer).toContain('— from the document “Fernleaf returns”');
    expect(answer).not.toContain('Birchfield');
  });

  it('answers a message offline with what it knows and asks for what it lacks', async () => {
    const bare = await t.createUser({ organizationName: 'Quiet Studio' });
    const sessionId = await newSession(t, bare.cookie, { agent_type: 'strategy' });
    const res = await t.request(`/api/v1/agent-sessions/${sessionId}/messages`, {
      cookie: bare.cookie,
      body: { content: 'How do we beat our competitors?' },
    });
    expect(res.status).toBe(200);
    const answer = streamText(parseStream(res.text));
    expect(answer).toContain('Quiet Studio');
    expect(answer).toContain('which industry you are in');
    expect(answer).toContain('target audience');
    expect(answer).toContain("Porter's Five Forces");
    const detail = (await t.request(`/api/v1/agent-sessions/${sessionId}`, { cookie: bare.cookie }))
      .json.data;
    expect(
      detail.messages.map((m: { role: string; content: string }) => [
        m.role,
        m.content.slice(0, 10),
      ]),
    ).toEqual([
      ['user', 'How do we '],
      ['assistant', answer.trim().slice(0, 10)],
    ]);
    const useChatBody = await t.request(`/api/v1/agent-sessions/${sessionId}/messages`, {
      cookie: bare.cookie,
      body: {
        messages: [
          { id: 'm1', role: 'user', parts: [{ type: 'text', text: 'What about pricing?' }] },
        ],
      },
    });
    expect(streamText(parseStream(useChatBody.text))).toContain('Marketing Mix (7Ps)');
    const empty = await t.request(`/api/v1/agent-sessions/${sessionId}/messages`, {
      cookie: bare.cookie,
      body: { content: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.json.error.message).toBe('Write a message first');
  });

  it('cancels a run in progress, then retries it to success', async () => {
    const sessionId = await newSession(t, a.cookie, { agent_type: 'strategy' });
    const response = await t.app.request(`/api/v1/agent-sessions/${sessionId}/runs`, {
      method: 'POST',
      headers: {
        cookie: a.cookie,
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ tool: 'ansoff' }),
    });
    const runId = response.headers.get('x-run-id')!;
    const busy = await run(t, a.cookie, sessionId, { tool: 'swot' });
    expect(busy.res.status).toBe(409);
    const cancel = await t.request(`/api/v1/agent-sessions/${sessionId}/runs/${runId}/cancel`, {
      cookie: a.cookie,
      method: 'POST',
    });
    expect(cancel.status).toBe(200);
    expect(cancel.json.data).toMatchObject({
      status: 'cancelled',
      error: AGENT_RUN_MESSAGES.cancelled,
    });
    const chunks = parseStream(await response.text());
    expect(chunks.find((c) => c.type === 'error')?.errorText).toBe(AGENT_RUN_MESSAGES.cancelled);
    expect(chunks.some((c) => c.type === 'data-output')).toBe(false);
    const again = await t.request(`/api/v1/agent-sessions/${sessionId}/runs/${runId}/cancel`, {
      cookie: a.cookie,
      method: 'POST',
    });
    expect(again.status).toBe(409);

    const retry = await t.request(`/api/v1/agent-sessions/${sessionId}/runs/${runId}/retry`, {
      cookie: a.cookie,
      method: 'POST',
    });
    expect(retry.status).toBe(200);
    expect(parseStream(retry.text).some((c) => c.type === 'data-output')).toBe(true);
    const detail = (await t.request(`/api/v1/agent-sessions/${sessionId}`, { cookie: a.cookie }))
      .json.data;
    expect(detail.runs.map((r: { status: string }) => r.status)).toEqual([
      'succeeded',
      'cancelled',
    ]);
    expect(detail.outputs).toHaveLength(1);
    const notRetryable = await t.request(
      `/api/v1/agent-sessions/${sessionId}/runs/${detail.runs[0].id}/retry`,
      {
        cookie: a.cookie,
        method: 'POST',
      },
    );
    expect(notRetryable.status).toBe(409);
  });

  it('lets one of several concurrent starts on a session run and answers the others 409', async () => {
    const sessionId = await newSession(t, a.cookie, { agent_type: 'strategy' });
    const start = () =>
      t.app.request(`/api/v1/agent-sessions/${sessionId}/runs`, {
        method: 'POST',
        headers: {
          cookie: a.cookie,
          origin: 'http://localhost:3000',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ tool: 'swot' }),
      });
    // Several at once: on PostgreSQL, two already slip past a check made in the application.
    const answers = await Promise.all([start(), start(), start(), start()]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(await refused.json()).toEqual({
      error: { code: 'conflict', message: AGENT_RUN_MESSAGES.runActive },
    });
    const started = answers.find((r) => r.status === 200)!;
    expect(parseStream(await started.text()).some((c) => c.type === 'data-output')).toBe(true);
    const detail = (await t.request(`/api/v1/agent-sessions/${sessionId}`, { cookie: a.cookie }))
      .json.data;
    expect(detail.runs.map((r: { status: string }) => r.status)).toEqual(['succeeded']);
  });

  it('the database itself refuses a second queued or running run on one session', async () => {
    const sessionId = await newSession(t, a.cookie, { agent_type: 'strategy' });
    const insert = (status: string) =>
      t.ctx.db
        .execute(sql`insert into agent_runs (org_id, session_id, status, tool, started_at, heartbeat_at)
        values (${a.orgId}, ${sessionId}, ${status}, 'swot', now(), now())`);
    await insert('running');
    await expect(insert('queued')).rejects.toThrow();
    await insert('failed');
  });

  it("a failure that is not the model's (here the database) reaches the user without its SQL", async () => {
    const sessionId = await newSession(t, a.cookie, { agent_type: 'strategy' });
    await t.ctx.db.execute(
      sql.raw(`create function refuse_outputs() returns trigger language plpgsql as $$
        begin raise exception 'permission denied: insert into agent_outputs (org_id) values (%)', new.org_id; end $$`),
    );
    await t.ctx.db.execute(
      sql.raw(`create trigger refuse_outputs before insert on agent_outputs
        for each row execute function refuse_outputs()`),
    );
    try {
      const failed = await run(t, a.cookie, sessionId, { tool: 'swot' });
      expect(failed.error).toBe(RUN_FAILED_MESSAGE);
      const detail = (await t.request(`/api/v1/agent-sessions/${sessionId}`, { cookie: a.cookie }))
        .json.data;
      expect(detail.runs[0]).toMatchObject({ status: 'failed', error: RUN_FAILED_MESSAGE });
    } finally {
      await t.ctx.db.execute(sql.raw('drop trigger refuse_outputs on agent_outputs'));
      await t.ctx.db.execute(sql.raw('drop function refuse_outputs()'));
    }
  });

  it('finishes and saves a run even when the browser goes away mid-stream', async () => {
    const sessionId = await newSession(t, a.cookie, { agent_type: 'strategy' });
    const response = await t.app.request(`/api/v1/agent-sessions/${sessionId}/runs`, {
      method: 'POST',
      headers: {
        cookie: a.cookie,
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ tool: 'stp' }),
    });
    await response.body!.cancel();
    const reloaded = await t.request(`/api/v1/agent-sessions/${sessionId}`, { cookie: a.cookie });
    expect(reloaded.json.data.runs[0].status).toBe('running');
    expect(reloaded.json.data.session.status).toBe('running');
    let detail = reloaded.json.data;
    for (let i = 0; i < 50 && detail.runs[0].status === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      detail = (await t.request(`/api/v1/agent-sessions/${sessionId}`, { cookie: a.cookie })).json
        .data;
    }
    expect(detail.runs[0]).toMatchObject({ status: 'succeeded', output_id: detail.outputs[0].id });
    expect(detail.session.status).toBe('idle');
  });

  it('marks runs of a stopped server as failed, and leaves live ones alone', async () => {
    const sessionId = await newSession(t, a.cookie, { agent_type: 'strategy' });
    const [stale] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into agent_runs (org_id, session_id, status, tool, started_at, heartbeat_at)
          values (${a.orgId}, ${sessionId}, 'running', 'swot', now() - interval '10 minutes', now() - interval '5 minutes') returning id`,
    );
    const otherSession = await newSession(t, a.cookie, { agent_type: 'strategy' });
    const [live] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into agent_runs (org_id, session_id, status, tool, started_at, heartbeat_at)
          values (${a.orgId}, ${otherSession}, 'running', 'swot', now(), now()) returning id`,
    );
    expect((await sweepStaleRuns(t.ctx)).failed).toBe(1);
    const staleRun = await t.request(`/api/v1/agent-sessions/${sessionId}/runs/${stale!.id}`, {
      cookie: a.cookie,
    });
    expect(staleRun.json.data).toMatchObject({
      status: 'failed',
      error: 'The server stopped while this run was in progress',
    });
    const liveRun = await t.request(`/api/v1/agent-sessions/${otherSession}/runs/${live!.id}`, {
      cookie: a.cookie,
    });
    expect(liveRun.json.data.status).toBe('running');
    const session = await t.request(`/api/v1/agent-sessions/${otherSession}`, { cookie: a.cookie });
    expect(session.json.data.runs[0].status).toBe('running');
  });
});
