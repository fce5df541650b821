import { inviteWithCli, signUpFromInvite } from './support/accounts';
import { expect, test, unique } from './support/fixtures';

/**
 * Past one page the campaigns list follows the server's cursor (decision 036): an
 * organization with more campaigns than a page sees the first 100 (highest priority first)
 * and how many there are, and "Load more" appends the rest after them, each once.
 */
test('the campaigns list loads the campaigns past the first page with Load more', async ({
  page,
}) => {
  const owner = { email: unique('pager'), password: 'Pag1ngPass', organization: 'Long Lists Co' };
  inviteWithCli(owner.email);
  await signUpFromInvite(page, owner);

  const count = 105;
  for (let i = 0; i < count; i++) {
    const res = await page.request.post('/api/v1/campaigns', {
      // Campaign 104 has the highest priority, so it heads the list.
      data: { name: `Campaign ${String(i).padStart(3, '0')}`, priority_level: Math.floor(i / 10) },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto('/campaigns');
  await expect(page.getByText(`${count} campaigns · highest priority first`)).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(100);
  await expect(cards.first()).toHaveAccessibleName('Campaign 104');
  await expect(page.getByText(`Showing 100 of ${count} campaigns`)).toBeVisible();

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(count);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const names = await cards.evaluateAll((els) =>
    els.map((el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent),
  );
  expect(new Set(names).size).toBe(count);
});
