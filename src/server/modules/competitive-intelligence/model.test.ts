/**
 * The competitive analysis on the model path, against a local OpenAI-compatible server: the
 * model writes the matrix, gaps and opportunities; the mention counts it states are replaced
 * by the ones computed from the documents, and the prompt carries the records and excerpts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  competitiveAnalysisSchema,
  formatAnalysisBrief,
  type CompetitiveAnalysis,
} from '@/shared/competitive-intelligence';
import { createModelTestApp, type FakeModel } from '../../testing/fake-model';
import { TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { groundedUser, runTool } from '../agent-sessions/test-helpers';

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

describe('competitive analysis on the model path', () => {
  let t: TestApp;
  let model: FakeModel;
  let close: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stratagent-ci-model-'));
    ({ t, model, close } = await createModelTestApp({
      answer: MODEL_ANSWER,
      text: 'Comparing Harbor Roasters with its competitors.',
      config: { dataDir },
    }));
  });
  afterAll(async () => {
    await close();
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

    model.reset();
    const { res, output } = await runTool(
      t,
      user.cookie,
      { agent_type: 'competitive-intelligence' },
      {
        tool: 'competitive_analysis',
        message: formatAnalysisBrief({ competitors: ['Stumptown Coffee'], focus: 'messaging' }),
      },
    );
    expect(res.status).toBe(200);
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
    const prompt = model.lastPrompt();
    expect(prompt).toContain('Grocery shelf presence');
    expect(prompt).toContain('chose Stumptown Coffee for its shelf presence');
    expect(prompt).toContain('Harbor Roasters');
  });
});
