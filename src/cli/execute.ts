/**
 * Runs a CLI command where the data lives. The embedded database is single-process: while
 * a server holds it, the command goes through that server; otherwise the CLI takes the
 * data-directory lock itself and opens the database. A PostgreSQL server needs no lock.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { buildContext, openConfiguredDatabase } from '../server/bootstrap';
import type { Config } from '../server/config';
import {
  acquireDataDirLock,
  DataDirLockedError,
  readLock,
  type LockInfo,
} from '../server/db/data-dir-lock';
import { CLI_SECRET_HEADER } from '../server/modules/cli/routes';
import { runCliCommand, type CliCommand } from '../server/modules/cli/commands';

/** A failure to show the user as it is: one line, no stack. */
export class CliError extends Error {}

const WAIT_FOR_LOCK_MS = 15_000;
const RETRY_EVERY_MS = 250;

export async function executeCommand(config: Config, command: CliCommand): Promise<unknown> {
  if (config.databaseUrl) return runDirect(config, command);

  const deadline = Date.now() + WAIT_FOR_LOCK_MS;
  let holder: LockInfo | undefined;
  for (;;) {
    holder = readLock(config.dataDir);
    if (holder?.role === 'server' && holder.port && holder.secret) {
      const answer = await runThroughServer(config, holder as Required<LockInfo>, command);
      if (answer.reached) return answer.data;
    } else if (!holder) {
      try {
        const lock = acquireDataDirLock(config.dataDir, 'cli');
        try {
          return await runDirect(config, command);
        } finally {
          lock.release();
        }
      } catch (error) {
        if (!(error instanceof DataDirLockedError)) throw error;
        holder = error.holder;
      }
    }
    // Another CLI command is running, or a server is starting and has no port yet.
    if (Date.now() > deadline) break;
    await sleep(RETRY_EVERY_MS);
  }
  throw new CliError(
    holder
      ? `The data directory ${config.dataDir} is busy (${holder.role}, pid ${holder.pid}) and did not become free. Try again in a moment.`
      : `Could not reach the Stratagent server that holds ${config.dataDir}. Try again in a moment.`,
  );
}

async function runDirect(config: Config, command: CliCommand) {
  // Warnings and errors only, on stderr, so they never mix with the command's output.
  const logger = pino({ level: 'warn', base: undefined }, pino.destination({ fd: 2, sync: true }));
  const database = await openConfiguredDatabase(config);
  try {
    const ctx = await buildContext({ config, database, logger });
    return await runCliCommand(ctx, command);
  } finally {
    await database.close();
  }
}

/** `reached: false` when nobody answered (the server is stopping): the caller retries. */
async function runThroughServer(
  config: Config,
  server: Required<LockInfo>,
  command: CliCommand,
): Promise<{ reached: true; data: unknown } | { reached: false }> {
  let response: Response;
  try {
    response = await fetch(`http://${serverHost(config.host)}:${server.port}/api/internal/cli`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLI_SECRET_HEADER]: server.secret },
      body: JSON.stringify(command),
    });
  } catch {
    return { reached: false };
  }
  const body = (await response.json().catch(() => undefined)) as
    { data?: unknown; error?: { message?: string } } | undefined;
  if (!response.ok) {
    throw new CliError(body?.error?.message ?? `The server answered ${response.status}`);
  }
  return { reached: true, data: body?.data };
}

/** The server listens on HOST; a wildcard address is reached through loopback. */
function serverHost(host: string) {
  if (!host || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
