/**
 * The Quick Wins tool on the model path, against a local OpenAI-compatible server: the
 * model is given the computed opportunities and writes the advice; whatever figures or
 * opportunities it invents, the saved output carries the computed ones.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickWinsReportSchema, type QuickWinsReport } from '@/shared/quick-wins';
import { verifyQuickWinFigures } from '../../agents/quick-wins';
import { loadQuickWinFacts } from '../../agents/quick-wins/facts';
import { loadConfig } from '../../config';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { groundedUser, newSession, run } from '../agent-sessions/test-helpers';
import { seedFor } from '../dashboard/testing';

const MODEL_ADVICE = 'Harbor Roasters should email its espresso subscribers before raising spend.';

describe('quick wins tool on the model path', () => {
  let server: http.Server;
  let t: TestApp;
  let user: Awaited<ReturnType<typeof groundedUser>>;
  let answer: QuickWinsReport;
  const prompts: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw);
        prompts.push(JSON.stringify(body.messages));
        const content = JSON.stringify(answer);
        if (!body.stream) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              id: 'c1',
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
        const chunk = (delta: object, finish: string | null = null) =>
          `data: ${JSON.stringify({
            id: 'c1',
            object: 'chat.completion.chunk',
            created: 1,
            model: 'test-model',
            choices: [{ index: 0, delta, finish_reason: finish }],
          })}\n\n`;
        for (const piece of content.match(/.{1,60}/gs) ?? [content])
          res.write(chunk({ role: 'assistant', content: piece }));
        res.write(chunk({}, 'stop'));
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
    await seedFor(t.ctx.db, user).interactions(11);
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('saves the computed opportunities and figures with the model’s advice', async () => {
    const facts = await withTenant(t.ctx.db, user, (tx) =>
      loadQuickWinFacts(tx, { orgId: user.orgId, campaignId: null, clientId: null, message: null }),
    );
    expect(facts.opportunities.length).toBeGreaterThan(1);
    const [first, second] = facts.opportunities;
    // The model changes a figure, the effort, drops one opportunity and invents another.
    answer = {
      summary: 'Harbor Roasters can finish its campaign setup this afternoon.',
      ranking_rule: 'By gut feeling.',
      opportunities: [
        {
          ...second!,
          effort: 'high',
          figures: [{ label: 'Made up', value: 42, unit: 'count' }],
          advice: MODEL_ADVICE,
        },
        {
          ...first!,
          key: 'invented',
          title: 'Double the budget',
          advice: 'Spend more.',
        },
      ],
      assumptions: [],
    };
    const sessionId = await newSession(t, user.cookie, { agent_type: 'quick-wins' });
    const { res, outputId, error } = await run(t, user.cookie, sessionId, {
      tool: 'opportunities',
    });
    expect(res.status).toBe(200);
    expect(error).toBeUndefined();
    const output = (await t.request(`/api/v1/outputs/${outputId}`, { cookie: user.cookie })).json
      .data;
    expect(output).toMatchObject({
      engine: 'model',
      model: 'test-model',
      output_type: 'quick_wins',
    });
    const saved = quickWinsReportSchema.parse(output.content);
    expect(verifyQuickWinFigures(facts, saved)).toEqual([]);
    expect(saved.opportunities.map((o) => o.key)).toEqual(facts.opportunities.map((o) => o.key));
    expect(saved.opportunities.find((o) => o.key === second!.key)!.advice).toBe(MODEL_ADVICE);
    expect(saved.opportunities.find((o) => o.key === first!.key)!.advice).not.toBe('Spend more.');
    expect(saved.summary).toBe(answer.summary);
    expect(saved.ranking_rule).not.toBe('By gut feeling.');
    // The prompt carried the computed opportunities and the organization's context.
    const prompt = prompts.at(-1)!;
    expect(prompt).toContain(first!.key);
    expect(prompt).toContain(first!.title);
    expect(prompt).toContain('Harbor Roasters');
    expect(prompt).toContain('Small-batch coffee roaster');
  });
});
