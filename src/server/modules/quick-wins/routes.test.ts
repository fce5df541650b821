import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import type { DailyMetric } from '@/shared/campaigns';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { addDays, todayIso } from '@/shared/performance-analysis';
import {
  QUICK_WIN_MESSAGES,
  quickWinsReportSchema,
  type ListedOpportunity,
  type QuickWin,
  type QuickWinWithResult,
} from '@/shared/quick-wins';
import { verifyQuickWinFigures } from '../../agents/quick-wins';
import { loadQuickWinFacts } from '../../agents/quick-wins/facts';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { groundedUser, newSession, run } from '../agent-sessions/test-helpers';
import { seedFor } from '../dashboard/testing';

type User = Awaited<ReturnType<typeof groundedUser>>;

const today = todayIso();
/** 14 days ending the day before yesterday: $200 a day, $600 of revenue (ROAS 3). */
const METRICS: DailyMetric[] = Array.from({ length: 14 }, (_, i) => ({
  date: addDays(today, -15 + i),
  impressions: 10_000 + i * 100,
  clicks: 200 + i,
  conversions: 10,
  spend_cents: 20_000,
  revenue_cents: 60_000,
}));

describe('quick wins API', () => {
  let t: TestApp;
  let user: User;
  let other: User;

  const get = async <T>(path: string, who: { cookie: string } = user) => {
    const res = await t.request(`/api/v1${path}`, { cookie: who.cookie });
    expect(res.status, res.text).toBe(200);
    return res.json.data as T;
  };
  const opportunities = (query = '', who: { cookie: string } = user) =>
    get<{
      opportunities: ListedOpportunity[];
      dismissed_count: number;
      recently_done_count: number;
    }>(`/quick-wins/opportunities${query}`, who);

  beforeAll(async () => {
    t = await createTestApp();
    user = await groundedUser(t);
    other = await groundedUser(t, 'Elsewhere Coffee');
    await seedFor(t.ctx.db, other).interactions(11);
  });
  afterAll(() => t.close());

  it('is locked with 10 AI interactions or fewer, in the API and for agent runs', async () => {
    await seedFor(t.ctx.db, user).interactions(10);
    const res = await t.request('/api/v1/quick-wins/opportunities', { cookie: user.cookie });
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe(lockedFeatureMessage('quick_wins'));
    expect(res.json.error.message).toBe(
      'This feature unlocks when you have more than 10 AI interactions.',
    );
    for (const [method, path] of [
      ['GET', '/quick-wins'],
      ['GET', '/quick-wins/results'],
    ])
      expect((await t.request(`/api/v1${path}`, { method, cookie: user.cookie })).status).toBe(403);
    const accept = await t.request('/api/v1/quick-wins/accept', {
      cookie: user.cookie,
      body: { key: 'strategy' },
    });
    expect(accept.status).toBe(403);
    const sessionId = await newSession(t, user.cookie, { agent_type: 'quick-wins' });
    const locked = await run(t, user.cookie, sessionId, { tool: 'opportunities' });
    expect(locked.res.status).toBe(403);
    const before = await get<{ id: string }[]>('/dashboard/recommendations');
    expect(before.map((r) => r.id)).not.toContain('quick-wins');
    await seedFor(t.ctx.db, user).interactions(1);
    const after = await get<{ id: string; action_url: string }[]>('/dashboard/recommendations');
    expect(after.find((r) => r.id === 'quick-wins')).toMatchObject({ action_url: '/quick-wins' });
  });

  it('detects opportunities from the organization’s real state and metrics', async () => {
    const ingest = await t.request(`/api/v1/campaigns/${user.campaignId}/metrics`, {
      cookie: user.cookie,
      body: { rows: METRICS },
    });
    expect(ingest.status, ingest.text).toBe(200);
    const metrics = await get<{ totals: { roas: number }; spent_cents: number }>(
      `/campaigns/${user.campaignId}/metrics`,
    );
    const { opportunities: list } = await opportunities();
    expect(list.map((o) => o.key)).toEqual([
      `scale-roas:${user.campaignId}`,
      'persona',
      `campaign-setup:${user.campaignId}`,
      'strategy',
      `campaign-content:${user.campaignId}`,
    ]);
    const scale = list[0]!;
    expect(scale).toMatchObject({ status: 'suggested', quick_win_id: null, effort: 'low' });
    // The figures are the analytics page's: ROAS 3, $5,000 − $2,800 spent = $2,200 left.
    expect(scale.figures.slice(0, 2)).toEqual([
      { label: 'ROAS', value: metrics.totals.roas, unit: 'multiple' },
      { label: 'Budget left', value: 500_000 - metrics.spent_cents, unit: 'cents' },
    ]);
    expect(metrics.totals.roas).toBe(3);
    const own = await opportunities(`?campaign_id=${user.campaignId}`);
    expect(own.opportunities.every((o) => o.campaign_id === user.campaignId)).toBe(true);
    expect(own.opportunities).toHaveLength(3);
  });

  it('accept → checklist → complete unlocks the quick-win achievement', async () => {
    const key = `scale-roas:${user.campaignId}`;
    const res = await t.request('/api/v1/quick-wins/accept', {
      cookie: user.cookie,
      body: { key },
    });
    expect(res.status, res.text).toBe(201);
    const accepted = res.json.data as QuickWin;
    expect(accepted).toMatchObject({ key, status: 'accepted', campaign_id: user.campaignId });
    expect(accepted.campaign_name).toBe('Spring Subscription Push');
    expect(accepted.checklist.every((i) => !i.done)).toBe(true);
    expect(accepted.checklist.length).toBeGreaterThan(1);
    // The baseline: the campaign's 28 days before today, i.e. every recorded day.
    expect(accepted.baseline).toMatchObject({
      scope: 'campaign',
      from: addDays(today, -28),
      to: addDays(today, -1),
      days: 28,
      recorded_days: 14,
      totals: summarizeMetrics(METRICS),
    });

    const again = await t.request('/api/v1/quick-wins/accept', {
      cookie: user.cookie,
      body: { key },
    });
    expect(again.status).toBe(409);
    const listed = (await opportunities()).opportunities.find((o) => o.key === key);
    expect(listed).toMatchObject({ status: 'accepted', quick_win_id: accepted.id });

    const early = await t.request(`/api/v1/quick-wins/${accepted.id}/complete`, {
      cookie: user.cookie,
      method: 'POST',
    });
    expect(early.status).toBe(400);
    expect(early.json.error.message).toBe(QUICK_WIN_MESSAGES.checklistIncomplete);

    let current = accepted;
    for (const [index] of accepted.checklist.entries()) {
      const tick = await t.request(`/api/v1/quick-wins/${accepted.id}/checklist/${index}`, {
        cookie: user.cookie,
        method: 'PATCH',
        body: { done: true },
      });
      expect(tick.status, tick.text).toBe(200);
      current = tick.json.data;
    }
    expect(current.checklist.every((i) => i.done)).toBe(true);
    const untick = await t.request(`/api/v1/quick-wins/${accepted.id}/checklist/0`, {
      cookie: user.cookie,
      method: 'PATCH',
      body: { done: false },
    });
    expect(untick.json.data.checklist[0].done).toBe(false);
    await t.request(`/api/v1/quick-wins/${accepted.id}/checklist/0`, {
      cookie: user.cookie,
      method: 'PATCH',
      body: { done: true },
    });

    const done = await t.request(`/api/v1/quick-wins/${accepted.id}/complete`, {
      cookie: user.cookie,
      method: 'POST',
    });
    expect(done.status, done.text).toBe(200);
    expect(done.json.data.quick_win).toMatchObject({ status: 'done' });
    expect(done.json.data.quick_win.completed_at).toBeTruthy();
    expect(done.json.data.newly_unlocked.map((a: { id: string }) => a.id)).toContain(
      'quick_win_completed',
    );
    const progress = await get<{ achievements: { id: string; unlockedAt: string | null }[] }>(
      '/progress',
    );
    expect(
      progress.achievements.find((a) => a.id === 'quick_win_completed')?.unlockedAt,
    ).toBeTruthy();

    // Done: no longer changeable, and listed as done.
    const late = await t.request(`/api/v1/quick-wins/${accepted.id}/checklist/0`, {
      cookie: user.cookie,
      method: 'PATCH',
      body: { done: false },
    });
    expect(late.status).toBe(409);
    expect((await get<QuickWin[]>('/quick-wins?status=done')).map((q) => q.id)).toEqual([
      accepted.id,
    ]);
    // Still detected, but done: not suggested again while its result is measured.
    const afterDone = await opportunities();
    expect(afterDone.opportunities.map((o) => o.key)).not.toContain(key);
    expect(afterDone).toMatchObject({ recently_done_count: 1, dismissed_count: 0 });

    // Completed today, no metric since: said honestly.
    const [result] = await get<QuickWinWithResult[]>('/quick-wins/results');
    expect(result!.result).toMatchObject({
      status: 'not_enough_data',
      message: QUICK_WIN_MESSAGES.notEnoughData(today),
      changes: [],
    });
  });

  it('results compare the same number of days before acceptance and since completion', async () => {
    const key = `campaign-setup:${user.campaignId}`;
    const res = await t.request('/api/v1/quick-wins/accept', {
      cookie: user.cookie,
      body: { key },
    });
    expect(res.status).toBe(201);
    const id = res.json.data.id as string;
    const forced = await t.request(`/api/v1/quick-wins/${id}/complete`, {
      cookie: user.cookie,
      body: { force: true },
    });
    expect(forced.status).toBe(200);
    // Accepted 9 days ago, completed 4 days ago: 5 days since (4 recorded: the metrics end
    // the day before yesterday… plus 2 new days), against the 5 days before acceptance.
    await t.ctx.db.execute(
      sql`update quick_wins set accepted_at = now() - interval '9 days',
            completed_at = now() - interval '4 days' where id = ${id}::uuid`,
    );
    const extra: DailyMetric[] = [
      {
        date: addDays(today, -1),
        impressions: 9000,
        clicks: 300,
        conversions: 20,
        spend_cents: 20_000,
        revenue_cents: 90_000,
      },
      {
        date: today,
        impressions: 9000,
        clicks: 300,
        conversions: 20,
        spend_cents: 20_000,
        revenue_cents: 90_000,
      },
    ];
    await t.request(`/api/v1/campaigns/${user.campaignId}/metrics`, {
      cookie: user.cookie,
      body: { rows: extra },
    });
    const results = await get<QuickWinWithResult[]>('/quick-wins/results');
    const result = results.find((r) => r.quick_win.id === id)!.result;
    const all = [...METRICS, ...extra];
    const completedOn = addDays(today, -4);
    const acceptedOn = addDays(today, -9);
    const after = all.filter((d) => d.date >= completedOn && d.date <= today);
    const before = all.filter(
      (d) => d.date >= addDays(acceptedOn, -5) && d.date <= addDays(acceptedOn, -1),
    );
    expect(result).toMatchObject({
      status: 'ready',
      days: 5,
      after: {
        from: completedOn,
        to: today,
        recorded_days: after.length,
        totals: summarizeMetrics(after),
      },
      before: {
        from: addDays(acceptedOn, -5),
        to: addDays(acceptedOn, -1),
        recorded_days: 5,
        totals: summarizeMetrics(before),
      },
    });
    const roas = result.changes.find((c) => c.metric === 'roas')!;
    expect(roas).toEqual({
      metric: 'roas',
      before: summarizeMetrics(before).roas,
      after: summarizeMetrics(after).roas,
      change_percentage: Math.round(((summarizeMetrics(after).roas! - 3) / 3) * 1000) / 10,
      improved: true,
    });
    // Stored as the quick win's latest result.
    expect((await get<QuickWin>(`/quick-wins/${id}`)).result).toEqual(result);
  });

  it('dismissing an opportunity stops suggesting it', async () => {
    const res = await t.request('/api/v1/quick-wins/dismiss', {
      cookie: user.cookie,
      body: { key: 'strategy' },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe('dismissed');
    const after = await opportunities();
    expect(after.opportunities.map((o) => o.key)).not.toContain('strategy');
    expect(after.dismissed_count).toBe(1);
  });

  it('refuses bad input with a specific 400 and unknown keys with 404', async () => {
    const cases: [string, string, unknown, number, string][] = [
      ['POST', '/quick-wins/accept', {}, 400, 'key is required: the key of a detected opportunity'],
      [
        'POST',
        '/quick-wins/accept',
        { key: 'x'.repeat(201) },
        400,
        'key must be at most 200 characters',
      ],
      ['POST', '/quick-wins/accept', { key: 'no-such-thing' }, 404, QUICK_WIN_MESSAGES.notDetected],
      [
        'POST',
        '/quick-wins/dismiss',
        { key: 'no-such-thing' },
        404,
        QUICK_WIN_MESSAGES.notDetected,
      ],
      [
        'GET',
        '/quick-wins/opportunities?campaign_id=nope',
        undefined,
        400,
        'campaign_id must be a campaign id',
      ],
      [
        'GET',
        '/quick-wins?status=won',
        undefined,
        400,
        'status must be one of suggested, accepted, done, dismissed',
      ],
      ['GET', '/quick-wins/not-a-uuid', undefined, 404, 'Quick win not found'],
    ];
    for (const [method, path, body, status, message] of cases) {
      const res = await t.request(`/api/v1${path}`, { method, cookie: user.cookie, body });
      expect([path, res.status, res.json.error.message]).toEqual([path, status, message]);
    }
    const accepted = await t.request('/api/v1/quick-wins/accept', {
      cookie: user.cookie,
      body: { key: 'persona' },
    });
    const id = accepted.json.data.id as string;
    const patch = (index: string, body: unknown) =>
      t.request(`/api/v1/quick-wins/${id}/checklist/${index}`, {
        method: 'PATCH',
        cookie: user.cookie,
        body,
      });
    expect((await patch('x', { done: true })).status).toBe(400);
    expect((await patch('0', { done: 'yes' })).json.error.message).toBe(
      'done must be true or false',
    );
    expect((await patch('99', { done: true })).status).toBe(404);
    const force = await t.request(`/api/v1/quick-wins/${id}/complete`, {
      cookie: user.cookie,
      body: { force: 'please' },
    });
    expect(force.status).toBe(400);
  });

  it("another organization's quick wins and campaigns answer 404, never data", async () => {
    const [mine] = await get<QuickWin[]>('/quick-wins?status=accepted');
    const id = mine!.id;
    const as = (method: string, path: string, body?: unknown) =>
      t.request(`/api/v1${path}`, { method, cookie: other.cookie, body });
    for (const [method, path, body] of [
      ['GET', `/quick-wins/${id}`, undefined],
      ['PATCH', `/quick-wins/${id}/checklist/0`, { done: true }],
      ['POST', `/quick-wins/${id}/complete`, { force: true }],
      ['GET', `/quick-wins/opportunities?campaign_id=${user.campaignId}`, undefined],
      ['GET', `/quick-wins/results?campaign_id=${user.campaignId}`, undefined],
      ['POST', '/quick-wins/accept', { key: `campaign-content:${user.campaignId}` }],
      ['POST', '/quick-wins/dismiss', { key: `campaign-content:${user.campaignId}` }],
    ] as const) {
      const res = await as(method, path, body);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.text).not.toContain(user.campaignId);
    }
    const theirs = await get<QuickWin[]>('/quick-wins', other);
    expect(theirs).toEqual([]);
    const list = await opportunities('', other);
    expect(list.opportunities.some((o) => o.campaign_id === user.campaignId)).toBe(false);
  });

  it('the agent saves the ranked opportunities with the computed figures, as suggestions', async () => {
    const sessionId = await newSession(t, user.cookie, {
      agent_type: 'quick-wins',
      campaign_id: user.campaignId,
    });
    const { res, outputId } = await run(t, user.cookie, sessionId, { tool: 'opportunities' });
    expect(res.status).toBe(200);
    const output = await get<{ output_type: string; campaign_id: string; content: unknown }>(
      `/outputs/${outputId}`,
    );
    expect(output).toMatchObject({ output_type: 'quick_wins', campaign_id: user.campaignId });
    const content = quickWinsReportSchema.parse(output.content);
    const facts = await withTenant(t.ctx.db, user, (tx) =>
      loadQuickWinFacts(tx, {
        orgId: user.orgId,
        campaignId: user.campaignId,
        clientId: null,
        message: null,
      }),
    );
    expect(verifyQuickWinFigures(facts, content)).toEqual([]);
    const api = await opportunities(`?campaign_id=${user.campaignId}`);
    // The report ranks everything detected; the list hides the ones done in the last 28 days.
    expect(content.opportunities.map((o) => o.key)).toEqual(
      [
        ...api.opportunities.map((o) => o.key),
        `scale-roas:${user.campaignId}`,
        `campaign-setup:${user.campaignId}`,
      ].sort(
        (a, b) =>
          content.opportunities.findIndex((o) => o.key === a) -
          content.opportunities.findIndex((o) => o.key === b),
      ),
    );
    expect(api.recently_done_count).toBe(2);
    expect(content.summary).toContain('Harbor Roasters');
    expect(content.opportunities.every((o) => o.advice.length > 20)).toBe(true);
    expect(JSON.stringify(content)).not.toMatch(/\[insert|lorem|\bTBD\b/i);
    // Its opportunities that were not yet open are now suggested rows.
    const suggested = await get<QuickWin[]>('/quick-wins?status=suggested');
    expect(suggested.map((q) => q.key)).toContain(`campaign-content:${user.campaignId}`);
    expect(suggested.every((q) => q.output_id === outputId)).toBe(true);
    // A tampered figure is caught.
    const tampered = structuredClone(content);
    tampered.opportunities[0]!.figures[0]!.value += 1;
    expect(verifyQuickWinFigures(facts, tampered)).toHaveLength(1);
  });
});
