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
 * The Competitive Intelligence agent: locked until more than five documents; with six, a
 * competitor is added, a newly uploaded document that names it raises an alert, and the
 * palette's 'Competitor Analysis' template opens an analysis that runs to a rendered output.
 */
test.describe.serial('competitive intelligence agent', () => {
  const owner = {
    email: unique('competitive'),
    password: 'C0mpetitorPass',
    organization: 'Saltmarsh Ferments',
  };
  const competitor = 'Brinewell Pickle Co';

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

  const uploadThroughApi = async (page: Page, name: string, text: string) => {
    const res = await page.request.post('/api/v1/documents', {
      headers: { origin: new URL(page.url()).origin },
      multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
    });
    expect(res.status()).toBe(201);
  };

  test('with six documents: a competitor, an alert from a new document, an analysis', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/competitive-intelligence');
    await expect(page.getByText('Competitive Intelligence is locked')).toBeVisible();
    await expect(page.getByText('Upload more than 5 documents')).toBeVisible();

    for (let i = 1; i <= 6; i++)
      await uploadThroughApi(page, `tasting-notes-${i}.txt`, `Tasting notes ${i}: sour, bright.`);

    await page.goto('/competitive-intelligence/competitors');
    await expect(page.getByRole('heading', { name: 'Competitors', level: 1 })).toBeVisible();
    await expect(page.getByText('No competitors yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add competitor', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a competitor' });
    await dialog.getByLabel('Website').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Add competitor' }).click();
    await expect(dialog.getByText('Enter the competitor’s name')).toBeVisible();
    await expect(dialog.getByText(/must be a web address/)).toBeVisible();
    await dialog.getByLabel('Name').fill(competitor);
    await dialog.getByLabel('Website').fill('brinewell.example.com');
    await dialog.getByLabel('Positioning').fill('Supermarket pickles with a craft label');
    await dialog.getByLabel('Strengths').fill('Shelf space in every grocery chain\nLow prices');
    await dialog.getByLabel('Weaknesses').fill('Pasteurised: no live cultures');
    await dialog.getByRole('button', { name: 'Add competitor' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('listitem').filter({ hasText: competitor });
    await expect(card.getByRole('link', { name: /brinewell\.example\.com/ })).toBeVisible();
    await expect(card.getByText('Pasteurised: no live cultures')).toBeVisible();

    const file = path.join(os.tmpdir(), `win-loss-${Date.now()}.txt`);
    fs.writeFileSync(file, `Win-loss notes: two delis chose ${competitor} on price this month.`);
    await page.goto('/documents/upload');
    await page.getByLabel('File', { exact: true }).setInputFiles(file);
    await page.getByRole('button', { name: 'Upload document' }).click();
    await page.waitForURL(/\/documents\/[0-9a-f-]{36}$/);
    fs.rmSync(file, { force: true });

    await page.goto('/competitive-intelligence/alerts');
    const alert = page.getByRole('listitem').filter({ hasText: 'Mentioned in a document' });
    await expect(alert).toContainText(competitor);
    await expect(alert).toContainText('chose Brinewell Pickle Co on price');
    await alert.getByRole('button', { name: `Mark the alert about ${competitor} read` }).click();
    await expect(alert.getByText('Unread')).toHaveCount(0);

    // The palette's quick-win template opens the analysis with every competitor selected.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox', { name: 'Search commands' }).fill('competitor analysis');
    await palette.getByRole('option', { name: 'Competitor Analysis', exact: true }).click();
    await page.waitForURL('**/competitive-intelligence/analysis');
    await expect(page.getByText('Competitor Analysis template applied')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: competitor })).toBeChecked();
    await page.getByRole('button', { name: 'Start the analysis' }).click();
    await page.waitForURL(/\/competitive-intelligence\/session\/[0-9a-f-]{36}$/);

    const output = page.getByRole('article', { name: /Competitive analysis: .* vs Brinewell/ });
    await expect(output).toBeVisible({ timeout: 30_000 });
    const matrix = output.getByRole('table', { name: 'Positioning comparison matrix' });
    await expect(matrix.getByRole('rowheader', { name: competitor })).toBeVisible();
    await expect(output.getByText('Messaging gaps')).toBeVisible();
    await expect(output.getByText(/named in 1 document/)).toBeVisible();

    await page.goto('/competitive-intelligence');
    await expect(page.getByText(/Competitive analysis: .* vs Brinewell/)).toBeVisible();
  });
});
