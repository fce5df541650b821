/** The HTTP application: middleware, the API under /api/v1, auth, docs and the SPA. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { getConnInfo } from '@hono/node-server/conninfo';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { THEME_SCRIPT } from '@/shared/theme-script';
import type { AppContext, AppEnv } from './context';
import { requestBodyLimit } from './lib/body-limit';
import { clientAddress } from './lib/client-address';
import { compressAnswers, serveWebFiles } from './lib/compression';
import { fromDatabaseError, NUL_MESSAGE } from './db/errors';
import { AppError, type ErrorCode } from './lib/errors';
import { createRouter } from './lib/http';
import { RateLimitedError } from './lib/rate-limit';
import { redactUrlSecrets } from './lib/redact';
import { renderSpaIndex } from './lib/spa-index';
import { collectOperations, declareSecurity, enforcePermissions } from './lib/permissions';
import { adminRoutes } from './modules/admin/routes';
import { agentSessionRoutes } from './modules/agent-sessions/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { CLIENT_IP_HEADER } from './modules/auth/auth';
import { limitAuthRequest } from './modules/auth/limit-auth-request';
import { forgetCaller, resolveCaller } from './modules/auth/resolve-caller';
import { signOutPage } from './modules/auth/sign-out-page';
import { authRoutes } from './modules/auth/routes';
import { businessContextRoutes } from './modules/business-context/routes';
import { campaignRoutes } from './modules/campaigns/routes';
import { roiBudgetRoutes } from './modules/roi-budget/routes';
import { contextExtractionRoutes } from './modules/context-extraction/routes';
import { cliRoutes } from './modules/cli/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { documentRoutes } from './modules/documents/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { invitationRoutes } from './modules/invitations/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { quickWinRoutes } from './modules/quick-wins/routes';
import { outputRoutes } from './modules/outputs/routes';
import { contentRoutes } from './modules/content/routes';
import { campaignPlanningRoutes } from './modules/campaign-planning/routes';
import { performanceIntelligenceRoutes } from './modules/performance-intelligence/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { competitiveRoutes } from './modules/competitive-intelligence/routes';
import { progressRoutes } from './modules/progress/routes';
import { rpcRoutes } from './modules/rpc/routes';
import { setupRoutes } from './modules/setup/routes';
import { settingsRoutes } from './modules/settings/routes';
import { teamRoutes } from './modules/team/routes';
import { workspaceRoutes } from './modules/workspace/routes';
import { clientRoutes } from './modules/clients/routes';
import { clientSuccessRoutes } from './modules/client-success/routes';
import { whiteLabelRoutes } from './modules/white-label/routes';
import { portalRoutes } from './modules/portal/routes';
import { workflowRoutes } from './modules/workflows/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { aiUsageRoutes } from './modules/ai-usage/routes';
import { brandComparisonRoutes } from './modules/brand-comparison/routes';
import { metricsRoutes } from './modules/metrics/routes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_DIST = path.join(ROOT, 'dist/web');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HTTP_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  429: 'rate_limited',
};

export function createApp(ctx: AppContext) {
  const app = new OpenAPIHono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('ctx', ctx);
    c.set('caller', null);
    c.set(
      'clientIp',
      clientAddress(socketAddress(c), c.req.header('x-forwarded-for'), ctx.config.trustProxy),
    );
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api/') && ctx.logger.isLevelEnabled('info')) {
      ctx.logger.info(
        // The path, never the query string; better-auth's reset link carries its token in the path.
        {
          method: c.req.method,
          path: redactUrlSecrets(c.req.path),
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });

  app.use('*', compressAnswers);
  app.use('*', requestBodyLimit);
  // PostgreSQL text cannot hold U+0000: refuse it in the address before any handler sees it.
  app.use('/api/*', async (c, next) => {
    if (c.req.url.includes('%00')) throw new AppError('validation_error', NUL_MESSAGE);
    await next();
  });

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(ctx),
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError)
        c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(
        { error: { code: error.code, message: error.message, field: error.field } },
        error.status,
      );
    }
    if (error instanceof SyntaxError) {
      return c.json(
        { error: { code: 'bad_request', message: 'The request body is not valid JSON' } },
        400,
      );
    }
    // Hono's own refusals, such as a malformed JSON body in a validator.
    if (error instanceof HTTPException && error.status < 500) {
      const code = HTTP_ERROR_CODES[error.status] ?? 'bad_request';
      return c.json({ error: { code, message: error.message || 'Invalid request' } }, error.status);
    }
    // A database refusal of a value the client sent (a NUL character, an out-of-range
    // number) that a service did not map itself is still the client's mistake.
    const mapped = fromDatabaseError(error);
    if (mapped instanceof AppError) {
      return c.json(
        { error: { code: mapped.code, message: mapped.message, field: mapped.field } },
        mapped.status,
      );
    }
    ctx.logger.error({ err: error, path: redactUrlSecrets(c.req.path) }, 'unhandled error');
    return c.json(
      {
        error: {
          code: 'internal_error',
          message: 'Something went wrong on our side. Please try again.',
        },
      },
      500,
    );
  });

  app.get('/healthz', async (c) => {
    await ctx.db.execute('select 1' as never).catch(() => {
      throw new AppError('internal_error', 'database unavailable');
    });
    return c.json({ status: 'ok' });
  });

  // Accounts are created only through /api/v1/auth/signup and /api/v1/setup, which check the whitelist.
  app.all('/api/auth/sign-up/*', (c) =>
    c.json({ error: { code: 'not_found', message: 'Use /api/v1/auth/signup' } }, 404),
  );
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    // better-auth checks the origin only of requests that carry cookies; a cross-site
    // sign-in (login CSRF) carries none.
    if (!SAFE_METHODS.has(c.req.method)) checkOrigin(c, ctx);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    const res = await limitAuthRequest(c, () =>
      ctx.auth.handler(new Request(c.req.raw, { headers })),
    );
    // Sign-out, session revocation, password change: the cached caller must not outlive them.
    if (!SAFE_METHODS.has(c.req.method)) forgetCaller(ctx, c.req.raw.headers);
    return res;
  });

  const v1 = createRouter();
  v1.use('*', async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) checkOrigin(c, ctx);
    const caller = await resolveCaller(ctx, c.req.raw.headers);
    c.set('caller', caller);
    await next();
    // A member's change shows in their organization's next list and dashboard at once, in
    // this process (other processes hear of it from the database: list-cache.ts,
    // metrics-cache.ts).
    if (caller?.orgId && !SAFE_METHODS.has(c.req.method)) {
      ctx.campaignListCache.forgetGroup(caller.orgId);
      ctx.dashboardMetricsCache.forgetGroup(caller.orgId);
    }
  });
  let operations: ReturnType<typeof collectOperations> = [];
  v1.use(
    '*',
    enforcePermissions('/api/v1', () => operations),
  );
  v1.route('/', authRoutes);
  v1.route('/', organizationRoutes);
  v1.route('/', businessContextRoutes);
  v1.route('/', contextExtractionRoutes);
  v1.route('/', documentRoutes);
  v1.route('/', campaignRoutes);
  v1.route('/', dashboardRoutes);
  v1.route('/', rpcRoutes);
  v1.route('/', setupRoutes);
  v1.route('/', invitationRoutes);
  v1.route('/', adminRoutes);
  v1.route('/', progressRoutes);
  v1.route('/', feedbackRoutes);
  v1.route('/', workspaceRoutes);
  v1.route('/', teamRoutes);
  v1.route('/', settingsRoutes);
  v1.route('/', apiKeyRoutes);
  v1.route('/', agentSessionRoutes);
  v1.route('/', outputRoutes);
  v1.route('/', roiBudgetRoutes);
  v1.route('/', workflowRoutes);
  v1.route('/', contentRoutes);
  v1.route('/', campaignPlanningRoutes);
  v1.route('/', performanceIntelligenceRoutes);
  v1.route('/', analyticsRoutes);
  v1.route('/', quickWinRoutes);
  v1.route('/', competitiveRoutes);
  v1.route('/', clientRoutes);
  v1.route('/', clientSuccessRoutes);
  v1.route('/', whiteLabelRoutes);
  v1.route('/', portalRoutes);
  v1.route('/', webhookRoutes);
  v1.route('/', aiUsageRoutes);
  v1.route('/', brandComparisonRoutes);
  v1.route('/', metricsRoutes);
  app.route('/api/v1', v1);
  operations = collectOperations(v1);
  app.route('/api/internal', cliRoutes);

  // Generated once, on first request: the routes do not change while the server runs, and
  // generating it takes long enough (about a second) that no start should wait for it.
  let openApiDocument: ReturnType<typeof declareSecurity> | undefined;
  const openApi = () =>
    (openApiDocument ??= declareSecurity(
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Stratagent API',
          version: '1',
          description:
            'Errors are `{ "error": { "code", "message" } }`. Each operation names what it needs in `x-permission`.',
          license: { name: 'Proprietary', url: `${ctx.config.appUrl}/terms` },
        },
        servers: [{ url: ctx.config.appUrl }],
      }),
    ));
  app.get('/api/openapi.json', (c) => c.json(openApi()));
  mountApiDocs(app);

  app.all('/api/*', (c) =>
    c.json({ error: { code: 'not_found', message: 'No such endpoint' } }, 404),
  );
  app.get('/logout', async (c, next) => {
    const signedOut = await signOutPage(ctx, c.req.raw);
    forgetCaller(ctx, c.req.raw.headers);
    if (signedOut) return signedOut;
    await next();
  });
  mountSpa(app);
  return app;
}

/** The peer's address; none for a request made in process (`app.request`), which has no socket. */
function socketAddress(c: Context<AppEnv>): string | undefined {
  if (!(c.env as { incoming?: unknown } | undefined)?.incoming) return undefined;
  return getConnInfo(c).remote.address;
}

