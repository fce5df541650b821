import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_RUN_MESSAGES, type WorkflowRun } from '@/shared/workflows';
import { queryRows } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { groundedUser, PROFILE } from '../../agent-sessions/test-helpers';
import { addTeammate } from '../../team/testing';
import { createWorkflowQueue } from './queue';
import { startWorkflowRunner } from './runner';

type User = Awaited<ReturnType<typeof groundedUser>>;

describe('workflow runs (pg-boss on the embedded database)', () => {
  let t: TestApp;
  let a: User;
  let b: Awaited<ReturnType<TestApp['createUser']>>;
  let workflowId: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = await groundedUser(t);
    b = await t.createUser({ organizationName: 'Other Shop' });
    // The Content agent unlocks with a first document.
    await t.ctx.db.execute(
      sql`insert into documents (org_id, title, filename, mime_type, text_content)
          values (${a.orgId}, 'Customer survey', 'survey.txt', 'text/plain', 'Subscribers love the freshness guarantee.')`,
    );
    await t.ctx.db.execute(sql`delete from dashboard_metrics_cache where org_id = ${a.orgId}`);
    await startWorkflowRunner(t.ctx);
    const made = await call('', a, {
      method: 'POST',
      body: { name: 'Content week', template_id: 'content_week' },
    });
    workflowId = made.json.data.id;
  }, 60_000);
  afterAll(async () => {
    await t.ctx.workflowQueue.stop();
    await t.close();
  });

  const call = (
    path: string,
    user: { cookie: string },
    init: { method?: string; body?: unknown } = {},
  ) => t.request(`/api/v1/workflows${path}`, { cookie: user.cookie, ...init });

  async function until(
    runId: string,
    done: (run: WorkflowRun) => boolean,
    timeoutMs = 30_000,
  ): Promise<WorkflowRun> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await call(`/${workflowId}/runs/${runId}`, a);
      expect(res.status).toBe(200);
      if (done(res.json.data)) return res.json.data;
      if (Date.now() > deadline)
        throw new Error(`run stuck: ${JSON.stringify(res.json.data.steps)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const step = (run: WorkflowRun, id: string) => run.steps.find((s) => s.step_id === id)!;

  it('runs the content week to its approval gate, then on to the calendar once approved', async () => {
    const started = await call(`/${workflowId}/runs`, a, { method: 'POST' });
    expect(started.status).toBe(201);
    const runId = started.json.data.id;
    const waiting = await until(runId, (r) => r.status === 'waiting');
    expect(step(waiting, 'strategy')).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(step(waiting, 'posts').output_id).toBeTruthy();
    const gate = step(waiting, 'approve_posts');
    expect(gate.status).toBe('waiting');
    expect(gate.approval).toMatchObject({
      approver: 'teammate',
      output_id: step(waiting, 'posts').output_id,
      status: 'waiting',
    });
    expect(step(waiting, 'schedule').status).toBe('pending');

    // The posts quote the strategy's title: the message was filled from the earlier step.
    const [session] = await queryRows<{ content: string }>(
      t.ctx.db,
      sql`select input->>'message' as content from agent_runs where output_id = ${step(waiting, 'posts').output_id}::uuid`,
    );
    expect(session!.content).toContain(step(waiting, 'strategy').output_title);

    const wrong = await call(`/${workflowId}/runs/${runId}/steps/approve_posts/approve`, a, {
      method: 'POST',
      body: { content_hash: '0'.repeat(64) },
    });
    expect([wrong.status, wrong.json.error.message]).toEqual([
      409,
      WORKFLOW_RUN_MESSAGES.contentChanged,
    ]);
    const approved = await call(`/${workflowId}/runs/${runId}/steps/approve_posts/approve`, a, {
      method: 'POST',
      body: { content_hash: gate.approval!.content_hash },
    });
    expect(approved.status).toBe(200);
    const done = await until(runId, (r) => r.status === 'succeeded');
    expect(step(done, 'approve_posts').approval).toMatchObject({ status: 'approved' });
    expect(step(done, 'schedule').detail).toMatch(
      /^The \d+ posts of “.+” are on the planning calendar, one a day from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/,
    );
    const [item] = await queryRows<{
      status: string;
      scheduled_for: string | null;
      post_dates: string[];
      posts: number;
    }>(
      t.ctx.db,
      sql`select i.status, i.scheduled_for::text, i.post_dates::text[] as post_dates,
            jsonb_array_length(o.content->'posts') as posts
          from content_items i join agent_outputs o on o.id = i.output_id
          where i.output_id = ${gate.approval!.output_id}::uuid`,
    );
    expect(item).toMatchObject({ status: 'approved' });
    // One day per post, from the item's own date.
    expect(item!.post_dates).toHaveLength(item!.posts);
    expect(item!.post_dates[0]).toBe(item!.scheduled_for);
    const days = item!.post_dates.map((d) => Date.parse(d) / 86_400_000);
    expect(days.every((d, i) => i === 0 || d === days[i - 1]! + 1)).toBe(true);
    expect(item!.posts).toBe(5);

    // Moved on the content page, the item takes its posts with it.
    const [row] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select id from content_items where output_id = ${gate.approval!.output_id}::uuid`,
    );
    const itemId = row!.id;
    const later = new Date(Date.parse(item!.scheduled_for!) + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const moved = await t.request(`/api/v1/content/items/${itemId}`, {
      cookie: a.cookie,
      method: 'PATCH',
      body: { scheduled_for: later },
    });
    expect(moved.status).toBe(200);
    const [shifted] = await queryRows<{ post_dates: string[] }>(
      t.ctx.db,
      sql`select post_dates::text[] as post_dates from content_items where id = ${itemId}::uuid`,
    );
    expect(shifted!.post_dates[0]).toBe(later);
    expect(shifted!.post_dates).toHaveLength(5);

    const history = await call(`/${workflowId}/runs`, a);
    expect(history.json.data[0]).toMatchObject({
      id: runId,
      status: 'succeeded',
      steps_done: 5,
      step_count: 5,
    });
  }, 60_000);

  it('refuses an approval once the content was edited after the gate opened', async () => {
    const runId = (await call(`/${workflowId}/runs`, a, { method: 'POST' })).json.data.id;
    const waiting = await until(runId, (r) => r.status === 'waiting');
    const gate = step(waiting, 'approve_posts');
    await t.ctx.db.execute(
      sql`update agent_outputs set title = title || ' (edited)' where id = ${gate.approval!.output_id}::uuid`,
    );
    const res = await call(`/${workflowId}/runs/${runId}/steps/approve_posts/approve`, a, {
      method: 'POST',
      body: { content_hash: gate.approval!.content_hash },
    });
    expect([res.status, res.json.error.message]).toEqual([
      409,
      WORKFLOW_RUN_MESSAGES.contentChanged,
    ]);
    const rejected = await call(`/${workflowId}/runs/${runId}/steps/approve_posts/reject`, a, {
      method: 'POST',
      body: { comment: 'Shorter, please' },
    });
    expect(rejected.json.data).toMatchObject({ status: 'failed' });
    expect(rejected.json.data.error).toContain('Shorter, please');
  }, 60_000);

  it('cancels a run, and a finished run cannot be cancelled again', async () => {
    const runId = (await call(`/${workflowId}/runs`, a, { method: 'POST' })).json.data.id;
    const cancelled = await call(`/${workflowId}/runs/${runId}/cancel`, a, { method: 'POST' });
    expect(cancelled.json.data.status).toBe('cancelled');
    const again = await call(`/${workflowId}/runs/${runId}/cancel`, a, { method: 'POST' });
    expect([again.status, again.json.error.message]).toEqual([409, WORKFLOW_RUN_MESSAGES.finished]);
    await new Promise((r) => setTimeout(r, 1500));
    const after = (await call(`/${workflowId}/runs/${runId}`, a)).json.data as WorkflowRun;
    expect(after.status).toBe('cancelled');
    expect(after.steps.filter((s) => s.status === 'succeeded').length).toBeLessThanOrEqual(1);
  }, 30_000);

  it('goes on after a restart from where it stopped, without running a step twice', async () => {
    const runId = (await call(`/${workflowId}/runs`, a, { method: 'POST' })).json.data.id;
    const waiting = await until(runId, (r) => r.status === 'waiting');
    const outputs = waiting.steps.filter((s) => s.output_id).map((s) => s.output_id);
    // The process stops; the approval lands while no runner takes jobs.
    await t.ctx.workflowQueue.stop();
    const gate = step(waiting, 'approve_posts');
    const approved = await call(`/${workflowId}/runs/${runId}/steps/approve_posts/approve`, a, {
      method: 'POST',
      body: { content_hash: gate.approval!.content_hash },
    });
    expect(approved.json.data.status).toBe('running');
    // A new process starts: it sends the open steps' jobs again.
    t.ctx.workflowQueue = createWorkflowQueue(t.ctx.database, t.ctx.logger);
    await startWorkflowRunner(t.ctx);
    const done = await until(runId, (r) => r.status === 'succeeded');
    expect(done.steps.filter((s) => s.output_id).map((s) => s.output_id)).toEqual(outputs);
    expect(done.steps.every((s) => s.attempts <= 1)).toBe(true);
  }, 60_000);

  it('refuses to run a workflow with issues', async () => {
    const made = await call('', a, { method: 'POST', body: { name: 'Empty' } });
    await call(`/${made.json.data.id}`, a, {
      method: 'PATCH',
      body: {
        graph: {
          steps: [
            ...made.json.data.graph.steps,
            {
              id: 'lonely',
              kind: 'wait',
              label: 'Lonely',
              position: { x: 0, y: 0 },
              amount: 1,
              unit: 'days',
            },
          ],
          edges: [],
        },
      },
    });
    const res = await call(`/${made.json.data.id}/runs`, a, { method: 'POST' });
    expect([res.status, res.json.error.message]).toEqual([400, WORKFLOW_RUN_MESSAGES.notRunnable]);
  });

  it("gives another organization 404 for the workflow's runs, never data", async () => {
    const runId = (await call(`/${workflowId}/runs`, a)).json.data[0].id;
    const reads = [
      await call(`/${workflowId}/runs`, b),
      await call(`/${workflowId}/runs/${runId}`, b),
      await call(`/${workflowId}/runs`, b, { method: 'POST' }),
      await call(`/${workflowId}/runs/${runId}/cancel`, b, { method: 'POST' }),
      await call(`/${workflowId}/runs/${runId}/retry`, b, { method: 'POST' }),
      await call(`/${workflowId}/runs/${runId}/steps/approve_posts/approve`, b, {
        method: 'POST',
        body: { content_hash: 'a'.repeat(64) },
      }),
      await call(`/${workflowId}/runs/not-a-uuid`, a),
    ];
    for (const res of reads) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.json)).not.toContain(workflowId);
    }
  });
});

