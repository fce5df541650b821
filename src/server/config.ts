/** Environment, parsed once. Every variable is documented in .env.example and the README. */
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_MODEL_PRICES,
  MODEL_TEST_TIMEOUT_SECONDS,
  priceTableSchema,
  type PriceTable,
} from '@/shared/ai-models';
import { WEBHOOK_TIMEOUT_MS } from '@/shared/webhooks';
import { PASSWORD_HASH_COST } from './modules/auth/password-hash';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  APP_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Stratagent <no-reply@stratagent.local>'),
  LLM_PROVIDER: z.enum(['openai', 'anthropic', 'openai-compatible', '']).optional(),
  LLM_MODEL: z.string().optional(),
  LLM_BASE_URL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  ALLOW_ORG_MODEL_KEYS: z.enum(['true', 'false', '1', '0', '']).optional(),
  ALLOW_PRIVATE_MODEL_URLS: flag,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  MODEL_PRICES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return {};
      let json: unknown;
      try {
        json = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
      const table = priceTableSchema.safeParse(json);
      if (!table.success) {
        ctx.addIssue({
          code: 'custom',
          message: `expected {"provider:model": {"input": USD, "output": USD}} per million tokens (${table.error.issues[0]?.message})`,
        });
        return z.NEVER;
      }
      return table.data;
    }),
  ALLOW_AGENCY_SIGNUP: flag,
  REQUIRE_EMAIL_CONFIRMATION: flag,
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_PROJECT_ID: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  WEBHOOK_ALLOW_LOCAL_HTTP: flag,
  TRUST_PROXY: z
    .string()
    .regex(
      /^(?:true|false|\d{1,2})$/,
      'true, false or the number of reverse proxies in front of the server',
    )
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  allowAgencySignup: boolean;
  requireEmailConfirmation: boolean;
  recaptcha: { siteKey: string; secret: string; projectId: string | undefined } | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  rateLimits: boolean;
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are believed; 0 = none. */
  trustProxy: number;
  isProduction: boolean;
  /**
   * Webhooks may target this machine's loopback addresses (localhost, 127.0.0.1, [::1]), over
   * plain http too. Off unless WEBHOOK_ALLOW_LOCAL_HTTP is set, whatever NODE_ENV says: a
   * tenant's admin must not reach the server's own ports (decision 043, amended).
   */
  webhookAllowLocalHttp: boolean;
  /**
   * One delivery's whole deadline, connection to last byte: always WEBHOOK_TIMEOUT_MS from the
   * environment; only the Vitest server tests pass a smaller one, to meet it in milliseconds.
   */
  webhookTimeoutMs: number;
  /** The agents' model; undefined = the offline engine. */
  llm: LlmConfig | undefined;
  /**
   * Owners and admins may save an API key and a server address in Settings → AI model
   * (decision 071): on unless ALLOW_ORG_MODEL_KEYS=false.
   */
  allowOrgModelKeys: boolean;
  /**
   * An organization's OpenAI-compatible server may be on this machine or a private network
   * (ALLOW_PRIVATE_MODEL_URLS=true); off, only public https addresses (decision 071).
   */
  allowPrivateModelUrls: boolean;
  /** LLM_TIMEOUT_MS: one model call's deadline, also for an organization's own model. */
  llmTimeoutMs: number;
  /**
   * Test connection's deadline: always MODEL_TEST_TIMEOUT_SECONDS from the environment; only
   * the Vitest server tests pass a smaller one.
   */
  modelTestTimeoutMs: number;
  /** USD per million tokens by `provider:model`: MODEL_PRICES over DEFAULT_MODEL_PRICES. */
  modelPrices: PriceTable;
  /**
   * scrypt's work factor N for password hashes: always PASSWORD_HASH_COST (2^14) from the
   * environment; only the Vitest server tests pass a smaller one (modules/auth/password-hash.ts).
   */
  passwordHashCost: number;
};

export type LlmConfig = {
  provider: 'openai' | 'anthropic' | 'openai-compatible';
  model: string;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  timeoutMs: number;
  maxRetries: number;
  /**
   * How the provider is reached; unset = the global fetch. An organization's own server goes
   * through a fetch that checks each address as it connects (decision 071).
   */
  fetch?: typeof fetch;
};

const DEFAULT_MODELS: Record<LlmConfig['provider'], string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
  'openai-compatible': 'llama3.1',
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`APP_URL=` in a .env file) means unset, not an invalid value.
  const set = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  const e = parsed.data;
  const empty = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: empty(e.DATABASE_URL),
    appUrl: (empty(e.APP_URL) ?? `http://localhost:${e.PORT}`).replace(/(?<!\/)\/+$/, ''),
    authSecret: empty(e.AUTH_SECRET),
    smtpUrl: empty(e.SMTP_URL),
    mailFrom: e.MAIL_FROM,
    allowAgencySignup: e.ALLOW_AGENCY_SIGNUP,
    requireEmailConfirmation: e.REQUIRE_EMAIL_CONFIRMATION,
    recaptcha:
      empty(e.RECAPTCHA_SITE_KEY) && empty(e.RECAPTCHA_SECRET)
        ? {
            siteKey: e.RECAPTCHA_SITE_KEY!.trim(),
            secret: e.RECAPTCHA_SECRET!.trim(),
            projectId: empty(e.RECAPTCHA_PROJECT_ID),
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
    rateLimits: e.RATE_LIMITS === 'on',
    trustProxy: proxyHops(e.TRUST_PROXY),
    isProduction: e.NODE_ENV === 'production',
    webhookAllowLocalHttp: e.WEBHOOK_ALLOW_LOCAL_HTTP,
    webhookTimeoutMs: WEBHOOK_TIMEOUT_MS,
    llm: e.LLM_PROVIDER
      ? {
          provider: e.LLM_PROVIDER,
          model: empty(e.LLM_MODEL) ?? DEFAULT_MODELS[e.LLM_PROVIDER],
          baseUrl: empty(e.LLM_BASE_URL),
          apiKey: empty(e.LLM_API_KEY),
          timeoutMs: e.LLM_TIMEOUT_MS,
          maxRetries: 2,
        }
      : undefined,
    allowOrgModelKeys: !(e.ALLOW_ORG_MODEL_KEYS === 'false' || e.ALLOW_ORG_MODEL_KEYS === '0'),
    allowPrivateModelUrls: e.ALLOW_PRIVATE_MODEL_URLS,
    llmTimeoutMs: e.LLM_TIMEOUT_MS,
    modelTestTimeoutMs: MODEL_TEST_TIMEOUT_SECONDS * 1000,
    modelPrices: { ...DEFAULT_MODEL_PRICES, ...e.MODEL_PRICES },
    passwordHashCost: PASSWORD_HASH_COST,
  };
}

/** `true` is the usual single load balancer; a number counts a chain of proxies. */
function proxyHops(value: string | undefined): number {
  if (value === undefined || value === 'false') return 0;
  return value === 'true' ? 1 : Number(value);
}
