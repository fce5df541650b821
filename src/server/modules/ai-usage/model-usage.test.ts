/**
 * AI usage recorded by real runs: an agent run through a local OpenAI-compatible server
 * records the tokens it reported, on the model its client chose; an offline run records 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAiUsageSchema } from '@/shared/ai-models';
import { swotSchema } from '@/shared/agent-runs';
import { clients } from '../../db/schema';
import {
  createModelTestApp,
  FAKE_MODEL,
  FAKE_USAGE,
  type FakeModel,
} from '../../testing/fake-model';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PROFILE, runTool } from '../agent-sessions/test-helpers';

const SWOT = swotSchema.parse({
  summary: 'Fernleaf can grow repeat visits among weekend gardeners.',
  strengths: [{ point: 'Expert staff', evidence: 'Business context' }],
  weaknesses: [{ point: 'Small car park', evidence: 'Customer survey' }],
  opportunities: [{ point: 'Workshops', evidence: 'Garden centre benchmarks' }],
  threats: [{ point: 'DIY chains', evidence: 'Retail knowledge base' }],
  recommendations: [{ title: 'Run workshops', detail: 'Monthly, Saturdays.', priority: 'high' }],
  sources: [{ kind: 'business_context', id: null, title: 'Fernleaf business context' }],
  assumptions: [],
});

async function agencyWithClient(t: TestApp) {
  const user = await t.createUser({
    organizationName: 'Harbor Agency',
    organizationType: 'AGENCY',
  });
  const ctx = await t.request(`/api/v1/business-context/organization/${user.orgId}`, {
    cookie: user.cookie,
    body: PROFILE,
  });
  if (ctx.status !== 200) throw new Error(`business context: ${ctx.status} ${ctx.text}`);
  const [client] = await t.ctx.db
    .insert(clients)
    .values({ orgId: user.orgId, name: 'Fernleaf' })
    .returning();
  return { ...user, clientId: client!.id };
}

const usageOf = async (t: TestApp, user: { cookie: string; clientId: string }) =>
  clientAiUsageSchema.parse(
    (await t.request(`/api/v1/clients/${user.clientId}/ai-usage`, { cookie: user.cookie })).json
      .data,
  ).this_month;

describe('AI usage of runs on a model', () => {
  let t: TestApp;
  let model: FakeModel;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, model, close } = await createModelTestApp({ answer: SWOT }));
  });
  afterAll(() => close());

  it('records the tokens the provider reported, on the model the client chose', async () => {
    const user = await agencyWithClient(t);
    const chosen = await t.request(`/api/v1/clients/${user.clientId}/ai-model`, {
      cookie: user.cookie,
      method: 'PUT',
      body: { choice: { provider: 'openai-compatible', model: 'fernleaf-model' } },
    });
    expect(chosen.json.data.source).toBe('client');

    // The agents list names the engine a run uses: the client's, else the organization's.
    const agents = (query: string) => t.request(`/api/v1/agents${query}`, { cookie: user.cookie });
    expect((await agents(`?client_id=${user.clientId}`)).json.engine).toEqual({
      engine: 'model',
      model: 'fernleaf-model',
    });
    expect((await agents('')).json.engine).toEqual({ engine: 'model', model: FAKE_MODEL });
    const stranger = await agencyWithClient(t);
    expect((await agents(`?client_id=${stranger.clientId}`)).status).toBe(404);

    const { res, output } = await runTool(
      t,
      user.cookie,
      { agent_type: 'strategy', client_id: user.clientId },
      { tool: 'swot' },
    );
    expect(res.status).toBe(200);
    expect(output).toMatchObject({ engine: 'model', model: 'fernleaf-model' });
    expect(model.requests.at(-1)?.model).toBe('fernleaf-model');

    const usage = await usageOf(t, user);
    expect(usage).toMatchObject({
      runs: 1,
      input_tokens: FAKE_USAGE.prompt_tokens,
      output_tokens: FAKE_USAGE.completion_tokens,
      // No price for this model: tokens counted, cost unknown.
      has_unpriced: true,
      cost_usd: 0,
    });
    expect(usage.by_model).toEqual([
      expect.objectContaining({
        engine: 'model',
        provider: 'openai-compatible',
        model: 'fernleaf-model',
        calls: 1,
        cost_usd: null,
      }),
    ]);
  });
});

describe('AI usage of offline runs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records an offline run with 0 tokens and no cost', async () => {
    const user = await agencyWithClient(t);
    const { res } = await runTool(
      t,
      user.cookie,
      { agent_type: 'strategy', client_id: user.clientId },
      { tool: 'swot' },
    );
    expect(res.status).toBe(200);
    const usage = await usageOf(t, user);
    expect(usage).toMatchObject({ runs: 1, input_tokens: 0, output_tokens: 0, cost_usd: 0 });
    expect(usage.by_model).toEqual([
      expect.objectContaining({ engine: 'offline', provider: null, model: null, cost_usd: 0 }),
    ]);
  });
});
