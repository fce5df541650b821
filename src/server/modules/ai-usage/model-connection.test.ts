/**
 * The organization's own model connection (decision 071) against local stand-ins for an
 * OpenAI-compatible server and Anthropic's messages API: the saved key reaches the provider
 * in its header and nowhere else (API answers, the log, the database in clear), Test
 * connection names each failure, runs use the connection on a server without a model, and
 * only the organization's owners and admins reach any of it.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { swotSchema } from '@/shared/agent-runs';
import {
  AI_MODEL_MESSAGES,
  MODEL_TEST_MESSAGES,
  modelTestResultSchema,
  orgModelSettingSchema,
} from '@/shared/ai-models';
import { queryRows } from '../../db/client';
import { clients, userRoles, users } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { createSecretBox } from '../../lib/secret-box';
import {
  startFakeAnthropic,
  startFakeModel,
  type FakeModel,
  type FakeModelRequest,
} from '../../testing/fake-model';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PROFILE, runTool } from '../agent-sessions/test-helpers';

type User = Awaited<ReturnType<TestApp['createUser']>>;

const KEY = 'sk-org-Qm7ZEPHYRwxyz9abcd';
const ANTHROPIC_KEY = 'sk-ant-Lk2MARIGOLDqq4efgh';

const SWOT = swotSchema.parse({
  summary: 'Harbor Roasters can win repeat weekday buyers.',
  strengths: [{ point: 'Single-origin beans', evidence: 'Business context' }],
  weaknesses: [{ point: 'One location', evidence: 'Business context' }],
  opportunities: [{ point: 'Office subscriptions', evidence: 'Coffee benchmarks' }],
  threats: [{ point: 'Chain cafes', evidence: 'Retail knowledge base' }],
  recommendations: [{ title: 'Launch subscriptions', detail: 'Monthly boxes.', priority: 'high' }],
  sources: [{ kind: 'business_context', id: null, title: 'Harbor Roasters business context' }],
  assumptions: [],
});

/** The probe asks for `{ answer }`; a run for its tool's schema. */
const answer = (request: FakeModelRequest) =>
  request.response_format?.json_schema?.schema?.properties &&
  'answer' in request.response_format.json_schema.schema.properties
    ? { answer: 'ok' }
    : SWOT;

