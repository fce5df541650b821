import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { addTeammate } from '../team/testing';
import { deliverDueReports } from './deliver-reports';
import { endMetricStreams } from './stream-metric-events';
import { listOutbox } from '../mail/list-outbox';

type User = Awaited<ReturnType<TestApp['createUser']>>;
const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - offset);
  return d.toISOString().slice(0, 10);
};
const point = (date: string, n = 1) => ({
  date,
  impressions: 1000 * n,
  clicks: 50 * n,
  conversions: 5 * n,
  spend_cents: 10_000 * n,
  revenue_cents: 30_000 * n,
});

/** Reads SSE frames from a streaming response until `until` holds or the time runs out. */
async function readEvents(
  res: Response,
  until: (events: { id?: string; event?: string; data: string }[]) => boolean,
  ms = 3000,
) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: { id?: string; event?: string; data: string }[] = [];
  let buffer = '';
  const deadline = Date.now() + ms;
  try {
    while (!until(events) && Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
      ]);
      if (!chunk || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event: { id?: string; event?: string; data: string } = { data: '' };
        for (const line of frame.split('\n')) {
          if (line.startsWith('id: ')) event.id = line.slice(4);
          else if (line.startsWith('event: ')) event.event = line.slice(7);
          else if (line.startsWith('data: ')) event.data += line.slice(6);
        }
        if (event.event) events.push(event);
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return events;
}

