/**
 * The web app's index.html, answered for every client-side route. Kept in its own module so
 * what the first answer carries (its caching, what it preloads) has one home.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EMBEDDED_SESSION_ID } from '@/shared/embedded-session';
import type { AppContext } from '../context';
import { getMe } from '../modules/auth/get-me';
import { resolveCaller } from '../modules/auth/resolve-caller';

export type SpaIndex = {
  html: string;
  /** The page names its reader, so neither a shared cache nor the history cache may keep it. */
  cacheControl: string;
};

let cached: { file: string; mtimeMs: number; html: string } | undefined;

/** The built file, read from disk once per build rather than once per request. */
function readIndex(file: string): string | null {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = { file, mtimeMs, html: fs.readFileSync(file, 'utf8') };
  }
  return cached.html;
}

/**
 * JSON inside a `<script type="application/json">` block: never executed (the CSP's
 * script-src 'self' stands), and no `<` survives, so no value can close the block.
 */
export function jsonBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
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

/** The page's HTML with the caller's session, or null when the web app is not built yet. */
export async function renderSpaIndex(
  ctx: AppContext,
  webDist: string,
  request: Request,
): Promise<SpaIndex | null> {
  const html = readIndex(path.join(webDist, 'index.html'));
  if (html === null) return null;
  const session = await sessionOf(ctx, request);
  return {
    html: html.replace('</head>', `    ${jsonBlock(EMBEDDED_SESSION_ID, session)}\n  </head>`),
    cacheControl: session ? 'private, no-store' : 'no-cache',
  };
}
