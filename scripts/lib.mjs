/** Shared by the npm scripts: where the repo's tools are, and running them as children. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'package.json'));

/** Variables from `.env` in the working directory; the real environment wins. */
export function loadDotEnv() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
}

/** The JavaScript file behind a dependency's command-line tool. */
export function binOf(pkg, name = pkg) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  return path.join(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin[name]);
}

/** `node --import tsx` that works from any directory, with the repo's tsconfig paths. */
export const TSX_IMPORT = ['--import', pathToFileURL(require.resolve('tsx')).href];
export const TSX_ENV = { TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json') };

/**
 * Runs node with `args` in this process group. SIGINT and SIGTERM reach the child, and this
 * process waits for it; resolves with the exit code (128 + signal number when killed).
 */
export function runNode(args, env = {}) {
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 0));
    });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
  return { child, done };
}
