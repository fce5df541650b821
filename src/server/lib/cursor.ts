/**
 * Keyset pagination (decision 036): a list's `meta.next_cursor` names the last row it
 * answered by that list's sort key plus its id, so the next page starts right after it with
 * an index seek, however deep, where an offset would make the database walk every row
 * before it. The cursor is opaque to clients (base64url of the list's name and the key), not
 * a secret: it only positions a read that Row-Level Security still holds to the caller's
 * organization, so a cursor made elsewhere can never reveal another organization's rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Tx } from '../db/client';
import { AppError } from './errors';

export const INVALID_CURSOR =
  'cursor is not valid: send the meta.next_cursor of the previous page unchanged, or leave cursor out for the first page';

/** A timestamp as a cursor carries it: microseconds, so that rows a millisecond apart stay apart. */
export const cursorTimestamp = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

/** A row id as a cursor carries it: any uuid the database holds, whatever its version bits. */
export const cursorId = z.guid();

/** The SQL text of a timestamptz column in the form cursorTimestamp accepts. */
export const cursorTimestampSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type Key = readonly (string | number)[];

export function encodeCursor(list: string, key: Key): string {
  return Buffer.from(JSON.stringify([list, ...key])).toString('base64url');
}

/** The key of a cursor made for `list`, or a 400 naming the cursor. */
export function decodeCursor<T extends Key>(list: string, cursor: string, key: z.ZodType<T>): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed[0] !== list) throw invalidCursor();
  const result = key.safeParse(parsed.slice(1));
  if (!result.success) throw invalidCursor();
  return result.data;
}

const invalidCursor = () => new AppError('validation_error', INVALID_CURSOR, { field: 'cursor' });

/**
 * One page from `limit + 1` rows read: the first `limit`, and the cursor after the last of
 * them when there was one more (so the last page says null without a second query).
 */
export function pageOf<Row>(
  rows: Row[],
  limit: number,
  cursorOf: (row: Row) => string,
): { data: Row[]; nextCursor: string | null } {
  if (rows.length <= limit) return { data: rows, nextCursor: null };
  const data = rows.slice(0, limit);
  return { data, nextCursor: cursorOf(data[limit - 1]!) };
}

/**
 * How far a listing's first page counts. Counting reads every matching row, so a listing
 * past this many answers no total rather than paying for all of them on each first page.
 */
export const COUNT_LIMIT = 1000;

/**
 * meta.total: null on a page after a cursor (decision 036), the page's own length when the
 * first page is the whole list, otherwise counted — up to COUNT_LIMIT: `count(limit)` counts
 * at most `limit` rows, and a listing of more than COUNT_LIMIT answers null.
 */
/** How many rows `rows` (a `select 1 from … where …`) yields, counting at most `limit`. */
export async function countUpTo(tx: Tx, rows: SQL, limit: number): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    tx,
    sql`select count(*)::int as total from (${rows} limit ${limit}) counted`,
  );
  return row?.total ?? 0;
}

export async function totalOf(opts: {
  afterCursor: boolean;
  offset: number;
  page: { data: unknown[]; nextCursor: string | null };
  count: (limit: number) => Promise<number>;
}): Promise<number | null> {
  if (opts.afterCursor) return null;
  if (opts.offset === 0 && opts.page.nextCursor === null) return opts.page.data.length;
  const counted = await opts.count(COUNT_LIMIT + 1);
  return counted > COUNT_LIMIT ? null : counted;
}
