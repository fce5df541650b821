import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COMPETITOR_FIELD_LABELS,
  type Competitor,
  type CompetitorField,
  type updateCompetitorSchema,
} from '@/shared/competitive-intelligence';
import type { Db } from '../../db/client';
import { assertNameFree, rethrowDuplicate, textArray } from './create-competitor';
import {
  findCompetitorRow,
  inCompetitiveTx,
  insertAlert,
  withCounts,
  type CompetitiveCaller,
  type CompetitorRow,
} from './queries';

type Input = z.output<typeof updateCompetitorSchema>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Changes a competitor record; when anything actually changed, an alert names the fields
 * (a rename names the old and the new name), so the team sees what moved.
 */
export function updateCompetitor(
  db: Db,
  opts: { caller: CompetitiveCaller; id: string; input: Input },
): Promise<Competitor> {
  const { caller, id, input } = opts;
  return inCompetitiveTx(db, caller, async (tx) => {
    const before = await findCompetitorRow(tx, caller.orgId, id);
    const next: CompetitorRow = {
      ...before,
      name: input.name ?? before.name,
      website: input.website === undefined ? before.website : input.website,
      positioning: input.positioning === undefined ? before.positioning : input.positioning,
      strengths: input.strengths === undefined ? before.strengths : (input.strengths ?? []),
      weaknesses: input.weaknesses === undefined ? before.weaknesses : (input.weaknesses ?? []),
      notes: input.notes === undefined ? before.notes : input.notes,
    };
    const changed = (Object.keys(COMPETITOR_FIELD_LABELS) as CompetitorField[]).filter(
      (field) => !same(before[field], next[field]),
    );
    if (changed.length > 0) {
      if (changed.includes('name') && next.name.toLowerCase() !== before.name.toLowerCase())
        await assertNameFree(tx, caller.orgId, next.name, id);
      await tx
        .execute(
          sql`update competitors set name = ${next.name}, website = ${next.website}, positioning = ${next.positioning},
            strengths = ${textArray(next.strengths)}, weaknesses = ${textArray(next.weaknesses)}, notes = ${next.notes},
            updated_at = now()
          where org_id = ${caller.orgId}::uuid and id = ${id}::uuid`,
        )
        .catch(rethrowDuplicate);
      await insertAlert(tx, {
        orgId: caller.orgId,
        competitorId: id,
        kind: 'record_changed',
        summary: changeSummary(before, next, changed),
      });
    }
    const [competitor] = await withCounts(tx, caller.orgId, [
      await findCompetitorRow(tx, caller.orgId, id),
    ]);
    return competitor!;
  });
}

export function changeSummary(
  before: Pick<CompetitorRow, 'name'>,
  next: Pick<CompetitorRow, 'name'>,
  changed: CompetitorField[],
): string {
  const others = changed.filter((f) => f !== 'name').map((f) => COMPETITOR_FIELD_LABELS[f]);
  const renamed = changed.includes('name') ? `renamed from ${before.name} to ${next.name}` : '';
  const fields = others.length
    ? `${others.length === 1 ? others[0] : `${others.slice(0, -1).join(', ')} and ${others.at(-1)}`} updated`
    : '';
  return `${next.name}: ${[renamed, fields].filter(Boolean).join('; ')}`;
}
