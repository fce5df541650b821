import { expect } from '@playwright/test';
import { stratagent } from './cli';

type OutboxEntry = {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
};

/** Reads the outbox with the product's CLI, as an operator would (`npx stratagent outbox`). */
export function readOutbox(to: string): OutboxEntry[] {
  return JSON.parse(stratagent('outbox', '--to', to, '--json')) as OutboxEntry[];
}

/** The first link of the newest e-mail to `to` whose subject matches, waiting for it to arrive. */
export async function latestLink(to: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = readOutbox(to).find((m) => subject.test(m.subject));
        link = mail?.links[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}
