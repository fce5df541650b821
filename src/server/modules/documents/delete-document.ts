import { sql } from 'drizzle-orm';
import { DOCUMENT_MESSAGES } from '@/shared/documents';
import { queryRows, type Db } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import type { DocumentStorage } from './storage';

/** Deletes the document and its stored original. */
export async function deleteDocument(
  db: Db,
  storage: DocumentStorage,
  scope: TenantScope,
  id: string,
) {
  const key = await withTenant(db, scope, async (tx) => {
    const [row] = await queryRows<{ storage_key: string | null }>(
      tx,
      sql`delete from documents where id = ${id} returning storage_key`,
    );
    if (!row) throw new AppError('not_found', DOCUMENT_MESSAGES.notFound);
    return row.storage_key;
  });
  if (key) await storage.delete(key);
}
