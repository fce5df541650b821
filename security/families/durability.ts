/**
 * Durability: SIGKILL the server in the middle of a burst of concurrent writes, start it
 * again on the same data directory or database, and find every write that was answered 2xx.
 */
import { isOk, type Answer, type Client } from '../lib/client';
import type { Org } from '../lib/fixture';
import { signIn } from '../lib/fixture';
import { clip, fail, newResult, type FamilyResult } from '../lib/report';
import type { ServerProcess } from '../lib/server';

const WRITERS = 8;
const KILL_AFTER_ACKS = 60;

export async function runDurability(server: ServerProcess, org: Org): Promise<FamilyResult> {
  const result = newResult('durability');
  const c = org.owner.client;
  const acknowledged: { id: string; name: string }[] = [];
  let killed = false;
  let sent = 0;

  const writer = async (lane: number) => {
    for (let i = 0; !killed; i++) {
      const name = `Durable ${org.marker} ${lane}-${i}`;
      sent++;
      const answer = await c.request('POST', '/api/v1/campaigns', {
        json: { name, description: `Written during the kill -9 burst (${lane}-${i})` },
        timeoutMs: 10_000,
      });
      if (isOk(answer.status))
        acknowledged.push({ id: (answer.json as { data: { id: string } }).data.id, name });
      else if (!killed && answer.status !== 0)
        fail(
          result,
          `POST /api/v1/campaigns before the kill → ${answer.status}: ${clip(answer.text)}`,
        );
      if (answer.status === 0) return;
    }
  };
  const lanes = Array.from({ length: WRITERS }, (_, lane) => writer(lane));
  const deadline = Date.now() + 30_000;
  while (acknowledged.length < KILL_AFTER_ACKS && Date.now() < deadline && result.failed === 0) {
    await new Promise((r) => setTimeout(r, 5));
  }
  await server.kill9();
  killed = true;
  await Promise.all(lanes);
  result.tried = sent;
  result.notes.push(
    `killed with SIGKILL after ${acknowledged.length} acknowledged of ${sent} sent writes`,
  );

  const restartStarted = Date.now();
  try {
    await server.start({ rateLimits: false }, false);
  } catch (error) {
    fail(
      result,
      `the server did not start again after kill -9 on the same ${server.leg.name === 'pglite' ? 'data directory' : 'database'}: ${(error as Error).message}`,
    );
    return result;
  }
  result.notes.push(`restarted in ${((Date.now() - restartStarted) / 1000).toFixed(1)} s`);

  // Sessions live in the database; sign in again if the cookie did not survive.
  if ((await c.get('/api/v1/me')).status === 401) await signIn(c, org.owner.email);
  const listed = await c
    .data<{ id: string; name: string }[]>(
      'GET',
      '/api/v1/campaigns?include_archived=true&limit=100',
    )
    .catch(() => []);
  const byId = new Set(listed.map((x) => x.id));
  for (const write of acknowledged) {
    if (byId.has(write.id)) continue;
    const one = await c.get(`/api/v1/campaigns/${write.id}`);
    if (one.status === 200 && (one.json as { data: { name: string } }).data.name === write.name)
      continue;
    fail(
      result,
      `LOST WRITE: campaign ${write.id} "${write.name}" was answered 2xx before the kill, GET answers ${one.status}`,
    );
  }
  result.refused = sent - acknowledged.length;
  await checkPartialIngest(c, org.marker, result);
  return result;
}

type Day = Record<
  'impressions' | 'clicks' | 'conversions' | 'spend_cents' | 'revenue_cents',
  number
>;

/**
 * Nothing lost on ingest (issue 26, hole 8): a row, a CSV column or a CSV cell that leaves a
 * figure out keeps the stored one; only `?mode=replace` overwrites the whole day.
 */
async function checkPartialIngest(c: Client, marker: string, result: FamilyResult) {
  const full: Day = {
    impressions: 1000,
    clicks: 50,
    conversions: 5,
    spend_cents: 2500,
    revenue_cents: 9000,
  };
  const date = '2026-01-05';
  const campaign = await c
    .data<{ id: string }>('POST', '/api/v1/campaigns', { name: `Ingest ${marker}` })
    .catch((error: Error) => {
      fail(result, `creating the ingest campaign: ${error.message}`);
      return null;
    });
  if (!campaign) return;
  const path = `/api/v1/campaigns/${campaign.id}/metrics`;
  const day = async () =>
    (await c.data<{ daily: ({ date: string } & Day)[] }>('GET', path)).daily.find(
      (d) => d.date === date,
    );
  const writes: [string, () => Promise<Answer>, Day][] = [
    ['a full row', () => c.post(path, { rows: [{ date, ...full }] }), full],
    [
      'a row with impressions only',
      () => c.post(path, { rows: [{ date, impressions: 1200 }] }),
      { ...full, impressions: 1200 },
    ],
    [
      'a CSV with the date and clicks columns only',
      () =>
        c.request('POST', `${path}/import`, {
          body: 'date,clicks\n2026-01-05,60',
          headers: { 'content-type': 'text/csv' },
        }),
      { ...full, impressions: 1200, clicks: 60 },
    ],
    [
      'a CSV row with empty cells',
      () =>
        c.request('POST', `${path}/import`, {
          body: 'date,impressions,clicks,conversions,spend,revenue\n2026-01-05,,,7,,',
          headers: { 'content-type': 'text/csv' },
        }),
      { ...full, impressions: 1200, clicks: 60, conversions: 7 },
    ],
    [
      'a row with mode=replace',
      () => c.post(`${path}?mode=replace`, { rows: [{ date, revenue_cents: 100 }] }),
      { impressions: 0, clicks: 0, conversions: 0, spend_cents: 0, revenue_cents: 100 },
    ],
  ];
  for (const [what, write, expected] of writes) {
    result.tried++;
    const answer = await write();
    if (!isOk(answer.status)) {
      fail(result, `ingest of ${what} → ${answer.status}: ${clip(answer.text)}`);
      return;
    }
    const stored = await day();
    const lost = (Object.keys(expected) as (keyof Day)[]).filter(
      (figure) => stored?.[figure] !== expected[figure],
    );
    if (lost.length)
      fail(
        result,
        `LOST ON INGEST: after ${what}, ${lost.map((f) => `${f} is ${stored?.[f]} (expected ${expected[f]})`).join(', ')}`,
      );
  }
}
