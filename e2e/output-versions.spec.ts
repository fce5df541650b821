import { swotSchema } from '../src/shared/agent-runs';
import { inviteWithCli, signUpFromInvite } from './support/accounts';
import { unique } from './support/fixtures';
import { connectModel, expect, test } from './support/model';
import { shootBothWidths } from './support/screenshots';

/**
 * See the difference (issue 28 point 5, decision 075): an owner runs a SWOT offline, connects
 * a model in Settings → AI model against the OpenAI-compatible stand-in, tests it, rewrites
 * the SWOT with it and sees the model's version beside the offline one.
 */
const MODEL = 'e2e-versions-model';
const KEY = 'sk-e2e-versions-9Kp4wxyz';

const owner = {
  email: unique('versions'),
  password: 'Vers1onsPass!',
  organization: 'Saltmarsh Ciders',
};

const SWOT = swotSchema.parse({
  summary: 'Saltmarsh Ciders can win the coastal farm-shop trade.',
  strengths: [{ point: 'Orchards on the estuary', evidence: 'Business context' }],
  weaknesses: [{ point: 'One pressing a year', evidence: 'Business context' }],
  opportunities: [{ point: 'Farm-shop tasting days', evidence: 'Retail benchmarks' }],
  threats: [{ point: 'Supermarket craft ranges', evidence: 'Retail knowledge base' }],
  recommendations: [
    { title: 'Run estuary tasting weekends', detail: 'Two a month in summer.', priority: 'high' },
  ],
  sources: [{ kind: 'business_context', id: null, title: 'Saltmarsh Ciders business context' }],
  assumptions: [],
});

test.describe.serial('rewriting an offline output with a model', () => {
  test.use({ modelOptions: { runAnswer: SWOT } });
  test.beforeAll(() => inviteWithCli(owner.email));

  test('the model’s version appears beside the offline one', async ({ page, model }) => {
    test.setTimeout(150_000);
    await signUpFromInvite(page, owner);

    // A SWOT written offline: no model is connected yet.
    await page.goto('/strategy');
    await page.getByRole('radio', { name: 'SWOT Analysis' }).click();
    await page.getByRole('button', { name: 'Run analysis' }).click();
    await page.waitForURL('**/strategy/session/**');
    const result = page.getByRole('article', { name: `SWOT Analysis: ${owner.organization}` });
    await expect(result).toBeVisible({ timeout: 30_000 });
    await result.getByRole('link', { name: 'Open output' }).click();
    await page.waitForURL(/\/outputs\/[0-9a-f-]{36}$/);
    const outputUrl = page.url();
    const versions = page.getByRole('region', { name: 'Versions' });
    const history = versions.getByRole('list', { name: 'Version history' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByText('Offline draft')).toBeVisible();
    // No model yet: the model rewrite is there, disabled, with where to connect one.
    const disabled = page.getByRole('button', { name: 'Rewrite with a model' });
    await expect(disabled).toBeDisabled();
    await expect(disabled).toHaveAccessibleDescription(/No AI model is configured/);
    await expect(
      page.getByRole('link', { name: 'Connect one in Settings → AI model' }),
    ).toBeVisible();

    // The owner connects the stand-in and tests it.
    await connectModel(page, model, { name: MODEL, key: KEY, testConnection: true });

    // Back on the SWOT: rewrite it with the model.
    await page.goto(outputUrl);
    const label = `${MODEL} via OpenAI-compatible`;
    await page.getByRole('button', { name: `Rewrite with ${label}` }).click();
    await expect(page.getByText('Rewritten: this is version 2')).toBeVisible({ timeout: 30_000 });
    expect(model.requests.some((r) => r.model === MODEL && r.stream)).toBe(true);
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('button', { name: /Offline draft/ })).toHaveCount(0);

    // Side by side: version 1 offline on the left, the model's version 2 on the right.
    await expect(versions.getByLabel('Left version')).toHaveValue('1');
    await expect(versions.getByLabel('Right version')).toHaveValue('2');
    const offline = versions.getByRole('article', { name: 'Version 1: Offline draft' });
    const written = versions.getByRole('article', { name: `Version 2: ${label}` });
    await expect(offline).toBeVisible();
    await expect(written.getByText('Run estuary tasting weekends')).toBeVisible();
    await expect(offline.getByText('Run estuary tasting weekends')).toHaveCount(0);
    const [left, right] = await Promise.all([offline.boundingBox(), written.boundingBox()]);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
    await shootBothWidths(page, 'output-versions');

    // The selects are labelled and choose what is compared.
    await versions.getByLabel('Left version').selectOption('2');
    await expect(versions.getByRole('article', { name: `Version 2: ${label}` })).toHaveCount(2);

    // Stacked on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await versions.getByLabel('Left version').selectOption('1');
    const [top, below] = await Promise.all([offline.boundingBox(), written.boundingBox()]);
    expect(below!.y).toBeGreaterThan(top!.y + top!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
