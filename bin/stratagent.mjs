#!/usr/bin/env node
/**
 * `npx stratagent <command>`: runs the CLI in this process. After a build (`npm run build`,
 * `npm start`) that is the bundle in dist/server, while it is newer than its sources; otherwise
 * src/cli/main.ts through tsx, with the repo's tsconfig named explicitly so its path aliases
 * resolve from any working directory. The bundle spares each command compiling and resolving
 * some hundreds of modules (about a second of CPU).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CLI_BUNDLE } from '../scripts/build-server.mjs';
import { serverBuildIsFresh } from '../scripts/fresh-build.mjs';

// Like `npm start`: variables from `.env` in the working directory; the real environment wins.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (serverBuildIsFresh()) {
  await import(pathToFileURL(CLI_BUNDLE).href);
} else {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: path.join(root, 'tsconfig.json') });
  await import(pathToFileURL(path.join(root, 'src/cli/main.ts')).href);
}
