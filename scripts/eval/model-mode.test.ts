/**
 * `npm run eval:agents -- --model` against a local OpenAI-compatible server: the same
 * evaluation as the offline one, on one context and one tool, with the model's tokens, cost
 * and time per tool. Without `--model` the eval stays offline whatever the environment says.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwotContent } from '@/shared/agent-runs';
import { evalConfig } from './agents';
import { FAKE_USAGE, startFakeModel, type FakeModel } from '../../src/server/testing/fake-model';

const run = promisify(execFile);
const ROOT = path.join(import.meta.dirname, '..', '..');

const SWOT: SwotContent = {
  summary: 'Kettle & Crane can keep more coffee subscribers by shipping faster.',
  strengths: [{ point: 'Fresh roasts every week', evidence: 'Business context' }],
  weaknesses: [{ point: 'Slow delivery', evidence: 'Customer feedback' }],
  opportunities: [{ point: 'Replenishment emails', evidence: 'E-commerce benchmarks' }],
  threats: [{ point: 'Supermarket coffee pods', evidence: 'E-commerce knowledge base' }],
  recommendations: [
    { title: 'Ship within two days', detail: 'Use a second courier.', priority: 'high' },
  ],
  sources: [{ kind: 'business_context', id: null, title: 'Kettle & Crane business context' }],
  assumptions: [],
};

describe('eval:agents --model', () => {
  let model: FakeModel;

  beforeAll(async () => {
    model = await startFakeModel({ answer: SWOT });
  });
  afterAll(() => model.close());

  const evalAgents = (flags: string[]) =>
    run(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      [
        'scripts/eval-agents.ts',
        '--agent',
        'strategy',
        '--tool',
        'swot',
        '--context',
        'uk-coffee',
        ...flags,
      ],
      {
        cwd: ROOT,
        timeout: 240_000,
        env: {
          ...process.env,
          LLM_PROVIDER: 'openai-compatible',
          LLM_MODEL: 'test-model',
          LLM_BASE_URL: model.baseUrl,
          LLM_API_KEY: 'test-key',
          LOG_LEVEL: 'silent',
        },
      },
    );

  it('runs the evaluation on the model and prints tokens, cost and time per tool', async () => {
    const { stdout } = await evalAgents(['--model']);
    expect(stdout).toContain('with the model openai-compatible/test-model engine');
    // The quality table, as offline.
    expect(stdout).toMatch(/agent\s+outputs\s+.*planted used\s+time/);
    const table = stdout.slice(
      stdout.indexOf("The model's answers, tokens, cost and time per tool"),
    );
    expect(table).toMatch(/tool\s+runs\s+fitted\s+repaired\s+offline draft\s+failed/);
    const row = table.split('\n').find((l) => l.startsWith('strategy/swot'));
    // The tool runs for the organization and for one campaign: two calls, each 1234 + 567.
    expect(row?.split(/\s{2,}/)).toEqual([
      'strategy/swot',
      '2',
      '2',
      '0',
      '0',
      '0',
      String(2 * FAKE_USAGE.prompt_tokens),
      String(2 * FAKE_USAGE.completion_tokens),
      '—',
      expect.stringMatching(/^\d+\.\d s$/),
    ]);
    expect(model.requests.length).toBe(2);
  }, 240_000);

  it('stays offline without --model, even with a model configured', () => {
    const configured = { llm: { provider: 'openai-compatible', model: 'test-model' } };
    expect(evalConfig(configured, false).llm).toBeUndefined();
    expect(evalConfig(configured, true).llm).toEqual(configured.llm);
  });
});
