/**
 * The ROI calculator on the model path, against a local OpenAI-compatible server that
 * answers with wrong numbers: the saved output carries the figures computed in code, the
 * prompt carried them, and the narrative is the model's.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roiAnalysisSchema, type RoiAnalysis } from '@/shared/roi-budget';
import { loadConfig } from '../../config';
import { findTool } from '../../agents/registry';
import { loadRoiFacts } from '../../agents/roi-budget/facts';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newSession, run } from '../agent-sessions/test-helpers';
import { roiUser } from './testing';

const WRONG: RoiAnalysis = {
  summary: 'Harbor Roasters earns a 999% ROI across its campaigns, led by the email programme.',
  insights: ['Spring Subscription Push returns far more than the others.'],
  recommendations: ['Move budget from Holiday Gift Bundles to Wholesale Café Sampling.'],
  assumptions: ['ROI over every recorded day.'],
  figures: {
    period: { from: '2020-01-01', to: '2020-01-31' },
    campaign_id: null,
    margin_percentage: null,
    totals: {
      budget_cents: 1,
      spent_cents: 2,
      spend_cents: 3,
      revenue_cents: 4,
      profit_cents: 5,
      conversions: 6,
      roi_percentage: 999,
      roas: 42,
    },
    margin: null,
    campaigns: [],
    channels: [],
  },
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

describe('ROI & Budget on the model path', () => {
  let server: http.Server;
  const prompts: string[] = [];
  let t: TestApp;
  let user: Awaited<ReturnType<typeof roiUser>>;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw);
        prompts.push(JSON.stringify(body.messages));
        const content = JSON.stringify(WRONG);
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
    user = await roiUser(t);
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('saves the computed figures, not the model’s, and gave the model the figures', async () => {
    const sessionId = await newSession(t, user.cookie, { agent_type: 'roi-budget' });
    const { res, outputId, error } = await run(t, user.cookie, sessionId, {
      tool: 'roi_calculator',
    });
    expect(res.status).toBe(200);
    expect(error).toBeUndefined();
    const output = (await t.request(`/api/v1/outputs/${outputId}`, { cookie: user.cookie })).json
      .data;
    expect(output).toMatchObject({ engine: 'model', model: 'test-model' });
    const content = roiAnalysisSchema.parse(output.content);
    // The narrative is the model's …
    expect(content.summary).toBe(WRONG.summary);
    // … the figures are ours.
    const facts = await withTenant(t.ctx.db, { orgId: user.orgId, userId: user.userId }, (tx) =>
      loadRoiFacts('roi_calculator', tx, {
        orgId: user.orgId,
        campaignId: null,
        clientId: null,
        message: null,
      }),
    );
    expect(content.figures).toEqual(facts.figures);
    expect(content.figures.totals.roi_percentage).not.toBe(999);
    expect(content.figures.campaigns).toHaveLength(3);
    const problems = findTool('roi-budget', 'roi_calculator')!.verifyFigures!(facts, content);
    expect(problems.filter((p) => p.startsWith('figures'))).toEqual([]);
    // The prompt carried the computed figures.
    const prompt = prompts.at(-1)!;
    expect(prompt).toContain(`\\"roi_percentage\\":${facts.figures.totals.roi_percentage}`);
    expect(prompt).toContain('Wholesale Café Sampling');
  });
});
