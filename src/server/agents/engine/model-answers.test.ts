/**
 * The model's structured answer against a local OpenAI-compatible server (decision 076): the
 * prompt carries the facts planted in the context, an answer that does not fit is repaired
 * once or gives way to the offline draft, the figures computed in code win, and a passage the
 * model was not given is never listed as a source.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODEL_ANSWER_MESSAGES } from '@/shared/model-errors';
import type { LlmConfig } from '../../config';
import {
  startFakeAnthropic,
  startFakeModel,
  type FakeModel,
  type FakeModelRequest,
} from '../../testing/fake-model';
import { findTool } from '../registry';
import { offlineOutput } from './complete-output';
import { contextDocument, groundContext } from './load-context';
import { createLanguageModel, runToolOnModel } from './model';
import type { AgentContext, AgentTool } from './types';

const KEY = 'sk-live-Zx81SECRET';
const SURVEY =
  'We asked 212 customers who cancelled in October. 39% of cancelled subscribers said delivery took longer than four days. Most of them would return for a cheaper grinder bundle.';

function plantedContext(): AgentContext {
  const ctx = groundContext({
    business: {
      organization_name: 'Kettle & Crane Ltd',
      company_name: 'Kettle & Crane',
      industry: 'E-commerce',
      company_size: '11-50 employees',
      description: 'Speciality coffee roaster selling subscriptions online.',
      details: {
        targetMarket: 'home espresso brewers',
        goals: ['Cut subscription churn to 4% a month'],
        competitors: ['Roastworks', 'Bean Box'],
      },
    },
    campaign: {
      id: 'c0ffee00-0000-4000-8000-000000000001',
      name: 'Winter Retention Push',
      description: 'Win back lapsed subscribers before the Christmas cut-off.',
      targetAudience: 'lapsed subscribers',
      goals: ['Win back 300 subscribers'],
      objectives: null,
      channels: ['Email', 'Instagram'],
      geographicTarget: 'United Kingdom',
      competitorContext: null,
      budgetCents: 1_250_000,
      successMetrics: ['reactivations'],
      startDate: '2026-12-07',
      endDate: '2027-01-31',
    },
    documents: [contextDocument({ id: 'doc-survey', title: 'Cancellation survey', text: SURVEY })],
    outputs: [
      {
        id: 'out-plan',
        agentType: 'marketing_strategy',
        outputType: 'marketing_plan',
        title: 'Q4 marketing plan',
        summary: 'Move a fifth of the spend to email retention flows.',
      },
    ],
    message: 'How do we win back subscribers who cancelled over slow delivery?',
  });
  return ctx;
}

describe('the model path: prompts, repair, fallback, figures and passages', () => {
  let model: FakeModel;
  let answers: ((request: FakeModelRequest) => unknown)[];
  let llm: LlmConfig;

  beforeAll(async () => {
    model = await startFakeModel({
      answer: (request: FakeModelRequest) => (answers.shift() ?? (() => ({})))(request),
    });
    llm = {
      provider: 'openai-compatible',
      model: 'test-model',
      baseUrl: model.baseUrl,
      apiKey: KEY,
      timeoutMs: 5000,
      maxRetries: 0,
    };
  });
  afterAll(() => model.close());
  beforeEach(() => {
    model.reset();
    answers = [];
  });

  const runTool = (tool: AgentTool, ctx: AgentContext, narration: string[] = []) =>
    runToolOnModel({
      model: createLanguageModel(llm),
      maxRetries: 0,
      tool,
      ctx,
      signal: AbortSignal.timeout(5000),
      emit: { progress: () => undefined, text: (delta) => narration.push(delta) },
    });

  it('a prompt carries each planted fact, the passages by id, the figures and the schema', async () => {
    const tool = findTool('marketing_strategy', 'quick_plan')!;
    const ctx = plantedContext();
    const draft = offlineOutput(tool, ctx) as { monthly_budget: number };
    answers.push(() => draft);
    await runTool(tool, ctx);
    const prompt = model.lastPrompt();
    for (const fact of [
      'How do we win back subscribers who cancelled over slow delivery?',
      '[doc-survey#2]',
      '39% of cancelled subscribers said delivery took longer than four days',
      'Roastworks',
      'Bean Box',
      '2026-12-07',
      '2027-01-31',
      '$12,500',
      'Email, Instagram',
      'Q4 marketing plan',
      'Move a fifth of the spend to email retention flows.',
      `monthly_budget = ${draft.monthly_budget}`,
      'Output schema (JSON Schema)',
      'cite only the passage ids given',
      'never replace, round or recompute them',
    ])
      expect(prompt).toContain(fact.replace(/"/g, '\\"'));
  });

  it('a valid answer is kept, with the figures computed in code put back', async () => {
    const tool = findTool('marketing_strategy', 'quick_plan')!;
    const ctx = plantedContext();
    const draft = offlineOutput(tool, ctx) as { monthly_budget: number; summary: string };
    const summary =
      'Kettle & Crane should win back subscribers who cancelled over slow delivery with a faster-shipping promise by email.';
    answers.push(() => ({ ...draft, summary, monthly_budget: draft.monthly_budget * 3 }));
    const result = await runTool(tool, ctx);
    expect(result.outcome).toBe('valid');
    const content = result.content as { monthly_budget: number; summary: string };
    expect(content.summary).toContain(summary);
    expect(content.monthly_budget).toBe(draft.monthly_budget);
    expect(model.requests).toHaveLength(1);
  });

  it('an answer that does not fit is sent back once with what was wrong, and the repair is kept', async () => {
    const tool = findTool('strategy', 'swot')!;
    const ctx = plantedContext();
    const draft = offlineOutput(tool, ctx) as Record<string, unknown>;
    answers.push(
      () => ({ ...draft, strengths: 'plenty' }),
      () => ({ ...draft, summary: 'Kettle & Crane wins back subscribers with faster delivery.' }),
    );
    const narration: string[] = [];
    const result = await runTool(tool, ctx, narration);
    expect(result.outcome).toBe('repaired');
    expect((result.content as { summary: string }).summary).toContain(
      'Kettle & Crane wins back subscribers with faster delivery.',
    );
    expect(model.requests).toHaveLength(2);
    const repair = model.lastPrompt();
    expect(repair).toContain('did not match the output schema');
    expect(repair).toContain('strengths');
    expect(narration.join('')).toContain(MODEL_ANSWER_MESSAGES.repairing);
  });

  it('an answer that still does not fit gives way to the offline draft, with a note, and logs no answer', async () => {
    const tool = findTool('strategy', 'swot')!;
    const ctx = plantedContext();
    const leaked = `Confidential: ${KEY}`;
    answers.push(
      () => ({ summary: leaked, strengths: 4 }),
      () => ({ summary: leaked, strengths: 'still wrong' }),
    );
    const narration: string[] = [];
    const result = await runTool(tool, ctx, narration);
    expect(result.outcome).toBe('fallback');
    const draft = offlineOutput(tool, ctx) as { summary: string; assumptions: string[] };
    const content = result.content as { summary: string; assumptions: string[] };
    expect(content.summary).toBe(draft.summary);
    expect(content.assumptions).toEqual([MODEL_ANSWER_MESSAGES.fallback, ...draft.assumptions]);
    expect(narration.join('')).toContain(MODEL_ANSWER_MESSAGES.fallback);
    const logged = JSON.stringify(result.shapeError);
    expect(logged).toContain('strengths');
    expect(logged).not.toContain('Confidential');
    expect(logged).not.toContain(KEY);
  });

  it('broken JSON twice gives way to the offline draft too', async () => {
    const tool = findTool('strategy', 'swot')!;
    model.setMode('malformed');
    const ctx = plantedContext();
    const result = await runTool(tool, ctx);
    expect(result.outcome).toBe('fallback');
    expect(model.requests).toHaveLength(2);
    expect(model.lastPrompt()).toContain('The answer was not valid JSON.');
    expect((result.content as { summary: string }).summary).toBe(
      (offlineOutput(tool, ctx) as { summary: string }).summary,
    );
    expect(JSON.stringify(result.shapeError)).not.toContain('oops');
  });

  it('a passage the model was not given is dropped from the sources; a given one is kept as its document', async () => {
    const tool = findTool('strategy', 'swot')!;
    const ctx = plantedContext();
    const draft = offlineOutput(tool, ctx) as Record<string, unknown>;
    answers.push(() => ({
      ...draft,
      summary:
        'Kettle & Crane loses subscribers to slow delivery: 39% of cancelled subscribers said delivery took longer than four days.',
      sources: [
        { kind: 'business_context', id: null, title: 'Kettle & Crane business context' },
        { kind: 'document', id: 'doc-survey#2', title: 'Cancellation survey' },
        { kind: 'document', id: 'doc-survey#99', title: 'Cancellation survey, page 9' },
        { kind: 'document', id: 'doc-elsewhere#1', title: 'A report nobody gave' },
      ],
    }));
    const result = await runTool(tool, ctx);
    const sources = (result.content as { sources: { kind: string; id: string | null }[] }).sources;
    expect(sources.filter((s) => s.kind === 'document')).toEqual([
      expect.objectContaining({ id: 'doc-survey', title: 'Cancellation survey' }),
    ]);
    expect(JSON.stringify(sources)).not.toMatch(/#99|doc-elsewhere/);
  });
});

describe("the model path on Anthropic's messages API", () => {
  it('streams the structured answer; the prompt carries the planted facts', async () => {
    const tool = findTool('strategy', 'swot')!;
    const ctx = plantedContext();
    const draft = offlineOutput(tool, ctx) as Record<string, unknown>;
    const summary = 'Kettle & Crane wins back subscribers who left over slow delivery.';
    const anthropic = await startFakeAnthropic({ answer: { ...draft, summary } });
    try {
      const sections: string[] = [];
      const result = await runToolOnModel({
        model: createLanguageModel({
          provider: 'anthropic',
          model: 'test-model',
          baseUrl: anthropic.baseUrl,
          apiKey: KEY,
          timeoutMs: 5000,
          maxRetries: 0,
        }),
        maxRetries: 0,
        tool,
        ctx,
        signal: AbortSignal.timeout(5000),
        emit: { progress: () => undefined, text: (delta) => sections.push(delta) },
      });
      expect(result.outcome).toBe('valid');
      expect((result.content as { summary: string }).summary).toContain(summary);
      expect(sections.join('')).toContain('Writing strengths');
      expect(anthropic.requests[0]!.stream).toBe(true);
      const prompt = JSON.stringify(anthropic.requests[0]!.messages);
      for (const fact of ['[doc-survey#2]', 'Roastworks', '2026-12-07', '$12,500'])
        expect(prompt).toContain(fact);
    } finally {
      await anthropic.close();
    }
  });
});
