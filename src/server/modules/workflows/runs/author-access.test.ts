/**
 * A run's steps act as the teammate who started it (issue 26, hole 6): once that teammate is
 * removed or may no longer run workflows, the next step stops the run with the reason on the
 * run's page instead of acting with rights they lost.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { queryRows } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { CAMPAIGN, groundedUser } from '../../agent-sessions/test-helpers';
import { addTeammate } from '../../team/testing';
import { executeStep } from './execute-step';
import type { StepJob, WorkflowQueue } from './queue';
import { fireDocumentAdded } from './triggers';

describe('a workflow run whose author lost access', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof groundedUser>>;
  let workflowId: string;
  /** The step jobs the service sent; the test delivers them itself, one at a time. */
  const sent: StepJob[] = [];
  const queue: WorkflowQueue = {
    send: async (jobs) => void sent.push(...jobs),
    work: async () => undefined,
    stop: async () => undefined,
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.ctx.workflowQueue = queue;
    owner = await groundedUser(t);
    await t.ctx.db.execute(
      sql`insert into documents (org_id, title, filename, mime_type, text_content)
          values (${owner.orgId}, 'Customer survey', 'survey.txt', 'text/plain', 'Subscribers love the freshness guarantee.')`,
    );
    await t.ctx.db.execute(sql`delete from dashboard_metrics_cache where org_id = ${owner.orgId}`);
    const made = await t.request('/api/v1/workflows', {
      cookie: owner.cookie,
      body: { name: 'Content week', template_id: 'content_week' },
    });
    expect(made.status).toBe(201);
    workflowId = made.json.data.id;
  }, 60_000);
  afterAll(() => t.close());

  /** A teammate starts a run; answers its id, the trigger's job and the teammate's name. */
  async function runStartedByTeammate() {
    const mate = await addTeammate(t, owner.cookie, 'marketing_manager');
    const started = await t.request(`/api/v1/workflows/${workflowId}/runs`, {
      cookie: mate.cookie,
      method: 'POST',
    });
    expect(started.status).toBe(201);
    const job = sent.find((j) => j.run_id === started.json.data.id)!;
    expect(job.user_id).toBe(mate.userId);
    const [user] = await queryRows<{ name: string }>(
      t.ctx.db,
      sql`select name from users where id = ${mate.userId}`,
    );
    return { mate, job, name: user!.name };
  }
  const runOf = async (runId: string) =>
    (await t.request(`/api/v1/workflows/${workflowId}/runs/${runId}`, { cookie: owner.cookie }))
      .json.data;

  it('stops at the next step, saying so, once the author is removed from the organization', async () => {
    const { mate, job, name } = await runStartedByTeammate();
    const removed = await t.request(`/api/v1/team/members/${mate.userId}`, {
      cookie: owner.cookie,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    await executeStep(t.ctx, queue, job);
    const run = await runOf(job.run_id);
    const reason = MESSAGES.background.authorLostAccess(name);
    expect(reason).toBe(`Stopped: ${name} no longer has access to this workspace`);
    expect(run).toMatchObject({ status: 'failed', error: reason });
    expect(run.steps.find((s: { step_id: string }) => s.step_id === job.step_id)).toMatchObject({
      status: 'failed',
      error: reason,
    });
    // Nothing ran as them: no step after the trigger was queued.
    expect(sent.filter((j) => j.run_id === job.run_id)).toEqual([job]);
  });

  it('stops once the author’s role may no longer run workflows', async () => {
    const { mate, job, name } = await runStartedByTeammate();
    const demoted = await t.request(`/api/v1/team/members/${mate.userId}`, {
      cookie: owner.cookie,
      method: 'PATCH',
      body: { role_name: 'viewer' },
    });
    expect(demoted.status).toBe(200);
    await executeStep(t.ctx, queue, job);
    expect(await runOf(job.run_id)).toMatchObject({
      status: 'failed',
      error: MESSAGES.background.authorLostAccess(name),
    });
  });

  it('records a stopped run when a trigger fires for an author who was removed', async () => {
    // Event triggers unlock with Automation (more than 10 campaigns).
    for (let i = 0; i < 10; i++)
      await t.request('/api/v1/campaigns', {
        cookie: owner.cookie,
        body: { ...CAMPAIGN, name: `Campaign ${i}` },
      });
    const mate = await addTeammate(t, owner.cookie, 'marketing_manager');
    const made = await t.request('/api/v1/workflows', {
      cookie: mate.cookie,
      body: {
        name: 'On a new document',
        graph: {
          steps: [
            {
              id: 'start',
              kind: 'trigger',
              label: 'Start',
              position: { x: 0, y: 0 },
              trigger: { type: 'document_added' },
            },
            {
              id: 'tell',
              kind: 'notification',
              label: 'Tell the owner',
              position: { x: 0, y: 100 },
              to: 'owner',
              subject: 'A document arrived',
              body: '',
            },
          ],
          edges: [{ from: 'start', to: 'tell' }],
        },
      },
    });
    expect(made.json.data.runnable, JSON.stringify(made.json.data.issues)).toBe(true);
    const [user] = await queryRows<{ name: string }>(
      t.ctx.db,
      sql`select name from users where id = ${mate.userId}`,
    );
    await t.request(`/api/v1/team/members/${mate.userId}`, {
      cookie: owner.cookie,
      method: 'DELETE',
    });

    await fireDocumentAdded(t.ctx, owner.orgId);
    const runs = await t.request(`/api/v1/workflows/${made.json.data.id}/runs`, {
      cookie: owner.cookie,
    });
    expect(runs.json.data).toHaveLength(1);
    const job = sent.find((j) => j.run_id === runs.json.data[0].id)!;
    await executeStep(t.ctx, queue, job);
    const run = (
      await t.request(`/api/v1/workflows/${made.json.data.id}/runs/${job.run_id}`, {
        cookie: owner.cookie,
      })
    ).json.data;
    expect(run).toMatchObject({
      status: 'failed',
      error: MESSAGES.background.authorLostAccess(user!.name),
    });
  });

  it('goes on while the author keeps access', async () => {
    const { job } = await runStartedByTeammate();
    await executeStep(t.ctx, queue, job);
    const run = await runOf(job.run_id);
    expect(run.error).toBeNull();
    expect(run.steps.find((s: { step_id: string }) => s.step_id === job.step_id).status).toBe(
      'succeeded',
    );
    expect(sent.filter((j) => j.run_id === job.run_id).length).toBeGreaterThan(1);
  });
});
