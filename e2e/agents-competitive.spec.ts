import { inviteWithCli, signUpFromInvite } from './support/accounts';
import { uploadDocumentFile, uploadDocumentThroughApi } from './support/data';
import { expect, test, unique } from './support/fixtures';

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

  test.beforeAll(() => inviteWithCli(owner.email));

  test('with six documents: a competitor, an alert from a new document, an analysis', async ({
    page,
  }) => {
    await signUpFromInvite(page, owner);
    await page.goto('/competitive-intelligence');
    await expect(page.getByText('Competitive Intelligence is locked')).toBeVisible();
    await expect(page.getByText('Upload more than 5 documents')).toBeVisible();

    for (let i = 1; i <= 6; i++)
      await uploadDocumentThroughApi(
        page,
        `tasting-notes-${i}.txt`,
        `Tasting notes ${i}: sour, bright.`,
      );

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

    await uploadDocumentFile(
      page,
      `win-loss-${Date.now()}.txt`,
      `Win-loss notes: two delis chose ${competitor} on price this month.`,
    );

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
