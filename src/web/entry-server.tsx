/**
 * Pages rendered on the server (a server build of this module: the `prerender` plugin in
 * vite.config.ts makes it into dist/ssr), so that they paint as soon as the HTML and the
 * stylesheet arrive; boot.tsx then hydrates them.
 *
 * - Public pages that look the same to every signed-out visitor are rendered once, at build
 *   (`PRERENDERED_PATHS`, `renderPublicPage`).
 * - The signed-in pages people open first (src/server/lib/spa-index.ts names them) are
 *   rendered per request with the visitor's data (`renderSignedInPage`), their API answered
 *   in process by the server as if the browser had asked.
 *
 * The markup must be plain HTML: the CSP (script-src 'self') would block the inline script
 * React adds to place a part it sends late. A page that cannot be rendered so is left to the
 * browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  dehydrate,
  skipToken,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider, createQueryClient } from './app/provider';
import { AppRoutes } from './app/router';
import type { Me } from './lib/me';
import { paths } from './config/paths';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { queryKeys } from './lib/query-keys';

/** The public paths rendered at build, each the same for every signed-out visitor. */
export const PRERENDERED_PATHS = [paths.home, paths.login, paths.terms, paths.privacy] as const;

/**
 * Rendering a page asks for data the way the browser would (`api()`), through the transport
 * of the request being rendered: requests of different visitors rendered at once never mix.
 */
const rendering = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const send = rendering.getStore();
  if (!send) throw new Error(`${url} was asked for outside a page render`);
  return send(url, init);
});

/**
 * Rounds of render, fetch what the render asked for, render again: enough for a page whose
 * queries depend on others' answers.
 */
const MAX_ROUNDS = 3;

/**
 * The route table at `path` as HTML, or null when part of it would need a script to be placed.
 * Throws what a part threw while rendering: that is a bug, not a page to leave to the browser
 * quietly.
 */
async function renderTree(path: string, queryClient: QueryClient): Promise<string | null> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    {
      // A large part is otherwise sent after the rest, with an inline script to place it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  return /<script|<template/i.test(html) ? null : html;
}

/** The markup of `#root` for a signed-out visitor of `path`, every lazy part resolved. */
export async function renderPublicPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  // What the server embeds for a signed-out visitor: the guards show the public page at once.
  queryClient.setQueryData(queryKeys.me, null);
  const html = await renderTree(path, queryClient);
  if (html === null) throw new Error(`${path} cannot be rendered ahead of time as plain HTML`);
  return html;
}

/**
 * The markup of `#root` for `me` on `path`, with the answers it shows (to hydrate the
 * browser's query cache, so its first render is the same), or null when the page is better
 * left to the browser: an answer failed, the page still asks for more after MAX_ROUNDS, or
 * it cannot be plain HTML.
 */
export async function renderSignedInPage(
  path: string,
  me: Me,
  api: ApiTransport,
): Promise<{ html: string; queries: DehydratedState } | null> {
  return rendering.run(api, async () => {
    const queryClient = createQueryClient();
    // An answer that fails leaves the page to the browser, which retries; here it would wait.
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
    queryClient.setQueryData(queryKeys.me, me);
    // Relative times count from this in the markup and in the browser's hydrating render.
    queryClient.setQueryData(queryKeys.renderedAt, Date.now());
    const asked = new Set<string>();
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const html = await renderTree(path, queryClient);
      if (html === null) return null;
      const wanted = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => {
          if (query.state.status !== 'pending' || asked.has(query.queryHash)) return false;
          const { enabled, queryFn } = query.options as {
            enabled?: boolean | ((q: typeof query) => boolean);
            queryFn?: unknown;
          };
          const on = typeof enabled === 'function' ? enabled(query) : enabled;
          return on !== false && queryFn !== undefined && queryFn !== skipToken;
        });
      if (wanted.length === 0) {
        const failed = queryClient
          .getQueryCache()
          .getAll()
          .some((q) => q.state.status === 'error');
        return failed ? null : { html, queries: dehydrate(queryClient) };
      }
      for (const query of wanted) asked.add(query.queryHash);
      await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    }
    return null;
  });
}
