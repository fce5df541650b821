/**
 * The model path against a local OpenAI-compatible server (node:http on 127.0.0.1:0):
 * streamed JSON content, then each way a provider fails.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { swotSchema, type SwotContent } from '@/shared/agent-runs';
import { MODEL_ERROR_MESSAGES } from '@/shared/model-errors';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { groundedUser, newSession, parseStream, run, streamText } from './test-helpers';

type Mode = 'ok' | 'hang' | 'http500' | 'http401' | 'malformed' | 'cut';

const LEAKY_KEY = 'sk-live-Zx81SECRET';

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

describe('model path (OpenAI-compatible provider)', () => {
  let server: http.Server;
  let mode: Mode = 'ok';
  let requests: { body: { stream?: boolean; messages: { role: string; content: unknown }[] } }[] =
    [];
  let t: TestApp;
  let user: Awaited<ReturnType<typeof groundedUser>>;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw);
        requests.push({ body });
        const wantsJson = body.response_format?.type === 'json_schema';
        const content = wantsJson
          ? JSON.stringify(SWOT)
          : 'Harbor Roasters should start with a SWOT analysis.';
        if (mode === 'hang') return; // never answers: the run must time out
        if (mode === 'http401') {
          // What providers really answer: their own JSON, quoting the key and a URL.
          res.writeHead(401, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              error: {
                message: `Incorrect API key provided: ${LEAKY_KEY}. See https://platform.example.com/account/api-keys?key=${LEAKY_KEY}`,
                type: 'invalid_request_error',
              },
            }),
          );
          return;
        }
        if (mode === 'http500') {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'upstream exploded' } }));
          return;
        }
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
        const text =
          mode === 'malformed' ? '{"summary": "Harbor Roasters", "strengths": [ oops' : content;
        const pieces = text.match(/.{1,40}/gs) ?? [text];
        if (mode === 'cut') {
          res.write(chunk(pieces[0]!));
          res.write(chunk(pieces[1]!));
          setTimeout(() => res.socket?.destroy(), 20);
          return;
        }
        for (const piece of pieces) res.write(chunk(piece));
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
        timeoutMs: 1500,
        maxRetries: 0,
      },
      rateLimits: base.rateLimits,
    });
    user = await groundedUser(t);
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    mode = 'ok';
    requests = [];
  });

  it('streams a structured output from the model and records engine and model', async () => {
    const sessionId = await newSession(t, user.cookie, {
      agent_type: 'strategy',
      campaign_id: user.campaignId,
    });
    const { res, chunks, outputId } = await run(t, user.cookie, sessionId, { tool: 'swot' });
    expect(res.status).toBe(200);
    expect(chunks.find((c) => c.type === 'data-run')?.data).toMatchObject({
      engine: 'model',
      model: 'test-model',
    });
    expect(streamText(chunks)).toContain('Writing');
    const output = (await t.request(`/api/v1/outputs/${outputId}`, { cookie: user.cookie })).json
      .data;
    expect(output).toMatchObject({ engine: 'model', model: 'test-model', output_type: 'swot' });
    expect(swotSchema.parse(output.content)).toEqual(SWOT);
    const prompt = JSON.stringify(requests[0]!.body.messages);
    expect(prompt).toContain('Harbor Roasters');
    expect(prompt).toContain('home espresso enthusiasts');
    expect(prompt).toContain('Spring Subscription Push');
  });

  it.each([
    ['hang', MODEL_ERROR_MESSAGES.timedOut(2)],
    ['http500', MODEL_ERROR_MESSAGES.providerDown(500)],
    ['http401', MODEL_ERROR_MESSAGES.refused],
    ['malformed', MODEL_ERROR_MESSAGES.badShape],
    ['cut', MODEL_ERROR_MESSAGES.interrupted],
  ] as const)(
    'a %s provider fails the run with a clear error; retry works; nothing saved is lost',
    async (failure, message) => {
      const sessionId = await newSession(t, user.cookie, { agent_type: 'strategy' });
      const first = await run(t, user.cookie, sessionId, { tool: 'swot' });
      expect(first.outputId).toBeTruthy();

      mode = failure;
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

      mode = 'ok';
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

  it('answers a conversation through the model', async () => {
    const sessionId = await newSession(t, user.cookie, { agent_type: 'strategy' });
    const res = await t.request(`/api/v1/agent-sessions/${sessionId}/messages`, {
      cookie: user.cookie,
      body: { content: 'Where do we start?' },
    });
    expect(streamText(parseStream(res.text))).toBe(
      'Harbor Roasters should start with a SWOT analysis.',
    );
    const system = JSON.stringify(requests[0]!.body.messages[0]);
    expect(system).toContain('Harbor Roasters');
    mode = 'http500';
    const failed = await t.request(`/api/v1/agent-sessions/${sessionId}/messages`, {
      cookie: user.cookie,
      body: { content: 'And then?' },
    });
    expect(parseStream(failed.text).find((c) => c.type === 'error')?.errorText).toBe(
      MODEL_ERROR_MESSAGES.providerDown(500),
    );
  });
});
