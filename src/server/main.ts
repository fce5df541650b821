/**
 * `npm start`: serve the web app and the API, on the embedded database unless DATABASE_URL is set.
 *
 * Only what opening the database needs is imported up front; the application's modules (and
 * the packages behind them) load while the database opens, since the embedded one takes
 * about half a second to compile and start (decision 036).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/data-dir-lock';
import { startStatistics } from './db/statistics';
import { createLogger } from './lib/logger';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);

  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = await acquireServerLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        logger.fatal(`${error.message} Stop it first, or use another DATA_DIR.`);
        process.exit(1);
      }
      throw error;
    }
  }

  // As bootstrap's openConfiguredDatabase does, started before the modules that import it.
  const opening = config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  // Zod schemas from src/shared are built when their chunk loads, and `.openapi()` exists only on
  // schemas built after @hono/zod-openapi extended Zod. A chunk shared by two dynamic imports
  // (the app and a background worker) can load before the app's own import of the extension,
  // so it is loaded first, while the database opens.
  await import('@hono/zod-openapi');
  const [
    { serve },
    { createApp },
    { buildContext },
    { startRunSweeper },
    { issueSetupToken },
    { startWebhookWorker },
  ] = await Promise.all([
    import('@hono/node-server'),
    import('./app'),
    import('./bootstrap'),
    import('./modules/agent-sessions/sweep-stale-runs'),
    import('./modules/setup/setup-token'),
    import('./modules/webhooks/deliver'),
  ]);
  const database = await opening;
  const ctx = await buildContext({ config, database, logger, cliSecret: lock?.secret });
  const app = createApp(ctx);
  startRunSweeper(ctx);
  const stopWebhookWorker = startWebhookWorker(ctx);
  // Saved metrics reports due for e-mail; loaded after the start, off its critical path.
  void import('./modules/metrics/deliver-reports').then(({ startReportDelivery }) =>
    startReportDelivery(ctx),
  );
  // Digests of what needs attention (decision 072), on the same minute tick.
  void import('./modules/dashboard/send-attention-digests').then(({ startAttentionDigests }) =>
    startAttentionDigests(ctx),
  );

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    lock?.publish(info.port);
    logger.info(
      {
        port: info.port,
        database: database.kind,
        dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      },
      `Stratagent is running at ${config.appUrl}`,
    );
    void announceSetupLink();
    startStatistics(database, logger);
    // Workflow runs go on where they stopped; pg-boss loads here, after the first answer.
    void import('./modules/workflows/runs/runner')
      .then(({ startWorkflowRunner }) => startWorkflowRunner(ctx))
      .catch((err) => logger.error({ err }, 'the workflow runner did not start'));
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    logger.fatal(
      `Port ${config.port} is already in use. Stop the other process, or set PORT to a free port.`,
    );
    process.exit(1);
  });

  async function announceSetupLink() {
    const token = await issueSetupToken(ctx.db);
    if (!token) return;
    const link = `${config.appUrl}/setup?token=${token}`;
    logger.info({ link }, 'no account exists yet: open the setup link to create the first owner');
    process.stdout.write(
      `\n  Welcome to Stratagent. Create the first owner (a platform admin) here:\n\n    ${link}\n\n  The link works once.\n\n`,
    );
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stopWebhookWorker();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      // Steps in progress finish (or are taken up again at the next start) before the database closes.
      await ctx.workflowQueue.stop();
      await database.close().catch((err) => logger.error({ err }, 'closing the database failed'));
      lock?.release();
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open.
    const closeIdle = () =>
      (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    closeIdle();
    // Open /metrics/real-time streams never end by themselves: end them, then their sockets.
    void import('./modules/metrics/stream-metric-events').then(({ endMetricStreams }) => {
      endMetricStreams();
      setTimeout(closeIdle, 200).unref();
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

/** A CLI command holds the data directory for a few seconds at most: wait for it. */
async function acquireServerLock(dataDir: string): Promise<DataDirLock> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      return acquireDataDirLock(dataDir, 'server');
    } catch (error) {
      if (
        !(error instanceof DataDirLockedError) ||
        error.holder.role !== 'cli' ||
        Date.now() > deadline
      )
        throw error;
      await sleep(250);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
