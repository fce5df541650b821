/**
 * The model path against a local OpenAI-compatible server (node:http on 127.0.0.1:0):
 * streamed JSON content, then each way a provider fails.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { swotSchema, type SwotContent } from '@/shared/agent-runs';
import { MODEL_ANSWER_MESSAGES, MODEL_ERROR_MESSAGES } from '@/shared/model-errors';
import { formatQuickStartAnswers } from '@/shared/quick-start';
import { createLogger } from '../../lib/logger';
import { createModelTestApp, type FakeModel } from '../../testing/fake-model';
import type { TestApp } from '../../testing/test-app';
import { seedFor } from '../dashboard/testing';
import { groundedUser, newSession, parseStream, run, runTool, streamText } from './test-helpers';

const LEAKY_KEY = 'sk-live-Zx81SECRET';
const logLines: string[] = [];

const SWOT: SwotContent = {
  summary: 'Harbor Roasters (E-commerce) can grow subscriptions among home espresso enthusiasts.',
  strengths: [{ point: 'Freshness guarantee', evidence: 'Business context' }],
  weaknesses: [{ point: 'Slow shipping', evidence: 'Customer survey' }],
  opportunities: [{ point: 'Replenishment emails', evidence: 'E-commerce benchmarks' }],
  threats: [{ point: 'Marketplace price pressure', evidence: 'E-commerce knowledge base' }],
  recommendations: [
    {
      title: 'Launch a replenishment flow',
      detail: 'Email subscribers at day 25.',
      priority: 'high',
    },
  ],
  sources: [{ kind: 'business_context', id: null, title: 'Harbor Roasters business context' }],
  assumptions: [],
};

describe('model path (OpenAI-compatible provider)', () => {
  let t: TestApp;
  let model: FakeModel;
  let close: () => Promise<void>;
  let user: Awaited<ReturnType<typeof groundedUser>>;

  beforeAll(async () => {
    ({ t, model, close } = await createModelTestApp({
      answer: SWOT,
      text: 'Harbor Roasters should start with a SWOT analysis.',
      leakyKey: LEAKY_KEY,
      timeoutMs: 1500,
      logger: createLogger(
        'trace',
        new Writable({
          write(chunk, _encoding, done) {
            logLines.push(String(chunk));
            done();
          },
        }),
      ),
    }));
    user = await groundedUser(t);
  });
  afterAll(() => close());
  beforeEach(() => model.reset());

  it('streams a structured output from the model and records engine and model', async () => {
    const { res, chunks, output } = await runTool(
      t,
      user.cookie,
      { agent_type: 'strategy', campaign_id: user.campaignId },
      { tool: 'swot' },
    );
    expect(res.status).toBe(200);
    expect(chunks.find((c) => c.type === 'data-run')?.data).toMatchObject({
      engine: 'model',
      model: 'test-model',
    });
    expect(streamText(chunks)).toContain('Writing');
    // The answer as it grows, one part replaced in place, before the output is saved.
    const partials = chunks.filter((c) => c.type === 'data-partial');
    expect(new Set(partials.map((c) => c.id)).size).toBe(1);
    expect((partials.at(-1)?.data as { content: unknown }).content).toEqual(SWOT);
    expect(chunks.findIndex((c) => c.type === 'data-partial')).toBeLessThan(
      chunks.findIndex((c) => c.type === 'data-output'),
    );
    expect(output).toMatchObject({ engine: 'model', model: 'test-model', output_type: 'swot' });
    expect(swotSchema.parse(output.content)).toEqual(SWOT);
    const prompt = JSON.stringify(model.requests[0]!.messages);
    expect(prompt).toContain('Harbor Roasters');
    expect(prompt).toContain('home espresso enthusiasts');
    expect(prompt).toContain('Spring Subscription Push');
  });

  it('streams each Quick Start step’s answer as its own preview, before that step’s output', async () => {
    const sessionId = await newSession(t, user.cookie, { agent_type: 'quick_start' });
    const { chunks, error } = await run(t, user.cookie, sessionId, {
      tool: 'pipeline',
      message: formatQuickStartAnswers({
        company: 'Harbor Roasters: small-batch coffee roasted by the ferry terminal',
        goal: 'Sign up 200 coffee subscribers',
        audience: 'home espresso enthusiasts',
        budget: '1000-5000',
        timeline: '1-3-months',
      }),
    });
    expect(error).toBeUndefined();
    const outputs = chunks.flatMap((c, i) => (c.type === 'data-output' ? [i] : []));
    expect(outputs).toHaveLength(5);
    const ids = [...new Set(chunks.filter((c) => c.type === 'data-partial').map((c) => c.id))];
    // SWOT, three personas, the plan: one preview each, written between the outputs around it.
    expect(ids).toHaveLength(outputs.length);
    ids.forEach((id, step) => {
      const at = chunks.flatMap((c, i) => (c.type === 'data-partial' && c.id === id ? [i] : []));
      expect(at[0]).toBeGreaterThan(step === 0 ? 0 : outputs[step - 1]!);
      expect(at.at(-1)).toBeLessThan(outputs[step]!);
    });
  });

  it.each([
    ['hang', MODEL_ERROR_MESSAGES.timedOut(2)],
    ['http500', MODEL_ERROR_MESSAGES.providerDown(500)],
    ['http401', MODEL_ERROR_MESSAGES.refused],
    ['cut', MODEL_ERROR_MESSAGES.interrupted],
  ] as const)(
    'a %s provider fails the run with a clear error; retry works; nothing saved is lost',
    async (failure, message) => {
      const sessionId = await newSession(t, user.cookie, { agent_type: 'strategy' });
      const first = await run(t, user.cookie, sessionId, { tool: 'swot' });
      expect(first.outputId).toBeTruthy();

      model.setMode(failure);
      const failed = await run(t, user.cookie, sessionId, { tool: 'swot' });
      expect(failed.res.status).toBe(200);
      expect(failed.error).toBe(message);
      expect(failed.error).not.toMatch(/sk-live|https?:|exploded|[{}]/);
      expect(failed.outputId).toBeUndefined();
      let detail = (await t.request(`/api/v1/agent-sessions/${sessionId}`, { cookie: user.cookie }))
        .json.data;
      expect(detail.runs[0]).toMatchObject({
        status: 'failed',
        engine: 'model',
        model: 'test-model',
      });
      expect(detail.runs[0].error).toBe(message);
      expect(detail.session.status).toBe('idle');
      expect(detail.outputs.map((o: { id: string }) => o.id)).toEqual([first.outputId]);

      model.setMode('ok');
      const retry = await t.request(
        `/api/v1/agent-sessions/${sessionId}/runs/${failed.runId}/retry`,
        { cookie: user.cookie, method: 'POST' },
      );
      expect(parseStream(retry.text).some((c) => c.type === 'data-output')).toBe(true);
      detail = (await t.request(`/api/v1/agent-sessions/${sessionId}`, { cookie: user.cookie }))
        .json.data;
      expect(detail.runs.map((r: { status: string }) => r.status)).toEqual([
        'succeeded',
        'failed',
        'succeeded',
      ]);
      expect(detail.outputs).toHaveLength(2);
    },
  );

  it('an answer that does not fit twice saves the offline draft with a note; the log has neither answer nor key', async () => {
    model.setMode('malformed');
    logLines.length = 0;
    const sessionId = await newSession(t, user.cookie, { agent_type: 'strategy' });
    const result = await run(t, user.cookie, sessionId, { tool: 'swot' });
    expect(result.error).toBeUndefined();
    expect(model.requests).toHaveLength(2);
    expect(JSON.stringify(model.requests[1]!.messages)).toContain('The answer was not valid JSON.');
    const output = (await t.request(`/api/v1/outputs/${result.outputId}`, { cookie: user.cookie }))
      .json.data;
    expect(output).toMatchObject({ engine: 'offline', model: null });
    expect(output.content.assumptions[0]).toBe(MODEL_ANSWER_MESSAGES.fallback);
    expect(streamText(result.chunks)).toContain(MODEL_ANSWER_MESSAGES.fallback);
    const log = logLines.join('\n');
    expect(log).toContain('model answer did not fit its schema');
    expect(log).not.toContain('oops');
    expect(log).not.toContain('test-key');
    expect(log).not.toContain(LEAKY_KEY);
  });

  it("gives the model the organization's passages for the question, with their sources", async () => {
    await seedFor(t.ctx.db, user).document({
      title: 'Cancellation survey 2026',
      textContent:
        'We asked 212 former subscribers why they left. 39% of subscribers who cancel say coffee piles up before they finish a bag.',
    });
    const sessionId = await newSession(t, user.cookie, { agent_type: 'strategy' });
    const res = await t.request(`/api/v1/agent-sessions/${sessionId}/messages`, {
      cookie: user.cookie,
      body: { content: 'Why do subscribers cancel when coffee piles up?' },
    });
    expect(res.status).toBe(200);
    const system = JSON.stringify(model.requests[0]!.messages[0]);
    expect(system).toContain(
      '[Cancellation survey 2026] We asked 212 former subscribers why they left.',
    );
    expect(system).toContain('39% of subscribers who cancel say coffee piles up');
    expect(system).toContain('never invent a figure or a source');
  });

  it('answers a conversation through the model', async () => {
    const sessionId = await newSession(t, user.cookie, { agent_type: 'strategy' });
    const res = await t.request(`/api/v1/agent-sessions/${sessionId}/messages`, {
      cookie: user.cookie,
      body: { content: 'Where do we start?' },
    });
    expect(streamText(parseStream(res.text))).toBe(
      'Harbor Roasters should start with a SWOT analysis.',
    );
    const system = JSON.stringify(model.requests[0]!.messages[0]);
    expect(system).toContain('Harbor Roasters');
    model.setMode('http500');
    const failed = await t.request(`/api/v1/agent-sessions/${sessionId}/messages`, {
      cookie: user.cookie,
      body: { content: 'And then?' },
    });
    expect(parseStream(failed.text).find((c) => c.type === 'error')?.errorText).toBe(
      MODEL_ERROR_MESSAGES.providerDown(500),
    );
  });
});
