/** The e2e suite runs the real server (built web app, embedded database) on a fresh data directory. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_PORT } from '../../playwright.config';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_DATA_DIR = path.join(ROOT, '.tmp/e2e-data');
export const SETUP_LINK_FILE = path.join(ROOT, '.tmp/e2e-setup-link.txt');
export const PID_FILE = path.join(ROOT, '.tmp/e2e-server.pid');

/** Set E2E_DATABASE_URL to run the suite against PostgreSQL (the database is recreated). */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? '';

/**
 * Starts what `npm start` runs (the server bundle, built when it is stale) on the suite's data
 * directory, in its own process group; its pid goes to PID_FILE.
 */
export function spawnServer(): ChildProcess {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: `http://localhost:${E2E_PORT}`,
      DATABASE_URL: E2E_DATABASE_URL,
      SMTP_URL: '',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  fs.writeFileSync(PID_FILE, String(server.pid));
  return server;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops the server as an operator would (SIGTERM) and waits until it has exited. */
export async function stopServer(): Promise<void> {
  if (!fs.existsSync(PID_FILE)) return;
  const pid = Number(fs.readFileSync(PID_FILE, 'utf8'));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 150 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

/** Stops the server and starts it again on the same data; resolves once it answers. */
export async function restartServer(): Promise<void> {
  await stopServer();
  const server = spawnServer();
  server.stdout!.resume();
  server.unref();
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://localhost:${E2E_PORT}/healthz`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not answer after its restart');
}
