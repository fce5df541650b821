import { loadDemo } from './support/accounts';
import { expect, signIn, test } from './support/fixtures';
import { shootBothWidths } from './support/screenshots';

/**
 * Brand comparison (issue 11, point 4): the demo SME's brand voice and positioning beside its
 * recorded competitors, each difference quoting the records, saved as an output that lists
 * the records it used.
 */
test('the demo SME compares its brand with its competitors and saves it as an output', async ({
  page,
}) => {
  const owner = loadDemo().find((a) => a.type === 'SME')!;
  await signIn(page, owner.email, owner.password);
  await page.goto('/brand-comparison');
  await expect(page.getByRole('heading', { name: 'Brand comparison', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Your brand: / })).toBeVisible();
  const competitors = page.getByRole('list', { name: 'Competitors' });
  const copperpot = competitors.getByRole('listitem').filter({ hasText: 'Copperpot Coffee' });
  await expect(copperpot.getByRole('heading', { name: 'Copperpot Coffee' })).toBeVisible();
  await expect(copperpot.getByText('Price: Premium (“premium”)')).toBeVisible();
  await expect(
    copperpot.getByText(
      /positions itself as “A premium café chain with a polished subscription for design-minded buyers”/,
    ),
  ).toBeVisible();
  await expect(competitors.getByRole('heading', { name: 'Ridgeline Roasting Co.' })).toBeVisible();

  await shootBothWidths(page, 'brand-comparison');

  await page.getByRole('button', { name: 'Save as output' }).click();
  await page.waitForURL(/\/outputs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Brand comparison: /, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Copperpot Coffee' })).toBeVisible();
  const sources = page.getByRole('region', { name: 'Sources' });
  await expect(sources.getByRole('link', { name: 'Copperpot Coffee' })).toBeVisible();
  await expect(sources.getByText('Unchanged').first()).toBeVisible();
  await expect(page.getByText('A source this output used has changed')).toHaveCount(0);
  await shootBothWidths(page, 'brand-comparison-output');

  await page.goto('/outputs');
  await expect(page.getByRole('link', { name: /^Brand comparison: / }).first()).toBeVisible();
});
