/**
 * The web app's index.html, answered for every client-side route. Kept in its own module so
 * what the first answer carries (its caching, what it preloads) has one home.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EMBEDDED_QUERIES_ID, EMBEDDED_SESSION_ID } from '@/shared/embedded-session';
import { PAGE_MODULES_ID } from '@/shared/page-modules';
import type { AppContext } from '../context';
import { getMe } from '../modules/auth/get-me';
import { resolveCaller } from '../modules/auth/resolve-caller';

export type SpaIndex = {
  html: string;
  /** The page names its reader, so neither a shared cache nor the history cache may keep it. */
  cacheControl: string;
};

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;
type Me = Awaited<ReturnType<typeof getMe>>;
/** The public pages rendered at build (the `prerender` plugin in vite.config.ts), by path. */
type Prerendered = Record<string, { title: string; html: string } | undefined>;

/**
 * The lazily loaded modules (as Vite's manifest names them, relative to src/web) each page
 * renders first. Named in the page (`pageModules`) so the browser fetches them all at once,
 * instead of discovering them one level of imports at a time as the router runs. A path not
 * listed here only loses the hint.
 */
const SIGNED_IN_ROUTES = 'app/signed-in-routes.tsx';
const DASHBOARD = [SIGNED_IN_ROUTES, 'app/routes/dashboard/index.tsx'];
const CAMPAIGNS_PAGE = /^\/campaigns$/;
const OUTPUT_PAGE = /^\/outputs\/(?!saved$)[^/]+$/;
export const FIRST_PAINT_MODULES = {
  signedOut: [
    { path: /^\/$/, modules: ['app/routes/landing.tsx'] },
    { path: /^\/(?:login|auth\/signin)$/, modules: ['app/routes/login.tsx'] },
  ],
  signedIn: [
    // A signed-in visitor of a public page is sent on to the dashboard.
    { path: /^\/(?:login|auth\/signin|dashboard)?$/, modules: DASHBOARD },
    { path: CAMPAIGNS_PAGE, modules: [SIGNED_IN_ROUTES, 'app/routes/campaigns/list.tsx'] },
    { path: OUTPUT_PAGE, modules: [SIGNED_IN_ROUTES, 'app/routes/outputs/detail.tsx'] },
  ],
};

/**
 * The signed-in pages rendered on the server with the visitor's data, when the build has the
 * renderer (src/web/entry-server.tsx): the pages people open first, by link or on signing in.
 * Each also has its first-paint modules hinted above, so the browser hydrates it promptly.
 */
export const SERVER_RENDERED = [/^\/dashboard$/, CAMPAIGNS_PAGE, OUTPUT_PAGE];
/** Past this the page goes out unrendered rather than late: the browser renders it. */
const SERVER_RENDER_TIMEOUT_MS = 1_000;

/** How the renderer reaches the API: the app itself, for the visitor being served. */
export type InProcessApi = (url: string, init: RequestInit) => Promise<Response>;
type Renderer = {
  renderSignedInPage: (
    path: string,
    me: NonNullable<Me>,
    api: InProcessApi,
  ) => Promise<{ html: string; queries: unknown } | null>;
};

/** Files read from disk once per build rather than once per request. */
const fileCache = new Map<string, { mtimeMs: number; value: unknown }>();
function readCached<T>(file: string, parse: (text: string) => T): T | null {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const hit = fileCache.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit.value as T;
  const value = parse(fs.readFileSync(file, 'utf8'));
  fileCache.set(file, { mtimeMs, value });
  return value;
}

/** Each module's chunk and the chunks it imports statically, transitively, as output files. */
function closure(manifest: Manifest, keys: string[], files = new Set<string>()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    closure(manifest, chunk.imports ?? [], files);
  }
  return files;
}

/**
 * The files of what the page renders first that index.html does not already name, for the
 * entry to preload once the page has painted (PAGE_MODULES_ID): as `<link rel="modulepreload">`
 * in the head, the browser would dispatch them, and handle their answers, before that paint.
 */
export function pageModules(manifest: Manifest | null, pathname: string, me: Me | null) {
  if (!manifest || me?.needsOnboarding) return [];
  const pages = me ? FIRST_PAINT_MODULES.signedIn : FIRST_PAINT_MODULES.signedOut;
  const modules = pages.find((page) => page.path.test(pathname))?.modules;
  if (!modules) return [];
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const inIndex = closure(manifest, entries);
  return [...closure(manifest, modules)]
    .filter((file) => !inIndex.has(file))
    .map((file) => `/${file}`);
}

