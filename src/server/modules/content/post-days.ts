/**
 * A content item's posts go out one a day (decision 051): `post_dates` holds `count` days
 * from `first`. One expression, so scheduling and a rewrite lay them out alike.
 */
import { sql, type SQL } from 'drizzle-orm';

export const postDays = (first: SQL, count: SQL): SQL =>
  sql`array(select ${first} + g from generate_series(0, ${count} - 1) g order by g)`;