/**
 * State-changing requests from a browser must come from our own origin. Requests with a
 * bearer key (API clients, no cookies) and non-browser clients (no Origin) are exempt.
 */
function checkOrigin(c: Context<AppEnv>, ctx: AppContext) {
  if (c.req.header('authorization')) return;
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  if (!origin) {
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      throw new AppError('forbidden', 'Cross-site request refused');
    }
    return;
  }
  const allowed = new Set([new URL(ctx.config.appUrl).origin]);
  const host = c.req.header('host');
  if (host && !ctx.config.isProduction) allowed.add(`${new URL(c.req.url).protocol}//${host}`);
  if (!allowed.has(origin)) throw new AppError('forbidden', 'Cross-site request refused');
}

/** The one inline script a page carries (the theme, before the first paint), allowed by its hash. */
export const THEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

function contentSecurityPolicy(ctx: AppContext) {
  const google = ctx.config.recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", THEME_SCRIPT_SOURCE, ...google],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...google],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: google.length ? google : ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  };
}

/** Swagger UI served from the npm package (no CDN): works offline and under our CSP. */
function mountApiDocs(app: OpenAPIHono<AppEnv>) {
  const require = createRequire(import.meta.url);
  const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  app.get('/api/docs', (c) =>
    c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stratagent API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`),
  );
  app.get('/api/docs/init.js', (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    return c.body(
      "window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });",
    );
  });
  app.get('/api/docs/assets/:file', (c) => {
    const file = c.req.param('file');
    if (!/^swagger-ui(?:-bundle)?\.(?:css|js)$/.test(file)) return c.notFound();
    c.header('content-type', file.endsWith('.css') ? 'text/css' : 'text/javascript; charset=utf-8');
    c.header('cache-control', 'public, max-age=86400');
    return c.body(fs.readFileSync(path.join(swaggerDir, file)));
  });
}

function mountSpa(app: OpenAPIHono<AppEnv>) {
  const spaIndex = async (c: Context<AppEnv>) => {
    // The page's own API requests, answered in process as the visitor: their cookie, their
    // connection (rate limits and logs see them as they would see the browser).
    const cookie = c.req.header('cookie');
    const api = (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      if (cookie) headers.set('cookie', cookie);
      return Promise.resolve(app.request(url, { ...init, headers }, c.env));
    };
    const page = await renderSpaIndex(c.get('ctx'), WEB_DIST, c.req.raw, api);
    if (page === null) {
      return c.text('The web app is not built yet. Run `npm start` (or `npm run build`).', 503);
    }
    c.header('cache-control', page.cacheControl);
    c.header('vary', 'Cookie');
    return c.html(page.html);
  };
  // `/` too: the static handler would answer it with the bare index.html.
  app.get('/', spaIndex);
  app.use('*', serveWebFiles(WEB_DIST));
  app.get('*', spaIndex);
  // A form of a page rendered on the server, submitted before the app took the page over,
  // posts to the page itself (the sign-in form says method="post", so a password never lands
  // in a URL): the visitor gets the page again, and nothing of what they sent is kept.
  app.post('*', (c) => c.redirect(c.req.path, 303));
}
