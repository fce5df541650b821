/**
 * The CLI's commands as services. The CLI runs them directly against the database, or, when
 * a server holds the embedded database, asks that server to run them (see src/cli).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ORGANIZATION_TYPES } from '@/shared/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createInvite } from '../invitations/create-invite';
import { listOutbox } from '../mail/list-outbox';
import type { Auth } from '../auth/auth';
import { loadDemo } from '../demo/load-demo';
import type { Mailer } from '../mail/mailer';

export const cliCommandSchema = z.discriminatedUnion('name', [
  z.object({
    name: z.literal('invite'),
    email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
    type: z.enum(ORGANIZATION_TYPES).default('SME'),
  }),
  z.object({
    name: z.literal('outbox'),
    to: z.string().optional(),
    limit: z.number().int().positive().optional(),
  }),
  z.object({ name: z.literal('admin-grant'), email: z.string().trim().toLowerCase() }),
  z.object({ name: z.literal('demo') }),
]);
export type CliCommand = z.input<typeof cliCommandSchema>;

export type CliDeps = { db: Db; mailer: Mailer; config: Config; auth: Auth };

export async function runCliCommand(deps: CliDeps, input: CliCommand) {
  const command = cliCommandSchema.parse(input);
  switch (command.name) {
    case 'invite':
      return createInvite(deps.db, deps.mailer, {
        email: command.email,
        organizationType: command.type,
        appUrl: deps.config.appUrl,
      });
    case 'outbox':
      return listOutbox(deps.db, { to: command.to, limit: command.limit });
    case 'admin-grant': {
      const [user] = await deps.db
        .update(users)
        .set({ isPlatformAdmin: true, updatedAt: new Date() })
        .where(eq(users.email, command.email))
        .returning({ id: users.id, email: users.email });
      if (!user) throw new AppError('not_found', `No user has the e-mail ${command.email}`);
      return { email: user.email, isPlatformAdmin: true };
    }
    case 'demo':
      return loadDemo(deps);
  }
}
