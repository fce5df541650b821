/** Opens the database, applies migrations and builds the services shared by server and CLI. */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database, type Db } from './db/client';
import { migrate } from './db/migrate';
import { appSettings } from './db/schema';
import { createLogger, type Logger } from './lib/logger';
import { createRateLimiter } from './lib/rate-limit';
import { createSecretBox } from './lib/secret-box';
import { createAuth } from './modules/auth/auth';
import { createCallerCache, followCallerChanges } from './modules/auth/caller-cache';
import { createCampaignListCache, followCampaignChanges } from './modules/campaigns/list-cache';
import {
  createDashboardMetricsCache,
  followDashboardChanges,
} from './modules/dashboard/metrics-cache';
import { createMailer } from './modules/mail/mailer';
import { createWorkflowQueue } from './modules/workflows/runs/queue';

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}

/** AUTH_SECRET, or a secret generated once and kept in the database so sessions survive restarts. */
async function authSecret(db: Db, config: Config): Promise<string> {
  if (config.authSecret) return config.authSecret;
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret'));
  if (row) return row.value;
  const secret = crypto.randomBytes(32).toString('base64url');
  await db.insert(appSettings).values({ key: 'auth_secret', value: secret }).onConflictDoNothing();
  const [stored] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret'));
  return stored!.value;
}

export async function buildContext(opts: {
  config: Config;
  database: Database;
  logger?: Logger;
  cliSecret?: string;
}): Promise<AppContext> {
  const { config, database } = opts;
  const logger = opts.logger ?? createLogger(config.logLevel);
  await migrate(database);
  const db = database.db;
  const mailer = createMailer({ db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const secret = await authSecret(db, config);
  const auth = createAuth({ db, config, mailer, logger, secret });
  const callerCache = createCallerCache();
  await followCallerChanges(callerCache, database, logger);
  const campaignListCache = createCampaignListCache();
  await followCampaignChanges(campaignListCache, database, logger);
  const dashboardMetricsCache = createDashboardMetricsCache();
  await followDashboardChanges(dashboardMetricsCache, database, logger);
  return {
    config,
    database,
    db,
    logger,
    mailer,
    auth,
    rateLimiter: await createRateLimiter({ enabled: config.rateLimits, pool: database.pool }),
    callerCache,
    campaignListCache,
    dashboardMetricsCache,
    workflowQueue: createWorkflowQueue(database, logger),
    secretBox: createSecretBox(secret),
    cliSecret: opts.cliSecret,
  };
}
