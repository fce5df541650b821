import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COMPETITOR_LIMITS,
  COMPETITOR_MESSAGES,
  type Competitor,
  type createCompetitorSchema,
} from '@/shared/competitive-intelligence';
import { queryRows, type Db, type Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/errors';
import { findCompetitorRow, inCompetitiveTx, withCounts, type CompetitiveCaller } from './queries';

type Input = z.output<typeof createCompetitorSchema>;

/** Records a competitor of the caller's organization (one record per name, whatever its case). */
export function createCompetitor(
  db: Db,
  opts: { caller: CompetitiveCaller; input: Input },
): Promise<Competitor> {
  const { caller, input } = opts;
  return inCompetitiveTx(db, caller, async (tx) => {
    if (input.client_id) await ownClient(tx, input.client_id);
    const [count] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from competitors where org_id = ${caller.orgId}::uuid`,
    );
    if ((count?.n ?? 0) >= COMPETITOR_LIMITS.perOrganization)
      throw new AppError('validation_error', COMPETITOR_MESSAGES.tooMany);
    await assertNameFree(tx, caller.orgId, input.name, null);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into competitors (org_id, client_id, name, website, positioning, strengths, weaknesses, notes, created_by)
          values (${caller.orgId}, ${input.client_id ?? null}, ${input.name}, ${input.website ?? null},
            ${input.positioning ?? null}, ${textArray(input.strengths ?? [])}, ${textArray(input.weaknesses ?? [])},
            ${input.notes ?? null}, ${caller.userId})
          returning id`,
    ).catch(rethrowDuplicate);
    const [competitor] = await withCounts(tx, caller.orgId, [
      await findCompetitorRow(tx, caller.orgId, row!.id),
    ]);
    return competitor!;
  });
}

/** A text[] parameter (drizzle sends a JS array as a record otherwise). */
export const textArray = (items: string[]) =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;

export async function assertNameFree(tx: Tx, orgId: string, name: string, except: string | null) {
  const [taken] = await queryRows<{ id: string }>(
    tx,
    sql`select id from competitors where org_id = ${orgId}::uuid and lower(name) = lower(${name})
        ${except ? sql`and id <> ${except}::uuid` : sql``} limit 1`,
  );
  if (taken) throw new AppError('conflict', COMPETITOR_MESSAGES.duplicateName, { field: 'name' });
}

/** Two requests racing for one name: the unique index refuses the second. */
export function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error))
    throw new AppError('conflict', COMPETITOR_MESSAGES.duplicateName, { field: 'name' });
  throw error;
}

async function ownClient(tx: Tx, id: string) {
  const [client] = await queryRows<{ id: string }>(
    tx,
    sql`select id from clients where id = ${id}::uuid`,
  );
  if (!client)
    throw new AppError('not_found', COMPETITOR_MESSAGES.clientNotFound, { field: 'client_id' });
}