describe('metrics', () => {
  let t: TestApp;
  let a: User;
  let b: User;
  let campaignA: string;
  let campaignB: string;
  let clientA: string;
  let clientB: string;
  let campaignClientB: string;
  let scoped: { cookie: string; userId: string; email: string };

  const newCampaign = async (user: User, body: Record<string, unknown> = {}) =>
    (
      await t.request('/api/v1/campaigns', {
        cookie: user.cookie,
        body: { name: 'Tracked', ...body },
      })
    ).json.data.id as string;
  const ingest = (user: { cookie: string }, id: string, rows: unknown[]) =>
    t.request(`/api/v1/campaigns/${id}/metrics`, { cookie: user.cookie, body: { rows } });
  const stream = (cookie: string, lastEventId?: string) =>
    t.app.request('/api/v1/metrics/stream', {
      headers: {
        cookie,
        accept: 'text/event-stream',
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
    });

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.createUser({ organizationName: 'Metrics Agency', organizationType: 'AGENCY' });
    b = await t.createUser({ organizationName: 'Other Co' });
    const insertClient = async (name: string) =>
      (
        await queryRows<{ id: string }>(
          t.ctx.db,
          sql`insert into clients (org_id, name) values (${a.orgId}, ${name}) returning id`,
        )
      )[0]!.id;
    clientA = await insertClient('Fernleaf');
    clientB = await insertClient('Harbor Tea');
    campaignA = await newCampaign(a, { name: 'Spring', client_id: clientA });
    campaignClientB = await newCampaign(a, { name: 'Harbor launch', client_id: clientB });
    campaignB = await newCampaign(b, { name: 'Theirs' });
    expect((await ingest(a, campaignA, [point(day(1)), point(day(2), 2)])).status).toBe(200);
    expect((await ingest(a, campaignClientB, [point(day(1))])).status).toBe(200);
    expect((await ingest(b, campaignB, [point(day(1), 7)])).status).toBe(200);
    const mate = await addTeammate(t, a.cookie, 'account_manager');
    await t.ctx.db.execute(
      sql`update user_roles set client_id = ${clientA} where user_id = ${mate.userId}`,
    );
    scoped = mate;
  });
  afterAll(() => t.close());

  describe('series', () => {
    it('answers the organization, a campaign and a client with summarizeMetrics totals', async () => {
      const org = await t.request('/api/v1/metrics/overview', { cookie: a.cookie });
      expect(org.status).toBe(200);
      expect(org.json.data.totals).toMatchObject({
        impressions: 4000,
        clicks: 200,
        spend_cents: 40_000,
        revenue_cents: 120_000,
        ctr: 5,
        roas: 3,
        cpa_cents: 2000,
      });
      const campaign = await t.request(`/api/v1/metrics/campaigns/${campaignA}?days=7`, {
        cookie: a.cookie,
      });
      expect(campaign.json.data.scope).toEqual({ kind: 'campaign', id: campaignA, name: 'Spring' });
      expect(campaign.json.data.daily).toHaveLength(2);
      expect(campaign.json.data.totals.impressions).toBe(3000);
      const client = await t.request(`/api/v1/metrics/clients/${clientB}`, { cookie: a.cookie });
      expect(client.json.data.totals.impressions).toBe(1000);
    });

    it("answers 404 and no data for another organization's or another client's ids", async () => {
      for (const path of [
        `/api/v1/metrics/campaigns/${campaignA}`,
        `/api/v1/metrics/clients/${clientA}`,
        '/api/v1/metrics/campaigns/not-a-uuid',
      ]) {
        const res = await t.request(path, { cookie: b.cookie });
        expect(res.status, path).toBe(404);
        expect(res.text).not.toContain('impressions');
      }
      const other = await t.request(`/api/v1/metrics/campaigns/${campaignClientB}`, {
        cookie: scoped.cookie,
      });
      expect(other.status).toBe(404);
      const mine = await t.request('/api/v1/metrics/overview', { cookie: scoped.cookie });
      expect(mine.json.data.totals.impressions).toBe(3000);
      const bad = await t.request('/api/v1/metrics/overview?days=12', { cookie: a.cookie });
      expect(bad.status).toBe(400);
      expect(bad.json.error.message).toBe('days must be 7, 30 or 90');
    });

    it('is refused before the Analytics unlock (no campaign yet)', async () => {
      const fresh = await t.createUser({ organizationName: 'New Co' });
      const res = await t.request('/api/v1/metrics/overview', { cookie: fresh.cookie });
      expect(res.status).toBe(403);
    });
  });

  describe('custom metrics', () => {
    it('creates, previews and evaluates a formula; division by zero is null', async () => {
      const preview = await t.request('/api/v1/metrics/custom/preview', {
        cookie: a.cookie,
        body: { formula: '(revenue - spend) / spend' },
      });
      expect(preview.status).toBe(200);
      expect(preview.json.data.value).toBe(2);
      const zero = await t.request('/api/v1/metrics/custom/preview', {
        cookie: a.cookie,
        body: { formula: 'clicks / (spend - spend)' },
      });
      expect(zero.json.data.value).toBeNull();
      const created = await t.request('/api/v1/metrics/custom', {
        cookie: a.cookie,
        body: { name: 'Profit ratio', formula: '(revenue - spend) / spend' },
      });
      expect(created.status).toBe(201);
      const dup = await t.request('/api/v1/metrics/custom', {
        cookie: a.cookie,
        body: { name: 'profit ratio', formula: 'clicks' },
      });
      expect(dup.status).toBe(409);
      const series = await t.request(`/api/v1/metrics/campaigns/${campaignA}`, {
        cookie: a.cookie,
      });
      expect(series.json.data.custom).toEqual([
        expect.objectContaining({ name: 'Profit ratio', value: 2 }),
      ]);
      const list = await t.request('/api/v1/metrics/custom', { cookie: b.cookie });
      expect(list.json.data).toEqual([]);
      const id = created.json.data.id as string;
      expect(
        (await t.request(`/api/v1/metrics/custom/${id}`, { cookie: b.cookie, method: 'DELETE' }))
          .status,
      ).toBe(404);
      const put = await t.request(`/api/v1/metrics/custom/${id}`, {
        cookie: b.cookie,
        method: 'PUT',
        body: { name: 'Stolen', formula: 'clicks' },
      });
      expect(put.status).toBe(404);
    });

    it('follow the ingest rule (issue 26, hole 8): what an update or a row leaves out is kept', async () => {
      const own = await t.createUser({ organizationName: 'Partial Co' });
      const campaign = await newCampaign(own, { name: 'Partial' });
      expect((await ingest(own, campaign, [point(day(1))])).status).toBe(200);
      const created = await t.request('/api/v1/metrics/custom', {
        cookie: own.cookie,
        body: {
          name: 'Profit per click',
          formula: '(revenue - spend) / clicks',
          description: 'What a click earns after spend',
        },
      });
      expect(created.status).toBe(201);
      const id = created.json.data.id as string;
      // The web's form sends the name and the formula only.
      const renamed = await t.request(`/api/v1/metrics/custom/${id}`, {
        cookie: own.cookie,
        method: 'PUT',
        body: { name: 'Margin per click', formula: '(revenue - spend) / clicks' },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.json.data).toMatchObject({
        name: 'Margin per click',
        description: 'What a click earns after spend',
      });
      const cleared = await t.request(`/api/v1/metrics/custom/${id}`, {
        cookie: own.cookie,
        method: 'PUT',
        body: {
          name: 'Margin per click',
          formula: '(revenue - spend) / clicks',
          description: null,
        },
      });
      expect(cleared.json.data.description).toBeNull();

      // A row carrying clicks alone leaves revenue and spend as they were: (300 - 100) / 100.
      expect((await ingest(own, campaign, [{ date: day(1), clicks: 100 }])).status).toBe(200);
      const series = await t.request(`/api/v1/metrics/campaigns/${campaign}`, {
        cookie: own.cookie,
      });
      expect(series.json.data.custom).toEqual([
        expect.objectContaining({ name: 'Margin per click', value: 2 }),
      ]);
    });

    it('refuses anything outside the short list, naming the token', async () => {
      const cases: [string, string][] = [
        ['revenue ^ 2', '"^"'],
        ['sqrt(clicks)', 'The function "sqrt"'],
        ['foo + 1', 'Unknown name "foo"'],
        ['2 clicks', 'multiplication sign'],
        ['clicks = 1', '"="'],
        ['"abc"', '"""'],
        ['constructor', 'Unknown name "constructor"'],
        ['clicks.toString', '"."'],
        ['(clicks', 'not valid'],
      ];
      for (const [formula, message] of cases) {
        const res = await t.request('/api/v1/metrics/custom', {
          cookie: a.cookie,
          body: { name: `Bad ${formula}`, formula },
        });
        expect(res.status, formula).toBe(400);
        expect(res.json.error.message, formula).toContain(message);
      }
    });
  });

  describe('saved reports', () => {
    it('saves a report, computes it by campaign and keeps other orgs out', async () => {
      const [custom] = (await t.request('/api/v1/metrics/custom', { cookie: a.cookie })).json.data;
      const created = await t.request('/api/v1/metrics/reports', {
        cookie: a.cookie,
        body: {
          name: 'Weekly ROAS',
          metrics: ['impressions', 'spend_cents', 'roas', `custom:${custom.id}`],
          grouping: 'campaign',
          period: 'last_30',
          delivery: 'weekly',
          recipients: [a.userId],
        },
      });
      expect(created.status).toBe(201);
      const id = created.json.data.id as string;
      const view = await t.request(`/api/v1/metrics/reports/${id}`, { cookie: a.cookie });
      expect(view.status).toBe(200);
      expect(view.json.data.columns.map((c: { label: string }) => c.label)).toEqual([
        'Impressions',
        'Spend',
        'ROAS',
        'Profit ratio',
      ]);
      expect(view.json.data.rows).toHaveLength(2);
      expect(view.json.data.totals).toEqual({
        impressions: 4000,
        spend_cents: 40_000,
        roas: 3,
        [`custom:${custom.id}`]: 2,
      });
      for (const [method, body] of [
        ['GET', undefined],
        ['DELETE', undefined],
        ['PUT', { name: 'x', metrics: ['clicks'], grouping: 'day', period: 'last_7' }],
      ] as const) {
        const res = await t.request(`/api/v1/metrics/reports/${id}`, {
          cookie: b.cookie,
          method,
          body,
        });
        expect(res.status, method).toBe(404);
        expect(res.text).not.toContain('Weekly ROAS');
      }
      expect((await t.request('/api/v1/metrics/reports', { cookie: b.cookie })).json.data).toEqual(
        [],
      );
    });

    it('refuses bad input with specific messages', async () => {
      const base = { name: 'R', metrics: ['clicks'], grouping: 'day', period: 'last_7' };
      const cases: [Record<string, unknown>, string][] = [
        [{ metrics: ['bogus'] }, 'Unknown metric "bogus"'],
        [{ grouping: 'year' }, 'grouping must be one of'],
        [{ period: 'custom' }, 'A custom period needs a start and an end date'],
        [{ campaign_ids: [campaignB] }, `Campaign ${campaignB} not found`],
        [{ client_id: clientA, name: 'x' }, ''],
        [{ delivery: 'weekly' }, 'Choose at least one teammate'],
        [{ delivery: 'weekly', recipients: [b.userId] }, 'is not in your organization'],
      ];
      for (const [patch, message] of cases) {
        const res = await t.request('/api/v1/metrics/reports', {
          cookie: message ? a.cookie : b.cookie,
          body: { ...base, ...patch },
        });
        expect(res.status, JSON.stringify(patch)).toBe(400);
        if (message) expect(res.json.error.message).toContain(message);
        else expect(res.json.error.message).toBe('Client not found');
      }
    });

    /** A weekly impressions report by `cookie`'s user, for a client or every client. */
    const weeklyReport = async (
      cookie: string,
      name: string,
      clientId: string | null,
      recipients: string[],
    ) => {
      const res = await t.request('/api/v1/metrics/reports', {
        cookie,
        body: {
          name,
          metrics: ['impressions'],
          grouping: 'campaign',
          period: 'last_30',
          client_id: clientId,
          delivery: 'weekly',
          recipients,
        },
      });
      expect(res.status, res.text).toBe(201);
      return res.json.data.id as string;
    };

    it('stops e-mailing a report whose author lost access, and says why on the report (issue 26, hole 6)', async () => {
      const reportBy = (cookie: string, name: string, clientId: string | null) =>
        weeklyReport(cookie, name, clientId, [a.userId]);
      const nameOf = async (userId: string) =>
        (
          await queryRows<{ name: string }>(
            t.ctx.db,
            sql`select name from users where id = ${userId}`,
          )
        )[0]!.name;
      // An account manager of Fernleaf, then moved to Harbor Tea: Fernleaf's report stops.
      const manager = await addTeammate(t, a.cookie, 'account_manager');
      await t.ctx.db.execute(
        sql`update user_roles set client_id = ${clientA} where user_id = ${manager.userId}`,
      );
      const moved = await reportBy(manager.cookie, 'Fernleaf weekly', clientA);
      await t.ctx.db.execute(
        sql`update user_roles set client_id = ${clientB} where user_id = ${manager.userId}`,
      );
      // A teammate removed from the organization: their report over every client stops.
      const leaver = await addTeammate(t, a.cookie, 'account_manager');
      const orphan = await reportBy(leaver.cookie, 'Agency weekly', null);
      expect(
        (
          await t.request(`/api/v1/team/members/${leaver.userId}`, {
            cookie: a.cookie,
            method: 'DELETE',
          })
        ).status,
      ).toBe(200);
      await t.ctx.db.execute(
        sql`update metric_reports set next_send_at = now() - interval '1 minute'
            where id in (${moved}::uuid, ${orphan}::uuid)`,
      );

      expect(await deliverDueReports(t.ctx)).toBe(0);
      const mails = await listOutbox(t.ctx.db, { to: a.email });
      expect(mails.filter((m) => /^(?:Fernleaf|Agency) weekly/.test(m.subject))).toEqual([]);
      for (const [id, who] of [
        [moved, manager.userId],
        [orphan, leaver.userId],
      ] as const) {
        const view = await t.request(`/api/v1/metrics/reports/${id}`, { cookie: a.cookie });
        expect(view.json.data.report).toMatchObject({
          delivery: 'weekly',
          last_sent_at: null,
          delivery_error: `Stopped: ${await nameOf(who)} no longer has access to this workspace`,
        });
      }
      const listed = await t.request('/api/v1/metrics/reports', { cookie: a.cookie });
      expect(listed.json.data.find((r: { id: string }) => r.id === moved).delivery_error).toMatch(
        /^Stopped: /,
      );
      await t.request(`/api/v1/metrics/reports/${moved}`, { cookie: a.cookie, method: 'DELETE' });
      await t.request(`/api/v1/metrics/reports/${orphan}`, { cookie: a.cookie, method: 'DELETE' });
    });

    it('e-mails a teammate held to some clients only figures of their clients (issue 26)', async () => {
      const harborMate = await addTeammate(t, a.cookie, 'account_manager');
      await t.ctx.db.execute(
        sql`update user_roles set client_id = ${clientB} where user_id = ${harborMate.userId}`,
      );
      const recipients = [a.userId, scoped.userId, harborMate.userId];
      const create = (name: string, clientId: string | null) =>
        weeklyReport(a.cookie, name, clientId, recipients);
      const fernleaf = await create('Fernleaf only', clientA);
      const everyone = await create('Every client', null);
      await t.ctx.db.execute(
        sql`update metric_reports set next_send_at = now() - interval '1 minute'
            where id in (${fernleaf}::uuid, ${everyone}::uuid)`,
      );
      expect(await deliverDueReports(t.ctx)).toBe(2);
      const subjects = async (email: string) =>
        (await listOutbox(t.ctx.db, { to: email }))
          .map((m) => m.subject.split(':')[0])
          .filter((s) => s === 'Fernleaf only' || s === 'Every client')
          .sort();
      expect(await subjects(a.email)).toEqual(['Every client', 'Fernleaf only']);
      expect(await subjects(scoped.email)).toEqual(['Fernleaf only']);
      expect(await subjects(harborMate.email)).toEqual([]);
      for (const id of [fernleaf, everyone])
        await t.request(`/api/v1/metrics/reports/${id}`, { cookie: a.cookie, method: 'DELETE' });
    });

    it('e-mails a due report once even when two ticks claim at the same time', async () => {
      await t.ctx.db.execute(
        sql`update metric_reports set next_send_at = now() - interval '1 minute' where org_id = ${a.orgId}`,
      );
      const [first, second] = await Promise.all([
        deliverDueReports(t.ctx),
        deliverDueReports(t.ctx),
      ]);
      expect(first + second).toBe(1);
      const mails = await listOutbox(t.ctx.db, { to: a.email });
      expect(mails.filter((m) => m.subject.startsWith('Weekly ROAS'))).toHaveLength(1);
      const [row] = await queryRows<{ due: boolean }>(
        t.ctx.db,
        sql`select next_send_at > now() + interval '6 days' as due from metric_reports where org_id = ${a.orgId}`,
      );
      expect(row!.due).toBe(true);
    });
  });

  describe('real-time stream', () => {
    it('sends an ingested point, and a reconnect with Last-Event-ID replays a missed one', async () => {
      const res = await stream(a.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      expect(res.headers.get('content-encoding')).toBeNull();
      const reading = readEvents(res, (events) => events.some((e) => e.event === 'metrics'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      await ingest(a, campaignA, [point(today, 3)]);
      const events = await reading;
      expect(Date.now() - started).toBeLessThan(2000);
      const live = events.find((e) => e.event === 'metrics')!;
      const payload = JSON.parse(live.data);
      expect(payload).toMatchObject({ campaign_id: campaignA, campaign_name: 'Spring' });
      expect(payload.rows[0]).toMatchObject({ date: today, impressions: 3000 });

      // The page is away: two writes land, then it reconnects from the last id it saw.
      await ingest(a, campaignA, [point(day(3))]);
      await ingest(a, campaignClientB, [point(day(3))]);
      const resumed = await stream(a.cookie, live.id);
      const replay = await readEvents(
        resumed,
        (e) => e.filter((x) => x.event === 'metrics').length >= 2,
      );
      const ids = replay.filter((e) => e.event === 'metrics').map((e) => Number(e.id));
      expect(ids).toHaveLength(2);
      expect(ids[0]).toBeGreaterThan(Number(live.id));
      expect(ids[1]).toBeGreaterThan(ids[0]!);
    });

    it("never sends another organization's or another client's events", async () => {
      const theirs = await stream(b.cookie, '0');
      const theirEvents = await readEvents(theirs, () => false, 500);
      const names = theirEvents
        .filter((e) => e.event === 'metrics')
        .map((e) => JSON.parse(e.data).campaign_name);
      expect(names).toEqual(['Theirs']);
      const scopedStream = await stream(scoped.cookie, '0');
      const scopedEvents = await readEvents(scopedStream, () => false, 500);
      const seen = new Set(
        scopedEvents
          .filter((e) => e.event === 'metrics')
          .map((e) => JSON.parse(e.data).campaign_id),
      );
      expect([...seen]).toEqual([campaignA]);
    });

    it('ends open streams at shutdown, so the server does not wait for them', async () => {
      const res = await stream(a.cookie);
      const reader = res.body!.getReader();
      await reader.read(); // the ready event
      endMetricStreams();
      const next = await Promise.race([
        (async () => {
          for (;;) if ((await reader.read()).done) return 'ended';
        })(),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 2000)),
      ]);
      expect(next).toBe('ended');
    });

    it('needs a signed-in caller, and a client that asks for a stream', async () => {
      const res = await t.app.request('/api/v1/metrics/stream', {
        headers: { origin: TEST_ORIGIN, accept: 'text/event-stream' },
      });
      expect(res.status).toBe(401);
      const json = await t.request('/api/v1/metrics/stream', { cookie: a.cookie });
      expect(json.status).toBe(406);
      expect(json.json.error.message).toContain('Accept: text/event-stream');
    });
  });
});
