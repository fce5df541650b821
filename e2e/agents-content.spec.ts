import { inviteWithCli, signUpFromInvite } from './support/accounts';
import { uploadDocumentFile } from './support/data';
import { expect, test, unique } from './support/fixtures';

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

  test.beforeAll(() => inviteWithCli(owner.email));

  test('locked without a document; with one, a blog article is written, scored, found in the library and approved', async ({
    page,
  }) => {
    await signUpFromInvite(page, owner);
    await page.goto('/content');
    await expect(page.getByRole('heading', { name: 'Content Agent', level: 1 })).toBeVisible();
    await expect(page.getByText('Content Agent is locked')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write a blog article' })).toHaveCount(0);

    await uploadDocumentFile(
      page,
      `candle-notes-${Date.now()}.txt`,
      'Customers love our soy candles poured by hand in small batches.',
    );

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
