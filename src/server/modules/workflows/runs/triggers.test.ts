import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { CAMPAIGN, groundedUser } from '../../agent-sessions/test-helpers';
import { startWorkflowRunner } from './runner';
import { fireDocumentAdded, fireDueSchedules, latestSlot } from './triggers';

describe('latestSlot', () => {
  const now = new Date('2026-11-25T10:30:00Z'); // a Wednesday
  it('is today at the hour, or yesterday before it', () => {
    expect(latestSlot({ type: 'schedule', every: 'day', hour: 9 }, now).toISOString()).toBe(
      '2026-11-25T09:00:00.000Z',
    );
    expect(latestSlot({ type: 'schedule', every: 'day', hour: 11 }, now).toISOString()).toBe(
      '2026-11-24T11:00:00.000Z',
    );
  });
  it('is the last Monday, and the 1st of the month', () => {
    expect(latestSlot({ type: 'schedule', every: 'week', hour: 9 }, now).toISOString()).toBe(
      '2026-11-23T09:00:00.000Z',
    );
    expect(latestSlot({ type: 'schedule', every: 'month', hour: 9 }, now).toISOString()).toBe(
      '2026-11-01T09:00:00.000Z',
    );
    const firstMorning = new Date('2026-12-01T08:00:00Z');
    expect(
      latestSlot({ type: 'schedule', every: 'month', hour: 9 }, firstMorning).toISOString(),
    ).toBe('2026-11-01T09:00:00.000Z');
  });
});

describe('scheduled and event triggers (Automation)', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof groundedUser>>;
  const ids: Record<string, string> = {};

  const graphWith = (trigger: object) => ({
    steps: [
      { id: 'start', kind: 'trigger', label: 'Start', position: { x: 0, y: 0 }, trigger },
      {
        id: 'tell',
        kind: 'notification',
        label: 'Tell the owner',
        position: { x: 0, y: 100 },
        to: 'owner',
        subject: 'Triggered',
        body: '',
      },
    ],
    edges: [{ from: 'start', to: 'tell' }],
  });
  const runsOf = async (workflowId: string) =>
    (await t.request(`/api/v1/workflows/${workflowId}/runs`, { cookie: user.cookie })).json
      .data as { status: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    user = await groundedUser(t);
    for (let i = 0; i < 10; i++)
      await t.request('/api/v1/campaigns', {
        cookie: user.cookie,
        body: { ...CAMPAIGN, name: `Campaign ${i}` },
      });
    await startWorkflowRunner(t.ctx);
    for (const [key, trigger] of Object.entries({
      schedule: { type: 'schedule', every: 'day', hour: 9 },
      document: { type: 'document_added' },
      threshold: { type: 'metric_threshold', metric: 'spend', comparison: 'above', value: 100 },
    })) {
      const res = await t.request('/api/v1/workflows', {
        cookie: user.cookie,
        body: { name: `On ${key}`, graph: graphWith(trigger) },
      });
      expect(res.json.data.runnable, JSON.stringify(res.json.data.issues)).toBe(true);
      ids[key] = res.json.data.id;
    }
  }, 60_000);
  afterAll(async () => {
    await t.ctx.workflowQueue.stop();
    await t.close();
  });

  it('starts a scheduled workflow once per slot, never for a slot before it existed', async () => {
    expect(await fireDueSchedules(t.ctx, new Date('2020-01-01T10:00:00Z'))).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000);
    tomorrow.setUTCHours(9, 5);
    expect(await fireDueSchedules(t.ctx, tomorrow)).toBe(1);
    expect(await fireDueSchedules(t.ctx, tomorrow)).toBe(0);
    expect(await runsOf(ids.schedule!)).toHaveLength(1);
  });

  it('starts a document_added workflow when a document is added', async () => {
    await fireDocumentAdded(t.ctx, user.orgId);
    expect(await runsOf(ids.document!)).toHaveLength(1);
    expect(await runsOf(ids.schedule!)).toHaveLength(1);
  });

  it('starts a threshold workflow when the metric crosses it, once until it goes back', async () => {
    const ingest = (spend: number, date: string) =>
      t.request(`/api/v1/campaigns/${user.campaignId}/metrics`, {
        cookie: user.cookie,
        body: {
          rows: [
            {
              date,
              impressions: 1000,
              clicks: 10,
              conversions: 1,
              spend_cents: spend,
              revenue_cents: 0,
            },
          ],
        },
      });
    const today = new Date().toISOString().slice(0, 10);
    expect((await ingest(5_000, today)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await runsOf(ids.threshold!)).toHaveLength(0);
    expect((await ingest(50_000, today)).status).toBe(200);
    for (let i = 0; i < 40 && (await runsOf(ids.threshold!)).length === 0; i++)
      await new Promise((r) => setTimeout(r, 250));
    expect(await runsOf(ids.threshold!)).toHaveLength(1);
    expect((await ingest(60_000, today)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await runsOf(ids.threshold!)).toHaveLength(1);
    const [row] = await queryRows<{ threshold_met: boolean }>(
      t.ctx.db,
      sql`select threshold_met from workflows where id = ${ids.threshold!}::uuid`,
    );
    expect(row!.threshold_met).toBe(true);
  }, 30_000);
});