const renderers = new Map<string, { mtimeMs: number; module: Promise<Renderer | null> }>();
/** The build's server renderer (dist/ssr beside dist/web), loaded on first use; null without one. */
function rendererOf(webDist: string): Promise<Renderer | null> {
  const file = path.join(webDist, '../ssr/entry-server.js');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return Promise.resolve(null);
  }
  const hit = renderers.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit.module;
  const module = (import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<Renderer>).catch(
    () => null,
  );
  renderers.set(file, { mtimeMs, module });
  return module;
}

/** The page rendered for `me`, or null when it is not one of SERVER_RENDERED or cannot be. */
async function renderForSession(
  ctx: AppContext,
  loading: Promise<Renderer | null>,
  pathname: string,
  search: string,
  me: NonNullable<Me>,
  api: InProcessApi,
) {
  if (me.needsOnboarding || !SERVER_RENDERED.some((page) => page.test(pathname))) return null;
  const renderer = await loading;
  if (!renderer) return null;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SERVER_RENDER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([renderer.renderSignedInPage(pathname + search, me, api), late]);
  } catch (error) {
    // The browser renders what the server could not; a render that throws is a bug to see.
    ctx.logger.warn({ err: error, path: pathname }, 'the page could not be rendered on the server');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * JSON inside a `<script type="application/json">` block: never executed (the CSP's
 * script-src 'self' stands), and no `<` survives, so no value can close the block. It names
 * the path it was rendered for, as the web app trusts it on that page only.
 */
export function jsonBlock(id: string, path: string, value: unknown): string {
  const json = JSON.stringify({ path, value }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * The session the guards need: the caller's own /me answer for a browser session, null for
 * anyone else. A bearer API key is not a browser session, so it embeds nothing about its user.
 */
async function sessionOf(ctx: AppContext, request: Request) {
  const headers = new Headers(request.headers);
  headers.delete('authorization');
  const caller = await resolveCaller(ctx, headers);
  if (caller?.via !== 'session') return null;
  return getMe(ctx, caller);
}

/**
 * The page's HTML with the caller's session (and, for a page rendered here, its markup), or
 * null when the web app is not built yet. `api` answers the renderer's requests in process;
 * without it signed-in pages are left to the browser.
 */
export async function renderSpaIndex(
  ctx: AppContext,
  webDist: string,
  request: Request,
  api?: InProcessApi,
): Promise<SpaIndex | null> {
  const html = readCached(path.join(webDist, 'index.html'), (text) => text);
  if (html === null) return null;
  const manifest = readCached(
    path.join(webDist, '.vite/manifest.json'),
    (text) => JSON.parse(text) as Manifest,
  );
  // Loads on the first page asked for, whoever asks, so that it is ready for the first
  // signed-in visitor rather than loading while they wait.
  const renderer = rendererOf(webDist);
  const session = await sessionOf(ctx, request);
  const { pathname, search } = new URL(request.url);
  // A page with markup paints before any script has run, and the web app hydrates it: for a
  // signed-out visitor the page rendered at build, for a signed-in one the page rendered now.
  const prerendered = session
    ? undefined
    : readCached(
        path.join(webDist, '.vite/prerendered.json'),
        (text) => JSON.parse(text) as Prerendered,
      )?.[pathname];
  const rendered =
    session && api ? await renderForSession(ctx, renderer, pathname, search, session, api) : null;
  const modules = pageModules(manifest, pathname, session);
  const head =
    (modules.length ? `    ${jsonBlock(PAGE_MODULES_ID, pathname, modules)}\n` : '') +
    `    ${jsonBlock(EMBEDDED_SESSION_ID, pathname, session)}\n` +
    (rendered ? `    ${jsonBlock(EMBEDDED_QUERIES_ID, pathname, rendered.queries)}\n` : '') +
    '  </head>';
  let page = html.replace('</head>', head);
  const markup = prerendered?.html ?? rendered?.html;
  // Inert until the app has taken it over (src/web/lib/hydration.ts): an early click would
  // reach markup nothing listens to yet.
  if (markup) {
    page = page.replace('<div id="root"></div>', () => `<div id="root" inert>${markup}</div>`);
  }
  if (prerendered?.title) {
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${prerendered.title}</title>`);
  }
  return {
    html: page,
    cacheControl: session ? 'private, no-store' : 'no-cache',
  };
}
