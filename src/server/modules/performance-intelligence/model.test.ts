/**
 * The model path of a Performance Intelligence tool against a local OpenAI-compatible
 * server that answers with wrong figures: the saved output keeps the model's narrative
 * and carries the figures computed from the data.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ANOMALY_RULE } from '@/shared/performance-analysis';
import {
  anomalyOutputSchema,
  formatPerformanceBrief,
  type AnomalyOutput,
} from '@/shared/performance-intelligence';
import { loadConfig } from '../../config';
import { withTenant } from '../../db/tenant';
import { loadPerformanceFacts } from '../../agents/performance-intelligence/facts';
import { findTool } from '../../agents/registry';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { groundedUser, newSession, run } from '../agent-sessions/test-helpers';

/** Schema-valid, and wrong in every figure. */
const WRONG: AnomalyOutput = {
  summary: 'CTR was 99% and nothing else happened.',
  scope: { campaign_id: null, label: 'Somebody else' },
  period: { from: '2020-01-01', to: '2020-01-02', days: 2 },
  insights: ['Harbor Roasters should look at the Tuesday creative before the weekend push.'],
  recommendations: [
    {
      title: 'Rotate the Instagram creative',
      detail: 'The spring subscription ad has run unchanged for three weeks.',
      priority: 'high',
    },
  ],
  sources: [],
  assumptions: [],
  rule: 'Any day the model dislikes.',
  days_checked: 999,
  anomalies: [
    {
      date: '2020-01-02',
      kind: 'spend_spike',
      metric: 'spend_cents',
      value: 123_456,
      baseline: 1,
      deviations: 42,
      change_percentage: 9999,
      campaign_id: null,
      campaign_name: 'Invented',
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

describe('performance intelligence on the model path', () => {
  let server: http.Server;
  let prompts: string[] = [];
  let t: TestApp;
  let user: Awaited<ReturnType<typeof groundedUser>>;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw);
        prompts.push(JSON.stringify(body.messages));
        const content =
          body.response_format?.type === 'json_schema'
            ? JSON.stringify(WRONG)
            : 'Looking at the figures.';
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
    const rows = Array.from({ length: 16 }, (_, i) => ({
      date: addDays('2026-02-01', i),
      impressions: 8_000,
      clicks: 160 + (i % 3) * 4,
      conversions: i === 15 ? 0 : 6 + (i % 2),
      spend_cents: 40_000 + (i % 4) * 500,
      revenue_cents: 110_000,
    }));
    const ingest = await t.request(`/api/v1/campaigns/${user.campaignId}/metrics`, {
      cookie: user.cookie,
      body: { rows },
    });
    expect(ingest.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('saves the computed figures, not the model’s, and keeps the model’s narrative', async () => {
    prompts = [];
    const message = formatPerformanceBrief({ selection: { period: 'all' } });
    const sessionId = await newSession(t, user.cookie, {
      agent_type: 'performance-intelligence',
      campaign_id: user.campaignId,
    });
    const result = await run(t, user.cookie, sessionId, { tool: 'anomaly_detection', message });
    expect(result.res.status).toBe(200);
    expect(result.error).toBeUndefined();
    const output = (await t.request(`/api/v1/outputs/${result.outputId}`, { cookie: user.cookie }))
      .json.data;
    expect(output).toMatchObject({ engine: 'model', model: 'test-model' });
    const saved = anomalyOutputSchema.parse(output.content);

    // The figures are the data's.
    expect(saved.scope).toEqual({
      campaign_id: user.campaignId,
      label: 'Spring Subscription Push',
    });
    expect(saved.period).toEqual({ from: '2026-02-01', to: '2026-02-16', days: 16 });
    expect(saved.rule).toBe(ANOMALY_RULE);
    expect(saved.days_checked).toBe(16);
    expect(saved.anomalies).toEqual([
      expect.objectContaining({
        date: '2026-02-16',
        kind: 'zero_conversions',
        campaign_name: 'Spring Subscription Push',
      }),
    ]);
    expect(saved.summary).not.toContain('99%');
    expect(JSON.stringify(saved)).not.toContain('Invented');
    const facts = await withTenant(t.ctx.db, { orgId: user.orgId, userId: user.userId }, (tx) =>
      loadPerformanceFacts(tx, {
        orgId: user.orgId,
        campaignId: user.campaignId,
        clientId: null,
        message,
      }),
    );
    expect(
      findTool('performance-intelligence', 'anomaly_detection')!.verifyFigures!(facts, saved),
    ).toEqual([]);
    // The narrative is the model's.
    expect(saved.insights).toEqual(WRONG.insights);
    expect(saved.recommendations).toEqual(WRONG.recommendations);
    // The model was given the computed figures and the business context.
    const prompt = prompts.join('\n');
    expect(prompt).toContain('2026-02-16');
    expect(prompt).toContain('zero_conversions');
    expect(prompt).toContain('Harbor Roasters');
  });
});
