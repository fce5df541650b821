import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_RUN_MESSAGES } from '@/shared/agent-runs';
import { formatQuickStartAnswers } from '@/shared/quick-start';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { executeRun } from './execute-run';
import { MAX_RUN_ATTEMPTS } from './queries';
import { claimStaleRun, prepareClaimedRun, sweepStaleRuns } from './sweep-stale-runs';
import { groundedUser, newSession } from './test-helpers';

type RunRow = { status: string; attempts: number; output_id: string | null; error: string | null };

describe('durable agent runs: a stopped process’s run is claimed and executed again', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof groundedUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await groundedUser(t);
  });
  afterAll(() => t.close());

  /** A run as a process that died mid-way leaves it: running, its heartbeat a minute old. */
  async function strandedRun(
    sessionId: string,
    opts: { tool?: string; input?: object; attempts?: number; createdBy?: string | null } = {},
  ) {
    const [row] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into agent_runs (org_id, session_id, status, tool, input, created_by, attempts, created_at, started_at, heartbeat_at)
          values (${a.orgId}, ${sessionId}, 'running', ${opts.tool ?? 'swot'}, ${JSON.stringify(opts.input ?? {})}::jsonb,
                  ${opts.createdBy === undefined ? a.userId : opts.createdBy}, ${opts.attempts ?? 1},
                  now() - interval '2 minutes', now() - interval '2 minutes', now() - interval '1 minute')
          returning id`,
    );
    await t.ctx.db.execute(
      sql`update agent_sessions set status = 'running' where id = ${sessionId}`,
    );
    return row!.id;
  }

  const readRun = async (id: string) =>
    (
      await queryRows<RunRow>(
        t.ctx.db,
        sql`select status, attempts, output_id, error from agent_runs where id = ${id}`,
      )
    )[0]!;

  it('resumes a stranded run from its stored input and saves its result as a normal run does', async () => {
    const sessionId = await newSession(t, a.cookie, {
      agent_type: 'strategy',
      campaign_id: a.campaignId,
    });
    const runId = await strandedRun(sessionId, { input: { message: 'Focus on subscriptions' } });

    const sweep = await sweepStaleRuns(t.ctx);
    expect(sweep).toMatchObject({ failed: 0, resumed: [runId] });
    await Promise.all(sweep.jobs);

    const detail = (await t.request(`/api/v1/agent-sessions/${sessionId}`, { cookie: a.cookie }))
      .json.data;
    expect(detail.session.status).toBe('idle');
    expect(detail.runs[0]).toMatchObject({ id: runId, status: 'succeeded', engine: 'offline' });
    expect(detail.outputs).toHaveLength(1);
    expect(detail.outputs[0]).toMatchObject({
      id: detail.runs[0].output_id,
      output_type: 'swot',
      campaign_id: a.campaignId,
      created_by: a.userId,
    });
    const assistant = detail.messages.filter((m: { role: string }) => m.role === 'assistant');
    expect(assistant).toHaveLength(1);
    expect(assistant[0].parts).toContainEqual({
      type: 'data-output',
      data: expect.objectContaining({ run_id: runId, output_id: detail.outputs[0].id }),
    });
    expect((await readRun(runId)).attempts).toBe(2);
  });

  it(`gives up after ${MAX_RUN_ATTEMPTS} attempts, and on a run whose creator is gone or no longer a member`, async () => {
    const spent = await strandedRun(await newSession(t, a.cookie, { agent_type: 'strategy' }), {
      attempts: MAX_RUN_ATTEMPTS,
    });
    const orphan = await strandedRun(await newSession(t, a.cookie, { agent_type: 'strategy' }), {
      createdBy: null,
    });
    const outsider = await t.createUser({ organizationName: 'Elsewhere Ltd' });
    const formerMember = await strandedRun(
      await newSession(t, a.cookie, { agent_type: 'strategy' }),
      { createdBy: outsider.userId },
    );
    const sweep = await sweepStaleRuns(t.ctx);
    expect(sweep).toMatchObject({ failed: 3, resumed: [] });
    for (const id of [spent, orphan, formerMember])
      expect(await readRun(id)).toMatchObject({
        status: 'failed',
        error: AGENT_RUN_MESSAGES.serverStopped,
      });
  });

  it('lets exactly one of two concurrent claimers have a stale run', async () => {
    const runId = await strandedRun(await newSession(t, a.cookie, { agent_type: 'strategy' }));
    const claims = await Promise.all([claimStaleRun(t.ctx), claimStaleRun(t.ctx)]);
    expect(claims.filter(Boolean).map((c) => c!.id)).toEqual([runId]);
    // Freshly claimed, the run is no longer stale: a later sweep leaves it to its claimer.
    expect(await claimStaleRun(t.ctx)).toBeNull();
    await t.ctx.db.execute(sql`update agent_runs set status = 'cancelled' where id = ${runId}`);
  });

  it('fences an attempt that lost its claim: it saves nothing and does not end the run', async () => {
    const sessionId = await newSession(t, a.cookie, { agent_type: 'strategy' });
    const runId = await strandedRun(sessionId);
    const claimed = (await claimStaleRun(t.ctx))!;
    expect(claimed).toMatchObject({ id: runId, attempts: 2 });
    // The first attempt's process comes back to life after another process claimed its run.
    const stalled = await prepareClaimedRun(t.ctx, { ...claimed, attempts: 1 });
    await executeRun(t.ctx, stalled, { write: () => undefined });
    expect(await readRun(runId)).toMatchObject({ status: 'running', attempts: 2, output_id: null });
    const outputs = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select id from agent_outputs where session_id = ${sessionId}`,
    );
    expect(outputs).toHaveLength(0);
    await t.ctx.db.execute(sql`update agent_runs set status = 'cancelled' where id = ${runId}`);
  });

  it('starts a resumed Quick Start pipeline over, without the outputs of its earlier attempt', async () => {
    const user = await t.createUser({ organizationName: 'Lumen Yoga' });
    const sessionId = await newSession(t, user.cookie, { agent_type: 'quick_start' });
    const message = formatQuickStartAnswers({
      company: 'Lumen Yoga Studio: hot yoga classes in Portland for busy professionals',
      goal: 'Sign up 150 new monthly members',
      audience: 'office workers in downtown Portland aged 25-45',
      budget: '1000-5000',
      timeline: '1-3-months',
    });
    const [run] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into agent_runs (org_id, session_id, status, tool, input, created_by, created_at, heartbeat_at)
          values (${user.orgId}, ${sessionId}, 'running', 'pipeline', ${JSON.stringify({ message })}::jsonb,
                  ${user.userId}, now() - interval '2 minutes', now() - interval '1 minute') returning id`,
    );
    // What the first attempt saved before its process died: the SWOT.
    await t.ctx.db
      .execute(sql`insert into agent_outputs (org_id, session_id, agent_type, output_type, title, content, saved, created_by)
      values (${user.orgId}, ${sessionId}, 'strategy', 'swot', 'SWOT of an earlier attempt', '{}'::jsonb, true, ${user.userId})`);

    const sweep = await sweepStaleRuns(t.ctx);
    expect(sweep.resumed).toEqual([run!.id]);
    await Promise.all(sweep.jobs);

    const detail = (await t.request(`/api/v1/agent-sessions/${sessionId}`, { cookie: user.cookie }))
      .json.data;
    expect(detail.runs[0]).toMatchObject({ status: 'succeeded' });
    const outputs = await queryRows<{ title: string }>(
      t.ctx.db,
      sql`select title from agent_outputs where session_id = ${sessionId}`,
    );
    expect(outputs).toHaveLength(5);
    expect(outputs.map((o) => o.title)).not.toContain('SWOT of an earlier attempt');
  });
});
