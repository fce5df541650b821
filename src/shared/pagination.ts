/**
 * The list envelope's paging (decision 036): lists past one page follow `meta.next_cursor`
 * (keyset pagination); `offset` stays accepted for small jumps. `total` is counted only on
 * a page asked for without a cursor, the one that starts a listing: counting every matching
 * row again on each following page would cost as much as the offset it replaces. It counts
 * up to 1 000 (COUNT_LIMIT): a longer listing answers null rather than reading all its rows.
 */
import { z } from 'zod';

export const cursorParam = z
  .string()
  .max(512, { error: 'cursor is not valid' })
  .optional()
  .describe(
    'Opaque: the meta.next_cursor of the previous page. The way past one page (keyset pagination); offset is for small jumps only.',
  );

export const listMetaSchema = z.object({
  limit: z.number().int(),
  offset: z.number().int(),
  total: z
    .number()
    .int()
    .nullable()
    .describe(
      'How many match in all, counted on a page asked for without a cursor when they are 1 000 or fewer; else null',
    ),
  next_cursor: z.string().nullable().describe('The cursor of the next page; null on the last page'),
});
export type ListMeta = z.infer<typeof listMetaSchema>;
