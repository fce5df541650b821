import { execFileSync } from 'node:child_process';
import { E2E_PORT } from '../../playwright.config';
import { E2E_DATABASE_URL, E2E_DATA_DIR, ROOT } from './server';

/**
 * Runs the product's CLI on the e2e server's data, as an operator would (`npx stratagent …`),
 * and returns what it printed.
 */
export function stratagent(...args: string[]): string {
  return execFileSync(process.execPath, ['bin/stratagent.mjs', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: E2E_DATA_DIR,
      PORT: String(E2E_PORT),
      DATABASE_URL: E2E_DATABASE_URL,
    },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}
