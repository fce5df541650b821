/**
 * `npm start`: builds the web app and the server bundle when either is missing or older
 * than its sources, then runs the bundled server in this process. The bundle spares each
 * start compiling the server's TypeScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_BUNDLE, SERVER_SOURCES } from './build-server.mjs';
import { binOf, loadDotEnv, ROOT, runNode } from './lib.mjs';

loadDotEnv();

const BUILT = path.join(ROOT, 'dist/web/index.html');
const SOURCES = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

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

function needsBuild(built, sources) {
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(path.join(ROOT, source)) > builtAt);
}

if (needsBuild(BUILT, SOURCES)) {
  console.log('Building the web app (its sources changed since the last build)…');
  const code = await runNode([
    binOf('vite'),
    'build',
    '--config',
    path.join(ROOT, 'vite.config.ts'),
  ]).done;
  if (code !== 0) {
    console.error('The web app build failed; see the errors above.');
    process.exit(code);
  }
}

if (needsBuild(SERVER_BUNDLE, SERVER_SOURCES)) {
  try {
    await buildServer();
  } catch (error) {
    console.error(`The server build failed: ${error.message}`);
    process.exit(1);
  }
}

// In this process: a second node would only add its own start. The server handles its
// signals and exits with its code.
await import(pathToFileURL(SERVER_BUNDLE).href);
