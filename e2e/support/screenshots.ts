import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Screenshots are taken only when SCREENSHOTS=1 is set. */
const enabled = () => process.env.SCREENSHOTS === '1';

/** The folder they go to: SCREENSHOTS_DIR, or .tmp/screenshots in the repository. */
function folder() {
  const dir =
    process.env.SCREENSHOTS_DIR ??
    path.join(path.resolve(import.meta.dirname, '../..'), '.tmp', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Full-page screenshots of the page at desktop width (1280) and phone width (390 × 844), as
 * `${name}-desktop.png` and `${name}-phone.png`; the page then gets back the viewport it had.
 * Screenshots are to look at, not compared; they are on with SCREENSHOTS=1 and this does
 * nothing otherwise.
 */
export async function shootBothWidths(page: Page, name: string) {
  if (!enabled()) return;
  const dir = folder();
  const before = page.viewportSize();
  // From the top, so that a sticky header is not drawn in the middle of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  try {
    await page.setViewportSize({ width: DESKTOP.width, height: before?.height ?? DESKTOP.height });
    await page.screenshot({ path: path.join(dir, `${name}-desktop.png`), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: path.join(dir, `${name}-phone.png`), fullPage: true });
  } finally {
    if (before) await page.setViewportSize(before);
  }
}
