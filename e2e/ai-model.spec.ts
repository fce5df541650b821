import { swotSchema } from '../src/shared/agent-runs';
import { inviteWithCli, signUpFromInvite } from './support/accounts';
import { unique } from './support/fixtures';
import { connectModel, expect, test } from './support/model';

/**
 * An owner connects a model in Settings → AI model (decision 071), against an
 * OpenAI-compatible stand-in started here on 127.0.0.1 (the e2e servers allow private model
 * URLs), tests the connection, and runs a SWOT that the model writes: no "Offline draft".
 */
const MODEL = 'e2e-harbor-model';
const KEY = 'sk-e2e-connect-7Hq2wxyz';

const owner = {
  email: unique('ai-model'),
  password: 'Conn3ctPass!',
  organization: 'Quayside Roasters',
};

const SWOT = swotSchema.parse({
  summary: 'Quayside Roasters can turn weekday commuters into subscribers.',
  strengths: [{ point: 'Roasts on site every morning', evidence: 'Business context' }],
  weaknesses: [{ point: 'One shop by the ferry terminal', evidence: 'Business context' }],
  opportunities: [{ point: 'Office coffee subscriptions', evidence: 'Coffee benchmarks' }],
  threats: [{ point: 'Chain cafes on the quay', evidence: 'Retail knowledge base' }],
  recommendations: [
    { title: 'Launch a commuter card', detail: 'Tenth coffee free.', priority: 'high' },
  ],
  sources: [{ kind: 'business_context', id: null, title: 'Quayside Roasters business context' }],
  assumptions: [],
});

test.describe.serial('a model connected in Settings', () => {
  test.use({ modelOptions: { runAnswer: SWOT } });
  test.beforeAll(() => inviteWithCli(owner.email));

  test('the owner connects, tests, and a SWOT is written by the model', async ({ page, model }) => {
    test.setTimeout(120_000);
    await signUpFromInvite(page, owner);

    await page.goto('/settings/ai');
    const section = page.getByRole('region', { name: 'AI model' });
    await expect(section.getByText(/No model is connected/)).toBeVisible();
    await connectModel(page, model, { name: MODEL, key: KEY, testConnection: true });
    await expect(section.getByText(/Saved key: ••••wxyz/)).toBeVisible();
    await expect(section.getByText(new RegExp(`Runs use:.*${MODEL}`))).toBeVisible();
    expect(model.headers.at(-1)?.authorization).toBe(`Bearer ${KEY}`);

    await page.goto('/strategy');
    await page.getByRole('radio', { name: 'SWOT Analysis' }).click();
    await page.getByRole('button', { name: 'Run analysis' }).click();
    await page.waitForURL('**/strategy/session/**');
    const result = page.getByRole('article', { name: `SWOT Analysis: ${owner.organization}` });
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result.getByText('Launch a commuter card')).toBeVisible();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Offline draft/ })).toHaveCount(0);
    expect(model.requests.some((r) => r.model === MODEL && r.stream)).toBe(true);
  });
});
