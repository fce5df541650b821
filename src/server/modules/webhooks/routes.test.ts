import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import {
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_RESPONSE_EXCERPT_CHARS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_RETRY_JITTER,
  WEBHOOK_SENDS_PER_MINUTE,
} from '@/shared/webhooks';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { groundedUser, newSession, run } from '../agent-sessions/test-helpers';
import { seedFor } from '../dashboard/testing';
import { addTeammate } from '../team/testing';
import {
  deliverDueWebhooks,
  pruneWebhookDeliveries,
  retryDelaySeconds,
  WEBHOOK_CONCURRENCY,
  WEBHOOK_CONCURRENCY_PER_ORG,
} from './deliver';
import { verifyWebhookSignature } from './sign';

type User = Awaited<ReturnType<typeof groundedUser>>;
type Received = { headers: http.IncomingHttpHeaders; body: string; at: number };

/** The deliveries' deadline in these tests: short, so that a receiver that never ends costs half a second. */
const DEADLINE_MS = 500;

/** A local receiver on port 0: records every request, answers with `status()`. */
async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body, at: Date.now() });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 200 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (next: number) => (status = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A receiver that answers 200 at once and never ends its answer: `trickle` writes one byte
 * every 50 ms (issue 26 found one byte every 3 s holding the worker), `flood` writes as fast as
 * it is read. Records how many requests it held open at once and how long each lasted.
 */
async function startEndlessReceiver(mode: 'trickle' | 'flood') {
  const stats = { requests: 0, open: 0, maxOpen: 0, durations: [] as number[], firstEnd: Infinity };
  const server = http.createServer((req, res) => {
    const opened = Date.now();
    stats.requests++;
    stats.maxOpen = Math.max(stats.maxOpen, ++stats.open);
    req.resume();
    res.writeHead(200, { 'content-type': 'text/plain' });
    const chunk = 'x'.repeat(16 * 1024);
    const flood = () => {
      while (!res.destroyed && res.write(chunk));
    };
    const timer = mode === 'trickle' ? setInterval(() => res.write('.'), 50) : undefined;
    if (mode === 'flood') {
      res.on('drain', flood);
      flood();
    }
    res.on('close', () => {
      clearInterval(timer);
      stats.open--;
      stats.durations.push(Date.now() - opened);
      stats.firstEnd = Math.min(stats.firstEnd, Date.now());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    stats,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort() {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const deliveryRow = async (t: TestApp, id: string) =>
  (
    await queryRows<{
      status: string;
      attempts: number;
      last_status_code: number | null;
      last_error: string | null;
      response_excerpt: string | null;
    }>(
      t.ctx.db,
      sql`select status, attempts, last_status_code, last_error, response_excerpt
          from webhook_deliveries where id = ${id}::uuid`,
    )
  )[0]!;

describe('webhooks', () => {
  let t: TestApp;
  let owner: User;
  let other: User;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  const create = (cookie: string, body: Record<string, unknown>) =>
    t.request('/api/v1/webhooks', { cookie, body });

  beforeAll(async () => {
    // The receivers listen on 127.0.0.1, as `npm test`'s do: allowed only with the flag.
    t = await createTestApp({ webhookAllowLocalHttp: true, webhookTimeoutMs: DEADLINE_MS });
    owner = await groundedUser(t, 'Hooked Roasters');
    other = await groundedUser(t, 'Elsewhere Roasters');
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('refuse bad URLs and events with specific messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'not a url', events: ['output.saved'] }, WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'ftp://example.com/x', events: ['output.saved'] }, WEBHOOK_MESSAGES.urlInvalid],
      [
        { url: 'http://example.com/hooks', events: ['output.saved'] },
        WEBHOOK_MESSAGES.urlHttpsRequired,
      ],
      [
        { url: 'https://user:pw@example.com/hooks', events: ['output.saved'] },
        WEBHOOK_MESSAGES.urlCredentials,
      ],
      [{ url: 'https://example.com/hooks', events: [] }, WEBHOOK_MESSAGES.eventsRequired],
    ];
    for (const [body, message] of cases) {
      const res = await create(owner.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.message).toBe(message);
    }
    const unknown = await create(owner.cookie, { url: 'https://example.com', events: ['nope'] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.field).toBe('events.0');
  });

  it('are for owners and admins: a marketing manager gets 403, another organization 404', async () => {
    const manager = await addTeammate(t, owner.cookie, 'marketing_manager');
    const list = await t.request('/api/v1/webhooks', { cookie: manager.cookie });
    expect(list.status).toBe(403);
    expect(list.json.error.message).toBe(MESSAGES.permissions.managersOnly);
    const refused = await create(manager.cookie, { url: receiver.url, events: ['output.saved'] });
    expect(refused.status).toBe(403);

    const mine = await create(owner.cookie, { url: receiver.url, events: ['run.finished'] });
    expect(mine.status).toBe(201);
    const id = mine.json.data.id as string;
    const ping = await t.request(`/api/v1/webhooks/${id}/ping`, { cookie: owner.cookie, body: {} });
    expect(ping.status).toBe(201);
    const deliveryId = ping.json.data.id as string;

    const theirs = [
      ['GET', `/api/v1/webhooks/${id}/deliveries`],
      ['PATCH', `/api/v1/webhooks/${id}`],
      ['DELETE', `/api/v1/webhooks/${id}`],
      ['POST', `/api/v1/webhooks/${id}/rotate-secret`],
      ['POST', `/api/v1/webhooks/${id}/ping`],
      ['GET', `/api/v1/webhooks/deliveries/${deliveryId}`],
      ['POST', `/api/v1/webhooks/deliveries/${deliveryId}/redeliver`],
      ['GET', `/api/v1/webhooks/not-a-uuid/deliveries`],
    ] as const;
    for (const [method, path] of theirs) {
      const res = await t.request(path, {
        method,
        cookie: other.cookie,
        body: method === 'PATCH' ? { active: false } : method === 'POST' ? {} : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.json)).not.toContain(receiver.url);
    }
    const otherList = await t.request('/api/v1/webhooks', { cookie: other.cookie });
    expect(otherList.json.data).toEqual([]);

    // The secret is in the creation answer only; the list shows its last four characters.
    const listed = await t.request('/api/v1/webhooks', { cookie: owner.cookie });
    expect(listed.json.data[0]).not.toHaveProperty('secret');
    expect(listed.json.data[0].secret_hint).toBe((mine.json.data.secret as string).slice(-4));
    await t.request(`/api/v1/webhooks/${id}`, { method: 'DELETE', cookie: owner.cookie });
  });

  it('deliver a signed output.saved and run.finished when an agent saves an output', async () => {
    receiver.received.length = 0;
    const created = await create(owner.cookie, {
      url: receiver.url,
      description: 'Outputs to our CMS',
      events: ['output.saved', 'run.finished'],
    });
    expect(created.status).toBe(201);
    const secret = created.json.data.secret as string;
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);

    const sessionId = await newSession(t, owner.cookie, {
      agent_type: 'marketing_strategy',
      campaign_id: owner.campaignId,
    });
    const { outputId } = await run(t, owner.cookie, sessionId, { tool: 'quick_plan' });
    expect(outputId).toBeTruthy();
    // Another organization's events never reach this subscription.
    await t.request(`/api/v1/campaigns/${other.campaignId}/metrics`, {
      cookie: other.cookie,
      body: { rows: [{ date: '2026-03-01', impressions: 1 }] },
    });

    expect(await deliverDueWebhooks(t.ctx)).toBe(2);
    expect(receiver.received).toHaveLength(2);
    const byEvent = Object.fromEntries(
      receiver.received.map((r) => [r.headers['stratagent-event'], r]),
    );
    const saved = byEvent['output.saved']!;
    expect(saved.headers['content-type']).toBe('application/json');
    expect(saved.headers['stratagent-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(saved.headers['stratagent-timestamp']).toBe(
      /^t=(\d+)/.exec(saved.headers['stratagent-signature'] as string)![1],
    );
    expect(
      verifyWebhookSignature(secret, saved.headers['stratagent-signature'] as string, saved.body),
    ).toBe(true);
    expect(
      verifyWebhookSignature(
        'whsec_wrong',
        saved.headers['stratagent-signature'] as string,
        saved.body,
      ),
    ).toBe(false);
    expect(JSON.parse(saved.body)).toMatchObject({
      event: 'output.saved',
      organization_id: owner.orgId,
      data: {
        output_id: outputId,
        agent_type: 'marketing_strategy',
        campaign_id: owner.campaignId,
      },
    });
    expect(JSON.parse(byEvent['run.finished']!.body).data).toMatchObject({
      session_id: sessionId,
      tool: 'quick_plan',
      status: 'succeeded',
      output_id: outputId,
    });

    const log = await t.request(`/api/v1/webhooks/${created.json.data.id}/deliveries`, {
      cookie: owner.cookie,
    });
    expect(log.status).toBe(200);
    expect(log.json.data.deliveries).toHaveLength(2);
    for (const d of log.json.data.deliveries) {
      expect(d).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200 });
      expect(d.delivered_at).toBeTruthy();
      expect(d.next_attempt_at).toBeNull();
    }
    await t.request(`/api/v1/webhooks/${created.json.data.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
  });

  it('retry a failed metrics.ingested with backoff, and deliver it on redelivery', async () => {
    receiver.received.length = 0;
    const created = await create(owner.cookie, { url: receiver.url, events: ['metrics.ingested'] });
    const subscriptionId = created.json.data.id as string;
    const secret = created.json.data.secret as string;

    receiver.answer(500);
    const ingest = await t.request(`/api/v1/campaigns/${owner.campaignId}/metrics`, {
      cookie: owner.cookie,
      body: {
        rows: [
          { date: '2026-03-01', impressions: 1000, clicks: 20, spend_cents: 5000 },
          { date: '2026-03-02', impressions: 1200, clicks: 30, spend_cents: 6000 },
        ],
      },
    });
    expect(ingest.status).toBe(200);
    expect(await deliverDueWebhooks(t.ctx)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const body = JSON.parse(receiver.received[0]!.body);
    expect(body).toMatchObject({
      event: 'metrics.ingested',
      data: {
        campaign_id: owner.campaignId,
        source: 'api',
        days: 2,
        from: '2026-03-01',
        to: '2026-03-02',
        spent_cents: 11000,
      },
    });

    const log = await t.request(`/api/v1/webhooks/${subscriptionId}/deliveries`, {
      cookie: owner.cookie,
    });
    const failed = log.json.data.deliveries[0];
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      max_attempts: WEBHOOK_MAX_ATTEMPTS,
      last_status_code: 500,
      last_error: 'The endpoint answered 500',
      response_excerpt: 'receiver is down',
    });
    const wait = (Date.parse(failed.next_attempt_at) - Date.parse(failed.last_attempt_at)) / 1000;
    const first = WEBHOOK_RETRY_DELAYS_SECONDS[0];
    expect(wait).toBeGreaterThanOrEqual(first * (1 - WEBHOOK_RETRY_JITTER) - 1);
    expect(wait).toBeLessThanOrEqual(first * (1 + WEBHOOK_RETRY_JITTER) + 1);
    // Not due yet: nothing is sent.
    expect(await deliverDueWebhooks(t.ctx)).toBe(0);

    const pending = await t.request(
      `/api/v1/webhooks/${subscriptionId}/deliveries?status=pending`,
      {
        cookie: owner.cookie,
      },
    );
    expect(pending.json.data.deliveries.map((d: { id: string }) => d.id)).toEqual([failed.id]);

    receiver.answer(200);
    const again = await t.request(`/api/v1/webhooks/deliveries/${failed.id}/redeliver`, {
      cookie: owner.cookie,
      body: {},
    });
    expect(again.status).toBe(201);
    expect(again.json.data).toMatchObject({
      status: 'pending',
      attempts: 0,
      redelivery_of: failed.id,
    });
    expect(await deliverDueWebhooks(t.ctx)).toBe(1);
    const resent = receiver.received[1]!;
    expect(JSON.parse(resent.body).id).toBe(body.id);
    expect(resent.headers['stratagent-delivery']).toBe(again.json.data.id);
    expect(
      verifyWebhookSignature(secret, resent.headers['stratagent-signature'] as string, resent.body),
    ).toBe(true);

    const detail = await t.request(`/api/v1/webhooks/deliveries/${again.json.data.id}`, {
      cookie: owner.cookie,
    });
    expect(detail.json.data).toMatchObject({ status: 'delivered', last_status_code: 200 });
    expect(detail.json.data.payload.id).toBe(body.id);

    // A CSV import is announced too.
    const csv = await t.app.request(`/api/v1/campaigns/${owner.campaignId}/metrics/import`, {
      method: 'POST',
      headers: {
        cookie: owner.cookie,
        origin: 'http://localhost:3000',
        'content-type': 'text/csv',
      },
      body: 'date,impressions,clicks,conversions,spend,revenue\n2026-03-03,100,5,1,10.00,30.00\n',
    });
    expect(csv.status).toBe(200);
    expect(await deliverDueWebhooks(t.ctx)).toBe(1);
    expect(JSON.parse(receiver.received[2]!.body).data).toMatchObject({ source: 'csv', days: 1 });
  });

  it('give up after the last attempt, and two workers never send one attempt twice', async () => {
    const delays = WEBHOOK_RETRY_DELAYS_SECONDS.map((_, i) => retryDelaySeconds(i + 1, () => 0.5));
    expect(delays).toEqual([...WEBHOOK_RETRY_DELAYS_SECONDS]);
    expect(retryDelaySeconds(WEBHOOK_MAX_ATTEMPTS)).toBeNull();

    receiver.received.length = 0;
    receiver.answer(503);
    const created = await create(owner.cookie, { url: receiver.url, events: ['metrics.ingested'] });
    const ping = await t.request(`/api/v1/webhooks/${created.json.data.id}/ping`, {
      cookie: owner.cookie,
      body: {},
    });
    const id = ping.json.data.id as string;
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
      await t.ctx.db.execute(
        sql`update webhook_deliveries set next_attempt_at = now() - interval '1 second' where id = ${id}::uuid and status = 'pending'`,
      );
      const sent = await Promise.all([deliverDueWebhooks(t.ctx), deliverDueWebhooks(t.ctx)]);
      expect(sent[0] + sent[1]).toBe(1);
    }
    const [row] = await queryRows<{ status: string; attempts: number; next_attempt_at: null }>(
      t.ctx.db,
      sql`select status, attempts, next_attempt_at from webhook_deliveries where id = ${id}::uuid`,
    );
    expect(row).toEqual({
      status: 'failed',
      attempts: WEBHOOK_MAX_ATTEMPTS,
      next_attempt_at: null,
    });
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    receiver.answer(200);
  });

  it('prune deliveries that ended more than the retention ago, never pending ones', async () => {
    const created = await create(owner.cookie, { url: receiver.url, events: ['metrics.ingested'] });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const ping = await t.request(`/api/v1/webhooks/${created.json.data.id}/ping`, {
        cookie: owner.cookie,
        body: {},
      });
      ids.push(ping.json.data.id as string);
    }
    const [old, oldPending, recent] = ids as [string, string, string];
    await t.ctx.db.execute(
      sql`update webhook_deliveries set status = 'delivered', next_attempt_at = null,
            created_at = now() - make_interval(days => ${WEBHOOK_DELIVERY_RETENTION_DAYS + 1})
          where id = ${old}::uuid`,
    );
    await t.ctx.db.execute(
      sql`update webhook_deliveries set created_at = now() - make_interval(days => ${WEBHOOK_DELIVERY_RETENTION_DAYS + 1})
          where id = ${oldPending}::uuid`,
    );
    await pruneWebhookDeliveries(t.ctx);
    const left = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select id from webhook_deliveries where id in (${old}::uuid, ${oldPending}::uuid, ${recent}::uuid)`,
    );
    expect(left.map((r) => r.id).sort()).toEqual([oldPending, recent].sort());
    // Its pending pings would be sent by the next test's delivery run.
    await t.request(`/api/v1/webhooks/${created.json.data.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
  });

  it('deliver approval.given when extracted business context is approved', async () => {
    receiver.received.length = 0;
    const created = await create(owner.cookie, { url: receiver.url, events: ['approval.given'] });
    const [record] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into business_context_history (org_id, agent_type, confidence_score, extracted_context, created_by)
          values (${owner.orgId}::uuid, 'strategy', 0.9, ${JSON.stringify({ industry: 'Coffee' })}::jsonb, ${owner.userId})
          returning id`,
    );
    const approved = await t.request(`/api/v1/business-context/history/${record!.id}/approve`, {
      method: 'PUT',
      cookie: owner.cookie,
    });
    expect(approved.status).toBe(200);
    expect(await deliverDueWebhooks(t.ctx)).toBe(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      event: 'approval.given',
      data: { kind: 'business_context', history_id: record!.id, approved_by: owner.userId },
    });
    await t.request(`/api/v1/webhooks/${created.json.data.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
  });

  it("deliver approval.given when a client approves an output in the portal, never to the client's user", async () => {
    receiver.received.length = 0;
    const agency = await t.createUser({
      organizationName: 'Hook Agency',
      organizationType: 'AGENCY',
    });
    const seed = seedFor(t.ctx.db, agency);
    const clientId = (await seed.client({ name: 'Fernleaf Dental' })).id;
    const outputId = (
      await seed.output('strategy', {
        clientId,
        outputType: 'portal_note',
        title: 'Spring messaging',
        content: { headline: 'Smile brighter' },
      })
    ).id;
    const created = await create(agency.cookie, { url: receiver.url, events: ['approval.given'] });
    expect(created.status).toBe(201);
    const guest = await addTeammate(t, agency.cookie, 'account_manager');
    await t.ctx.db.execute(
      sql`update user_roles set role_name = 'guest', client_id = ${clientId}::uuid where user_id = ${guest.userId}`,
    );
    // A client's user never reaches webhooks.
    const hidden = await t.request('/api/v1/webhooks', { cookie: guest.cookie });
    expect(hidden.status).toBe(403);

    const requested = await t.request(`/api/v1/outputs/${outputId}/approval-request`, {
      method: 'POST',
      cookie: agency.cookie,
    });
    expect(requested.status).toBe(201);
    const approved = await t.request(
      `/api/v1/portal/approvals/${requested.json.data.id}/decision`,
      {
        cookie: guest.cookie,
        body: { decision: 'approved' },
      },
    );
    expect(approved.status, approved.text).toBe(200);
    expect(await deliverDueWebhooks(t.ctx)).toBe(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      event: 'approval.given',
      organization_id: agency.orgId,
      data: {
        kind: 'output_approval',
        approval_id: requested.json.data.id,
        output_id: outputId,
        client_id: clientId,
        approved_by: guest.userId,
      },
    });
  });

  it('rotate the secret, pause and change a webhook', async () => {
    const created = await create(owner.cookie, { url: receiver.url, events: ['output.saved'] });
    const id = created.json.data.id as string;
    const rotated = await t.request(`/api/v1/webhooks/${id}/rotate-secret`, {
      cookie: owner.cookie,
      body: {},
    });
    expect(rotated.status).toBe(200);
    expect(rotated.json.data.secret).not.toBe(created.json.data.secret);
    const paused = await t.request(`/api/v1/webhooks/${id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: {
        active: false,
        events: ['approval.given', 'metrics.ingested'],
        description: 'Paused',
      },
    });
    expect(paused.status).toBe(200);
    expect(paused.json.data).toMatchObject({
      active: false,
      events: ['approval.given', 'metrics.ingested'],
      description: 'Paused',
    });
    const ping = await t.request(`/api/v1/webhooks/${id}/ping`, { cookie: owner.cookie, body: {} });
    expect(ping.status).toBe(409);
    expect(ping.json.error.message).toBe(WEBHOOK_MESSAGES.inactive);
    const bad = await t.request(`/api/v1/webhooks/${id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { url: 'http://example.com' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({
      message: WEBHOOK_MESSAGES.urlHttpsRequired,
      field: 'url',
    });
  });

  it('end every attempt at its deadline and let no organization hold the others', async () => {
    const slow = await startEndlessReceiver('trickle');
    receiver.received.length = 0;
    const theirs = await create(other.cookie, { url: slow.url, events: ['metrics.ingested'] });
    const mine = await create(owner.cookie, { url: receiver.url, events: ['metrics.ingested'] });
    // More of the slow organization's deliveries than the worker runs at once, all older than
    // the other organization's one.
    const slowPings: string[] = [];
    for (let i = 0; i <= WEBHOOK_CONCURRENCY; i++) {
      const ping = await t.request(`/api/v1/webhooks/${theirs.json.data.id}/ping`, {
        cookie: other.cookie,
        body: {},
      });
      slowPings.push(ping.json.data.id as string);
    }
    await t.request(`/api/v1/webhooks/${mine.json.data.id}/ping`, {
      cookie: owner.cookie,
      body: {},
    });

    expect(await deliverDueWebhooks(t.ctx)).toBe(slowPings.length + 1);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.at).toBeLessThan(slow.stats.firstEnd);
    expect(slow.stats.requests).toBe(slowPings.length);
    await vi.waitFor(() => expect(slow.stats.durations).toHaveLength(slowPings.length));
    expect(slow.stats.maxOpen).toBeLessThanOrEqual(WEBHOOK_CONCURRENCY_PER_ORG);
    for (const ms of slow.stats.durations) expect(ms).toBeLessThan(DEADLINE_MS + 1000);
    for (const id of slowPings)
      expect(await deliveryRow(t, id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: WEBHOOK_MESSAGES.deliveryTimeout,
        response_excerpt: null,
      });
    await slow.close();
    for (const [cookie, id] of [
      [other.cookie, theirs.json.data.id],
      [owner.cookie, mine.json.data.id],
    ])
      await t.request(`/api/v1/webhooks/${id}`, { method: 'DELETE', cookie });
  }, 20_000);

  it('read no more of an answer than the log keeps, so an endless one cannot hold the worker', async () => {
    const endless = await startEndlessReceiver('flood');
    const created = await create(owner.cookie, { url: endless.url, events: ['metrics.ingested'] });
    const ping = await t.request(`/api/v1/webhooks/${created.json.data.id}/ping`, {
      cookie: owner.cookie,
      body: {},
    });
    expect(await deliverDueWebhooks(t.ctx)).toBe(1);
    await vi.waitFor(() => expect(endless.stats.durations).toHaveLength(1));
    expect(endless.stats.durations[0]).toBeLessThan(DEADLINE_MS);
    const row = await deliveryRow(t, ping.json.data.id as string);
    expect(row).toMatchObject({ status: 'delivered', last_status_code: 200, last_error: null });
    expect(row.response_excerpt).toBe('x'.repeat(WEBHOOK_RESPONSE_EXCERPT_CHARS));
    await endless.close();
    await t.request(`/api/v1/webhooks/${created.json.data.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
  }, 20_000);

  it('say only "could not connect" when nothing answers, never the system error', async () => {
    const created = await create(owner.cookie, {
      url: `http://127.0.0.1:${await closedPort()}/hooks`,
      events: ['metrics.ingested'],
    });
    const ping = await t.request(`/api/v1/webhooks/${created.json.data.id}/ping`, {
      cookie: owner.cookie,
      body: {},
    });
    expect(await deliverDueWebhooks(t.ctx)).toBe(1);
    expect(await deliveryRow(t, ping.json.data.id as string)).toMatchObject({
      status: 'pending',
      last_status_code: null,
      last_error: WEBHOOK_MESSAGES.deliveryUnreachable,
      response_excerpt: null,
    });
    await t.request(`/api/v1/webhooks/${created.json.data.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
  });

  it('are documented in the OpenAPI document with the signature scheme', async () => {
    const doc = await t.request('/api/openapi.json');
    expect(doc.status).toBe(200);
    const create = doc.json.paths['/api/v1/webhooks'].post;
    expect(create.description).toContain('Stratagent-Signature: t=<timestamp>,v1=');
    expect(doc.json.paths['/api/v1/webhooks/deliveries/{id}/redeliver'].post.operationId).toBe(
      'redeliverWebhook',
    );
  });
});

describe('webhooks on a server started without WEBHOOK_ALLOW_LOCAL_HTTP', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['createUser']>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    // As `npm start` runs with NODE_ENV unset: nothing on this machine is reachable.
    t = await createTestApp({ rateLimits: true });
    owner = await t.createUser({ organizationName: 'Closed Roasters' });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const create = (url: string, cookie = owner.cookie) =>
    t.request('/api/v1/webhooks', { cookie, body: { url, events: ['metrics.ingested'] } });

  it('refuse this machine and private networks in every spelling', async () => {
    const port = new URL(receiver.url).port;
    for (const url of [
      receiver.url,
      `http://localhost:${port}/hooks`,
      `http://localhost.:${port}/hooks`,
      `http://2130706433:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://127.1:${port}/`,
      `http://[::1]:${port}/`,
      `https://[::ffff:127.0.0.1]:${port}/`,
      `https://[::ffff:7f00:1]:${port}/`,
      'https://0.0.0.0/',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.64.0.1/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://metadata.google.internal/',
    ]) {
      const res = await create(url);
      expect(res.status, url).toBe(400);
      expect(res.json.error).toMatchObject({
        message: WEBHOOK_MESSAGES.urlPrivateNetwork,
        field: 'url',
      });
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('check the address at connection time, and tell an open port from a closed one in no way', async () => {
    // URLs saved before today's rules, or names that resolve to this machine when sent.
    const port = new URL(receiver.url).port;
    const targets = [
      `http://localhost:${port}/hooks`,
      `https://[::ffff:127.0.0.1]:${port}/`,
      receiver.url,
      `http://127.0.0.1:${await closedPort()}/hooks`,
    ];
    const created = await create('https://hooks.example.com/stratagent');
    const id = created.json.data.id as string;
    const deliveries: string[] = [];
    for (const url of targets) {
      await t.ctx.db.execute(
        sql`update webhook_subscriptions set url = ${url} where id = ${id}::uuid`,
      );
      const ping = await t.request(`/api/v1/webhooks/${id}/ping`, {
        cookie: owner.cookie,
        body: {},
      });
      deliveries.push(ping.json.data.id as string);
      expect(await deliverDueWebhooks(t.ctx), url).toBe(1);
    }
    expect(receiver.received).toHaveLength(0);
    for (const [i, deliveryId] of deliveries.entries()) {
      const detail = await t.request(`/api/v1/webhooks/deliveries/${deliveryId}`, {
        cookie: owner.cookie,
      });
      expect(detail.json.data, targets[i]).toMatchObject({
        status: 'pending',
        last_status_code: null,
        last_error: WEBHOOK_MESSAGES.urlPrivateNetwork,
        response_excerpt: null,
      });
    }
    await t.request(`/api/v1/webhooks/${id}`, { method: 'DELETE', cookie: owner.cookie });
  });

  it('limit test events and redeliveries per organization, with a 429 that says so', async () => {
    const busy = await t.createUser({ organizationName: 'Busy Roasters' });
    const created = await create('https://hooks.example.com/stratagent', busy.cookie);
    const id = created.json.data.id as string;
    const ping = (cookie = busy.cookie) =>
      t.request(`/api/v1/webhooks/${id}/ping`, { cookie, body: {} });
    const first = await ping();
    expect(first.status).toBe(201);
    for (let i = 1; i < WEBHOOK_SENDS_PER_MINUTE; i++) expect((await ping()).status).toBe(201);
    const refused = await ping();
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('rate_limited');
    expect(refused.json.error.message).toContain(WEBHOOK_MESSAGES.tooManySends);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A redelivery draws on the same budget, and so does another admin of the organization.
    const redelivery = await t.request(
      `/api/v1/webhooks/deliveries/${first.json.data.id}/redeliver`,
      { cookie: busy.cookie, body: {} },
    );
    expect(redelivery.status).toBe(429);
    const admin = await addTeammate(t, busy.cookie, 'sme_admin');
    expect((await ping(admin.cookie)).status).toBe(429);
    const [{ count } = { count: -1 }] = await queryRows<{ count: number }>(
      t.ctx.db,
      sql`select count(*)::int as count from webhook_deliveries where subscription_id = ${id}::uuid`,
    );
    expect(count).toBe(WEBHOOK_SENDS_PER_MINUTE);
    // Another organization has a budget of its own.
    const elsewhere = await t.createUser({ organizationName: 'Open Roasters' });
    const theirs = await create('https://hooks.example.com/other', elsewhere.cookie);
    const pinged = await t.request(`/api/v1/webhooks/${theirs.json.data.id}/ping`, {
      cookie: elsewhere.cookie,
      body: {},
    });
    expect(pinged.status).toBe(201);
  });
});
