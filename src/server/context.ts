/** What every request handler can reach: the app's services and the resolved caller. */
import type { ApiKeyScope, RoleAssignment } from '@/shared/permissions';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Logger } from './lib/logger';
import type { RateLimiter } from './lib/rate-limit';
import type { SecretBox } from './lib/secret-box';
import type { Auth } from './modules/auth/auth';
import type { CallerCache } from './modules/auth/caller-cache';
import type { CampaignListCache } from './modules/campaigns/list-cache';
import type { DashboardMetricsCache } from './modules/dashboard/metrics-cache';
import type { Mailer } from './modules/mail/mailer';
import type { WorkflowQueue } from './modules/workflows/runs/queue';

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
  /** Pages of the campaigns list, forgotten on every change to the organization's campaigns. */
  campaignListCache: CampaignListCache;
  /** Dashboard metrics answers, forgotten on every change to what they count. */
  dashboardMetricsCache: DashboardMetricsCache;
  /** Workflow steps' jobs (pg-boss, loaded on first use; decision 046). */
  workflowQueue: WorkflowQueue;
  /** Seals and opens the organizations' model API keys (decision 071). */
  secretBox: SecretBox;
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
  /** The signed-in session's id (absent for an API key). */
  sessionId?: string;
};

export type AppEnv = {
  Variables: {
    ctx: AppContext;
    caller: Caller | null;
    clientIp: string;
  };
};
