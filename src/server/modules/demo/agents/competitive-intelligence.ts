/**
 * Competitive intelligence demo data: three competitors Northwind Coffee Roasters meets in
 * Portland and online, two the Brightline agency pitches against, and alerts about changes
 * to their records (Northwind has one read, one unread).
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { textArray } from '../../competitive-intelligence/create-competitor';
import type { DemoSeed } from './index';

type DemoCompetitor = {
  name: string;
  website: string;
  positioning: string;
  strengths: string[];
  weaknesses: string[];
  notes: string | null;
};

/** Fictional companies (example.com sites): demo data says nothing about real brands. */
const SME_COMPETITORS: DemoCompetitor[] = [
  {
    name: 'Ridgeline Roasting Co.',
    website: 'https://ridgeline.example.com',
    positioning:
      'A national specialty roaster born in Portland: bagged beans and cold brew in grocery chains, cafés in five cities.',
    strengths: ['Brand recognition in Portland', 'Grocery shelf presence', 'Cold brew range'],
    weaknesses: ['Beans sit weeks on grocery shelves', 'Vague sourcing stories'],
    notes: 'Their wholesale reps visit our café accounts twice a year with volume discounts.',
  },
  {
    name: 'Copperpot Coffee',
    website: 'https://copperpot.example.com',
    positioning: 'A premium café chain with a polished subscription for design-minded buyers.',
    strengths: ['Café experience', 'Polished subscription app', 'Freshness promise'],
    weaknesses: ['Premium prices', 'No wholesale programme for independent cafés'],
    notes: null,
  },
  {
    name: 'BeanBox Club',
    website: 'https://beanbox.example.com',
    positioning:
      'A subscription marketplace matching home brewers to beans from 50+ roasters with a taste quiz.',
    strengths: ['Choice of roasters', 'Onboarding quiz', 'Large paid-social budget'],
    weaknesses: ['No single roaster’s story', 'Roast-to-door takes 5–7 days'],
    notes: 'Runs first-bag discounts every spring, the same weeks as our subscription relaunch.',
  },
];

const AGENCY_COMPETITORS: DemoCompetitor[] = [
  {
    name: 'Harborlight Digital',
    website: 'https://harborlight.example.com',
    positioning: 'A performance-marketing agency selling paid search retainers to retailers.',
    strengths: ['Paid search certifications', 'Low entry retainer'],
    weaknesses: ['No content or lifecycle e-mail team', 'Junior account managers'],
    notes: 'Pitched against us for the clinic group last quarter.',
  },
  {
    name: 'Fieldnote Creative',
    website: 'https://fieldnote.example.com',
    positioning: 'A brand and content studio for healthcare and wellness companies.',
    strengths: ['Award-winning creative', 'Healthcare compliance experience'],
    weaknesses: ['No paid media buying', 'Slow turnaround'],
    notes: null,
  },
];

const ALERTS: Record<'SME' | 'AGENCY', { competitor: string; summary: string; read: boolean }[]> = {
  SME: [
    { competitor: 'BeanBox Club', summary: 'BeanBox Club: notes updated', read: false },
    {
      competitor: 'Ridgeline Roasting Co.',
      summary: 'Ridgeline Roasting Co.: strengths and notes updated',
      read: true,
    },
  ],
  AGENCY: [
    {
      competitor: 'Harborlight Digital',
      summary: 'Harborlight Digital: weaknesses and notes updated',
      read: false,
    },
  ],
};

export const seedCompetitiveIntelligence: DemoSeed = async (tx, input) => {
  const competitors = input.organizationType === 'SME' ? SME_COMPETITORS : AGENCY_COMPETITORS;
  const ids = new Map<string, string>();
  for (const c of competitors) {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into competitors (org_id, name, website, positioning, strengths, weaknesses, notes, created_by)
          values (${input.orgId}, ${c.name}, ${c.website}, ${c.positioning}, ${textArray(c.strengths)},
            ${textArray(c.weaknesses)}, ${c.notes}, ${input.userId})
          returning id`,
    );
    ids.set(c.name, row!.id);
  }
  for (const [i, alert] of ALERTS[input.organizationType].entries()) {
    const days = 2 + i * 6;
    await tx.execute(sql`insert into competitor_alerts (org_id, competitor_id, kind, summary, read_at, created_at)
      values (${input.orgId}, ${ids.get(alert.competitor)!}, 'record_changed', ${alert.summary},
        ${alert.read ? sql`now() - make_interval(days => ${days - 1})` : sql`null`},
        now() - make_interval(days => ${days}))`);
  }
};
