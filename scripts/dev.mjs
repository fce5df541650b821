/** `npm run dev`: the API server restarting on change (tsx watch) and Vite's dev server with HMR. */
import path from 'node:path';
import { binOf, loadDotEnv, ROOT, runNode, TSX_ENV } from './lib.mjs';

loadDotEnv();

let signalled = false;
process.once('SIGINT', () => (signalled = true));
process.once('SIGTERM', () => (signalled = true));

const server = runNode([binOf('tsx'), 'watch', path.join(ROOT, 'src/server/main.ts')], TSX_ENV);
const web = runNode([binOf('vite'), '--config', path.join(ROOT, 'vite.config.ts')]);

// When one stops on its own, stop the other (a signal has already reached both).
const code = await Promise.race([server.done, web.done]);
if (!signalled) for (const { child } of [server, web]) child.kill('SIGTERM');
await Promise.all([server.done, web.done]);
process.exit(code);
