import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { possessive } from '@/shared/possessive';
import {
  campaignPlanSchema,
  type CalendarEvent,
  type PlanDetail,
  type PlanTask,
} from '@/shared/campaign-planning';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { PERSONA_TOOL } from '@/shared/persona';
import { queryRows } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  CAMPAIGN,
  PLACEHOLDER,
  PROFILE,
  groundedUser,
  newSession,
  run,
  strings,
} from '../agent-sessions/test-helpers';
import { runCliCommand } from '../cli/commands';
import type { DemoAccount } from '../demo/load-demo';
import { listOutbox } from '../mail/list-outbox';
import { addTeammate } from '../team/testing';
import { buildIcs, escapeIcsText, foldIcsLine } from './ics';

const DATED = {
  ...CAMPAIGN,
  start_date: '2026-03-02',
  end_date: '2026-05-29',
  success_metrics: ['250 new subscriptions', 'Cost per subscription under $40'],
};

/** A grounded organization with the dated campaign and `extra` more campaigns (4 unlock planning). */
async function plannerOrg(t: TestApp, extra: number, name = 'Harbor Roasters Ltd') {
  const user = await groundedUser(t, name);
  const dated = await t.request('/api/v1/campaigns', { cookie: user.cookie, body: DATED });
  expect(dated.status).toBe(201);
  for (let i = 0; i < extra; i += 1) {
    const res = await t.request('/api/v1/campaigns', {
      cookie: user.cookie,
      body: { name: `Filler campaign ${i + 1}` },
    });
    expect(res.status).toBe(201);
  }
  return { ...user, datedId: dated.json.data.id as string };
}

async function planCampaign(t: TestApp, cookie: string, campaignId: string) {
  const sessionId = await newSession(t, cookie, {
    agent_type: 'campaign-planning',
    campaign_id: campaignId,
  });
  const result = await run(t, cookie, sessionId, { tool: 'campaign_plan' });
  expect(result.res.status).toBe(200);
  expect(result.error).toBeUndefined();
  return { ...result, sessionId };
}

