import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  DOCUMENT_LIST_LIMIT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENT_SEARCH_QUERY_MAX,
  DOCUMENT_TITLE_MAX,
} from '@/shared/documents';
import type { AppEnv } from '../../context';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponses, jsonResponse, requireOrgCaller } from '../../lib/http';
import { deleteDocument } from './delete-document';
import { getDocument, listDocuments, searchDocuments } from './queries';
import { documentStorage } from './storage';
import { uploadDocument } from './upload-document';
import { permit } from '../../lib/permissions';
import { fireDocumentAdded } from '../workflows/runs/triggers';

const summarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    filename: z.string(),
    mimeType: z.string(),
    sizeBytes: z.number(),
    campaignId: z.string().nullable(),
    campaignName: z.string().nullable(),
    clientId: z.string().nullable(),
    clientName: z.string().nullable(),
    excerpt: z.string(),
    textLength: z.number(),
    createdAt: z.string(),
  })
  .openapi('DocumentSummary');
const detailSchema = summarySchema
  .extend({ textPreview: z.string(), textTruncated: z.boolean() })
  .openapi('DocumentDetail');
const segmentSchema = z.object({ text: z.string(), match: z.boolean() });
const searchResultSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    filename: z.string(),
    mimeType: z.string(),
    campaignId: z.string().nullable(),
    clientId: z.string().nullable(),
    createdAt: z.string(),
    rank: z.number(),
    titleSegments: z.array(segmentSchema),
    snippet: z.array(segmentSchema),
  })
  .openapi('DocumentSearchResult');

const idParam = z.object({ id: z.uuid({ error: DOCUMENT_MESSAGES.notFound }) });
const optionalUuid = (message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ error: message }).optional());
const listQuery = z.object({
  campaign_id: optionalUuid(DOCUMENT_MESSAGES.campaignNotFound),
  client_id: optionalUuid(DOCUMENT_MESSAGES.clientNotFound),
});
const searchQuery = z.object({
  q: z
    .string({ error: DOCUMENT_MESSAGES.queryRequired })
    .trim()
    .min(1, DOCUMENT_MESSAGES.queryRequired)
    .max(DOCUMENT_SEARCH_QUERY_MAX, DOCUMENT_MESSAGES.queryTooLong),
});
const uploadFields = z.object({
  title: z.string().trim().max(DOCUMENT_TITLE_MAX, DOCUMENT_MESSAGES.titleTooLong).optional(),
  campaign_id: optionalUuid(DOCUMENT_MESSAGES.campaignNotFound),
  client_id: optionalUuid(DOCUMENT_MESSAGES.clientNotFound),
});

const tooLarge = (c: Context<AppEnv>) =>
  c.json(
    { error: { code: 'payload_too_large', message: DOCUMENT_MESSAGES.tooLarge, field: 'file' } },
    413,
  );

const scopeOf = (c: Context<AppEnv>) => {
  const caller = requireOrgCaller(c);
  return { orgId: caller.orgId, userId: caller.userId };
};

export const documentRoutes = createRouter();

// Multipart overhead on top of the file itself; larger bodies are refused before they are read.
documentRoutes.use('/documents', async (c, next) => {
  if (c.req.method !== 'POST') return next();
  return bodyLimit({ maxSize: DOCUMENT_MAX_BYTES + 64 * 1024, onError: tooLarge })(c, next);
});

