import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRATEGY_FRAMEWORK_IDS, STRATEGY_OUTPUT_SCHEMAS } from '@/shared/agent-runs';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  CAMPAIGN,
  PLACEHOLDER,
  PROFILE,
  groundedUser,
  newSession,
  run,
  streamText,
  strings,
} from './test-helpers';

describe('strategy agent, offline engine', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof groundedUser>>;
  let sessionId: string;

  beforeAll(async () => {
    t = await createTestApp();
    user = await groundedUser(t);
    sessionId = await newSession(t, user.cookie, {
      agent_type: 'strategy',
      campaign_id: user.campaignId,
    });
  });
  afterAll(() => t.close());

  it.each(STRATEGY_FRAMEWORK_IDS)(
    '%s streams, saves a valid output grounded in the organization',
    async (framework) => {
      const { res, chunks, outputId } = await run(t, user.cookie, sessionId, { tool: framework });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      expect(chunks.filter((c) => c.type === 'data-progress').length).toBeGreaterThanOrEqual(3);
      expect(chunks.filter((c) => c.type === 'text-delta').length).toBeGreaterThan(2);
      expect(streamText(chunks)).toContain(PROFILE.companyName);
      expect(outputId).toBeTruthy();

      const output = await t.request(`/api/v1/outputs/${outputId}`, { cookie: user.cookie });
      expect(output.status).toBe(200);
      const data = output.json.data;
      expect(data).toMatchObject({
        agent_type: 'strategy',
        output_type: framework,
        engine: 'offline',
        model: null,
        saved: true,
        session_id: sessionId,
        campaign_id: user.campaignId,
        created_by: user.userId,
      });
      const parsed = STRATEGY_OUTPUT_SCHEMAS[framework].safeParse(data.content);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      const text = JSON.stringify(data.content);
      expect(text).toContain(PROFILE.companyName);
      expect(text).toContain(PROFILE.industry);
      expect(text.includes(CAMPAIGN.target_audience) || text.includes(CAMPAIGN.goals[0])).toBe(
        true,
      );
      expect(data.summary).toContain(PROFILE.companyName);
      expect(strings(data.content).filter((s) => PLACEHOLDER.test(s))).toEqual([]);
    },
  );

  it('keeps the session: runs succeeded, outputs listed, interactions counted', async () => {
    const res = await t.request(`/api/v1/agent-sessions/${sessionId}`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    const detail = res.json.data;
    expect(detail.session).toMatchObject({
      status: 'idle',
      output_count: 11,
      last_run_status: 'succeeded',
      campaign_name: CAMPAIGN.name,
    });
    expect(detail.runs).toHaveLength(11);
    expect(
      detail.runs.every(
        (r: { status: string; engine: string }) =>
          r.status === 'succeeded' && r.engine === 'offline',
      ),
    ).toBe(true);
    expect(detail.outputs).toHaveLength(11);
    expect(detail.messages.filter((m: { role: string }) => m.role === 'assistant')).toHaveLength(
      11,
    );
    const metrics = await t.request('/api/v1/dashboard/metrics', { cookie: user.cookie });
    if (metrics.status === 200)
      expect(metrics.json.data.total_ai_interactions).toBeGreaterThanOrEqual(11);
  });

  it('refuses an unknown framework with a 400 and opens no run', async () => {
    const { res } = await run(t, user.cookie, sessionId, { tool: 'horoscope' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('This agent has no such tool');
  });

  it('lists the 11 frameworks with the offline engine', async () => {
    const res = await t.request('/api/v1/agents', { cookie: user.cookie });
    expect(res.status).toBe(200);
    const strategy = res.json.data.find((a: { agent_type: string }) => a.agent_type === 'strategy');
    expect(strategy.tools.map((tool: { id: string }) => tool.id)).toEqual([
      ...STRATEGY_FRAMEWORK_IDS,
    ]);
    expect(res.json.engine).toEqual({ engine: 'offline', model: null });
  });
});
