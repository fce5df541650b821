/**
 * better-auth: e-mail and password accounts, httpOnly cookie sessions, password reset,
 * optional e-mail confirmation. Tables: users, sessions, accounts,
 * verifications (migration 0001).
 */
// The minimal build leaves out Kysely, which only a direct database connection needs (ours
// is Drizzle's adapter); loading it cost every start about a tenth of a second.
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { LIMITS, TIMINGS } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import { passwordSchema } from '@/shared/schemas';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import * as schema from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { emailConfirmationEmail, passwordResetEmail } from '../mail/templates';
import { confirmSignUp, isSignUpPending } from './confirm-sign-up';
import { passwordHasher } from './password-hash';

export const CLIENT_IP_HEADER = 'x-stratagent-client-ip';
const COOKIE_PREFIX = 'stratagent';
/** better-auth's session cookie (`__Secure-` in front of it over HTTPS). */
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;

export function createAuth(opts: {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  secret: string;
}) {
  const { config, mailer } = opts;
  const appUrl = new URL(config.appUrl);
  /** Password-reset requests whose e-mail could not be sent. */
  const resetMailFailed = new WeakSet<Request>();
  return betterAuth({
    appName: 'Stratagent',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: (request) => {
      const origins = [appUrl.origin];
      // The server also answers on whatever host the browser used (localhost vs 127.0.0.1).
      const host = request?.headers.get('host');
      if (host && !config.isProduction) origins.push(`${appUrl.protocol}//${host}`);
      return origins;
    },
    database: drizzleAdapter(opts.db, {
      provider: 'pg',
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
      },
    }),
    user: {
      modelName: 'users',
      additionalFields: {
        orgId: { type: 'string', required: false, input: false },
        isPlatformAdmin: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    session: { modelName: 'sessions' },
    account: { modelName: 'accounts' },
    // Reset tokens are kept hashed: a read of the table (a backup, a leaked dump) yields no live link.
    verification: { modelName: 'verifications', storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      requireEmailVerification: config.requireEmailConfirmation,
      resetPasswordTokenExpiresIn: TIMINGS.resetLinkTtlSeconds,
      revokeSessionsOnPasswordReset: true,
      password: passwordHasher(config.passwordHashCost),
      // better-auth logs and swallows a failure here, answering "check your email" anyway:
      // the request is marked, and the after hook answers seed 000's message instead.
      sendResetPassword: async ({ user, url }, request) => {
        try {
          await mailer.send(user.email, passwordResetEmail({ resetUrl: url }));
        } catch (error) {
          if (request) resetMailFailed.add(request);
          throw error;
        }
      },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailConfirmation,
      autoSignInAfterVerification: true,
      expiresIn: TIMINGS.emailConfirmationTtlSeconds,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(user.email, emailConfirmationEmail({ confirmUrl: url }));
      },
      // A sign-up made without the invitation's token becomes a member only now; if that
      // fails (the invite was revoked meanwhile) the address stays unconfirmed.
      beforeEmailVerification: async (user) => {
        await confirmSignUp(opts, user).catch((error: unknown) => {
          if (error instanceof AppError)
            throw new APIError('FORBIDDEN', { message: error.message });
          throw error;
        });
      },
    },
    databaseHooks: {
      session: {
        create: {
          // Nor does it get a session before then, whether or not confirmation is required.
          before: async (session) => {
            if (await isSignUpPending(opts.db, session.userId)) {
              throw new APIError('FORBIDDEN', {
                message: MESSAGES.signup.emailNotConfirmed,
                code: 'EMAIL_NOT_VERIFIED',
              });
            }
          },
        },
      },
    },
    // The app limits /api/auth/* itself (limit-auth-request.ts), in the store shared by every process.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: appUrl.protocol === 'https:',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      // better-auth checks only the length; new passwords follow the sign-up rules too.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/reset-password' && ctx.path !== '/change-password') return;
        const checked = passwordSchema.safeParse(ctx.body?.newPassword);
        if (!checked.success) {
          throw new APIError('BAD_REQUEST', {
            message: checked.error.issues[0]?.message ?? 'Invalid password',
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (
          ctx.path === '/request-password-reset' &&
          ctx.request &&
          resetMailFailed.has(ctx.request)
        )
          throw new APIError('SERVICE_UNAVAILABLE', {
            message: MESSAGES.password.resetEmailFailed,
          });
      }),
    },
    // LOG_LEVEL=silent quiets better-auth's own console logger too.
    logger: { disabled: config.logLevel === 'silent' },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
