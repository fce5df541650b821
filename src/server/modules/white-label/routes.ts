/** /api/v1/white-label: the agency's brand kit, logo and favicon. */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  WHITE_LABEL_ASSETS,
  WHITE_LABEL_LIMITS,
  WHITE_LABEL_MESSAGES,
  type WhiteLabelAsset,
} from '@/shared/white-label';
import {
  whiteLabelInputSchema,
  whiteLabelSaveResultSchema,
  whiteLabelStateSchema,
} from '@/shared/white-label-schemas';
import type { AppEnv } from '../../context';
import { AppError } from '../../lib/errors';
import {
  createRouter,
  errorResponses,
  errorSchema,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { permit } from '../../lib/permissions';
import { documentStorage } from '../documents/storage';
import {
  deleteAsset,
  getWhiteLabel,
  readAsset,
  resetWhiteLabel,
  saveWhiteLabel,
  themeStylesheet,
  tooLarge,
  uploadAsset,
} from './white-label';

const TAGS = ['White label'];
const stateResponse = z.object({ data: whiteLabelStateSchema }).openapi('WhiteLabelState');
const versionQuery = z.object({
  v: z.string().max(40, 'v must be at most 40 characters').optional(),
});

const scopeOf = (c: Context<AppEnv>) => {
  const caller = requireOrgCaller(c);
  return { orgId: caller.orgId, userId: caller.userId };
};

/** A versioned address (`?v=` changes with every save) may be kept; a bare one is revalidated. */
const cacheControl = (c: Context<AppEnv>) =>
  c.req.query('v') ? 'private, max-age=31536000, immutable' : 'private, no-cache';

const maxBytes = (asset: WhiteLabelAsset) =>
  asset === 'logo' ? WHITE_LABEL_LIMITS.logoBytes : WHITE_LABEL_LIMITS.faviconBytes;

export const whiteLabelRoutes = createRouter();

for (const asset of WHITE_LABEL_ASSETS) {
  // Multipart overhead on top of the image; larger bodies are refused before they are read.
  whiteLabelRoutes.use(`/white-label/${asset}`, async (c, next) => {
    if (c.req.method !== 'POST') return next();
    return bodyLimit({
      maxSize: maxBytes(asset) + 64 * 1024,
      onError: (ctx) => {
        const error = tooLarge(asset);
        return ctx.json(
          { error: { code: 'payload_too_large', message: error.message, field: 'file' } },
          413,
        );
      },
    })(c, next);
  });
}

whiteLabelRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/white-label',
      operationId: 'getWhiteLabel',
      ...permit('portal:read'),
      tags: TAGS,
      summary:
        'The organization’s white-label brand kit (the defaults until one is saved), whether it is unlocked',
      description:
        'Every member reads it, client portal users included: the agency’s theme applies to them. An SME, or an agency with 2 clients or fewer, gets `unlocked: false` and the app keeps its own look.',
      responses: { 200: jsonResponse(stateResponse, 'The kit'), ...errorResponses },
    }),
    async (c) => c.json({ data: await getWhiteLabel(c.get('ctx').db, scopeOf(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/white-label',
      operationId: 'saveWhiteLabel',
      ...permit('org:manage'),
      tags: TAGS,
      summary: 'Save the brand kit (every field but the logo and favicon)',
      description:
        'Agencies with more than 2 clients only (403 otherwise). `customCSS` is parsed and sanitised: every rule is scoped under `.wl-scope`, at-rules other than @media/@supports/@container, addresses off the origin, script and declarations that hide or lay out are removed; `removed` lists them.',
      request: jsonBody(whiteLabelInputSchema),
      responses: {
        200: jsonResponse(z.object({ data: whiteLabelSaveResultSchema }), 'Saved'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json({ data: await saveWhiteLabel(c.get('ctx').db, scopeOf(c), c.req.valid('json')) }, 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/white-label',
      operationId: 'resetWhiteLabel',
      ...permit('org:manage'),
      tags: TAGS,
      summary: 'Reset to the defaults: the kit, its logo and favicon are deleted',
      responses: { 200: jsonResponse(stateResponse, 'The defaults'), ...errorResponses },
    }),
    async (c) =>
      c.json(
        {
          data: await resetWhiteLabel(c.get('ctx').db, documentStorage(c.get('ctx')), scopeOf(c)),
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/white-label/theme.css',
      operationId: 'getWhiteLabelStylesheet',
      ...permit('portal:read'),
      tags: TAGS,
      summary: 'The theme’s stylesheet: the kit’s fonts and the sanitised, scoped custom CSS',
      request: { query: versionQuery },
      responses: {
        200: { description: 'text/css', content: { 'text/css': { schema: z.string() } } },
        ...errorResponses,
      },
    }),
    async (c) => {
      const css = await themeStylesheet(c.get('ctx').db, scopeOf(c));
      return c.body(css, 200, {
        'content-type': 'text/css; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'cache-control': cacheControl(c),
      });
    },
  );

const LABEL: Record<WhiteLabelAsset, string> = { logo: 'Logo', favicon: 'Favicon' };

for (const asset of WHITE_LABEL_ASSETS) {
  const label = LABEL[asset];
  whiteLabelRoutes
    .openapi(
      createRoute({
        method: 'post',
        path: `/white-label/${asset}`,
        operationId: `uploadWhiteLabel${label}`,
        ...permit('org:manage'),
        tags: TAGS,
        summary: `Upload the ${asset} (multipart: file)`,
        description: `PNG, JPEG, WebP or ICO, recognised from the file's bytes, up to ${
          asset === 'logo' ? '1 MB' : '256 KB'
        }. SVG is refused. Replaces the previous ${asset}.`,
        request: {
          body: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: z.object({
                  file: z
                    .custom<File>((v) => v instanceof File, {
                      error: WHITE_LABEL_MESSAGES.noFile,
                    })
                    .openapi({ type: 'string', format: 'binary' }),
                }),
              },
            },
          },
        },
        responses: {
          201: jsonResponse(stateResponse, 'Uploaded'),
          413: jsonResponse(errorSchema, 'Too large'),
          ...errorResponses,
        },
      }),
      // The multipart body is read and checked here, not in the generated validator.
      async (c) => {
        const scope = scopeOf(c);
        let form: Record<string, string | File | (string | File)[]>;
        try {
          form = await c.req.parseBody();
        } catch {
          throw new AppError('bad_request', WHITE_LABEL_MESSAGES.noFile, { field: 'file' });
        }
        const file = form.file;
        if (!(file instanceof File))
          throw new AppError('bad_request', WHITE_LABEL_MESSAGES.noFile, { field: 'file' });
        if (file.size > maxBytes(asset)) {
          const error = tooLarge(asset);
          return c.json(
            { error: { code: 'payload_too_large', message: error.message, field: 'file' } },
            413,
          );
        }
        const state = await uploadAsset(
          c.get('ctx').db,
          documentStorage(c.get('ctx')),
          scope,
          asset,
          { bytes: new Uint8Array(await file.arrayBuffer()), filename: file.name || asset },
        );
        return c.json({ data: state }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: `/white-label/${asset}`,
        operationId: `getWhiteLabel${label}`,
        ...permit('portal:read'),
        tags: TAGS,
        summary: `The ${asset} image, with its type`,
        request: { query: versionQuery },
        responses: { 200: { description: 'The image' }, ...errorResponses },
      }),
      async (c) => {
        const { bytes, type } = await readAsset(
          c.get('ctx').db,
          documentStorage(c.get('ctx')),
          scopeOf(c),
          asset,
        );
        return c.body(new Uint8Array(bytes), 200, {
          'content-type': type,
          'content-length': String(bytes.byteLength),
          'content-disposition': `inline; filename="${asset}"`,
          'x-content-type-options': 'nosniff',
          'cache-control': cacheControl(c),
        });
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: `/white-label/${asset}`,
        operationId: `deleteWhiteLabel${label}`,
        ...permit('org:manage'),
        tags: TAGS,
        summary: `Remove the ${asset}`,
        responses: { 200: jsonResponse(stateResponse, 'Removed'), ...errorResponses },
      }),
      async (c) =>
        c.json(
          {
            data: await deleteAsset(
              c.get('ctx').db,
              documentStorage(c.get('ctx')),
              scopeOf(c),
              asset,
            ),
          },
          200,
        ),
    );
}
