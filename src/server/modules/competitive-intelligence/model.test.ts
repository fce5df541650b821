/**
 * The competitive analysis on the model path, against a local OpenAI-compatible server: the
 * model writes the matrix, gaps and opportunities; the mention counts it states are replaced
 * by the ones computed from the documents, and the prompt carries the records and excerpts.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  competitiveAnalysisSchema,
  formatAnalysisBrief,
  type CompetitiveAnalysis,
} from '@/shared/competitive-intelligence';
import { loadConfig } from '../../config';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { groundedUser, newSession, run } from '../agent-sessions/test-helpers';

const MODEL_ANSWER: CompetitiveAnalysis = {
  summary: 'Harbor Roasters wins on freshness; Stumptown Coffee wins on shelf presence.',
  focus: 'positioning',
  matrix: {
    dimensions: ['Positioning', 'Strongest claim', 'Exposed on', 'Seen in your documents'],
    rows: [
      { name: 'Harbor Roasters', is_you: true, cells: ['Fresh', 'Roast dates', 'Reach', 'One'] },
      {
        name: 'Stumptown Coffee',
        is_you: false,
        cells: ['National', 'Shelves', 'Staleness', 'One'],
      },
    ],
  },
  messaging_gaps: [
    {
      gap: 'Harbor Roasters never answers grocery convenience',
      competitor: 'Stumptown Coffee',
      evidence: 'Win-loss review',
      recommendation: 'Offer a subscription that arrives before the bag runs out.',
    },
  ],
  opportunities: [
    {
      title: 'Freshness comparison page',
      rationale: 'Stumptown beans sit on shelves for weeks.',
      first_step: 'Publish roast-to-door times next to shelf times.',
      priority: 'high',
    },
  ],
  // Invented by the model: finalize must put the computed counts back.
  mentions: [{ competitor: 'Stumptown Coffee', documents: 42, excerpts: [] }],
  sources: [],
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

describe('competitive analysis on the model path', () => {
  let server: http.Server;
  let requests: { messages: { role: string; content: unknown }[] }[] = [];
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw);
        requests.push(body);
        const content =
          body.response_format?.type === 'json_schema'
            ? JSON.stringify(MODEL_ANSWER)
            : 'Comparing Harbor Roasters with its competitors.';
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const piece of content.match(/.{1,40}/gs) ?? [content]) res.write(chunk(piece));
        res.write(chunk(null, 'stop'));
        res.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const base = loadConfig({ PORT: '3000', RATE_LIMITS: 'off', LOG_LEVEL: 'silent' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stratagent-ci-model-'));
    t = await createTestApp({
      dataDir,
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
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the model’s narrative and puts back the computed mentions', async () => {
    const user = await groundedUser(t);
    const upload = async (name: string, text: string) => {
      const form = new FormData();
      form.set('file', new File([text], name));
      const res = await t.app.request('/api/v1/documents', {
        method: 'POST',
        body: form,
        headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      });
      expect(res.status).toBe(201);
    };
    for (let i = 1; i <= 5; i++) await upload(`notes-${i}.txt`, `Cupping notes ${i}.`);
    await upload('Win-loss review.txt', 'Two cafés chose Stumptown Coffee for its shelf presence.');
    const created = await t.request('/api/v1/competitive-intelligence/competitors', {
      cookie: user.cookie,
      body: { name: 'Stumptown Coffee', strengths: ['Grocery shelf presence'] },
    });
    expect(created.status).toBe(201);

    const sessionId = await newSession(t, user.cookie, { agent_type: 'competitive-intelligence' });
    requests = [];
    const { res, outputId } = await run(t, user.cookie, sessionId, {
      tool: 'competitive_analysis',
      message: formatAnalysisBrief({ competitors: ['Stumptown Coffee'], focus: 'messaging' }),
    });
    expect(res.status).toBe(200);
    const output = (await t.request(`/api/v1/outputs/${outputId}`, { cookie: user.cookie })).json
      .data;
    expect(output).toMatchObject({ engine: 'model', model: 'test-model' });
    const analysis = competitiveAnalysisSchema.parse(output.content);
    expect(analysis.summary).toBe(MODEL_ANSWER.summary);
    expect(analysis.focus).toBe('messaging');
    expect(analysis.mentions).toEqual([
      {
        competitor: 'Stumptown Coffee',
        documents: 1,
        excerpts: [
          {
            document_title: 'Win-loss review',
            excerpt: 'Two cafés chose Stumptown Coffee for its shelf presence.',
          },
        ],
      },
    ]);
    expect(analysis.sources.map((s) => s.title)).toContain('Win-loss review');
    const prompt = JSON.stringify(requests.at(-1)!.messages);
    expect(prompt).toContain('Grocery shelf presence');
    expect(prompt).toContain('chose Stumptown Coffee for its shelf presence');
    expect(prompt).toContain('Harbor Roasters');
  });
});
