import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Both widths of a page (desktop, then phone), for a look before it is called done. */
export async function shootBothWidths(page: Page, dir: string, name: string) {
  fs.mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(dir, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(dir, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}
