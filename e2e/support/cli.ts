import { execFileSync } from 'node:child_process';
import { e2eServer, ROOT } from './server';

/**
 * Runs the product's CLI on the calling worker's server data, as an operator would
 * (`npx stratagent …`), and returns what it printed.
 */
export function stratagent(...args: string[]): string {
  const server = e2eServer();
  return execFileSync(process.execPath, ['bin/stratagent.mjs', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: server.dataDir,
      PORT: String(server.port),
      DATABASE_URL: server.databaseUrl,
    },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}
