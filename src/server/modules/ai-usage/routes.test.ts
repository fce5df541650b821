/**
 * The AI model settings (organization and client) and the AI usage API: resolution,
 * validation, pricing, permissions and tenant isolation.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_MODEL_MESSAGES,
  clientAiUsageSchema,
  modelSettingSchema,
  monthRange,
  orgAiUsageSchema,
} from '@/shared/ai-models';
import { CLIENT_MESSAGES } from '@/shared/clients';
import { clients, userRoles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

type User = Awaited<ReturnType<TestApp['createUser']>>;
type Res = Awaited<ReturnType<TestApp['request']>>;

const SERVER = { provider: 'openai', model: 'gpt-4o-mini' } as const;
const ZERO = '00000000-0000-4000-8000-000000000000';

describe('AI model settings and AI usage API', () => {
  let t: TestApp;
  let agency: User;
  let other: User;
  let sme: User;
  let fern: { id: string };
  let oak: { id: string };
  let rivalClient: { id: string };

  beforeAll(async () => {
    t = await createTestApp({
      llm: { ...SERVER, baseUrl: undefined, apiKey: 'sk-test', timeoutMs: 5000, maxRetries: 0 },
      modelPrices: {
        'openai:gpt-4o-mini': { input: 0.15, output: 0.6 },
        'anthropic:claude-sonnet-4-5': { input: 3, output: 15 },
      },
    });
    agency = await t.createUser({ organizationName: 'Harbor Agency', organizationType: 'AGENCY' });
    other = await t.createUser({ organizationName: 'Rival Agency', organizationType: 'AGENCY' });
    sme = await t.createUser({ organizationName: 'Corner Shop' });
    fern = await addClient(agency.orgId, 'Fernleaf');
    oak = await addClient(agency.orgId, 'Oakwood');
    rivalClient = await addClient(other.orgId, 'Rival Client');
  });
  afterAll(() => t.close());

  async function addClient(orgId: string, name: string) {
    const [row] = await t.ctx.db.insert(clients).values({ orgId, name }).returning();
    return row!;
  }
  /** A member of `orgId` with one role, optionally scoped to one client. */
  async function member(orgId: string, roleName: string, clientId: string | null = null) {
    const user = await t.createUser({ organizationName: `Scratch ${roleName}` });
    await t.ctx.db.update(users).set({ orgId }).where(eq(users.id, user.userId));
    await t.ctx.db.delete(userRoles).where(eq(userRoles.userId, user.userId));
    await t.ctx.db.insert(userRoles).values({ orgId, userId: user.userId, roleName, clientId });
    return user;
  }
  async function addUsage(
    orgId: string,
    clientId: string | null,
    row: {
      engine?: 'model' | 'offline';
      provider?: string | null;
      model?: string | null;
      input: number;
      output: number;
      at?: string;
    },
  ) {
    const engine = row.engine ?? 'model';
    await t.ctx.db
      .execute(sql`insert into ai_usage (org_id, client_id, kind, engine, provider, model,
        input_tokens, output_tokens, created_at)
      values (${orgId}, ${clientId}, 'run', ${engine}, ${engine === 'model' ? (row.provider ?? SERVER.provider) : null},
        ${engine === 'model' ? (row.model ?? SERVER.model) : null}, ${row.input}, ${row.output},
        ${row.at ?? new Date().toISOString()}::timestamptz)`);
  }

  const get = (path: string, user: { cookie: string } = agency) =>
    t.request(`/api/v1${path}`, { cookie: user.cookie });
  const put = (path: string, body: unknown, user: { cookie: string } = agency) =>
    t.request(`/api/v1${path}`, { cookie: user.cookie, method: 'PUT', body });
  const expectError = (res: Res, status: number, message?: string) => {
    expect(res.status).toBe(status);
    if (message) expect(res.json?.error?.message).toContain(message);
  };

  it('resolves the model client -> organization -> server default', async () => {
    const initial = modelSettingSchema.parse((await get('/settings/ai-model')).json.data);
    expect(initial).toEqual({
      choice: null,
      effective: SERVER,
      source: 'server',
      server_default: SERVER,
    });

    const org = await put('/settings/ai-model', {
      choice: { provider: 'anthropic', model: ' claude-sonnet-4-5 ' },
    });
    expect(org.status).toBe(200);
    expect(org.json.data).toMatchObject({
      choice: { provider: 'anthropic', model: 'claude-sonnet-4-5' },
      source: 'organization',
    });
    expect((await get(`/clients/${fern.id}/ai-model`)).json.data).toMatchObject({
      choice: null,
      effective: { provider: 'anthropic', model: 'claude-sonnet-4-5' },
      source: 'organization',
    });

    const client = await put(`/clients/${fern.id}/ai-model`, {
      choice: { provider: 'openai-compatible', model: 'llama3.1:8b' },
    });
    expect(client.status).toBe(200);
    expect(client.json.data).toMatchObject({
      choice: { provider: 'openai-compatible', model: 'llama3.1:8b' },
      effective: { provider: 'openai-compatible', model: 'llama3.1:8b' },
      source: 'client',
    });
    // Another client still inherits the organization's.
    expect((await get(`/clients/${oak.id}/ai-model`)).json.data.source).toBe('organization');

    expect((await put(`/clients/${fern.id}/ai-model`, { choice: null })).json.data.source).toBe(
      'organization',
    );
    expect((await put('/settings/ai-model', { choice: null })).json.data.source).toBe('server');
  });

  it('refuses an unknown provider and a bad model name with a clear 400', async () => {
    expectError(
      await put('/settings/ai-model', { choice: { provider: 'mistral', model: 'large' } }),
      400,
      AI_MODEL_MESSAGES.unknownProvider,
    );
    expectError(
      await put(`/clients/${fern.id}/ai-model`, { choice: { provider: 'openai', model: '  ' } }),
      400,
      AI_MODEL_MESSAGES.modelRequired,
    );
    expectError(
      await put('/settings/ai-model', { choice: { provider: 'openai', model: 'x'.repeat(101) } }),
      400,
      AI_MODEL_MESSAGES.modelTooLong,
    );
    expectError(await put('/settings/ai-model', {}), 400);
  });

  it('lets only managers change a choice', async () => {
    const viewer = await member(agency.orgId, 'viewer');
    expect((await get('/settings/ai-model', viewer)).status).toBe(200);
    expectError(await put('/settings/ai-model', { choice: null }, viewer), 403);
    expectError(await put(`/clients/${fern.id}/ai-model`, { choice: null }, viewer), 403);
  });

  it('answers 404 for another organization’s client and 403 for an SME', async () => {
    for (const path of [`/clients/${rivalClient.id}`, `/clients/${ZERO}`, '/clients/nope']) {
      expectError(await get(`${path}/ai-model`), 404, CLIENT_MESSAGES.notFound);
      expectError(await get(`${path}/ai-usage`), 404, CLIENT_MESSAGES.notFound);
      expectError(
        await put(`${path}/ai-model`, { choice: { provider: 'openai', model: 'gpt-4o' } }),
        404,
      );
    }
    const [rival] = await t.ctx.db
      .select({ provider: clients.llmProvider })
      .from(clients)
      .where(eq(clients.id, rivalClient.id));
    expect(rival?.provider ?? null).toBeNull();
    // An SME has no clients: refused before any client is looked up, its own or another's.
    expectError(await get(`/clients/${fern.id}/ai-usage`, sme), 403);
    expectError(await get(`/clients/${fern.id}/ai-model`, sme), 403);
  });

  it('counts tokens by model this month and last, priced when read', async () => {
    const lastMonth = `${monthRange(new Date(), -1).from}T12:00:00Z`;
    await addUsage(agency.orgId, oak.id, { input: 1_000_000, output: 100_000 });
    await addUsage(agency.orgId, oak.id, { input: 200_000, output: 50_000 });
    await addUsage(agency.orgId, oak.id, {
      provider: 'openai-compatible',
      model: 'mystery-7b',
      input: 500,
      output: 70,
    });
    await addUsage(agency.orgId, oak.id, { engine: 'offline', input: 0, output: 0 });
    await addUsage(agency.orgId, oak.id, {
      provider: 'anthropic',
      model: 'claude-sonnet-4-5',
      input: 1_000_000,
      output: 0,
      at: lastMonth,
    });
    await addUsage(other.orgId, rivalClient.id, { input: 9_999_999, output: 9_999_999 });

    const res = await get(`/clients/${oak.id}/ai-usage`);
    expect(res.status).toBe(200);
    const usage = clientAiUsageSchema.parse(res.json.data);
    expect(usage.this_month).toMatchObject({
      runs: 4,
      input_tokens: 1_200_500,
      output_tokens: 150_070,
      has_unpriced: true,
    });
    // 1.2 M in × $0.15 + 0.15 M out × $0.6; the unpriced model is left out of the total.
    expect(usage.this_month.cost_usd).toBeCloseTo(0.18 + 0.09, 6);
    const line = (model: string | null) => usage.this_month.by_model.find((l) => l.model === model);
    expect(line('gpt-4o-mini')).toMatchObject({ runs: 2, calls: 2, input_tokens: 1_200_000 });
    expect(line('mystery-7b')).toMatchObject({ input_tokens: 500, cost_usd: null });
    expect(line(null)).toMatchObject({ engine: 'offline', runs: 1, cost_usd: 0 });
    expect(usage.last_month).toMatchObject({ runs: 1, cost_usd: 3, has_unpriced: false });
  });

  it('sums the organization’s usage by client over a period; a scoped member sees their clients only', async () => {
    await addUsage(agency.orgId, fern.id, { input: 2_000_000, output: 0 });
    const res = await get('/ai-usage');
    expect(res.status).toBe(200);
    const usage = orgAiUsageSchema.parse(res.json.data);
    expect(usage.by_client.map((c) => c.client_name).sort()).toEqual(['Fernleaf', 'Oakwood']);
    expect(usage.input_tokens).toBe(3_200_500);

    const lastMonth = monthRange(new Date(), -1);
    const previous = await get(`/ai-usage?from=${lastMonth.from}&to=${lastMonth.to}`);
    expect(previous.json.data).toMatchObject({ runs: 1, cost_usd: 3 });

    const manager = await member(agency.orgId, 'account_manager', fern.id);
    const scoped = orgAiUsageSchema.parse((await get('/ai-usage', manager)).json.data);
    expect(scoped.by_client.map((c) => c.client_name)).toEqual(['Fernleaf']);
    expect(scoped.input_tokens).toBe(2_000_000);
    expect((await get(`/clients/${fern.id}/ai-usage`, manager)).status).toBe(200);
    expectError(await get(`/clients/${oak.id}/ai-usage`, manager), 404, CLIENT_MESSAGES.notFound);
    expectError(await get(`/clients/${oak.id}/ai-model`, manager), 404);

    // Another organization sees none of it.
    const rival = orgAiUsageSchema.parse((await get('/ai-usage', other)).json.data);
    expect(rival.by_client.map((c) => c.client_name)).toEqual(['Rival Client']);
  });

  it('refuses a bad period with a clear 400', async () => {
    for (const query of ['from=2026-13-01', 'from=yesterday', 'from=2026-05-02&to=2026-05-01']) {
      expectError(await get(`/ai-usage?${query}`), 400, AI_MODEL_MESSAGES.badRange);
    }
  });
});
