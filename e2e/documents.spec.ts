import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makePdf } from '../src/server/modules/documents/testing';
import { ADMIN, expect, signIn, test } from './support/fixtures';

/**
 * Documents and extracted business context, as the owner lives them: upload a PDF, find it
 * by a word of its text (highlighted), then paste notes and approve what was extracted
 * through the approval panel of the signed-in area.
 */
test.describe.serial('documents and business-context approval', () => {
  const word = `zebrafication${Date.now().toString(36)}`;
  const title = `Growth plan ${word.slice(-4)}`;

  test('uploads a PDF and finds it by search with the word highlighted', async ({ page }) => {
    const file = path.join(os.tmpdir(), `growth-plan-${Date.now()}.pdf`);
    fs.writeFileSync(
      file,
      makePdf(['Spring growth plan', `Launch the ${word} loyalty program for remote workers`]),
    );

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/documents/upload');
    await expect(page.getByRole('heading', { name: 'Upload a document' })).toBeVisible();
    await page.getByLabel('File', { exact: true }).setInputFiles(file);
    await page.getByLabel('Title (optional)').fill(title);
    await page.getByRole('button', { name: 'Upload document' }).click();

    await page.waitForURL(/\/documents\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(`Launch the ${word} loyalty program`)).toBeVisible();

    await page.goto('/documents');
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();

    await page.goto('/documents/search');
    await page.getByRole('searchbox', { name: 'Search documents' }).fill(word);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await expect(results.locator('mark', { hasText: word })).toBeVisible();
    fs.rmSync(file, { force: true });
  });

  test('extracts business context from notes and approves it through the panel', async ({
    page,
  }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/documents/upload');
    await page
      .getByLabel('Paste a conversation or notes')
      .fill(
        'We are a family-run organic coffee roaster with 14 employees. Our customers are remote workers in Portland. ' +
          'Our main competitors are Starbucks and Blue Bottle. What makes us different is that we roast every morning.',
      );
    await page.getByRole('button', { name: 'Extract business context' }).click();

    const panel = page.getByRole('dialog', { name: 'Save this business context?' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(/High confidence: \d+%/)).toBeVisible();

    await panel.getByRole('button', { name: 'Edit Before Saving' }).click();
    await panel.getByLabel('Target market').fill('Remote workers and freelancers in Portland');
    await panel.getByRole('button', { name: 'Done Editing' }).click();
    await expect(panel.getByText('Remote workers and freelancers in Portland')).toBeVisible();
    await panel.getByRole('button', { name: 'Save All' }).click();

    await expect(page.getByText('Business context saved')).toBeVisible();
    await expect(panel).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Upload a document' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Save this business context?' })).toBeHidden();
  });
});
