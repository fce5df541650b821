/**
 * The build, made only when it is stale: the web app (dist/web) when it is missing or older
 * than its sources, and the server bundle (dist/server, the CLI's too) likewise. `npm start`, the browser
 * tests' set-up and the security suite all go through here, so a fresh `npm run build` (the
 * first step of `.ci/run`) is reused rather than made again.
 *
 * `node scripts/fresh-build.mjs` runs it from the shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, CLI_BUNDLE, SERVER_BUNDLE, SERVER_SOURCES } from './build-server.mjs';
import { binOf, ROOT, runNode } from './lib.mjs';

const WEB_BUILD = path.join(ROOT, 'dist/web/index.html');
const WEB_SOURCES = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isStale(built, sources) {
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(path.join(ROOT, source)) > builtAt);
}

/** Whether dist/server (the server and the CLI) is newer than every source it is built from. */
export const serverBuildIsFresh = () =>
  !isStale(SERVER_BUNDLE, SERVER_SOURCES) && !isStale(CLI_BUNDLE, SERVER_SOURCES);

/** Builds what is stale; throws with a plain message when a build fails. */
export async function ensureFreshBuild() {
  if (isStale(WEB_BUILD, WEB_SOURCES)) {
    console.log('Building the web app (its sources changed since the last build)…');
    const code = await runNode([
      binOf('vite'),
      'build',
      '--config',
      path.join(ROOT, 'vite.config.ts'),
    ]).done;
    if (code !== 0) throw new Error('The web app build failed; see the errors above.');
  }
  if (!serverBuildIsFresh()) {
    try {
      await buildServer();
    } catch (error) {
      throw new Error(`The server build failed: ${error.message}`);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await ensureFreshBuild();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
