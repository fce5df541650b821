/**
 * The public pages rendered ahead of time, at build (the `prerender` plugin in vite.config.ts
 * calls this module from a server build of it). A signed-out visitor of one of these paths
 * gets the page's markup inside `#root`, so it paints as soon as the HTML and the stylesheet
 * arrive; main.tsx then hydrates it. Only pages that look the same to every signed-out visitor
 * belong here: their first render may read nothing but the path.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider, createQueryClient } from './app/provider';
import { AppRoutes } from './app/router';
import { paths } from './config/paths';
import { queryKeys } from './lib/query-keys';

/** The paths rendered ahead of time, each the same for every signed-out visitor. */
export const PRERENDERED_PATHS = [paths.home, paths.login, paths.terms, paths.privacy] as const;

/**
 * The markup of `#root` for a signed-out visitor of `path`, every lazy part resolved: plain
 * HTML, as the CSP (script-src 'self') would block the inline script React adds to place a
 * part it sends late.
 */
export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  // What the server embeds for a signed-out visitor: the guards show the public page at once.
  queryClient.setQueryData(queryKeys.me, null);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // A large part is otherwise sent after the rest, with an inline script to place it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (/<script|<template/i.test(html)) {
    throw new Error(`${path} rendered ahead of time needs a script to complete: it cannot be`);
  }
  return html;
}
