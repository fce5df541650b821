/**
 * The e2e suite runs the real server (what `npm start` runs: the build, the embedded database)
 * once per Playwright worker, each on its own port and data directory (or its own PostgreSQL
 * database), so that workers never share an installation, and once more for the journey. A worker finds its server by its
 * parallel index (TEST_PARALLEL_INDEX, 0 … workers − 1), which Playwright sets in the worker's
 * environment; the runner itself (global set-up and teardown) handles all of them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const TMP = path.join(ROOT, '.tmp');

/** How many workers, hence servers: E2E_WORKERS, two by default (one per core here). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const BASE_PORT = Number(process.env.E2E_PORT ?? 3999);

/** Set E2E_DATABASE_URL to run the suite against PostgreSQL (each server's database is recreated). */
const BASE_DATABASE_URL = process.env.E2E_DATABASE_URL ?? '';

export type E2EServer = {
  index: number;
  port: number;
  baseURL: string;
  dataDir: string;
  /** Empty for the embedded database. */
  databaseUrl: string;
  setupLinkFile: string;
  pidFile: string;
};

function databaseUrlFor(index: number) {
  if (!BASE_DATABASE_URL) return '';
  const url = new URL(BASE_DATABASE_URL);
  url.pathname = `${url.pathname}_${index}`;
  return url.toString();
}

/**
 * The journey's own server, one past the workers': the journey claims its installation through
 * the setup page while the other tests run on theirs (e2e/support/fixtures.ts).
 */
export const JOURNEY_SERVER_INDEX = E2E_WORKERS;

/**
 * Server `index`'s addresses and files; by default the calling worker's own, or the journey's
 * in a worker of the journey project (E2E_SERVER_INDEX, set by its worker fixture).
 */
export function e2eServer(
  index = Number(process.env.E2E_SERVER_INDEX ?? process.env.TEST_PARALLEL_INDEX ?? 0),
): E2EServer {
  const port = BASE_PORT + index;
  return {
    index,
    port,
    baseURL: `http://localhost:${port}`,
    dataDir: path.join(TMP, `e2e-data-${index}`),
    databaseUrl: databaseUrlFor(index),
    setupLinkFile: path.join(TMP, `e2e-setup-link-${index}.txt`),
    pidFile: path.join(TMP, `e2e-server-${index}.pid`),
  };
}

/** The workers' servers and the journey's. */
export const allE2EServers = () => Array.from({ length: E2E_WORKERS + 1 }, (_, i) => e2eServer(i));

/**
 * Starts what `npm start` runs on the server's data directory, in its own process group; its
 * pid goes to the server's pid file.
 */
export function spawnServer(server: E2EServer): ChildProcess {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(server.port),
      DATA_DIR: server.dataDir,
      APP_URL: server.baseURL,
      DATABASE_URL: server.databaseUrl,
      SMTP_URL: '',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      // e2e/webhooks.spec.ts delivers to a receiver on 127.0.0.1 (decision 043, amended).
      WEBHOOK_ALLOW_LOCAL_HTTP: 'true',
      // e2e/ai-model.spec.ts connects a model stand-in on 127.0.0.1 (decision 071).
      ALLOW_PRIVATE_MODEL_URLS: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  fs.writeFileSync(server.pidFile, String(child.pid));
  return child;
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
export async function stopServer(server: E2EServer = e2eServer()): Promise<void> {
  if (!fs.existsSync(server.pidFile)) return;
  const pid = Number(fs.readFileSync(server.pidFile, 'utf8'));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 150 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

/** Resolves once the server answers /healthz. */
export async function waitUntilHealthy(server: E2EServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${server.baseURL}/healthz`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on port ${server.port} did not answer`);
}

/** Stops the calling worker's server and starts it again on the same data; resolves once it answers. */
export async function restartServer(server: E2EServer = e2eServer()): Promise<void> {
  await stopServer(server);
  const child = spawnServer(server);
  child.stdout!.resume();
  child.unref();
  await waitUntilHealthy(server);
}