describe('the organization’s own model connection', () => {
  let t: TestApp;
  let model: FakeModel;
  let owner: User;
  let other: User;
  const logLines: string[] = [];

  beforeAll(async () => {
    // It quotes the key back in its 401, as OpenAI does.
    model = await startFakeModel({ answer, leakyKey: KEY });
    const logger = createLogger(
      'trace',
      new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    );
    // No LLM_PROVIDER: the server runs the offline engine, but loopback servers may be used.
    t = await createTestApp(
      { llm: undefined, allowPrivateModelUrls: true, modelTestTimeoutMs: 1500 },
      { logger },
    );
    owner = await t.createUser({ organizationName: 'Harbor Roasters', organizationType: 'AGENCY' });
    other = await t.createUser({ organizationName: 'Rival Roasters' });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await t.close();
    await model.close();
  });

  const api = (path: string, user: { cookie: string }, body?: unknown, method?: string) =>
    t.request(`/api/v1${path}`, { cookie: user.cookie, body, method });
  const put = (user: { cookie: string }, body: unknown) =>
    api('/settings/ai-model', user, body, 'PUT');
  const test = async (user: { cookie: string }, body: unknown) => {
    const res = await api('/settings/ai-model/test', user, body);
    expect(res.status, res.text).toBe(200);
    return modelTestResultSchema.parse(res.json.data);
  };
  const connect = (user: { cookie: string }, extra: object = {}) =>
    put(user, {
      choice: { provider: 'openai-compatible', model: 'harbor-model' },
      base_url: model.baseUrl,
      api_key: KEY,
      ...extra,
    });

  async function member(orgId: string, roleName: string, clientId: string | null = null) {
    const user = await t.createUser({ organizationName: `Scratch ${roleName}` });
    await t.ctx.db.update(users).set({ orgId }).where(eq(users.id, user.userId));
    await t.ctx.db.delete(userRoles).where(eq(userRoles.userId, user.userId));
    await t.ctx.db.insert(userRoles).values({ orgId, userId: user.userId, roleName, clientId });
    return user;
  }

  it('saves a write-only key: shown as its last four characters, sent to the provider in its header', async () => {
    const saved = await connect(owner);
    expect(saved.status, saved.text).toBe(200);
    const setting = orgModelSettingSchema.parse(saved.json.data);
    expect(setting).toMatchObject({
      choice: { provider: 'openai-compatible', model: 'harbor-model' },
      effective: { provider: 'openai-compatible', model: 'harbor-model' },
      source: 'organization',
      server_default: null,
      connection: { base_url: model.baseUrl, api_key_last4: 'abcd', api_key_unreadable: false },
      keys_allowed: true,
    });
    const read = await api('/settings/ai-model', owner);
    expect(read.json.data.connection.api_key_last4).toBe('abcd');
    for (const text of [saved.text, read.text]) expect(text).not.toContain(KEY);

    model.reset();
    const result = await test(owner, {
      provider: 'openai-compatible',
      model: 'harbor-model',
      base_url: model.baseUrl,
    });
    expect(result).toMatchObject({
      ok: true,
      problem: null,
      message: MODEL_TEST_MESSAGES.ok('harbor-model'),
    });
    expect(model.headers.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
    expect(model.requests.at(-1)?.response_format?.type).toBe('json_schema');
  });

  it('runs the organization’s agents on its model although the server has none', async () => {
    await connect(owner);
    const profile = await api(`/business-context/organization/${owner.orgId}`, owner, PROFILE);
    expect(profile.status, profile.text).toBe(200);
    expect((await api('/agents', owner)).json.engine).toEqual({
      engine: 'model',
      model: 'harbor-model',
    });
    model.reset();
    const { res, output } = await runTool(
      t,
      owner.cookie,
      { agent_type: 'strategy' },
      { tool: 'swot' },
    );
    expect(res.status).toBe(200);
    expect(output).toMatchObject({ engine: 'model', model: 'harbor-model' });
    expect(model.headers.length).toBeGreaterThan(0);
    for (const headers of model.headers) expect(headers.authorization).toBe(`Bearer ${KEY}`);
    expect(res.text).not.toContain(KEY);

    // A client's own choice within the connected provider applies; the key stays the organization's.
    const [client] = await t.ctx.db
      .insert(clients)
      .values({ orgId: owner.orgId, name: 'Fernleaf' })
      .returning();
    const chosen = await api(
      `/clients/${client!.id}/ai-model`,
      owner,
      { choice: { provider: 'openai-compatible', model: 'fernleaf-model' } },
      'PUT',
    );
    expect(chosen.json.data).toMatchObject({
      effective: { model: 'fernleaf-model' },
      source: 'client',
    });
    // A provider the organization has no key for does not apply on a server without a model.
    const elsewhere = await api(
      `/clients/${client!.id}/ai-model`,
      owner,
      { choice: { provider: 'anthropic', model: 'claude-sonnet-4-5' } },
      'PUT',
    );
    expect(elsewhere.json.data).toMatchObject({
      effective: { model: 'harbor-model' },
      source: 'organization',
    });
  });

  it('keeps the key out of the log and out of the database in clear', async () => {
    await connect(owner);
    model.setMode('http401'); // the provider quotes the key back, as OpenAI does
    await test(owner, { provider: 'openai-compatible', model: 'harbor-model', api_key: KEY });
    model.reset();
    const log = logLines.join('\n');
    expect(log).toContain('model connection test failed');
    expect(log).toContain('Incorrect API key provided: [redacted]');
    expect(log).not.toContain(KEY);

    const [row] = await queryRows<{ api_key_sealed: string; api_key_last4: string }>(
      t.ctx.db,
      sql`select api_key_sealed, api_key_last4 from organization_model_keys where org_id = ${owner.orgId}::uuid`,
    );
    expect(row?.api_key_last4).toBe('abcd');
    expect(row?.api_key_sealed).not.toContain(KEY);
    expect(t.ctx.secretBox.open(row!.api_key_sealed, owner.orgId)).toBe(KEY);
    // Bound to its organization: the same value does not open as another's.
    expect(t.ctx.secretBox.open(row!.api_key_sealed, other.orgId)).toBeNull();

    // Every table, as a dump would read it.
    const tables = await queryRows<{ name: string }>(
      t.ctx.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { name } of tables) {
      const [dump] = await queryRows<{ text: string | null }>(
        t.ctx.db,
        sql.raw(`select string_agg(t::text, '') as text from "${name}" t`),
      );
      expect(dump?.text ?? '', name).not.toContain(KEY);
    }
  });

  it('names each failure of Test connection in a sentence, never the provider’s text', async () => {
    const base = { provider: 'openai-compatible', model: 'harbor-model', base_url: model.baseUrl };
    const cases: [Parameters<FakeModel['setMode']>[0], string, string][] = [
      ['http401', 'key', MODEL_TEST_MESSAGES.key],
      ['http404', 'model', MODEL_TEST_MESSAGES.model],
      ['no_schema', 'structured_output', MODEL_TEST_MESSAGES.structuredOutput],
      ['hang', 'timeout', MODEL_TEST_MESSAGES.timeout],
    ];
    for (const [mode, problem, message] of cases) {
      model.setMode(mode);
      const result = await test(owner, { ...base, api_key: KEY });
      expect(result, mode).toMatchObject({ ok: false, problem, message });
    }
    model.reset();

    // A model that answers, but not in the schema it was given.
    const prose = await startFakeModel({ answer: 'Sure! Here is your answer: ok.' });
    const noJson = await test(owner, { ...base, base_url: prose.baseUrl, api_key: KEY });
    expect(noJson).toMatchObject({ ok: false, problem: 'structured_output' });
    // Nothing listens there any more: connection refused.
    await prose.close();
    const refused = await test(owner, { ...base, base_url: prose.baseUrl, api_key: KEY });
    expect(refused).toMatchObject({
      ok: false,
      problem: 'unreachable',
      message: MODEL_TEST_MESSAGES.unreachable,
    });
  });

  it('sends an Anthropic key in x-api-key', async () => {
    const anthropic = await startFakeAnthropic({ answer: { answer: 'ok' } });
    vi.stubEnv('ANTHROPIC_BASE_URL', anthropic.baseUrl);
    try {
      const saved = await put(owner, {
        choice: { provider: 'anthropic', model: 'test-claude' },
        api_key: ANTHROPIC_KEY,
      });
      expect(saved.json.data.connection).toMatchObject({ base_url: null, api_key_last4: 'efgh' });
      const ok = await test(owner, { provider: 'anthropic', model: 'test-claude' });
      expect(ok).toMatchObject({ ok: true });
      expect(anthropic.headers.at(-1)?.['x-api-key']).toBe(ANTHROPIC_KEY);
      anthropic.setMode('http401');
      expect(await test(owner, { provider: 'anthropic', model: 'test-claude' })).toMatchObject({
        ok: false,
        problem: 'key',
      });
    } finally {
      vi.unstubAllEnvs();
      await anthropic.close();
    }
  });

  it('replaces, removes and forgets the key when the provider or the server changes', async () => {
    await connect(owner);
    const replaced = await put(owner, {
      choice: { provider: 'openai-compatible', model: 'harbor-model' },
      api_key: 'sk-new-key-0000wxyz',
    });
    expect(replaced.json.data.connection).toMatchObject({
      base_url: model.baseUrl,
      api_key_last4: 'wxyz',
    });
    // Another base URL without a new key: the saved key is not sent to it.
    const moved = await put(owner, {
      choice: { provider: 'openai-compatible', model: 'harbor-model' },
      base_url: 'http://127.0.0.1:9/v1',
    });
    expect(moved.json.data.connection).toMatchObject({
      base_url: 'http://127.0.0.1:9/v1',
      api_key_last4: null,
    });
    await connect(owner);
    const removed = await put(owner, {
      choice: { provider: 'openai-compatible', model: 'harbor-model' },
      api_key: null,
    });
    expect(removed.json.data.connection).toMatchObject({
      base_url: model.baseUrl,
      api_key_last4: null,
    });
    const switched = await put(owner, { choice: { provider: 'openai', model: 'gpt-4o-mini' } });
    expect(switched.json.data).toMatchObject({
      connection: { base_url: null, api_key_last4: null },
      effective: null,
      source: 'offline',
    });
  });

  it('says a key sealed under another secret must be entered again, and runs offline meanwhile', async () => {
    await connect(owner);
    const rotated = createSecretBox('a-different-server-secret-of-32-characters');
    const original = t.ctx.secretBox;
    t.ctx.secretBox = rotated;
    try {
      const read = await api('/settings/ai-model', owner);
      expect(read.json.data).toMatchObject({
        connection: { api_key_last4: 'abcd', api_key_unreadable: true },
        effective: null,
        source: 'offline',
      });
      const tried = await test(owner, {
        provider: 'openai-compatible',
        model: 'harbor-model',
        base_url: model.baseUrl,
      });
      expect(tried).toMatchObject({ ok: false, message: AI_MODEL_MESSAGES.keyUnreadable });
    } finally {
      t.ctx.secretBox = original;
    }
  });

  it('refuses bad base URLs with a clear 400', async () => {
    const choice = { provider: 'openai-compatible', model: 'harbor-model' };
    const refused = async (base_url: string, message: string, app = t) => {
      const res = await app.request('/api/v1/settings/ai-model', {
        cookie: owner.cookie,
        method: 'PUT',
        body: { choice, base_url },
      });
      expect(res.status, base_url).toBe(400);
      expect(res.json.error).toMatchObject({ field: 'base_url', message });
    };
    await refused('ftp://models.example.com/v1', AI_MODEL_MESSAGES.baseUrlInvalid);
    await refused('not a url', AI_MODEL_MESSAGES.baseUrlInvalid);
    await refused('https://user:pw@models.example.com/v1', AI_MODEL_MESSAGES.baseUrlCredentials);
    await refused('http://169.254.169.254/v1', AI_MODEL_MESSAGES.baseUrlForbidden);
    await refused('http://93.184.215.14/v1', AI_MODEL_MESSAGES.baseUrlHttpsRequired);
    const anthropicUrl = await put(owner, {
      choice: { provider: 'anthropic', model: 'claude-sonnet-4-5' },
      base_url: 'https://models.example.com/v1',
    });
    expect(anthropicUrl.json.error).toMatchObject({
      field: 'base_url',
      message: AI_MODEL_MESSAGES.baseUrlOnlyCompatible,
    });
    const keyWithoutServer = await put(owner, { choice, base_url: null, api_key: KEY });
    expect(keyWithoutServer.status).toBe(400);
    expect(keyWithoutServer.json.error).toMatchObject({
      field: 'base_url',
      message: AI_MODEL_MESSAGES.baseUrlRequired,
    });
    const shortKey = await put(owner, { choice, base_url: model.baseUrl, api_key: 'short' });
    expect(shortKey.status).toBe(400);
    expect(shortKey.json.error.message).toBe(AI_MODEL_MESSAGES.apiKeyInvalid);
  });

  it('keeps local and private servers closed unless the operator opens them', async () => {
    const closed = await createTestApp({ llm: undefined });
    try {
      const admin = await closed.createUser({ organizationName: 'Closed Co' });
      for (const base_url of [
        'http://127.0.0.1:11434/v1',
        'http://localhost:11434/v1',
        'http://10.0.0.5/v1',
      ]) {
        const res = await closed.request('/api/v1/settings/ai-model', {
          cookie: admin.cookie,
          method: 'PUT',
          body: { choice: { provider: 'openai-compatible', model: 'llama3.1' }, base_url },
        });
        expect(res.status, base_url).toBe(400);
        expect(res.json.error.message).toBe(AI_MODEL_MESSAGES.baseUrlPrivate);
      }
      // A name saved while it was public and re-pointed since (DNS rebinding): refused as each
      // call connects, and told as unreachable.
      const rebound = model.baseUrl.replace('127.0.0.1', 'localhost');
      await closed.ctx.db.execute(sql`update organizations set llm_provider = 'openai-compatible',
        llm_model = 'llama3.1' where id = ${admin.orgId}::uuid`);
      await closed.ctx.db
        .execute(sql`insert into organization_model_keys (org_id, provider, base_url)
        values (${admin.orgId}::uuid, 'openai-compatible', ${rebound})`);
      model.reset();
      const tried = await closed.request('/api/v1/settings/ai-model/test', {
        cookie: admin.cookie,
        body: { provider: 'openai-compatible', model: 'llama3.1' },
      });
      expect(tried.json.data).toMatchObject({ ok: false, problem: 'unreachable' });
      expect(model.requests).toHaveLength(0);
    } finally {
      await closed.close();
    }
  });

  it('answers 403 everywhere with ALLOW_ORG_MODEL_KEYS=false, and the page is told so', async () => {
    const locked = await createTestApp({ llm: undefined, allowOrgModelKeys: false });
    try {
      const admin = await locked.createUser({ organizationName: 'Locked Co' });
      const read = await locked.request('/api/v1/settings/ai-model', { cookie: admin.cookie });
      expect(read.json.data.keys_allowed).toBe(false);
      const saved = await locked.request('/api/v1/settings/ai-model', {
        cookie: admin.cookie,
        method: 'PUT',
        body: { choice: { provider: 'openai', model: 'gpt-4o-mini' }, api_key: KEY },
      });
      expect(saved.status).toBe(403);
      expect(saved.json.error.message).toBe(AI_MODEL_MESSAGES.keysForbidden);
      const tested = await locked.request('/api/v1/settings/ai-model/test', {
        cookie: admin.cookie,
        body: { provider: 'openai', model: 'gpt-4o-mini', api_key: KEY },
      });
      expect(tested.status).toBe(403);
      expect(tested.json.error.message).toBe(AI_MODEL_MESSAGES.keysForbidden);
      // A choice without a key is still the organization's to make (decision 048).
      const chosen = await locked.request('/api/v1/settings/ai-model', {
        cookie: admin.cookie,
        method: 'PUT',
        body: { choice: { provider: 'openai', model: 'gpt-4o-mini' } },
      });
      expect(chosen.status).toBe(200);
    } finally {
      await locked.close();
    }
  });

  it('lets only the organization’s owners and admins change or test it', async () => {
    await connect(owner);
    const [client] = await t.ctx.db
      .insert(clients)
      .values({ orgId: owner.orgId, name: 'Portside' })
      .returning();
    const admin = await member(owner.orgId, 'agency_admin');
    const manager = await member(owner.orgId, 'account_manager');
    const scopedAdmin = await member(owner.orgId, 'agency_admin', client!.id);
    const portal = await member(owner.orgId, 'client_stakeholder', client!.id);
    const body = { provider: 'openai-compatible', model: 'harbor-model', base_url: model.baseUrl };

    expect((await api('/settings/ai-model/test', admin, body)).status).toBe(200);
    for (const user of [manager, scopedAdmin, portal]) {
      expect((await api('/settings/ai-model/test', user, body)).status).toBe(403);
      expect((await put(user, { choice: null })).status).toBe(403);
    }
    expect((await api('/settings/ai-model', portal)).status).toBe(403);

    // Another organization's owner reads and changes their own setting, never this one's.
    const theirs = await api('/settings/ai-model', other);
    expect(theirs.json.data.connection).toEqual({
      base_url: null,
      api_key_last4: null,
      api_key_unreadable: false,
    });
    const tried = await test(other, {
      provider: 'openai-compatible',
      model: 'harbor-model',
      base_url: model.baseUrl,
    });
    expect(tried.ok).toBe(true);
    // Their test had no key: the saved key of another organization is never used.
    expect(model.headers.at(-1)?.authorization).toBeUndefined();
    const mine = await api('/settings/ai-model', owner);
    expect(mine.json.data.connection.api_key_last4).toBe('abcd');
  });
});
