import { execFileSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { E2E_DATABASE_URL, E2E_DATA_DIR, ROOT } from './server';

type OutboxEntry = {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
};

/** Reads the outbox with the product's CLI, as an operator would (`npx stratagent outbox`). */
export function readOutbox(to: string): OutboxEntry[] {
  const out = execFileSync(
    process.execPath,
    ['bin/stratagent.mjs', 'outbox', '--to', to, '--json'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: E2E_DATA_DIR,
        PORT: String(E2E_PORT),
        DATABASE_URL: E2E_DATABASE_URL,
      },
      encoding: 'utf8',
    },
  );
  return JSON.parse(out) as OutboxEntry[];
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
