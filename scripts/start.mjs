/**
 * `npm start`: builds the web app when its build is missing or older than its sources,
 * then runs the server in the foreground (signals forwarded, its exit code returned).
 */
import fs from 'node:fs';
import path from 'node:path';
import { binOf, loadDotEnv, ROOT, runNode, TSX_ENV, TSX_IMPORT } from './lib.mjs';

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

function needsBuild() {
  if (!fs.existsSync(BUILT)) return true;
  const built = fs.statSync(BUILT).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

if (needsBuild()) {
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

const { done } = runNode([...TSX_IMPORT, path.join(ROOT, 'src/server/main.ts')], TSX_ENV);
process.exit(await done);
