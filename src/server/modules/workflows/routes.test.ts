import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_MESSAGES, WORKFLOW_TEMPLATES } from '@/shared/workflows';
import { clients } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addTeammate } from '../team/testing';

type User = Awaited<ReturnType<TestApp['createUser']>>;

describe('workflows API', () => {
  let t: TestApp;
  let a: User;
  let b: User;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.createUser({ organizationName: 'Flow Agency', organizationType: 'AGENCY' });
    b = await t.createUser({ organizationName: 'Other Shop' });
    const [client] = await t.ctx.db
      .insert(clients)
      .values({ orgId: a.orgId, name: 'Acme' })
      .returning();
    clientId = client!.id;
  });
  afterAll(() => t.close());

  const call = (
    path: string,
    user: { cookie: string },
    init: { method?: string; body?: unknown } = {},
  ) => t.request(`/api/v1/workflows${path}`, { cookie: user.cookie, ...init });

  it('lists the templates, each a graph that validates', async () => {
    const res = await call('/templates', a);
    expect(res.status).toBe(200);
    expect(res.json.data.map((x: { id: string }) => x.id)).toEqual(
      WORKFLOW_TEMPLATES.map((x) => x.id),
    );
  });

  it('creates from a template, runnable at once, and lists it', async () => {
    const res = await call('', a, {
      method: 'POST',
      body: { name: 'Our content week', template_id: 'content_week' },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      name: 'Our content week',
      template_id: 'content_week',
      runnable: true,
      issues: [],
    });
    expect(res.json.data.step_count).toBe(5);
    const list = await call('', a);
    expect(list.json.data.map((w: { name: string }) => w.name)).toEqual(['Our content week']);
    expect(list.json.data[0].graph).toBeUndefined();
  });

  it('asks for a client for a client template, and refuses another organization’s client', async () => {
    const missing = await call('', a, {
      method: 'POST',
      body: { name: 'Report', template_id: 'monthly_client_report' },
    });
    expect([missing.status, missing.json.error.message]).toEqual([
      400,
      WORKFLOW_MESSAGES.clientTemplate,
    ]);
    const made = await call('', a, {
      method: 'POST',
      body: { name: 'Acme report', template_id: 'monthly_client_report', client_id: clientId },
    });
    expect(made.json.data).toMatchObject({ client_id: clientId, runnable: true });
    const foreign = await call('', b, {
      method: 'POST',
      body: { name: 'Sneaky', template_id: 'monthly_client_report', client_id: clientId },
    });
    expect([foreign.status, foreign.json.error.message]).toEqual([
      404,
      WORKFLOW_MESSAGES.clientNotFound,
    ]);
  });

  it('saves a draft that cannot run yet and says why, then runs once redrawn', async () => {
    const draft = await call('', a, { method: 'POST', body: { name: 'Draft' } });
    expect(draft.json.data).toMatchObject({ runnable: true, step_count: 1 });
    const id = draft.json.data.id as string;
    const graph = {
      steps: [
        ...draft.json.data.graph.steps,
        {
          id: 'posts',
          kind: 'agent',
          label: 'Posts',
          position: { x: 0, y: 100 },
          agent_type: 'content',
          tool_id: 'nope',
          message: '',
        },
      ],
      edges: [],
    };
    const broken = await call(`/${id}`, a, { method: 'PATCH', body: { graph } });
    expect(broken.status).toBe(200);
    expect(broken.json.data.runnable).toBe(false);
    expect(broken.json.data.issues.map((i: { message: string }) => i.message)).toEqual([
      '“Posts” is not connected to the trigger',
      'The agent has no tool “nope”',
    ]);
    graph.steps[1]!.tool_id = 'social_posts';
    const fixed = await call(`/${id}`, a, {
      method: 'PATCH',
      body: { graph: { ...graph, edges: [{ from: 'start', to: 'posts' }] } },
    });
    expect(fixed.json.data).toMatchObject({ runnable: true, name: 'Draft' });
  });

  it('refuses a flood of connections fast, and an unknown agent named like a built-in property', async () => {
    const steps = [
      {
        id: 'start',
        kind: 'trigger',
        label: 'Start',
        position: { x: 0, y: 0 },
        trigger: { type: 'manual' },
      },
      ...Array.from({ length: 39 }, (_, i) => ({
        id: `note_${i}`,
        kind: 'notification',
        label: `Note ${i}`,
        position: { x: 0, y: (i + 1) * 100 },
        to: 'team',
        subject: 'Hello',
        body: 'Hello',
      })),
    ];
    // The review's graph (36 500 copies of one connection) is over the body limit; one under
    // it is refused by the connection limit, before any check walks it.
    for (const [copies, status] of [
      [36_500, 413],
      [20_000, 400],
    ] as const) {
      const edges = Array.from({ length: copies }, () => ({ from: 'start', to: 'note_0' }));
      const started = performance.now();
      const res = await call('', a, {
        method: 'POST',
        body: { name: 'Flood', graph: { steps, edges } },
      });
      expect(res.status).toBe(status);
      if (status === 400) expect(res.json.error.message).toContain('at most 80 connections');
      expect(performance.now() - started).toBeLessThan(2_000);
    }

    const twice = await call('', a, {
      method: 'POST',
      body: {
        name: 'Twice',
        graph: {
          steps,
          edges: [
            { from: 'start', to: 'note_0' },
            { from: 'start', to: 'note_0' },
          ],
        },
      },
    });
    expect(twice.status).toBe(400);
    expect(twice.json.error.message).toBe('Two connections join the same steps (start → note_0)');

    const proto = await call('', a, {
      method: 'POST',
      body: {
        name: 'Proto',
        graph: {
          steps: [
            steps[0],
            {
              id: 'x',
              kind: 'agent',
              label: 'X',
              position: { x: 0, y: 100 },
              agent_type: '__proto__',
              tool_id: 'toString',
              message: '',
            },
          ],
          edges: [{ from: 'start', to: 'x' }],
        },
      },
    });
    expect(proto.status).toBe(201);
    expect(proto.json.data.issues.map((i: { message: string }) => i.message)).toEqual([
      'Unknown agent “__proto__”',
    ]);
  });

  it('refuses a malformed graph with the field that is wrong', async () => {
    const res = await call('', a, {
      method: 'POST',
      body: { name: 'Bad', graph: { steps: [{ id: 'Start!', kind: 'trigger' }], edges: [] } },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBeTruthy();
  });

  it("never shows, changes or deletes another organization's workflow", async () => {
    const [mine] = (await call('', a)).json.data as { id: string }[];
    for (const res of [
      await call(`/${mine!.id}`, b),
      await call(`/${mine!.id}`, b, { method: 'PATCH', body: { name: 'Taken' } }),
      await call(`/${mine!.id}`, b, { method: 'DELETE' }),
      await call('/not-a-uuid', a),
    ]) {
      expect([res.status, res.json.error.message]).toEqual([404, WORKFLOW_MESSAGES.notFound]);
    }
    expect((await call('', b)).json.data).toEqual([]);
    expect((await call(`/${mine!.id}`, a)).json.data.name).not.toBe('Taken');
  });

  it('lets readers read and only writers write', async () => {
    const viewer = await addTeammate(t, a.cookie, 'viewer');
    expect((await call('', viewer)).status).toBe(200);
    const res = await call('', viewer, { method: 'POST', body: { name: 'Mine' } });
    expect(res.status).toBe(403);
  });

  it("shows a client-scoped member only their client's workflows", async () => {
    const scoped = await addTeammate(t, a.cookie, 'account_manager');
    await t.ctx.db.execute(
      sql`update user_roles set client_id = ${clientId}::uuid where user_id = ${scoped.userId}`,
    );
    const names = async () =>
      ((await call('', scoped)).json.data as { name: string }[]).map((w) => w.name);
    for (let i = 0; i < 50 && (await names()).length !== 1; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await names()).toEqual(['Acme report']);
  });

  it('deletes', async () => {
    const made = await call('', a, { method: 'POST', body: { name: 'Short-lived' } });
    const id = made.json.data.id as string;
    expect((await call(`/${id}`, a, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/${id}`, a)).status).toBe(404);
  });
});
