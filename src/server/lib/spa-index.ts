/**
 * The web app's index.html, answered for every client-side route. Kept in its own module so
 * what the first answer carries (its caching, what it preloads) has one home.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../context';

/** The page's HTML, or null when the web app is not built yet. */
export function renderSpaIndex(
  _ctx: AppContext,
  webDist: string,
  _request: Request,
): string | null {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return null;
  return fs.readFileSync(index, 'utf8');
}
