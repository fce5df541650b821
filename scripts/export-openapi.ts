/**
 * Writes the OpenAPI document the server serves to a file (default dist/openapi.json), for
 * `npm run lint:api`. The document is built from the route declarations alone, so no
 * database is opened.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { AppContext } from '../src/server/context';
import { createLogger } from '../src/server/lib/logger';

const out = path.resolve(process.argv[2] ?? 'dist/openapi.json');
const config = loadConfig({ PORT: '3000', LOG_LEVEL: 'silent' });
const app = createApp({ config, logger: createLogger('error') } as AppContext);
const res = await app.request('/api/openapi.json');
if (res.status !== 200) throw new Error(`The OpenAPI document answered ${res.status}`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(await res.json(), null, 2));
console.log(`OpenAPI document written to ${path.relative(process.cwd(), out)}`);
