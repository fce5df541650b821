import { inviteWithCli, signUpFromInvite } from './support/accounts';
import { expect, test, unique } from './support/fixtures';
import { shootBothWidths } from './support/screenshots';

/**
 * Stale outputs (issue 11, point 5a): an output lists the business context it was grounded
 * in; when that changes, the output says so and is badged Stale in the list, and Refresh
 * makes a new output from the same inputs that is not stale.
 */
test('an output turns stale when a fact it used changes, and Refresh clears it', async ({
  page,
}) => {
  const owner = {
    email: unique('stale'),
    password: 'St4leOutputPass',
    organization: 'Tidewater Soaps',
  };
  inviteWithCli(owner.email);
  await signUpFromInvite(page, owner);
  const origin = { origin: new URL(page.url()).origin };
  const me = (await (await page.request.get('/api/v1/me')).json()).data;
  const orgId = me.organization.id as string;
  const context = {
    companyName: 'Tidewater Soaps',
    industry: 'E-commerce',
    companySize: '1-10 employees',
    description: 'Cold-process soaps made in small batches on the coast.',
  };
  const setContext = async (body: object) =>
    expect(
      (
        await page.request.post(`/api/v1/business-context/organization/${orgId}`, {
          data: body,
          headers: origin,
        })
      ).status(),
    ).toBe(200);
  await setContext(context);

  const session = await page.request.post('/api/v1/agent-sessions', {
    data: { agent_type: 'strategy' },
    headers: origin,
  });
  expect(session.status()).toBe(201);
  const sessionId = (await session.json()).data.id as string;
  const run = await page.request.post(`/api/v1/agent-sessions/${sessionId}/runs`, {
    data: { tool: 'swot' },
    headers: origin,
  });
  expect(run.status()).toBe(200);
  const outputId = /"output_id":"([0-9a-f-]{36})"/.exec(await run.text())![1]!;

  await page.goto(`/outputs/${outputId}`);
  const sources = page.getByRole('region', { name: 'Sources' });
  await expect(
    sources.getByRole('link', { name: 'Tidewater Soaps business context' }),
  ).toBeVisible();
  await expect(sources.getByText('Unchanged')).toBeVisible();
  await expect(page.getByText('A source this output used has changed')).toHaveCount(0);

  // The fact the output used changes.
  await setContext({ ...context, description: 'Cold-process soaps and candles, sold online.' });
  await page.goto('/outputs');
  const item = page.getByRole('listitem').filter({ hasText: /SWOT/ }).first();
  await expect(item.getByText('Stale', { exact: true })).toBeVisible();

  await page.goto(`/outputs/${outputId}`);
  await expect(
    page.getByText('A source this output used has changed since it was generated'),
  ).toBeVisible();
  await expect(sources.getByText('Changed since')).toBeVisible();
  await shootBothWidths(page, 'stale-output');

  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.waitForURL(
    (url) => /\/outputs\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(outputId),
  );
  await expect(page.getByText('Refreshed: this is the new output')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sources' }).getByText('Unchanged')).toBeVisible();
  await expect(page.getByText('A source this output used has changed')).toHaveCount(0);
});
