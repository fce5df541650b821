import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { queryRows } from './client';
import { analyzeDatabase } from './statistics';

describe('planner statistics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser({ organizationName: 'Org A' });
  });
  afterAll(() => t.close());

  it('a pass gives the planner statistics of the tables', async () => {
    await analyzeDatabase(t.ctx.database);
    const [organizations] = await queryRows<{ analyzed: boolean; tuples: number }>(
      t.ctx.db,
      sql`select coalesce(last_analyze, last_autoanalyze) is not null as analyzed,
          (select reltuples from pg_class where oid = 'organizations'::regclass)::int as tuples
        from pg_stat_user_tables where relname = 'organizations'`,
    );
    expect(organizations).toEqual({ analyzed: true, tuples: expect.any(Number) });
    expect(organizations!.tuples).toBeGreaterThan(0);
  });
});
