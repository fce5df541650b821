import crypto from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { AppError } from '../../lib/errors';
import { cliCommandSchema, runCliCommand } from './commands';

export const CLI_SECRET_HEADER = 'x-stratagent-cli-secret';

/** Lets the CLI run its commands through the server that holds the embedded database. */
export const cliRoutes = new Hono<AppEnv>().post('/cli', async (c) => {
  const ctx = c.get('ctx');
  const given = Buffer.from(c.req.header(CLI_SECRET_HEADER) ?? '');
  const expected = Buffer.from(ctx.cliSecret ?? '');
  if (
    !ctx.cliSecret ||
    given.length !== expected.length ||
    !crypto.timingSafeEqual(given, expected)
  ) {
    throw new AppError('forbidden', 'Not allowed');
  }
  const parsed = cliCommandSchema.safeParse(await c.req.json());
  if (!parsed.success)
    throw new AppError('validation_error', parsed.error.issues[0]?.message ?? 'Invalid command');
  return c.json({ data: await runCliCommand(ctx, parsed.data) });
});
