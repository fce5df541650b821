/** What every request handler can reach: the app's services and the resolved caller. */
import type { ApiKeyScope, RoleAssignment } from '@/shared/permissions';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Logger } from './lib/logger';
import type { RateLimiter } from './lib/rate-limit';
import type { Auth } from './modules/auth/auth';
import type { CallerCache } from './modules/auth/caller-cache';
import type { Mailer } from './modules/mail/mailer';

export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  rateLimiter: RateLimiter;
  /** Callers resolved moments ago, forgotten on every change to them (caller-cache.ts). */
  callerCache: CallerCache;
  /** Secret the CLI presents to reach the running server (see data-dir-lock). */
  cliSecret: string | undefined;
};

export type Caller = {
  userId: string;
  email: string;
  name: string;
  orgId: string | null;
  isPlatformAdmin: boolean;
  via: 'session' | 'api_key';
  /** The caller's roles in their organization (empty without one). */
  roles: RoleAssignment[];
  /** An API key's scopes; null for a signed-in session. */
  scopes: ApiKeyScope[] | null;
};

export type AppEnv = {
  Variables: {
    ctx: AppContext;
    caller: Caller | null;
    clientIp: string;
  };
};
