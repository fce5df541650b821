import fs from 'node:fs';
import { ADMIN, expect, signIn, test } from './support/fixtures';

/**
 * The Strategy agent with no model configured: a SWOT analysis streams its steps, is saved
 * as an output grounded in the organization, and is found, opened and exported from /outputs.
 */
test.describe.serial('strategy agent → outputs', () => {
  test('a SWOT analysis streams, finishes and renders as a grid naming the company', async ({
    page,
  }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/strategy');
    await expect(page.getByRole('heading', { name: 'Strategy Agent', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(11);

    await page.getByRole('button', { name: 'Run analysis' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a framework' })).toBeVisible();

    await page.getByRole('radio', { name: 'SWOT Analysis' }).click();
    await page.getByRole('button', { name: 'Run analysis' }).click();
    await page.waitForURL('**/strategy/session/**');

    const result = page.getByRole('article', { name: `SWOT Analysis: ${ADMIN.organization}` });
    await expect(result).toBeVisible({ timeout: 30_000 });
    for (const quadrant of ['Strengths', 'Weaknesses', 'Opportunities', 'Threats']) {
      await expect(result.getByRole('heading', { name: quadrant })).toBeVisible();
    }
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Offline draft/ }).first()).toBeVisible();

    // The stored session survives a reload: same output, and the conversation box is there.
    await page.reload();
    await expect(
      page.getByRole('article', { name: `SWOT Analysis: ${ADMIN.organization}` }),
    ).toBeVisible();
    await page.getByLabel('Message').fill('Which of these should we act on first?');
    await page.getByRole('button', { name: 'Send' }).click();
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(
      conversation.getByText('Which of these should we act on first?', { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');
    // One list item per message (an answer's own Markdown lists nest inside it).
    await expect(conversation.locator(':scope > li')).toHaveCount(3, { timeout: 20_000 });
  });

  test('the output is listed, opens and exports as Markdown', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/outputs');
    await page.getByLabel('Search outputs').fill('SWOT');
    const link = page
      .getByRole('link', { name: new RegExp(`SWOT Analysis: ${ADMIN.organization}`) })
      .first();
    await expect(link).toBeVisible();
    await link.click();
    await page.waitForURL(/\/outputs\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { name: `SWOT Analysis: ${ADMIN.organization}`, level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Strengths' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export Markdown' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.md$/);
    const markdown = fs.readFileSync((await download.path())!, 'utf8');
    expect(markdown).toContain(ADMIN.organization);
    expect(markdown).toMatch(/Strengths/i);
  });
});
