import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { expect, test, unique } from './support/fixtures';
import { latestLink } from './support/outbox';
import { E2E_DATABASE_URL, E2E_DATA_DIR, ROOT } from './support/server';

/**
 * The Content agent: a new user sees it locked until a document exists; with one, opens
 * /content, writes a blog article, reads the rendered draft with its brand-voice score,
 * finds it in /content/library and approves it.
 */
test.describe.serial('content agent', () => {
  const owner = {
    email: unique('content'),
    password: 'C0ntentAgentPass',
    organization: 'Saltmarsh Candle Co',
  };

  test.beforeAll(() => {
    execFileSync(process.execPath, ['bin/stratagent.mjs', 'invite', owner.email], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: E2E_DATA_DIR,
        PORT: String(E2E_PORT),
        DATABASE_URL: E2E_DATABASE_URL,
      },
      stdio: 'pipe',
    });
  });

  const signUp = async (page: Page) => {
    await page.goto(await latestLink(owner.email, /invitation/i));
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByLabel('Confirm password').fill(owner.password);
    await page.getByLabel('Organization name').fill(owner.organization);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/onboarding/business-context');
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await page.waitForURL('**/dashboard');
  };

  test('locked without a document; with one, a blog article is written, scored, found in the library and approved', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/content');
    await expect(page.getByRole('heading', { name: 'Content Agent', level: 1 })).toBeVisible();
    await expect(page.getByText('Content Agent is locked')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write a blog article' })).toHaveCount(0);

    const file = path.join(os.tmpdir(), `candle-notes-${Date.now()}.txt`);
    fs.writeFileSync(file, 'Customers love our soy candles poured by hand in small batches.');
    await page.goto('/documents/upload');
    await page.getByLabel('File', { exact: true }).setInputFiles(file);
    await page.getByRole('button', { name: 'Upload document' }).click();
    await page.waitForURL(/\/documents\/[0-9a-f-]{36}$/);
    fs.rmSync(file, { force: true });

    await page.goto('/content');
    await expect(page.getByText('Content Agent is locked')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Brand voice' }).getByText('Vocabulary to avoid'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Write a blog article' }).click();
    await page.waitForURL('**/content/tool/blog_article');
    await page.getByLabel('Topic').fill('Caring for hand-poured candles');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Write a blog article' }).click();
    await page.waitForURL(/\/content\/tool\/blog_article\/session\/[0-9a-f-]{36}$/);

    const draft = page.getByRole('article', {
      name: /Blog article: Caring for hand-poured candles/,
    });
    await expect(draft).toBeVisible({ timeout: 30_000 });
    await expect(draft.getByTestId('brand-voice-score')).toHaveText(/^\d{1,3}\/100$/);
    await expect(draft.getByText(/Meta description/)).toBeVisible();
    await expect(draft.getByText(/Saltmarsh Candle Co/).first()).toBeVisible();

    await page.goto('/content/library');
    const filters = page.getByRole('search', { name: 'Content library' });
    await filters.getByLabel('Search').fill('hand-poured');
    await filters.getByLabel('Search').press('Enter');
    const row = page.getByRole('listitem', {
      name: /Blog article: Caring for hand-poured candles/,
    });
    await expect(row).toBeVisible();
    await expect(row.getByText(/Brand voice \d+\/100/)).toBeVisible();
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: /^Approve/ }).click();
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();

    await filters.getByLabel('Status').selectOption('approved');
    await expect(
      page.getByRole('listitem', { name: /Caring for hand-poured candles/ }),
    ).toBeVisible();
  });
});
