import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_IMPORT_MAX_ROWS } from '@/shared/campaigns';
import { hashApiKey } from '../auth/resolve-caller';
import { activityLog, apiKeys, campaignDailyMetrics, campaigns } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

type User = Awaited<ReturnType<TestApp['createUser']>>;

describe('campaign metrics: ingest, CSV import and totals', () => {
  let t: TestApp;
  let a: User;
  let b: User;
  const key = 'sk_test_campaign_metrics_0123456789abcdef';

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.createUser({ organizationName: 'Metrics Co' });
    b = await t.createUser({ organizationName: 'Elsewhere Co' });
    await t.ctx.db.insert(apiKeys).values({
      orgId: a.orgId,
      userId: a.userId,
      name: 'Ads sync',
      prefix: key.slice(0, 10),
      keyHash: hashApiKey(key),
    });
  });
  afterAll(() => t.close());

  const newCampaign = async (user = a, body: Record<string, unknown> = {}) =>
    (
      await t.request('/api/v1/campaigns', {
        cookie: user.cookie,
        body: { name: 'Tracked', ...body },
      })
    ).json.data.id as string;
  const metrics = (id: string, user = a) =>
    t.request(`/api/v1/campaigns/${id}/metrics`, { cookie: user.cookie });
  async function importCsv(id: string, csv: string, opts: { user?: User; type?: string } = {}) {
    const res = await t.app.request(`/api/v1/campaigns/${id}/metrics/import`, {
      method: 'POST',
      headers: {
        cookie: (opts.user ?? a).cookie,
        origin: TEST_ORIGIN,
        'content-type': opts.type ?? 'text/csv',
      },
      body: csv,
    });
    return { status: res.status, json: (await res.json()) as any };
  }

  it('ingests by bearer API key, upserts by date and keeps spent_cents the sum of the days', async () => {
    const id = await newCampaign(a, { budget_cents: 100_000 });
    const ingest = (rows: unknown[]) =>
      t.request(`/api/v1/campaigns/${id}/metrics`, {
        body: { rows },
        headers: { authorization: `Bearer ${key}`, origin: '' },
      });

    const first = await ingest([
      {
        date: '2026-01-02',
        impressions: 1000,
        clicks: 50,
        conversions: 5,
        spend_cents: 2500,
        revenue_cents: 9000,
      },
      {
        date: '2026-01-01',
        impressions: 800,
        clicks: 30,
        conversions: 1,
        spend_cents: 1500,
        revenue_cents: 2000,
      },
    ]);
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ upserted: 2, spent_cents: 4000 });

    const second = await ingest([
      {
        date: '2026-01-02',
        impressions: 1200,
        clicks: 60,
        conversions: 6,
        spend_cents: 3000,
        revenue_cents: 12000,
      },
    ]);
    expect(second.json.data).toEqual({ upserted: 1, spent_cents: 4500 });

    const [row] = await t.ctx.db
      .select({ spent: campaigns.spentCents })
      .from(campaigns)
      .where(eq(campaigns.id, id));
    expect(row?.spent).toBe(4500);

    const res = await metrics(id);
    expect(res.status).toBe(200);
    expect(res.json.data.daily).toEqual([
      {
        date: '2026-01-01',
        impressions: 800,
        clicks: 30,
        conversions: 1,
        spend_cents: 1500,
        revenue_cents: 2000,
      },
      {
        date: '2026-01-02',
        impressions: 1200,
        clicks: 60,
        conversions: 6,
        spend_cents: 3000,
        revenue_cents: 12000,
      },
    ]);
    expect(res.json.data.totals).toEqual({
      impressions: 2000,
      clicks: 90,
      conversions: 7,
      spend_cents: 4500,
      revenue_cents: 14000,
      ctr: 4.5,
      conversion_rate: 7.78,
      cpa_cents: 643,
      roas: 3.11,
      roi_percentage: 211.11,
    });
    expect(res.json.data).toMatchObject({ budget_cents: 100_000, spent_cents: 4500 });
    expect(
      (await t.request(`/api/v1/campaigns/${id}`, { cookie: a.cookie })).json.data.spent_cents,
    ).toBe(4500);
  });

  it('answers null ratios when there is nothing to divide by', async () => {
    const id = await newCampaign();
    const empty = await metrics(id);
    expect(empty.json.data).toEqual({
      daily: [],
      totals: {
        impressions: 0,
        clicks: 0,
        conversions: 0,
        spend_cents: 0,
        revenue_cents: 0,
        ctr: null,
        conversion_rate: null,
        cpa_cents: null,
        roas: null,
        roi_percentage: null,
      },
      budget_cents: null,
      spent_cents: 0,
    });
  });

  it.each([
    [{ rows: [] }],
    [{ rows: [{ date: '2026-02-30' }] }],
    [{ rows: [{ date: 'yesterday' }] }],
    [{ rows: [{ date: '2026-01-01', clicks: -1 }] }],
    [{ rows: [{ date: '2026-01-01', clicks: 1.5 }] }],
    [{ rows: [{ date: '2026-01-01' }, { date: '2026-01-01' }] }],
    [{}],
  ])('refuses the ingest body %j with 400 and saves nothing', async (body) => {
    const id = await newCampaign();
    const res = await t.request(`/api/v1/campaigns/${id}/metrics`, { cookie: a.cookie, body });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBeTruthy();
    expect(
      await t.ctx.db
        .select()
        .from(campaignDailyMetrics)
        .where(eq(campaignDailyMetrics.campaignId, id)),
    ).toEqual([]);
  });

  it('imports a CSV in any column order and case, in dollars, ignoring extra columns', async () => {
    const id = await newCampaign();
    const csv = [
      '\uFEFFRevenue,Date,Clicks,Campaign,Impressions,Spend,Conversions',
      '"1,250.00",2026-03-02,40,Spring,"2,000",$99.99,4',
      '',
      '0,2026-03-01,0,Spring,0,1.005,0',
      '300.5,2026-03-03,10,Spring,500,,1',
    ].join('\r\n');
    const res = await importCsv(id, csv);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      imported: 3,
      spent_cents: 9999 + 101,
      first_date: '2026-03-01',
      last_date: '2026-03-03',
    });

    const daily = (await metrics(id)).json.data.daily;
    expect(daily).toEqual([
      {
        date: '2026-03-01',
        impressions: 0,
        clicks: 0,
        conversions: 0,
        spend_cents: 101,
        revenue_cents: 0,
      },
      {
        date: '2026-03-02',
        impressions: 2000,
        clicks: 40,
        conversions: 4,
        spend_cents: 9999,
        revenue_cents: 125000,
      },
      {
        date: '2026-03-03',
        impressions: 500,
        clicks: 10,
        conversions: 1,
        spend_cents: 0,
        revenue_cents: 30050,
      },
    ]);
    const actions = await t.ctx.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.entityId, id));
    expect(actions.map((row) => row.action)).toContain('metrics.imported');
  });

  it.each([
    [
      'date,impressions,clicks,conversions,spend,revenue\n2026-01-01,10,1,0,5,0\n2026-01-02,10,abc,0,5,0',
      'Row 3: "abc" is not a valid number for clicks',
    ],
    [
      'date,impressions,clicks,conversions,spend,revenue\n2026-01-01,10,1,0,5,0\n01/02/2026,10,1,0,5,0',
      'Row 3: "01/02/2026" is not a valid date (use YYYY-MM-DD)',
    ],
    [
      'date,impressions,clicks,conversions,spend,revenue\n2026-01-01,10,-1,0,5,0',
      'Row 2: clicks cannot be negative ("-1")',
    ],
    [
      'date,impressions,clicks,conversions,spend,revenue\n2026-01-01,10,1,0,12;50,0',
      'Row 2: "12;50" is not a valid number for spend',
    ],
    [
      'date,impressions,clicks,conversions,spend,revenue\n2026-01-01,1,1,0,5,0\n2026-01-01,2,1,0,5,0',
      'Row 3: the date 2026-01-01 appears more than once (also Row 2)',
    ],
    ['date,impressions,clicks,conversions,spend,revenue\n,1,1,0,5,0', 'Row 2: the date is missing'],
    [
      '2026-01-01,10,1,0,5,0\n2026-01-02,10,1,0,5,0',
      'The first row must be a header naming the columns date, impressions, clicks, conversions, spend, revenue',
    ],
    [
      'impressions,clicks,spend\n10,1,5',
      'The header is missing the column date (expected date, impressions, clicks, conversions, spend, revenue)',
    ],
    [
      'date,campaign\n2026-01-01,Spring',
      'The header names only the date: add at least one of impressions, clicks, conversions, spend, revenue',
    ],
    [
      'date,impressions,clicks,conversions,spend,revenue\n',
      'The CSV file has no rows of data under its header',
    ],
    ['', 'The CSV file is empty'],
    ['  \n \n', 'The CSV file is empty'],
  ])('refuses a bad CSV (%j) with a precise message and saves nothing', async (csv, message) => {
    const id = await newCampaign();
    const res = await importCsv(id, csv);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(message);
    expect(
      await t.ctx.db
        .select()
        .from(campaignDailyMetrics)
        .where(eq(campaignDailyMetrics.campaignId, id)),
    ).toEqual([]);
    const [row] = await t.ctx.db
      .select({ spent: campaigns.spentCents })
      .from(campaigns)
      .where(eq(campaigns.id, id));
    expect(row?.spent).toBe(0);
  });

  it('refuses more rows than the import maximum, a wrong content type and an oversized file', async () => {
    const id = await newCampaign();
    const start = Date.UTC(2000, 0, 1);
    const lines = Array.from(
      { length: METRICS_IMPORT_MAX_ROWS + 1 },
      (_, i) => `${new Date(start + i * 86_400_000).toISOString().slice(0, 10)},1,1,0,1,0`,
    );
    const tooMany = await importCsv(
      id,
      `date,impressions,clicks,conversions,spend,revenue\n${lines.join('\n')}`,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.message).toBe(
      `The file has ${METRICS_IMPORT_MAX_ROWS + 1} rows of data; the maximum is ${METRICS_IMPORT_MAX_ROWS} per import`,
    );

    const json = await importCsv(id, '{"rows":[]}', { type: 'application/json' });
    expect(json.status).toBe(415);
    expect(json.json.error.message).toBe(
      'Send the CSV file as the request body with Content-Type: text/csv',
    );

    const huge = await importCsv(
      id,
      `date,impressions,clicks,conversions,spend,revenue\n${'x'.repeat(2 * 1024 * 1024)}`,
    );
    expect(huge.status).toBe(413);
    expect(huge.json.error.message).toMatch(/larger than 2 MB/);
    expect(
      await t.ctx.db
        .select()
        .from(campaignDailyMetrics)
        .where(eq(campaignDailyMetrics.campaignId, id)),
    ).toEqual([]);
  });

  it('imports the maximum number of rows at once', async () => {
    const id = await newCampaign();
    const start = Date.UTC(2010, 0, 1);
    const lines = Array.from(
      { length: METRICS_IMPORT_MAX_ROWS },
      (_, i) => `${new Date(start + i * 86_400_000).toISOString().slice(0, 10)},100,5,1,2.50,10`,
    );
    const res = await importCsv(
      id,
      `date,impressions,clicks,conversions,spend,revenue\n${lines.join('\n')}`,
    );
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      imported: METRICS_IMPORT_MAX_ROWS,
      spent_cents: METRICS_IMPORT_MAX_ROWS * 250,
    });
  });

  describe('nothing lost on ingest (issue 26, hole 8)', () => {
    const full = {
      impressions: 1000,
      clicks: 50,
      conversions: 5,
      spend_cents: 2500,
      revenue_cents: 9000,
    };
    const ingest = (id: string, rows: unknown[], query = '') =>
      t.request(`/api/v1/campaigns/${id}/metrics${query}`, { cookie: a.cookie, body: { rows } });
    const dayOf = async (id: string, date: string) =>
      (await metrics(id)).json.data.daily.find((d: { date: string }) => d.date === date);
    const campaignWithDay = async () => {
      const id = await newCampaign();
      expect((await ingest(id, [{ date: '2026-04-01', ...full }])).status).toBe(200);
      return id;
    };

    it('a row carrying one figure changes only that figure; a new day starts the others at 0', async () => {
      const id = await campaignWithDay();
      const res = await ingest(id, [
        { date: '2026-04-01', impressions: 1200 },
        { date: '2026-04-02', clicks: 7 },
      ]);
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ upserted: 2, spent_cents: 2500 });
      expect(await dayOf(id, '2026-04-01')).toEqual({
        date: '2026-04-01',
        ...full,
        impressions: 1200,
      });
      expect(await dayOf(id, '2026-04-02')).toEqual({
        date: '2026-04-02',
        impressions: 0,
        clicks: 7,
        conversions: 0,
        spend_cents: 0,
        revenue_cents: 0,
      });
      expect((await metrics(id)).json.data.spent_cents).toBe(2500);
    });

    it('replaces the whole day only when asked: ?mode=replace sets what the row leaves out to 0', async () => {
      const id = await campaignWithDay();
      const merged = await ingest(id, [{ date: '2026-04-01', spend_cents: 3000 }], '?mode=merge');
      expect(merged.json.data.spent_cents).toBe(3000);
      expect(await dayOf(id, '2026-04-01')).toEqual({
        date: '2026-04-01',
        ...full,
        spend_cents: 3000,
      });
      const replaced = await ingest(
        id,
        [{ date: '2026-04-01', revenue_cents: 100 }],
        '?mode=replace',
      );
      expect(replaced.status).toBe(200);
      expect(replaced.json.data).toEqual({ upserted: 1, spent_cents: 0 });
      expect(await dayOf(id, '2026-04-01')).toEqual({
        date: '2026-04-01',
        impressions: 0,
        clicks: 0,
        conversions: 0,
        spend_cents: 0,
        revenue_cents: 100,
      });
      const bad = await ingest(id, [{ date: '2026-04-01', clicks: 1 }], '?mode=overwrite');
      expect(bad.status).toBe(400);
      expect(bad.json.error.message).toBe('mode must be merge or replace');
      expect((await dayOf(id, '2026-04-01')).clicks).toBe(0);
    });

    it('a CSV with fewer columns, or empty cells, keeps the figures it does not carry', async () => {
      const id = await campaignWithDay();
      const fewer = await importCsv(id, 'date,clicks\n2026-04-01,60\n2026-04-02,3');
      expect(fewer.status).toBe(200);
      expect(fewer.json.data).toEqual({
        imported: 2,
        spent_cents: 2500,
        first_date: '2026-04-01',
        last_date: '2026-04-02',
      });
      const empty = await importCsv(
        id,
        'date,impressions,clicks,conversions,spend,revenue\n2026-04-01,,,7,,\n2026-04-02,5',
      );
      expect(empty.status).toBe(200);
      expect((await metrics(id)).json.data.daily).toEqual([
        { date: '2026-04-01', ...full, clicks: 60, conversions: 7 },
        {
          date: '2026-04-02',
          impressions: 5,
          clicks: 3,
          conversions: 0,
          spend_cents: 0,
          revenue_cents: 0,
        },
      ]);
    });

    it('a CSV imported with ?mode=replace replaces each of its days whole', async () => {
      const id = await campaignWithDay();
      const res = await t.app.request(`/api/v1/campaigns/${id}/metrics/import?mode=replace`, {
        method: 'POST',
        headers: { cookie: a.cookie, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
        body: 'date,spend\n2026-04-01,12.50',
      });
      expect(res.status).toBe(200);
      expect(await dayOf(id, '2026-04-01')).toEqual({
        date: '2026-04-01',
        impressions: 0,
        clicks: 0,
        conversions: 0,
        spend_cents: 1250,
        revenue_cents: 0,
      });
    });

    it('the OpenAPI document says which is which', async () => {
      const doc = (await t.request('/api/openapi.json')).json;
      for (const path of [
        '/api/v1/campaigns/{id}/metrics',
        '/api/v1/campaigns/{id}/metrics/import',
      ]) {
        const operation = doc.paths[path].post;
        expect(operation.description, path).toMatch(/mode=merge.*default.*mode=replace/s);
        const mode = operation.parameters.find((p: { name: string }) => p.name === 'mode');
        expect(mode, path).toMatchObject({ in: 'query', schema: { enum: ['merge', 'replace'] } });
        expect(JSON.stringify(mode), path).toMatch(/keeps every figure the row leaves out/);
      }
    });
  });

  it("answers 404 for another organization's campaign on every metrics endpoint and leaves it alone", async () => {
    const theirs = await newCampaign(b);
    await t.request(`/api/v1/campaigns/${theirs}/metrics`, {
      cookie: b.cookie,
      body: { rows: [{ date: '2026-05-01', impressions: 10, spend_cents: 700 }] },
    });
    const csv = 'date,impressions,clicks,conversions,spend,revenue\n2026-05-01,999,9,9,999,999';
    const attempts = [
      await metrics(theirs),
      await t.request(`/api/v1/campaigns/${theirs}/metrics`, {
        cookie: a.cookie,
        body: { rows: [{ date: '2026-05-01', spend_cents: 1 }] },
      }),
      await t.request(`/api/v1/campaigns/${theirs}/metrics`, {
        body: { rows: [{ date: '2026-05-01', spend_cents: 1 }] },
        headers: { authorization: `Bearer ${key}`, origin: '' },
      }),
      await importCsv(theirs, csv),
      await importCsv('not-a-uuid', csv),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Campaign not found');
    }
    const own = await metrics(theirs, b);
    expect(own.json.data.daily).toEqual([
      {
        date: '2026-05-01',
        impressions: 10,
        clicks: 0,
        conversions: 0,
        spend_cents: 700,
        revenue_cents: 0,
      },
    ]);
    expect(own.json.data.spent_cents).toBe(700);
  });
});
