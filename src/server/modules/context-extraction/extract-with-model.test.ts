import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
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
    });
    expect(JSON.stringify(model.doGenerateCalls[0]!.prompt)).toContain('We are Green Leaf Cafe');
  });

  it('reports nothing found when the model found nothing', async () => {
    const result = await extractWithModel(answer({ confidence: 0.9 }), 'hello');
    expect(result).toEqual({ context: {}, confidence: 0, facts: 0 });
  });

  it('refuses an answer outside the schema (the route then falls back to the rules)', async () => {
    await expect(
      extractWithModel(answer({ industry: 'Space mining', confidence: 0.5 }), 'x'),
    ).rejects.toThrow();
  });
});
