import { loadDemo, type DemoAccount } from './support/accounts';
import { shootBothWidths } from './support/screenshots';
import { expect, signIn, test } from './support/fixtures';

/**
 * Workflows: the demo SME creates a workflow from the content-week template, renames a step
 * in the node editor and saves, then finds it in the list and on its overview.
 */
test.describe.serial('workflows', () => {
  let owner: DemoAccount;

  test.beforeAll(() => {
    owner = loadDemo().find((a) => a.type === 'SME')!;
  });

  test('create from the content-week template, edit a step, see it in the list and overview', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, owner.email, owner.password);
    const label = `Week posts ${Date.now().toString(36)}`;

    await page.goto('/workflow/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Workflow templates' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Steps of Content week' })).toContainText(
      'Approve the posts',
    );
    await shootBothWidths(page, 'workflows-templates');
    await page.getByRole('button', { name: 'Use template Content week' }).click();

    await page.waitForURL(/\/workflow\/[0-9a-f-]{36}\/edit$/);
    const workflowUrl = page.url().replace(/\/edit$/, '');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Content week' })).toBeVisible();
    const canvas = page.getByRole('group', { name: /Workflow steps/ });
    await expect(canvas.getByText('Five social posts')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Ready to run' })).toBeVisible();

    // Select the step on the canvas; its form opens in the side panel.
    await canvas.getByText('Five social posts').click();
    const form = page.getByRole('form', { name: 'Edit step Five social posts' });
    await expect(form.getByLabel('Agent')).toBeVisible();
    await expect(form.getByLabel('Tool')).toBeVisible();
    await form.getByLabel('Label').fill(label);
    await expect(canvas.getByText(label)).toBeVisible();
    await shootBothWidths(page, 'workflows-editor');

    // A step left without a label cannot be saved; the issue says why.
    await page
      .getByRole('form', { name: `Edit step ${label}` })
      .getByLabel('Label')
      .fill('');
    await expect(page.getByText('Give the step a label').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page
      .getByRole('form', { name: /Edit step/ })
      .getByLabel('Label')
      .fill(label);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    // The list shows it, runnable, with its five steps.
    await page.goto('/workflow');
    await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Content week' }) })
      .first();
    await expect(row).toContainText('Runnable');
    await expect(row).toContainText('5');
    await shootBothWidths(page, 'workflows-list');

    // The overview: the read-only graph with the new label, and the way to run it.
    await page.goto(workflowUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Content week' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Workflow steps (read only)' }).getByText(label),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Run', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'History', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Workflows');
    await shootBothWidths(page, 'workflows-overview');
  });

  test('another organization’s workflow is not found', async ({ page }) => {
    await signIn(page, owner.email, owner.password);
    await page.goto('/workflow/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Workflow not found' })).toBeVisible();
  });

  test('/workflows leads to the workflows, and /workflow/history lists every run', async ({
    page,
  }) => {
    await signIn(page, owner.email, owner.password);
    await page.goto('/workflows');
    await page.waitForURL(/\/workflow$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
    await page.getByRole('link', { name: 'Run history' }).click();
    await page.waitForURL('**/workflow/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Run history' })).toBeVisible();
    await expect(page.getByText('Workflow not found')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No runs yet' })).toBeVisible();
  });
});