documentRoutes
  .openapi(
    createRoute({
      method: 'post',
      path: '/documents',
      operationId: 'uploadDocument',
      ...permit('content:write'),
      tags: ['Documents'],
      summary: 'Upload a document (multipart: file, optional title, campaign_id, client_id)',
      description:
        'PDF, DOCX, TXT, MD or CSV up to 10 MB. The text is extracted on upload and becomes searchable.',
      request: {
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: z.object({
                file: z.any().openapi({ type: 'string', format: 'binary' }),
                title: z.string().optional(),
                campaign_id: z.string().optional(),
                client_id: z.string().optional(),
              }),
            },
          },
        },
      },
      responses: {
        201: jsonResponse(z.object({ data: summarySchema }), 'Uploaded'),
        413: jsonResponse(
          z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
          'Too large',
        ),
        ...errorResponses,
      },
    }),
    // Validation of the multipart body happens here, not in the generated validator.
    async (c) => {
      const scope = scopeOf(c);
      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new AppError('bad_request', DOCUMENT_MESSAGES.noFile, { field: 'file' });
      }
      const file = form.file;
      if (!(file instanceof File))
        throw new AppError('bad_request', DOCUMENT_MESSAGES.noFile, { field: 'file' });
      if (file.size > DOCUMENT_MAX_BYTES) return tooLarge(c);
      const fields = uploadFields.safeParse({
        title: typeof form.title === 'string' ? form.title : undefined,
        campaign_id: typeof form.campaign_id === 'string' ? form.campaign_id : undefined,
        client_id: typeof form.client_id === 'string' ? form.client_id : undefined,
      });
      if (!fields.success) {
        const issue = fields.error.issues[0];
        throw new AppError('validation_error', issue?.message ?? 'Invalid request', {
          field: issue?.path.join('.') ?? '',
        });
      }
      const document = await uploadDocument(c.get('ctx').db, documentStorage(c.get('ctx')), scope, {
        filename: file.name || 'document',
        bytes: new Uint8Array(await file.arrayBuffer()),
        title: fields.data.title,
        campaignId: fields.data.campaign_id,
        clientId: fields.data.client_id,
      });
      // Workflows that start when a document is added (not awaited: they run as jobs).
      void fireDocumentAdded(c.get('ctx'), scope.orgId);
      return c.json({ data: document }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/documents',
      operationId: 'listDocuments',
      ...permit('workspace:read'),
      tags: ['Documents'],
      summary: `The latest ${DOCUMENT_LIST_LIMIT} documents, optionally of one campaign or client`,
      request: { query: listQuery },
      responses: {
        200: jsonResponse(
          z.object({
            data: z.array(summarySchema),
            meta: z.object({ total: z.number(), limit: z.number() }),
          }),
          'Latest first',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const result = await listDocuments(c.get('ctx').db, scopeOf(c), {
        campaignId: query.campaign_id,
        clientId: query.client_id,
      });
      return c.json(
        { data: result.documents, meta: { total: result.total, limit: DOCUMENT_LIST_LIMIT } },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/documents/search',
      operationId: 'searchDocuments',
      ...permit('workspace:read'),
      tags: ['Documents'],
      summary: 'Full-text search with highlighted snippets (web-search syntax)',
      request: { query: searchQuery },
      responses: {
        200: jsonResponse(z.object({ data: z.array(searchResultSchema) }), 'Best match first'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { q } = c.req.valid('query');
      return c.json({ data: await searchDocuments(c.get('ctx').db, scopeOf(c), q) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/documents/{id}',
      operationId: 'getDocument',
      ...permit('workspace:read'),
      tags: ['Documents'],
      summary: 'A document with a preview of its extracted text',
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ data: detailSchema }), 'The document'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { storageKey: _key, ...document } = await getDocument(c.get('ctx').db, scopeOf(c), id);
      return c.json({ data: document }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/documents/{id}/download',
      operationId: 'downloadDocument',
      ...permit('workspace:read'),
      tags: ['Documents'],
      summary: 'The original file, as an attachment',
      request: { params: idParam },
      responses: { 200: { description: 'The file' }, ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const document = await getDocument(c.get('ctx').db, scopeOf(c), id);
      const bytes = document.storageKey
        ? await documentStorage(c.get('ctx')).get(document.storageKey)
        : null;
      if (!bytes) throw new AppError('not_found', DOCUMENT_MESSAGES.fileMissing);
      const ascii = document.filename.replace(/[^\x20-\x7E]+/g, '_').replace(/["\\]/g, '_');
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': document.mimeType,
        'content-length': String(bytes.byteLength),
        'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(document.filename)}`,
        'cache-control': 'private, no-store',
      });
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/documents/{id}',
      operationId: 'deleteDocument',
      ...permit('content:write'),
      tags: ['Documents'],
      summary: 'Delete a document and its stored file',
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ data: z.object({ id: z.string() }) }), 'Deleted'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteDocument(c.get('ctx').db, documentStorage(c.get('ctx')), scopeOf(c), id);
      return c.json({ data: { id } }, 200);
    },
  );
