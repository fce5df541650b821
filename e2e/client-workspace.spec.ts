import { loadDemo } from './support/accounts';
import { expect, signIn, test } from './support/fixtures';

/**
 * A client's workspace is the client's (seed 001 §2, issue 26): in the demo agency's
 * workspace of one client, "New persona" stays in the workspace, the personas are generated
 * for that client's customers, and the persona tab lists that client's personas only.
 */
test.describe('the client workspace works for its client', () => {
  test("the persona page: New persona stays in the workspace and lists the client's personas", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const agency = loadDemo().find((a) => a.type === 'AGENCY' && !a.role)!;
    await signIn(page, agency.email, agency.password);
    const clients = (await (await page.request.get('/api/v1/clients')).json()) as {
      data: { id: string; name: string }[];
    };
    const idOf = (name: string) => clients.data.find((c) => c.name === name)!.id;
    const fernleaf = idOf('Fernleaf Skincare');
    const harbor = idOf('Harbor Fitness Studios');

    await page.goto(`/clients/${fernleaf}/agents/persona`);
    await expect(page.getByRole('heading', { name: 'Persona Agent', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'New persona' }).first().click();
    await page.waitForURL(`**/clients/${fernleaf}/agents/persona/new`);
    await expect(page.getByRole('heading', { name: 'New persona', level: 1 })).toBeVisible();
    await page.getByLabel('Number of personas').selectOption('1');
    await page.getByRole('button', { name: 'Generate personas' }).click();
    await page.waitForURL(`**/clients/${fernleaf}/agents/persona/session/**`);
    await expect(page.getByRole('article')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Generate another persona' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page
        .getByRole('article')
        .getByText(/Fernleaf Skincare/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('article').getByText(/Brightline/)).toHaveCount(0);

    await page.goto(`/clients/${fernleaf}/agents/persona`);
    const personas = page.getByRole('list', { name: 'Personas' });
    await expect(personas.getByRole('listitem')).toHaveCount(1);

    // Another client's persona tab does not list Fernleaf's persona.
    await page.goto(`/clients/${harbor}/agents/persona`);
    await expect(page.getByRole('heading', { name: 'Persona Agent', level: 1 })).toBeVisible();
    await expect(page.getByText('No personas yet.')).toBeVisible();
  });
});
