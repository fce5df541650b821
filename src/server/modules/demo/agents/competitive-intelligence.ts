/**
 * Competitive intelligence demo data for Northwind Coffee Roasters: three competitors it
 * meets in Portland and online, and two alerts about changes to their records (one read).
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import type { DemoSeed } from './index';

const COMPETITORS = [
  {
    name: 'Stumptown Coffee Roasters',
    website: 'https://www.stumptowncoffee.com',
    positioning:
      'Portland’s best-known specialty roaster, now national: cold brew in grocery stores, cafés in five cities.',
    strengths: ['Brand recognition in Portland', 'Grocery shelf presence', 'Cold brew range'],
    weaknesses: ['Beans sit weeks on grocery shelves', 'Little say in direct-trade stories'],
    notes: 'Wholesale reps visit our café accounts twice a year with volume discounts.',
  },
  {
    name: 'Blue Bottle Coffee',
    website: 'https://bluebottlecoffee.com',
    positioning: 'Premium café experience and a polished subscription for design-minded buyers.',
    strengths: ['Café experience', 'Polished subscription app', 'Freshness promise'],
    weaknesses: ['Premium prices', 'No wholesale programme for independent cafés'],
    notes: null,
  },
  {
    name: 'Trade Coffee',
    website: 'https://www.drinktrade.com',
    positioning:
      'A subscription marketplace matching home brewers to beans from 50+ roasters with a taste quiz.',
    strengths: ['Choice of roasters', 'Onboarding quiz', 'Large paid-social budget'],
    weaknesses: ['No single roaster’s story', 'Roast-to-door takes 5–7 days'],
    notes: 'Runs first-bag discounts every spring, the same weeks as our subscription relaunch.',
  },
] as const;

export const seedCompetitiveIntelligence: DemoSeed = async (tx, input) => {
  if (input.organizationType !== 'SME') return;
  const ids = new Map<string, string>();
  for (const c of COMPETITORS) {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into competitors (org_id, name, website, positioning, strengths, weaknesses, notes, created_by)
          values (${input.orgId}, ${c.name}, ${c.website}, ${c.positioning},
            array[${sql.join(
              c.strengths.map((s) => sql`${s}`),
              sql`, `,
            )}]::text[],
            array[${sql.join(
              c.weaknesses.map((s) => sql`${s}`),
              sql`, `,
            )}]::text[],
            ${c.notes}, ${input.userId})
          returning id`,
    );
    ids.set(c.name, row!.id);
  }
  await tx.execute(sql`insert into competitor_alerts (org_id, competitor_id, kind, summary, read_at, created_at)
    values
      (${input.orgId}, ${ids.get('Trade Coffee')!}, 'record_changed',
        'Trade Coffee: notes updated', null, now() - interval '2 days'),
      (${input.orgId}, ${ids.get('Stumptown Coffee Roasters')!}, 'record_changed',
        'Stumptown Coffee Roasters: strengths and notes updated', now() - interval '6 days', now() - interval '8 days')`);
};
