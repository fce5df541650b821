import { inviteWithCli, signUpFromInvite } from './support/accounts';
import { expect, sameOrigin, test, unique } from './support/fixtures';

/**
 * Per-client AI model and AI usage (decision 048) on a server running the offline engine:
 * the owner chooses a client's model on its Edit page, runs an agent for it, and sees the
 * run on the client's AI usage card and on /settings/ai, with no cost.
 */
test.describe.serial('AI model and usage', () => {
  const owner = {
    email: unique('ai-usage'),
    password: 'Ag3ncyPass!',
    organization: 'Tidewater Agency',
  };
  let clientId = '';

  test.beforeAll(() => {
    inviteWithCli(owner.email, { agency: true });
  });

  test('the owner chooses a client’s model and sees its offline run cost nothing', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpFromInvite(page, owner, { agency: true });

    const created = await page.request.post('/api/v1/clients', {
      data: { name: 'Saltmarsh Cafe' },
      headers: sameOrigin(),
    });
    expect(created.status()).toBe(201);
    clientId = (await created.json()).data.id as string;

    // The client's Edit page: the AI model section.
    await page.goto(`/clients/${clientId}/edit`);
    const section = page.getByRole('region', { name: 'AI model' });
    await expect(section.getByText(/Offline engine: no model is called/)).toBeVisible();
    await section.getByLabel('Provider').selectOption('openai');
    await section.getByRole('button', { name: 'Save AI model' }).click();
    await expect(section.getByText('Enter a model name (1 to 100 characters).')).toBeVisible();
    await section.getByLabel('Model').fill('gpt-4o-mini');
    await section.getByRole('button', { name: 'Save AI model' }).click();
    await expect(page.getByText('AI model saved')).toBeVisible();

    // An agent run for the client, on the offline engine.
    const session = await page.request.post('/api/v1/agent-sessions', {
      data: { agent_type: 'strategy', client_id: clientId },
      headers: sameOrigin(),
    });
    expect(session.status()).toBe(201);
    const run = await page.request.post(
      `/api/v1/agent-sessions/${(await session.json()).data.id}/runs`,
      { data: { tool: 'swot' }, headers: sameOrigin() },
    );
    expect(run.status()).toBe(200);
    await run.body();

    await page.goto(`/clients/${clientId}`);
    const card = page.getByRole('region', { name: 'This month' });
    await expect(card.getByText('1 run · 0 tokens · $0.00')).toBeVisible();
    await expect(
      card.getByText('Offline engine: no model is called and there is no cost.'),
    ).toBeVisible();

    await page.goto('/settings');
    await page.getByRole('link', { name: /AI model and usage/ }).click();
    await page.waitForURL('**/settings/ai');
    await expect(page.getByRole('heading', { level: 1, name: 'AI model and usage' })).toBeVisible();
    const byClient = page.getByRole('table', { name: 'AI usage by client' });
    await expect(byClient.getByRole('link', { name: 'Saltmarsh Cafe' })).toBeVisible();
  });
});