describe('campaign planning', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof plannerOrg>>;
  let plan: PlanDetail;
  let other: Awaited<ReturnType<TestApp['createUser']>>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await plannerOrg(t, 2);
    other = await t.createUser({ organizationName: 'Elsewhere Inc' });
  });
  afterAll(() => t.close());

  it('the plan tool saves a grounded plan and writes it as rows', async () => {
    const { outputId } = await planCampaign(t, user.cookie, user.datedId);
    const output = await t.request(`/api/v1/outputs/${outputId}`, { cookie: user.cookie });
    expect(output.status).toBe(200);
    expect(output.json.data).toMatchObject({
      agent_type: 'campaign-planning',
      output_type: 'campaign_plan',
      campaign_id: user.datedId,
    });
    const parsed = campaignPlanSchema.safeParse(output.json.data.content);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const content = parsed.data!;
    expect(content.starts_on).toBe('2026-03-02');
    expect(content.ends_on).toBe('2026-05-29');
    expect(content.budget).toBe(5000);
    const text = JSON.stringify(content);
    for (const fact of [PROFILE.companyName, CAMPAIGN.target_audience, DATED.success_metrics[0]!])
      expect(text).toContain(fact);
    expect(strings(content).filter((v) => PLACEHOLDER.test(v))).toEqual([]);
    const tasks = content.phases.flatMap((p) => p.tasks);
    expect(tasks.reduce((a, x) => a + x.budget_share, 0)).toBe(100);
    expect(new Set(tasks.map((x) => x.channel).filter(Boolean))).toEqual(
      new Set(CAMPAIGN.marketing_channels),
    );
    for (const p of content.phases)
      for (const x of p.tasks) {
        expect(x.due_date >= p.starts_on && x.due_date <= p.ends_on).toBe(true);
        expect(x.owner_role).toBeTruthy();
      }

    const plans = await t.request(`/api/v1/campaign-planning/plans?campaign_id=${user.datedId}`, {
      cookie: user.cookie,
    });
    expect(plans.status).toBe(200);
    expect(plans.json.data).toHaveLength(1);
    expect(plans.json.data[0]).toMatchObject({
      output_id: outputId,
      campaign_name: DATED.name,
      task_count: tasks.length,
      done_count: 0,
      starts_on: '2026-03-02',
      ends_on: '2026-05-29',
    });
    const detail = await t.request(`/api/v1/campaign-planning/plans/${plans.json.data[0].id}`, {
      cookie: user.cookie,
    });
    expect(detail.status).toBe(200);
    plan = detail.json.data;
    expect(plan.phases.map((p) => p.name)).toEqual(content.phases.map((p) => p.name));
    expect(plan.phases.flatMap((p) => p.tasks.map((x) => x.title))).toEqual(
      tasks.map((x) => x.title),
    );
    expect(plan.budget_cents).toBe(500_000);
  });

  it('grounds the plan in the marketing plan and the personas made before it', async () => {
    const marketing = await newSession(t, user.cookie, {
      agent_type: 'marketing_strategy',
      campaign_id: user.datedId,
    });
    const mp = await run(t, user.cookie, marketing, { tool: 'quick_plan' });
    expect(mp.outputId).toBeTruthy();
    const personaSession = await newSession(t, user.cookie, {
      agent_type: 'persona',
      campaign_id: user.datedId,
    });
    const persona = await run(t, user.cookie, personaSession, { tool: PERSONA_TOOL });
    const personaName = (
      await t.request(`/api/v1/outputs/${persona.outputId}`, { cookie: user.cookie })
    ).json.data.content.name as string;
    const marketingPlan = (
      await t.request(`/api/v1/outputs/${mp.outputId}`, { cookie: user.cookie })
    ).json.data;

    const { outputId } = await planCampaign(t, user.cookie, user.datedId);
    const content = campaignPlanSchema.parse(
      (await t.request(`/api/v1/outputs/${outputId}`, { cookie: user.cookie })).json.data.content,
    );
    expect(content.sources.map((s) => s.id)).toEqual(
      expect.arrayContaining([mp.outputId, persona.outputId]),
    );
    expect(content.phases[0]!.tasks.map((x) => x.title)).toContain(
      `Write ${possessive(personaName)} message`,
    );
    expect(JSON.stringify(content.recommendations)).toContain(marketingPlan.title);
    // The channel split follows the marketing plan's shares (launch 60% + optimise 40%).
    const byChannel = new Map<string, number>();
    for (const x of content.phases.flatMap((p) => p.tasks))
      if (x.channel) byChannel.set(x.channel, (byChannel.get(x.channel) ?? 0) + x.budget_share);
    for (const c of marketingPlan.content.channels as { channel: string; budget_share: number }[])
      expect(Math.abs((byChannel.get(c.channel) ?? 0) - c.budget_share)).toBeLessThanOrEqual(1);
    // Only the first plan is used by the rest of these tests.
    const list = await t.request(`/api/v1/campaign-planning/plans?campaign_id=${user.datedId}`, {
      cookie: user.cookie,
    });
    await t.request(`/api/v1/campaign-planning/plans/${list.json.data[0].id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
  });

  it('refuses a session without a campaign with a 400 before the stream', async () => {
    const sessionId = await newSession(t, user.cookie, { agent_type: 'campaign-planning' });
    const res = await t.request(`/api/v1/agent-sessions/${sessionId}/runs`, {
      cookie: user.cookie,
      body: { tool: 'campaign_plan' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/campaign/i);
  });

  it('renames a plan and lists tasks with filters', async () => {
    const renamed = await t.request(`/api/v1/campaign-planning/plans/${plan.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: { name: 'Spring push — final plan' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data.name).toBe('Spring push — final plan');
    const bad = await t.request(`/api/v1/campaign-planning/plans/${plan.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: { name: '  ' },
    });
    expect(bad.status).toBe(400);

    const all = await t.request(`/api/v1/campaign-planning/tasks?plan_id=${plan.id}`, {
      cookie: user.cookie,
    });
    expect(all.status).toBe(200);
    const dues = (all.json.data as PlanTask[]).map((x) => x.due_date);
    expect(dues).toEqual([...dues].sort());
    const ranged = await t.request(
      '/api/v1/campaign-planning/tasks?due_from=2026-03-01&due_to=2026-03-20&status=todo',
      { cookie: user.cookie },
    );
    expect(ranged.status).toBe(200);
    expect(ranged.json.data.length).toBeGreaterThan(0);
    for (const x of ranged.json.data as PlanTask[]) {
      expect(x.due_date >= '2026-03-01' && x.due_date <= '2026-03-20').toBe(true);
      expect(x.status).toBe('todo');
    }
    const badStatus = await t.request('/api/v1/campaign-planning/tasks?status=later', {
      cookie: user.cookie,
    });
    expect(badStatus.status).toBe(400);
  });

  it('updates, reschedules and assigns a task; an assignee of another organization is refused', async () => {
    const task = plan.phases[0]!.tasks[0]!;
    const mate = await addTeammate(t, user.cookie);
    const res = await t.request(`/api/v1/campaign-planning/tasks/${task.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: {
        status: 'in_progress',
        due_date: '2026-03-04',
        assignee_id: mate.userId,
        title: 'Set targets',
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      status: 'in_progress',
      due_date: '2026-03-04',
      assignee_id: mate.userId,
      title: 'Set targets',
    });
    expect(res.json.data.assignee_name).toBeTruthy();
    const mine = await t.request(`/api/v1/campaign-planning/tasks?assignee_id=${mate.userId}`, {
      cookie: user.cookie,
    });
    expect(mine.json.data.map((x: PlanTask) => x.id)).toEqual([task.id]);

    const foreign = await t.request(`/api/v1/campaign-planning/tasks/${task.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: { assignee_id: other.userId },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.field).toBe('assignee_id');
    const badDate = await t.request(`/api/v1/campaign-planning/tasks/${task.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: { due_date: '2026-02-30' },
    });
    expect(badDate.status).toBe(400);
    const empty = await t.request(`/api/v1/campaign-planning/tasks/${task.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: {},
    });
    expect(empty.status).toBe(400);
    const done = await t.request(`/api/v1/campaign-planning/tasks/${task.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: { status: 'done' },
    });
    expect(done.json.data.completed_at).toBeTruthy();
    // Automation is locked at 3 campaigns: nothing ran.
    expect(done.json.automation).toEqual([]);
  });

  it('the calendar lists tasks by due date and scheduled content within the range; the .ics holds one VEVENT each', async () => {
    await withTenant(t.ctx.db, { orgId: user.orgId, userId: user.userId }, async (tx) => {
      const [output] = await queryRows<{ id: string }>(
        tx,
        sql`insert into agent_outputs (org_id, campaign_id, agent_type, output_type, title, content)
            values (${user.orgId}, ${user.datedId}, 'content', 'email', 'Spring launch e-mail, part 1', '{}'::jsonb)
            returning id`,
      );
      await tx.execute(sql`insert into content_items (org_id, output_id, campaign_id, content_type, status, scheduled_for)
        values (${user.orgId}, ${output!.id}, ${user.datedId}, 'email', 'approved', '2026-03-12')`);
    });
    const bad = await t.request(
      '/api/v1/campaign-planning/calendar?from=2026-03-10&to=2026-03-01',
      {
        cookie: user.cookie,
      },
    );
    expect(bad.status).toBe(400);
    const long = await t.request(
      '/api/v1/campaign-planning/calendar?from=2026-01-01&to=2026-06-01',
      {
        cookie: user.cookie,
      },
    );
    expect(long.status).toBe(400);
    const res = await t.request(
      '/api/v1/campaign-planning/calendar?from=2026-03-01&to=2026-03-31',
      {
        cookie: user.cookie,
      },
    );
    expect(res.status).toBe(200);
    const events = res.json.data as CalendarEvent[];
    const expected = plan.phases
      .flatMap((p) => p.tasks)
      .filter((x) => x.id !== plan.phases[0]!.tasks[0]!.id)
      .filter((x) => x.due_date >= '2026-03-01' && x.due_date <= '2026-03-31');
    const taskEvents = events.filter((e) => e.kind === 'task');
    expect(taskEvents.length).toBe(expected.length + 1);
    expect(taskEvents.find((e) => e.id === plan.phases[0]!.tasks[0]!.id)?.date).toBe('2026-03-04');
    for (const e of events) expect(e.date >= '2026-03-01' && e.date <= '2026-03-31').toBe(true);
    expect(events.filter((e) => e.kind === 'content')).toMatchObject([
      { date: '2026-03-12', title: 'Spring launch e-mail, part 1', campaign_name: DATED.name },
    ]);

    const ics = await t.request(
      '/api/v1/campaign-planning/calendar.ics?from=2026-03-01&to=2026-03-31',
      {
        cookie: user.cookie,
      },
    );
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(ics.text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.text.match(/BEGIN:VEVENT/g)).toHaveLength(events.length);
    expect(ics.text).toContain('DTSTART;VALUE=DATE:20260304');
    expect(ics.text).toContain('DTEND;VALUE=DATE:20260305');
    expect(ics.text).toContain('SUMMARY:Spring launch e-mail\\, part 1');
    for (const line of ics.text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('another organization gets 404 for the ids and nothing in its lists', async () => {
    // Unlock planning for the other organization so the refusal is about the ids.
    for (let i = 0; i < 4; i += 1)
      await t.request('/api/v1/campaigns', { cookie: other.cookie, body: { name: `Other ${i}` } });
    const task = plan.phases[1]!.tasks[0]!;
    const get = await t.request(`/api/v1/campaign-planning/plans/${plan.id}`, {
      cookie: other.cookie,
    });
    expect(get.status).toBe(404);
    const patch = await t.request(`/api/v1/campaign-planning/plans/${plan.id}`, {
      method: 'PATCH',
      cookie: other.cookie,
      body: { name: 'Mine now' },
    });
    expect(patch.status).toBe(404);
    const del = await t.request(`/api/v1/campaign-planning/plans/${plan.id}`, {
      method: 'DELETE',
      cookie: other.cookie,
    });
    expect(del.status).toBe(404);
    const taskPatch = await t.request(`/api/v1/campaign-planning/tasks/${task.id}`, {
      method: 'PATCH',
      cookie: other.cookie,
      body: { status: 'done' },
    });
    expect(taskPatch.status).toBe(404);
    const malformed = await t.request('/api/v1/campaign-planning/plans/not-a-plan', {
      cookie: other.cookie,
    });
    expect(malformed.status).toBe(404);
    for (const path of [
      '/api/v1/campaign-planning/plans',
      `/api/v1/campaign-planning/tasks?plan_id=${plan.id}`,
      '/api/v1/campaign-planning/calendar?from=2026-03-01&to=2026-03-31',
    ]) {
      const res = await t.request(path, { cookie: other.cookie });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual([]);
    }
    const session = await t.request('/api/v1/agent-sessions', {
      cookie: other.cookie,
      body: { agent_type: 'campaign-planning', campaign_id: user.datedId },
    });
    expect(session.status).toBeGreaterThanOrEqual(400);
    expect(session.status).toBeLessThan(500);
    // The owner's plan is untouched.
    const mine = await t.request(`/api/v1/campaign-planning/plans/${plan.id}`, {
      cookie: user.cookie,
    });
    expect(mine.json.data.name).toBe('Spring push — final plan');
  });

  it('deletes a plan', async () => {
    const { outputId } = await planCampaign(t, user.cookie, user.campaignId);
    const list = await t.request(`/api/v1/campaign-planning/plans?campaign_id=${user.campaignId}`, {
      cookie: user.cookie,
    });
    const id = list.json.data[0].id as string;
    expect(list.json.data[0].output_id).toBe(outputId);
    const del = await t.request(`/api/v1/campaign-planning/plans/${id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(del.status).toBe(200);
    const gone = await t.request(`/api/v1/campaign-planning/plans/${id}`, { cookie: user.cookie });
    expect(gone.status).toBe(404);
  });
});

describe('campaign planning unlocks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses the agent and its API at 3 campaigns or fewer, automation at 10 or fewer', async () => {
    const user = await plannerOrg(t, 1);
    const sessionId = await newSession(t, user.cookie, {
      agent_type: 'campaign-planning',
      campaign_id: user.datedId,
    });
    const runRes = await t.request(`/api/v1/agent-sessions/${sessionId}/runs`, {
      cookie: user.cookie,
      body: { tool: 'campaign_plan' },
    });
    expect(runRes.status).toBe(403);
    expect(runRes.json.error.message).toBe(lockedFeatureMessage('execution'));
    for (const path of ['/api/v1/campaign-planning/plans', '/api/v1/campaign-planning/tasks']) {
      const res = await t.request(path, { cookie: user.cookie });
      expect(res.status).toBe(403);
      expect(res.json.error.message).toBe(lockedFeatureMessage('execution'));
    }
    await t.request('/api/v1/campaigns', { cookie: user.cookie, body: { name: 'Fourth' } });
    expect(
      (await t.request('/api/v1/campaign-planning/plans', { cookie: user.cookie })).status,
    ).toBe(200);
    const rules = await t.request('/api/v1/campaign-planning/automation/rules', {
      cookie: user.cookie,
    });
    expect(rules.status).toBe(403);
    expect(rules.json.error.message).toBe(lockedFeatureMessage('automation'));
    const create = await t.request('/api/v1/campaign-planning/automation/rules', {
      cookie: user.cookie,
      body: { name: 'Next', action: 'start_next_task' },
    });
    expect(create.status).toBe(403);
  });

  it('automation rules run when a task is set to done', async () => {
    const user = await plannerOrg(t, 9, 'Automated Roasters');
    await planCampaign(t, user.cookie, user.datedId);
    const plans = await t.request('/api/v1/campaign-planning/plans', { cookie: user.cookie });
    const plan = (
      await t.request(`/api/v1/campaign-planning/plans/${plans.json.data[0].id}`, {
        cookie: user.cookie,
      })
    ).json.data as PlanDetail;
    const [first, second, third] = plan.phases[0]!.tasks;
    const mate = await addTeammate(t, user.cookie);
    await t.request(`/api/v1/campaign-planning/tasks/${third!.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: { assignee_id: mate.userId },
    });

    const start = await t.request('/api/v1/campaign-planning/automation/rules', {
      cookie: user.cookie,
      body: { name: 'Start the next task', action: 'start_next_task' },
    });
    expect(start.status).toBe(201);
    const notify = await t.request('/api/v1/campaign-planning/automation/rules', {
      cookie: user.cookie,
      body: { name: 'Tell the next assignee', action: 'notify_assignee', plan_id: plan.id },
    });
    expect(notify.status).toBe(201);
    const badRule = await t.request('/api/v1/campaign-planning/automation/rules', {
      cookie: user.cookie,
      body: { name: 'Bad', action: 'launch_rocket' },
    });
    expect(badRule.status).toBe(400);

    const done = await t.request(`/api/v1/campaign-planning/tasks/${first!.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: { status: 'done' },
    });
    expect(done.status).toBe(200);
    expect(done.json.automation.map((e: { rule_name: string }) => e.rule_name)).toEqual([
      'Start the next task',
      'Tell the next assignee',
    ]);
    const next = await t.request(
      `/api/v1/campaign-planning/tasks?plan_id=${plan.id}&status=in_progress`,
      {
        cookie: user.cookie,
      },
    );
    expect(next.json.data.map((x: PlanTask) => x.id)).toEqual([second!.id]);

    // Off: marking the second done starts nothing; the notify rule tells the third's assignee.
    await t.request(`/api/v1/campaign-planning/automation/rules/${start.json.data.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: { enabled: false },
    });
    const secondDone = await t.request(`/api/v1/campaign-planning/tasks/${second!.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: { status: 'done' },
    });
    expect(secondDone.json.automation).toHaveLength(1);
    expect(secondDone.json.automation[0].detail).toContain(third!.title);
    const mails = await listOutbox(t.ctx.db, { to: mate.email });
    expect(mails.some((m) => m.subject.includes(third!.title))).toBe(true);
    const stillTodo = await t.request(
      `/api/v1/campaign-planning/tasks?plan_id=${plan.id}&status=in_progress`,
      {
        cookie: user.cookie,
      },
    );
    expect(stillTodo.json.data).toEqual([]);

    const rules = await t.request('/api/v1/campaign-planning/automation/rules', {
      cookie: user.cookie,
    });
    expect(rules.json.data).toMatchObject([
      { name: 'Start the next task', enabled: false, run_count: 1 },
      { name: 'Tell the next assignee', enabled: true, run_count: 2, plan_id: plan.id },
    ]);
    const other = await t.createUser({ organizationName: 'Elsewhere Inc' });
    const foreign = await t.request(
      `/api/v1/campaign-planning/automation/rules/${start.json.data.id}`,
      {
        method: 'DELETE',
        cookie: other.cookie,
      },
    );
    expect(foreign.status).toBe(403);
  });
});

describe('iCalendar export', () => {
  it('escapes text and folds long lines at 75 octets', () => {
    expect(escapeIcsText('a;b,c\\d\ne\rf')).toBe('a\\;b\\,c\\\\d\\ne\\nf');
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(80)}`);
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((l) => l.startsWith(' ')),
    ).toBe(true);
    const ics = buildIcs(
      [
        {
          kind: 'content',
          id: 'c1',
          date: '2026-03-31',
          title: 'Spring launch, part 1; the e-mail',
          campaign_id: null,
          campaign_name: null,
          status: 'approved',
          plan_id: null,
          channel: 'email',
          output_id: 'o1',
          assignee_name: null,
        },
      ],
      {
        calendarName: 'Plans',
        appUrl: 'https://app.example.com',
        now: new Date('2026-03-01T10:00:00Z'),
      },
    );
    expect(ics).toContain('SUMMARY:Spring launch\\, part 1\\; the e-mail\r\n');
    expect(ics).toContain('DTSTART;VALUE=DATE:20260331\r\nDTEND;VALUE=DATE:20260401');
    expect(ics).toContain('DTSTAMP:20260301T100000Z');
    expect(ics).toContain('UID:content-c1@stratagent');
  });
});

describe('campaign planning demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the demo SME a plan of its first campaign, part of it done and assigned', async () => {
    const { accounts } = (await runCliCommand(t.ctx, { name: 'demo' })) as {
      accounts: DemoAccount[];
    };
    // The demo agency runs eight campaigns for its clients: planning is unlocked for it.
    const agency = accounts.find((a) => a.type === 'AGENCY' && !a.role)!;
    const unlocked = await t.request('/api/v1/campaign-planning/plans', {
      cookie: (await t.signIn(agency.email, agency.password)).cookie,
    });
    expect(unlocked.status).toBe(200);
    for (const account of accounts.filter((a) => a.type === 'SME')) {
      const { cookie } = await t.signIn(account.email, account.password);
      const plans = await t.request('/api/v1/campaign-planning/plans', { cookie });
      expect(plans.status, plans.text).toBe(200);
      expect(plans.json.data).toHaveLength(1);
      const plan = (
        await t.request(`/api/v1/campaign-planning/plans/${plans.json.data[0].id}`, { cookie })
      ).json.data as PlanDetail;
      const tasks = plan.phases.flatMap((p) => p.tasks);
      expect(plan.phases.length).toBeGreaterThanOrEqual(3);
      expect(tasks.some((x) => x.status === 'done')).toBe(true);
      expect(tasks.filter((x) => x.status === 'in_progress')).toHaveLength(1);
      expect(tasks.some((x) => x.assignee_id)).toBe(true);
      const output = await t.request(`/api/v1/outputs/${plan.output_id}`, { cookie });
      expect(campaignPlanSchema.safeParse(output.json.data.content).success).toBe(true);
      expect(JSON.stringify(output.json.data.content)).toContain(plan.campaign_name);
    }
  });
});
