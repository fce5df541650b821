import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { CliCommand } from '../server/modules/cli/commands';

export const USAGE = `Usage: npx stratagent <command> [options]

Commands:
  invite <email> [--type SME|AGENCY]      Whitelist an e-mail and send the invitation e-mail
                                          (an AGENCY invite lets that e-mail create an agency)
  outbox [--to <email>] [--json] [--limit N]
                                          Show the e-mails sent, newest first
  admin grant <email>                     Make a user a platform admin
  demo                                    Load (or reload) a demo SME and a demo agency
                                          and print how to sign in as their owners
  help                                    Show this help

Works with the same DATA_DIR, DATABASE_URL and PORT as the server, whether or not it runs.`;

export type ParsedArgs = { kind: 'help' } | { kind: 'command'; command: CliCommand; json: boolean };

/** A mistake in the command line; the CLI prints the message and the usage. */
export class UsageError extends Error {}

export function parseCliArgs(argv: string[]): ParsedArgs {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') return { kind: 'help' };
  if (rest.includes('--help') || rest.includes('-h')) return { kind: 'help' };

  switch (name) {
    case 'invite': {
      const { values, positionals } = parse(rest, { type: { type: 'string' } });
      const email = single(positionals, 'invite needs exactly one e-mail address');
      const type = (values.type ?? 'SME').toUpperCase();
      if (type !== 'SME' && type !== 'AGENCY') throw new UsageError('--type must be SME or AGENCY');
      return { kind: 'command', command: { name: 'invite', email, type }, json: false };
    }
    case 'outbox': {
      const { values, positionals } = parse(rest, {
        to: { type: 'string' },
        json: { type: 'boolean' },
        limit: { type: 'string' },
      });
      if (positionals.length) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
      let limit: number | undefined;
      if (values.limit !== undefined) {
        limit = Number(values.limit);
        if (!/^\d+$/.test(values.limit) || limit < 1)
          throw new UsageError('--limit must be a positive whole number');
      }
      return {
        kind: 'command',
        command: { name: 'outbox', to: values.to, limit },
        json: Boolean(values.json),
      };
    }
    case 'admin': {
      const [sub, ...args] = rest;
      if (sub !== 'grant')
        throw new UsageError(
          sub ? `Unknown admin command: ${sub}` : 'admin needs a subcommand: grant',
        );
      const { positionals } = parse(args, {});
      const email = single(positionals, 'admin grant needs exactly one e-mail address');
      return { kind: 'command', command: { name: 'admin-grant', email }, json: false };
    }
    case 'demo': {
      const { values, positionals } = parse(rest, { json: { type: 'boolean' } });
      if (positionals.length) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
      return { kind: 'command', command: { name: 'demo' }, json: Boolean(values.json) };
    }
    default:
      throw new UsageError(`Unknown command: ${name}`);
  }
}

function parse<O extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function single(positionals: string[], message: string): string {
  if (positionals.length !== 1) throw new UsageError(message);
  return positionals[0]!;
}
