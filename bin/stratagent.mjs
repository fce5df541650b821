#!/usr/bin/env node
/**
 * `npx stratagent <command>`: runs src/cli/main.ts through tsx in this process. The repo's
 * tsconfig is named explicitly so its path aliases resolve from any working directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

// Like `npm start`: variables from `.env` in the working directory; the real environment wins.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
register({ tsconfig: path.join(root, 'tsconfig.json') });
await import(pathToFileURL(path.join(root, 'src/cli/main.ts')).href);
