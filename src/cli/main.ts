/** `npx stratagent <command>`: see USAGE in parse-args.ts and PRODUCT.md §3. */
import { ZodError } from 'zod';
import { loadConfig } from '../server/config';
import { AppError } from '../server/lib/errors';
import { cliCommandSchema } from '../server/modules/cli/commands';
import type { OutboxEntry } from '../server/modules/mail/list-outbox';
import { CliError, executeCommand } from './execute';
import { formatAdminGrant, formatDemo, formatInvite, formatOutbox } from './format';
import { parseCliArgs, USAGE, UsageError } from './parse-args';

async function main(argv: string[]): Promise<number> {
  const args = parseCliArgs(argv);
  if (args.kind === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  // Checked before any database is opened, so a typo fails fast.
  const checked = cliCommandSchema.safeParse(args.command);
  if (!checked.success) throw new CliError(checked.error.issues[0]?.message ?? 'Invalid command');

  const command = args.command;
  const result = await executeCommand(loadConfig(), command);
  let output: string;
  if (args.json) output = JSON.stringify(result, null, 2);
  else if (command.name === 'invite')
    output = formatInvite(result as Parameters<typeof formatInvite>[0]);
  else if (command.name === 'outbox') output = formatOutbox(result as OutboxEntry[], command.to);
  else if (command.name === 'demo') output = formatDemo(result as Parameters<typeof formatDemo>[0]);
  else output = formatAdminGrant(result as { email: string });
  process.stdout.write(`${output}\n`);
  return 0;
}

function fail(error: unknown): number {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
  } else if (error instanceof CliError || error instanceof AppError) {
    process.stderr.write(`${error.message}\n`);
  } else if (error instanceof ZodError) {
    process.stderr.write(`${error.issues[0]?.message ?? 'Invalid input'}\n`);
  } else {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    if (process.env.DEBUG) console.error(error);
  }
  return 1;
}

// Exit explicitly: an idle handle in a dependency must not keep a finished command alive.
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => process.exit(fail(error)),
);