describe('a workflow run for a client, approved by the client in the portal', () => {
  let t: TestApp;
  const seen: { cookie: string; orgId: string; workflowId: string; runId: string } = {
    cookie: '',
    orgId: '',
    workflowId: '',
    runId: '',
  };

  beforeAll(async () => {
    t = await createTestApp();
    await startWorkflowRunner(t.ctx);
  }, 60_000);
  afterAll(async () => {
    await t.ctx.workflowQueue.stop();
    await t.close();
  });

  it('waits for the client, goes on when they approve, and files the PDF under the portal’s Reports', async () => {
    const agency = await t.createUser({
      organizationName: 'Northwind Agency',
      organizationType: 'AGENCY',
    });
    const context = await t.request(`/api/v1/business-context/organization/${agency.orgId}`, {
      cookie: agency.cookie,
      body: PROFILE,
    });
    expect(context.status).toBe(200);
    const [client] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into clients (org_id, name) values (${agency.orgId}::uuid, 'Fernleaf Dental') returning id`,
    );
    const stakeholder = await addTeammate(t, agency.cookie, 'account_manager');
    await t.ctx.db.execute(
      sql`update user_roles set role_name = 'client_stakeholder', client_id = ${client!.id}::uuid
          where user_id = ${stakeholder.userId}`,
    );
    const step = { position: { x: 0, y: 0 } };
    const made = await t.request('/api/v1/workflows', {
      cookie: agency.cookie,
      body: {
        name: 'Client sign-off',
        client_id: client!.id,
        graph: {
          steps: [
            { ...step, id: 'start', kind: 'trigger', label: 'Start', trigger: { type: 'manual' } },
            {
              ...step,
              id: 'canvas',
              kind: 'agent',
              label: 'Canvas',
              agent_type: 'strategy',
              tool_id: 'value_proposition_canvas',
              message: '',
            },
            {
              ...step,
              id: 'sign_off',
              kind: 'approval',
              label: 'Client signs off',
              approver: 'client',
              reviews: 'canvas',
            },
            {
              ...step,
              id: 'report',
              kind: 'publish',
              label: 'Report',
              target: 'portal_report',
              source: 'canvas',
            },
          ],
          edges: [
            { from: 'start', to: 'canvas' },
            { from: 'canvas', to: 'sign_off' },
            { from: 'sign_off', to: 'report' },
          ],
        },
      },
    });
    expect(made.json.data.runnable, JSON.stringify(made.json.data.issues)).toBe(true);
    const workflowId = made.json.data.id;
    const runId = (
      await t.request(`/api/v1/workflows/${workflowId}/runs`, {
        cookie: agency.cookie,
        method: 'POST',
      })
    ).json.data.id;
    const read = async () =>
      (await t.request(`/api/v1/workflows/${workflowId}/runs/${runId}`, { cookie: agency.cookie }))
        .json.data as WorkflowRun;
    const waitFor = async (status: string) => {
      for (let i = 0; i < 120 && (await read()).status !== status; i++)
        await new Promise((r) => setTimeout(r, 250));
      return read();
    };
    const waiting = await waitFor('waiting');
    expect(waiting.status).toBe('waiting');

    // The agency cannot approve for the client.
    const gate = waiting.steps.find((s) => s.step_id === 'sign_off')!;
    const byAgency = await t.request(
      `/api/v1/workflows/${workflowId}/runs/${runId}/steps/sign_off/approve`,
      { cookie: agency.cookie, body: { content_hash: gate.approval!.content_hash } },
    );
    expect([byAgency.status, byAgency.json.error.message]).toEqual([
      403,
      WORKFLOW_RUN_MESSAGES.clientApproves,
    ]);

    const approvals = await t.request('/api/v1/portal/approvals', { cookie: stakeholder.cookie });
    const pending = approvals.json.data.find(
      (a: { output_id: string }) => a.output_id === gate.approval!.output_id,
    );
    expect(pending).toMatchObject({ status: 'requested' });
    const decided = await t.request(`/api/v1/portal/approvals/${pending.id}/decision`, {
      cookie: stakeholder.cookie,
      body: { decision: 'approved' },
    });
    expect(decided.status, decided.text).toBe(200);

    Object.assign(seen, { cookie: agency.cookie, orgId: agency.orgId, workflowId, runId });
    const done = await waitFor('succeeded');
    expect(done.status).toBe('succeeded');
    expect(done.steps.find((s) => s.step_id === 'sign_off')!.approval).toMatchObject({
      status: 'approved',
    });
    const reports = await t.request('/api/v1/portal/reports', { cookie: stakeholder.cookie });
    expect(reports.json.data.map((r: { title: string }) => r.title)).toEqual([
      expect.stringMatching(/^Client sign-off: \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/),
    ]);
  }, 90_000);

  it("keeps a client's runs from a member scoped to another client", async () => {
    const [other] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into clients (org_id, name) values (${seen.orgId}::uuid, 'Harbor Cafe') returning id`,
    );
    const member = await addTeammate(t, seen.cookie, 'account_manager');
    await t.ctx.db.execute(
      sql`update user_roles set client_id = ${other!.id}::uuid where user_id = ${member.userId}`,
    );
    const base = `/api/v1/workflows/${seen.workflowId}/runs`;
    const answers = [
      await t.request(base, { cookie: member.cookie }),
      await t.request(`${base}/${seen.runId}`, { cookie: member.cookie }),
      await t.request(`${base}/${seen.runId}/retry`, { cookie: member.cookie, method: 'POST' }),
      await t.request(base, { cookie: member.cookie, method: 'POST' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.text).not.toContain(seen.runId);
    }
  });

  it('lists the runs of every workflow at /workflow-runs, for the caller’s organization and clients only', async () => {
    const all = (user: { cookie: string }) =>
      t.request('/api/v1/workflow-runs', { cookie: user.cookie });
    const owner = await all({ cookie: seen.cookie });
    expect(owner.status).toBe(200);
    expect(owner.json.data).toEqual([
      expect.objectContaining({
        id: seen.runId,
        workflow_id: seen.workflowId,
        workflow_name: 'Client sign-off',
      }),
    ]);

    const elsewhere = await t.createUser({ organizationName: 'Elsewhere Shop' });
    const other = await all(elsewhere);
    expect(other.status).toBe(200);
    expect(other.json.data).toEqual([]);

    const [otherClient] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into clients (org_id, name) values (${seen.orgId}::uuid, 'Pier Bakery') returning id`,
    );
    const member = await addTeammate(t, seen.cookie, 'account_manager');
    await t.ctx.db.execute(
      sql`update user_roles set client_id = ${otherClient!.id}::uuid where user_id = ${member.userId}`,
    );
    const scoped = await all(member);
    expect(scoped.status).toBe(200);
    expect(scoped.text).not.toContain(seen.runId);

    const portal = await addTeammate(t, seen.cookie, 'account_manager');
    await t.ctx.db.execute(
      sql`update user_roles set role_name = 'client_viewer', client_id = ${otherClient!.id}::uuid
          where user_id = ${portal.userId}`,
    );
    const refused = await all(portal);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain(seen.runId);
  });
});
