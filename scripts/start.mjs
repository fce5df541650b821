/**
 * `npm start`: builds the web app and the server bundle when either is missing or older
 * than its sources (scripts/fresh-build.mjs), then runs the bundled server in this process.
 * The bundle spares each start compiling the server's TypeScript.
 */
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE } from './build-server.mjs';
import { ensureFreshBuild } from './fresh-build.mjs';
import { loadDotEnv } from './lib.mjs';

loadDotEnv();

try {
  await ensureFreshBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// In this process: a second node would only add its own start. The server handles its
// signals and exits with its code.
await import(pathToFileURL(SERVER_BUNDLE).href);
