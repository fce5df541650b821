/** The Content agent's REST API (issue 8): the content library, brand voice and templates. */
import { createRoute, z } from '@hono/zod-openapi';
import { brandVoiceProfileSchema, brandVoiceSchema } from '@/shared/brand-voice';
import {
  CONTENT_MESSAGES,
  CONTENT_TOOL_IDS,
  contentItemSchema,
  contentTemplateSchema,
  createContentTemplateSchema,
  listContentQuerySchema,
  updateContentItemSchema,
} from '@/shared/content';
import { withTenant } from '../../db/tenant';
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { permit } from '../../lib/permissions';
import { requireFeature } from '../dashboard/require-feature';
import { requestedSubject } from '../../agents/engine/run-subject';
import { ensureBrandVoice, saveBrandVoice } from './brand-voice-store';
import { getContentItem, listContentItems, updateContentItem } from './content-items';
import { createContentTemplate, deleteContentTemplate, listContentTemplates } from './templates';

const item = contentItemSchema;
const voice = brandVoiceSchema;
const brandVoiceQuery = z.object({
  client_id: z
    .uuid({ error: 'client_id must be a client id' })
    .optional()
    .openapi({ description: "A client's own voice (its workspace); absent: the organization's" }),
});
const template = contentTemplateSchema;
const itemParam = z.object({ id: z.uuid({ error: CONTENT_MESSAGES.itemNotFound }) });
const templateParam = z.object({ id: z.string().min(1).max(100) });
const scopeOf = (c: Parameters<typeof requireOrgCaller>[0]) => {
  const caller = requireOrgCaller(c);
  return { orgId: caller.orgId, userId: caller.userId };
};
const tags = ['Content'];

export const contentRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/content/items',
      operationId: 'listContentItems',
      ...permit('workspace:read'),
      tags,
      summary: 'The content library: every content draft, latest first, with search and filters',
      request: { query: listContentQuerySchema },
      responses: {
        200: jsonResponse(
          z.object({ data: z.array(item), total: z.number().int() }),
          'A page of content items',
        ),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(await listContentItems(c.get('ctx').db, scopeOf(c), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/content/items/{id}',
      operationId: 'getContentItem',
      ...permit('workspace:read'),
      tags,
      summary: 'One content item with its draft',
      request: { params: itemParam },
      responses: { 200: jsonResponse(z.object({ data: item }), 'The item'), ...errorResponses },
    }),
    async (c) =>
      c.json(
        { data: await getContentItem(c.get('ctx').db, scopeOf(c), c.req.valid('param').id) },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/content/items/{id}',
      operationId: 'updateContentItem',
      ...permit('content:write'),
      tags,
      summary:
        'Approve, schedule or edit a draft (an edit is rescored and teaches the brand voice)',
      request: { params: itemParam, ...jsonBody(updateContentItemSchema) },
      responses: {
        200: jsonResponse(
          z.object({
            data: item,
            learned: z.array(z.object({ word: z.string(), list: z.enum(['use', 'avoid']) })),
          }),
          'The updated item and the words the brand voice learned',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const result = await updateContentItem(
        c.get('ctx').db,
        scopeOf(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ data: result.item, learned: result.learned }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/content/brand-voice',
      operationId: 'getBrandVoice',
      ...permit('workspace:read'),
      tags,
      summary:
        "The organization's brand voice, or with client_id a client's (each derived from its business context at first read)",
      request: { query: brandVoiceQuery },
      responses: {
        200: jsonResponse(z.object({ data: voice }), 'The brand voice'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const scope = scopeOf(c);
      const { client_id } = c.req.valid('query');
      const data = await withTenant(c.get('ctx').db, scope, async (tx) => {
        await requireFeature(tx, scope, 'content');
        return ensureBrandVoice(tx, await requestedSubject(tx, scope.orgId, client_id));
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/content/brand-voice',
      operationId: 'updateBrandVoice',
      ...permit('content:write'),
      tags,
      summary: 'Edit the brand voice: tone, vocabulary to use and to avoid, reading level',
      request: { ...jsonBody(brandVoiceProfileSchema), query: brandVoiceQuery },
      responses: {
        200: jsonResponse(z.object({ data: voice }), 'The brand voice'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const scope = scopeOf(c);
      const data = await withTenant(c.get('ctx').db, scope, async (tx) => {
        await requireFeature(tx, scope, 'content');
        const subject = await requestedSubject(tx, scope.orgId, c.req.valid('query').client_id);
        return saveBrandVoice(tx, subject, scope.userId, c.req.valid('json'));
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/content/templates',
      operationId: 'listContentTemplates',
      ...permit('workspace:read'),
      tags,
      summary: "Built-in templates per tool, then the organization's own",
      request: {
        query: z.object({
          tool: z
            .enum(CONTENT_TOOL_IDS, { error: `tool must be one of ${CONTENT_TOOL_IDS.join(', ')}` })
            .optional(),
        }),
      },
      responses: {
        200: jsonResponse(z.object({ data: z.array(template) }), 'The templates'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        {
          data: await listContentTemplates(c.get('ctx').db, scopeOf(c), c.req.valid('query').tool),
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/content/templates',
      operationId: 'createContentTemplate',
      ...permit('content:write'),
      tags,
      summary: "Save a draft's structure as a template of its tool",
      request: jsonBody(createContentTemplateSchema),
      responses: {
        201: jsonResponse(z.object({ data: template }), 'The template'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        { data: await createContentTemplate(c.get('ctx').db, scopeOf(c), c.req.valid('json')) },
        201,
      ),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/content/templates/{id}',
      operationId: 'deleteContentTemplate',
      ...permit('content:write'),
      tags,
      summary: "Delete one of the organization's templates",
      request: { params: templateParam },
      responses: {
        200: jsonResponse(z.object({ data: z.object({ ok: z.literal(true) }) }), 'Deleted'),
        ...errorResponses,
      },
    }),
    async (c) => {
      await deleteContentTemplate(c.get('ctx').db, scopeOf(c), c.req.valid('param').id);
      return c.json({ data: { ok: true as const } }, 200);
    },
  );
