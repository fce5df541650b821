/** A spec's own data, created as the signed-in user: through the API, or the upload page. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { sameOrigin } from './fixtures';

/** Creates a campaign through the API and returns its id. */
export async function createCampaign(page: Page, data: Record<string, unknown>) {
  const created = await page.request.post('/api/v1/campaigns', {
    data,
    headers: sameOrigin(),
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data.id as string;
}

/** Imports daily results (`{ date, impressions, clicks, conversions, spend_cents, revenue_cents }`). */
export async function importMetrics(page: Page, campaignId: string, rows: object[]) {
  const metrics = await page.request.post(`/api/v1/campaigns/${campaignId}/metrics`, {
    data: { rows },
    headers: sameOrigin(),
  });
  expect(metrics.status()).toBe(200);
}

/** Uploads a text document through the API. */
export async function uploadDocumentThroughApi(page: Page, name: string, text: string) {
  const res = await page.request.post('/api/v1/documents', {
    headers: sameOrigin(),
    multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
  });
  expect(res.status()).toBe(201);
}

/** Uploads a text file on /documents/upload, as a user would, and waits for its page. */
export async function uploadDocumentFile(page: Page, filename: string, text: string) {
  const file = path.join(os.tmpdir(), filename);
  fs.writeFileSync(file, text);
  await page.goto('/documents/upload');
  await page.getByLabel('File', { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: 'Upload document' }).click();
  await page.waitForURL(/\/documents\/[0-9a-f-]{36}$/);
  fs.rmSync(file, { force: true });
}
