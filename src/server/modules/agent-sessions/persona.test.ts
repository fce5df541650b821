import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewInsightsSchema, personaSchema } from '@/shared/persona';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  CAMPAIGN,
  PLACEHOLDER,
  PROFILE,
  groundedUser,
  newSession,
  parseStream,
  run,
  streamText,
} from './test-helpers';

describe('persona agent', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof groundedUser>>;
  let sessionId: string;
  const personaIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    user = await groundedUser(t);
    sessionId = await newSession(t, user.cookie, {
      agent_type: 'persona',
      campaign_id: user.campaignId,
    });
  });
  afterAll(() => t.close());

  it('generates distinct personas grounded in the company, industry and audience', async () => {
    for (let i = 0; i < 2; i++) {
      const { res, chunks, outputId, error } = await run(t, user.cookie, sessionId, {
        tool: 'persona_profile',
        message: 'Focus on people who already own an espresso machine',
      });
      expect(res.status).toBe(200);
      expect(error).toBeUndefined();
      expect(streamText(chunks)).toContain(PROFILE.companyName);
      personaIds.push(outputId!);
    }
    const outputs = await Promise.all(
      personaIds.map((id) => t.request(`/api/v1/outputs/${id}`, { cookie: user.cookie })),
    );
    const contents = outputs.map((o) => {
      expect(o.status).toBe(200);
      expect(o.json.data).toMatchObject({
        agent_type: 'persona',
        output_type: 'persona',
        campaign_id: user.campaignId,
      });
      const parsed = personaSchema.safeParse(o.json.data.content);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      return parsed.data!;
    });
    const first = JSON.stringify(contents[0]);
    expect(first).toContain(PROFILE.companyName);
    expect(first).toContain(PROFILE.industry);
    expect(first).toContain(CAMPAIGN.target_audience);
    for (const value of Object.values(contents[0]!).flat()) {
      if (typeof value === 'string') expect(value).not.toMatch(PLACEHOLDER);
    }
    expect(contents[0]!.name).not.toBe(contents[1]!.name);
    expect(contents[0]!.segment).not.toBe(contents[1]!.segment);
  });

  it('edits a persona through PATCH /outputs with its schema', async () => {
    const current = await t.request(`/api/v1/outputs/${personaIds[0]}`, { cookie: user.cookie });
    const content = { ...current.json.data.content, quote: '“Espresso at home should be easy.”' };
    const ok = await t.request(`/api/v1/outputs/${personaIds[0]}`, {
      cookie: user.cookie,
      method: 'PATCH',
      body: { content },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data.content.quote).toBe('“Espresso at home should be easy.”');
    const bad = await t.request(`/api/v1/outputs/${personaIds[0]}`, {
      cookie: user.cookie,
      method: 'PATCH',
      body: { content: { ...content, goals: [] } },
    });
    expect(bad.status).toBe(400);
  });

  it('answers an interview in character and saves its insights', async () => {
    const interview = await newSession(t, user.cookie, {
      agent_type: 'persona',
      mode: 'interview',
      campaign_id: user.campaignId,
      title: 'Interview',
    });
    const early = await t.request(`/api/v1/agent-sessions/${interview}/interview-insights`, {
      cookie: user.cookie,
      body: {},
    });
    expect(early.status).toBe(400);
    const share = await t.request(`/api/v1/outputs/${personaIds[0]}/share`, {
      cookie: user.cookie,
      body: { session_id: interview },
    });
    expect(share.status).toBe(200);
    const persona = (await t.request(`/api/v1/outputs/${personaIds[0]}`, { cookie: user.cookie }))
      .json.data.content;

    const res = await t.request(`/api/v1/agent-sessions/${interview}/messages`, {
      cookie: user.cookie,
      body: { content: 'What frustrates you most, and what would make you buy?' },
    });
    expect(res.status).toBe(200);
    const answer = streamText(parseStream(res.text));
    expect(answer).toMatch(/\bI\b|I'm|I'd/);
    expect(answer.toLowerCase()).toContain(persona.pains[0].toLowerCase().slice(0, 20));
    expect(answer).not.toContain('I suggest running');

    const intro = await t.request(`/api/v1/agent-sessions/${interview}/messages`, {
      cookie: user.cookie,
      body: { content: 'Tell me about yourself' },
    });
    expect(streamText(parseStream(intro.text))).toContain(`I'm ${persona.name.split(' ')[0]}`);

    const saved = await t.request(`/api/v1/agent-sessions/${interview}/interview-insights`, {
      cookie: user.cookie,
      body: {},
    });
    expect(saved.status).toBe(201);
    expect(saved.json.data).toMatchObject({
      agent_type: 'persona',
      output_type: 'persona_interview_insights',
      session_id: interview,
    });
    const insights = interviewInsightsSchema.parse(saved.json.data.content);
    expect(insights.persona_id).toBe(personaIds[0]);
    expect(insights.key_quotes).toHaveLength(2);
    expect(insights.implications.join(' ')).toContain(PROFILE.companyName);

    const exported = await t.request(`/api/v1/outputs/${saved.json.data.id}/export.md`, {
      cookie: user.cookie,
    });
    expect(exported.status).toBe(200);
  });

  it("answers 404 for another organization's persona sessions and outputs", async () => {
    const other = await groundedUser(t, 'Other Org');
    const runRes = await t.request(`/api/v1/agent-sessions/${sessionId}/runs`, {
      cookie: other.cookie,
      body: { tool: 'persona_profile' },
    });
    expect(runRes.status).toBe(404);
    const insights = await t.request(`/api/v1/agent-sessions/${sessionId}/interview-insights`, {
      cookie: other.cookie,
      body: {},
    });
    expect(insights.status).toBe(404);
    const output = await t.request(`/api/v1/outputs/${personaIds[0]}`, { cookie: other.cookie });
    expect(output.status).toBe(404);
  });

  it('refuses to generate personas (403) until the organization has a campaign', async () => {
    const fresh = await t.createUser({ organizationName: 'No Campaign Co' });
    const session = await newSession(t, fresh.cookie, { agent_type: 'persona' });
    const res = await t.request(`/api/v1/agent-sessions/${session}/runs`, {
      cookie: fresh.cookie,
      body: { tool: 'persona_profile' },
    });
    expect(res.status).toBe(403);
  });
});
