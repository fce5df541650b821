import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { createModelTestApp, FAKE_USAGE } from '../../testing/fake-model';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { extractWithModel } from './extract-with-model';

const answer = (json: unknown) =>
  new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: 'text', text: JSON.stringify(json) }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: {
        inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 10, text: 10, reasoning: 0 },
      },
      warnings: [],
    }),
  });

describe('extraction on a model', () => {
  it('returns the facts the model filled in with its confidence', async () => {
    const model = answer({
      companyName: 'Green Leaf Cafe',
      industry: 'Retail',
      companySize: '11-50 employees',
      targetMarket: 'Remote workers',
      competitors: ['Starbucks'],
      confidence: 0.84,
    });
    const result = await extractWithModel(model, 'We are Green Leaf Cafe…');
    expect(result).toEqual({
      context: {
        companyName: 'Green Leaf Cafe',
        industry: 'Retail',
        companySize: '11-50 employees',
        targetMarket: 'Remote workers',
        competitors: ['Starbucks'],
      },
      confidence: 0.84,
      facts: 5,
      usage: { inputTokens: 10, outputTokens: 10 },
    });
    expect(JSON.stringify(model.doGenerateCalls[0]!.prompt)).toContain('We are Green Leaf Cafe');
  });

  it('reports nothing found when the model found nothing', async () => {
    const result = await extractWithModel(answer({ confidence: 0.9 }), 'hello');
    expect(result).toEqual({
      context: {},
      confidence: 0,
      facts: 0,
      usage: { inputTokens: 10, outputTokens: 10 },
    });
  });

  it('refuses an answer outside the schema (the route then falls back to the rules)', async () => {
    await expect(
      extractWithModel(answer({ industry: 'Space mining', confidence: 0.5 }), 'x'),
    ).rejects.toThrow();
  });
});

describe('extraction on the configured model', () => {
  it('records the tokens it used as AI usage of the organization', async () => {
    const { t, close } = await createModelTestApp({
      answer: { companyName: 'Green Leaf Cafe', targetMarket: 'Remote workers', confidence: 0.8 },
    });
    try {
      const user = await t.createUser();
      const res = await t.request('/api/v1/business-context/extract-from-conversation', {
        cookie: user.cookie,
        body: {
          agent_type: 'strategy',
          conversation_text: 'We are Green Leaf Cafe, for remote workers.',
        },
      });
      expect(res.json.success).toBe(true);
      const rows = await queryRows<{ kind: string; input_tokens: number; output_tokens: number }>(
        t.ctx.db,
        sql`select kind, input_tokens, output_tokens from ai_usage where org_id = ${user.orgId}::uuid`,
      );
      expect(rows).toEqual([
        {
          kind: 'extraction',
          input_tokens: FAKE_USAGE.prompt_tokens,
          output_tokens: FAKE_USAGE.completion_tokens,
        },
      ]);
    } finally {
      await close();
    }
  });
});

describe('extraction when the model fails', () => {
  const KEY = 'sk-live-Zx81SECRET';
  const CONVERSATION =
    'We are Green Leaf Cafe, a coffee shop for remote workers. Our secret expansion is Project Nightingale.';
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      llm: {
        provider: 'openai-compatible',
        model: 'test-model',
        // Nothing listens on port 1: the provider cannot be reached.
        baseUrl: 'http://127.0.0.1:1/v1',
        apiKey: KEY,
        timeoutMs: 5000,
        maxRetries: 0,
      },
    });
  });
  afterAll(() => t.close());

  it('falls back to the offline rules and logs the failure without the conversation or the key', async () => {
    const user = await t.createUser();
    const warn = vi.spyOn(t.ctx.logger, 'warn');
    const res = await t.request('/api/v1/business-context/extract-from-conversation', {
      cookie: user.cookie,
      body: { agent_type: 'strategy', conversation_text: CONVERSATION },
    });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).toContain('context extraction on the model failed');
    expect(logged).not.toContain('Nightingale');
    expect(logged).not.toContain(KEY);
  });
});
