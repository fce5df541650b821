import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPES,
  FILE_NAME_MAX,
  defaultTitle,
  extensionOf,
  isDocumentExtension,
} from '@/shared/documents';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { recordDocumentMentions } from '../competitive-intelligence/record-document-mentions';
import { extractText } from './extract-text';
import { findDocument, presentSummary } from './queries';
import { storageKey, type DocumentStorage } from './storage';

export type UploadInput = {
  filename: string;
  bytes: Uint8Array;
  title?: string | undefined;
  campaignId?: string | undefined;
  clientId?: string | undefined;
};

/** Checks the file, extracts its text, stores the original and records the document. */
export async function uploadDocument(
  db: Db,
  storage: DocumentStorage,
  scope: TenantScope & { userId: string },
  input: UploadInput,
) {
  // Before anything else reads the name: a crafted megabyte-long name must cost nothing.
  if (input.filename.length > FILE_NAME_MAX)
    throw new AppError('validation_error', DOCUMENT_MESSAGES.fileNameTooLong, { field: 'file' });
  const ext = extensionOf(input.filename);
  if (!isDocumentExtension(ext))
    throw new AppError('bad_request', DOCUMENT_MESSAGES.unsupportedType, { field: 'file' });
  if (input.bytes.byteLength > DOCUMENT_MAX_BYTES) throw tooLarge();
  if (input.bytes.byteLength === 0)
    throw new AppError('bad_request', DOCUMENT_MESSAGES.emptyFile, { field: 'file' });

  // NUL bytes carry no text and PostgreSQL cannot store them: a text file with a few is still read.
  const text = (await extractText(ext, input.bytes)).replaceAll('\u0000', '');
  const id = crypto.randomUUID();
  const key = storageKey(scope.orgId, id, input.filename);
  const title = input.title?.trim() || defaultTitle(input.filename);

  let stored = false;
  try {
    return await withTenant(db, scope, async (tx) => {
      let clientId = input.clientId ?? null;
      if (input.campaignId) {
        const campaign = await ownCampaign(tx, input.campaignId);
        // A campaign's document belongs to that campaign's client.
        clientId ??= campaign.client_id;
      }
      if (clientId) await ownClient(tx, clientId);
      await tx.execute(sql`insert into documents
        (id, org_id, client_id, campaign_id, title, filename, mime_type, size_bytes, storage_key, text_content, created_by)
        values (${id}, ${scope.orgId}, ${clientId}, ${input.campaignId ?? null}, ${title}, ${input.filename},
          ${DOCUMENT_TYPES[ext]}, ${input.bytes.byteLength}, ${key}, ${text}, ${scope.userId})`);
      await recordDocumentMentions(tx, { orgId: scope.orgId, id, title, text });
      await storage.put(key, input.bytes);
      stored = true;
      return presentSummary(await findDocument(tx, id));
    });
  } catch (error) {
    if (stored) await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export const tooLarge = () =>
  new AppError('bad_request', DOCUMENT_MESSAGES.tooLarge, { field: 'file' });

async function ownCampaign(tx: Tx, id: string) {
  const [campaign] = await queryRows<{ id: string; client_id: string | null }>(
    tx,
    sql`select id, client_id from campaigns where id = ${id}`,
  );
  if (!campaign)
    throw new AppError('not_found', DOCUMENT_MESSAGES.campaignNotFound, { field: 'campaign_id' });
  return campaign;
}

async function ownClient(tx: Tx, id: string) {
  const [client] = await queryRows<{ id: string }>(
    tx,
    sql`select id from clients where id = ${id}`,
  );
  if (!client)
    throw new AppError('not_found', DOCUMENT_MESSAGES.clientNotFound, { field: 'client_id' });
}
