import { swotSchema } from '../src/shared/agent-runs';
import { inviteWithCli, signUpFromInvite } from './support/accounts';
import { unique } from './support/fixtures';
import { connectModel, expect, test } from './support/model';

/**
 * A model's structured answer shows in the browser while it streams (issue 28 point 3,
 * decision 076): an OpenAI-compatible stand-in started here sends its answer slowly, the
 * session page previews the sections written so far, then the saved output replaces them; a
 * rewrite of that output shows the same preview on the output page.
 */
const MODEL = 'e2e-slow-model';
const KEY = 'sk-e2e-stream-9Kp4abcd';

const owner = {
  email: unique('model-stream'),
  password: 'Str3amPass!',
  organization: 'Tidewater Bakery',
};

const SWOT = swotSchema.parse({
  summary: 'Tidewater Bakery can win weekday lunch orders from the harbour offices.',
  strengths: [{ point: 'Sourdough baked at dawn', evidence: 'Business context' }],
  weaknesses: [{ point: 'No delivery before noon', evidence: 'Business context' }],
  opportunities: [{ point: 'Office lunch subscriptions', evidence: 'Food benchmarks' }],
  threats: [{ point: 'Supermarket meal deals', evidence: 'Retail knowledge base' }],
  recommendations: [
    { title: 'Offer a harbour lunch box', detail: 'Order by 10 am.', priority: 'high' },
  ],
  sources: [{ kind: 'business_context', id: null, title: 'Tidewater Bakery business context' }],
  assumptions: [],
});

test.describe.serial('a model answer streaming in', () => {
  test.use({ modelOptions: { runAnswer: SWOT, chunkDelayMs: 350 } });
  test.beforeAll(() => inviteWithCli(owner.email));

  test('the session page shows the answer as it is written, then the saved output', async ({
    page,
    model,
  }) => {
    test.setTimeout(120_000);
    await signUpFromInvite(page, owner);

    await connectModel(page, model, { name: MODEL, key: KEY });

    await page.goto('/strategy');
    await page.getByRole('radio', { name: 'SWOT Analysis' }).click();
    await page.getByRole('button', { name: 'Run analysis' }).click();
    await page.waitForURL('**/strategy/session/**');

    const soFar = page.getByRole('region', { name: 'The answer so far' });
    await expect(soFar.getByText(SWOT.summary)).toBeVisible({ timeout: 30_000 });
    // Still writing: the output is not saved yet.
    await expect(
      page.getByRole('article', { name: `SWOT Analysis: ${owner.organization}` }),
    ).toHaveCount(0);
    await expect(soFar.getByRole('heading', { name: 'Strengths' })).toBeVisible();

    const result = page.getByRole('article', { name: `SWOT Analysis: ${owner.organization}` });
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result.getByText('Offer a harbour lunch box')).toBeVisible();
    await expect(soFar).toHaveCount(0);

    // A rewrite is a run too (decision 082): the output page shows it being written.
    await result.getByRole('link', { name: 'Open output' }).click();
    await page.waitForURL(/\/outputs\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: `Rewrite with ${MODEL} via OpenAI-compatible` }).click();
    const rewriting = page.getByRole('region', { name: 'Rewriting' });
    await expect(
      rewriting.getByRole('region', { name: 'The answer so far' }).getByText(SWOT.summary),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Rewritten: this is version 2')).toBeVisible({ timeout: 30_000 });
    await expect(rewriting).toHaveCount(0);
  });
});
