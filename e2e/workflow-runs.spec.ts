import type { Page } from '@playwright/test';
import type { WorkflowRun } from '../src/shared/workflows';
import { inviteWithCli, joinFromTeamInvite, signUpFromInvite } from './support/accounts';
import { createCampaign, uploadDocumentThroughApi } from './support/data';
import { expect, sameOrigin, signIn, test, unique } from './support/fixtures';
import { restartServer } from './support/server';

/**
 * Workflows (issue 11, point 3): the content-week template, run for a client whose approval
 * gate waits for the client. The run writes a strategy and five posts, waits at the gate, the
 * server restarts meanwhile, the client approves in the portal, and the run goes on from
 * there: the posts land on the planning calendar, each step having run once.
 */
test.describe.serial('a workflow run with an approval gate, across a restart', () => {
  const owner = {
    email: unique('flow-agency'),
    password: 'Fl0wAgencyPass',
    organization: 'Tideline Agency',
  };
  const guest = { email: unique('flow-guest'), password: 'Fl0wGuestPass' };
  const ids: Record<string, string> = {};

  test.beforeAll(() => {
    inviteWithCli(owner.email, { agency: true });
  });

  async function readRun(page: Page): Promise<WorkflowRun> {
    const res = await page.request.get(`/api/v1/workflows/${ids.workflow}/runs/${ids.run}`);
    expect(res.status()).toBe(200);
    return (await res.json()).data;
  }

  test('the agency runs the content week for its client; the run waits for the client', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signUpFromInvite(page, owner, { agency: true });
    const me = (await (await page.request.get('/api/v1/me')).json()).data;
    const context = await page.request.post(
      `/api/v1/business-context/organization/${me.organization.id}`,
      {
        headers: sameOrigin(),
        data: {
          companyName: 'Tideline Agency',
          industry: 'Professional Services',
          companySize: '11-50 employees',
          description: 'A coastal marketing agency for independent dentists and cafés.',
        },
      },
    );
    expect(context.status()).toBe(200);
    await uploadDocumentThroughApi(page, 'brief.txt', 'Clients love short, friendly posts.');
    const client = await page.request.post('/api/v1/clients', {
      headers: sameOrigin(),
      data: { name: 'Harbour Dental', industry: 'Dental care' },
    });
    expect(client.status()).toBe(201);
    ids.client = (await client.json()).data.id;
    // More than 3 campaigns unlock campaign planning, whose calendar the posts land on.
    for (const name of ['Spring smiles', 'Summer checkups', 'Autumn whitening', 'Winter care'])
      await createCampaign(page, { name, status: 'active', client_id: ids.client });
    const invite = await page.request.post('/api/v1/team/invitations', {
      headers: sameOrigin(),
      data: { email: guest.email, role_name: 'guest', client_ids: [ids.client] },
    });
    expect(invite.status()).toBe(201);

    // The content week, for the client, its gate the client's.
    const made = await page.request.post('/api/v1/workflows', {
      headers: sameOrigin(),
      data: { name: 'Harbour content week', template_id: 'content_week', client_id: ids.client },
    });
    expect(made.status()).toBe(201);
    const workflow = (await made.json()).data;
    ids.workflow = workflow.id;
    const graph = {
      ...workflow.graph,
      steps: workflow.graph.steps.map((s: { id: string }) =>
        s.id === 'approve_posts' ? { ...s, approver: 'client' } : s,
      ),
    };
    const saved = await page.request.patch(`/api/v1/workflows/${ids.workflow}`, {
      headers: sameOrigin(),
      data: { graph },
    });
    expect((await saved.json()).data.runnable).toBe(true);

    const started = await page.request.post(`/api/v1/workflows/${ids.workflow}/runs`, {
      headers: sameOrigin(),
    });
    expect(started.status()).toBe(201);
    ids.run = (await started.json()).data.id;
    await expect
      .poll(async () => (await readRun(page)).status, { timeout: 60_000 })
      .toBe('waiting');
    const run = await readRun(page);
    expect(run.steps.map((s) => [s.step_id, s.status])).toEqual([
      ['start', 'succeeded'],
      ['strategy', 'succeeded'],
      ['posts', 'succeeded'],
      ['approve_posts', 'waiting'],
      ['schedule', 'pending'],
    ]);
    ids.posts = run.steps.find((s) => s.step_id === 'posts')!.output_title!;
  });

  test('the server restarts while the run waits', async () => {
    test.setTimeout(90_000);
    await restartServer();
  });

  test('the client approves in the portal, and the run goes on to the calendar', async ({
    browser,
    page,
  }) => {
    test.setTimeout(150_000);
    const guestContext = await browser.newContext();
    const portal = await guestContext.newPage();
    await joinFromTeamInvite(portal, guest.email, guest.password);
    await portal.goto('/portal');
    await portal.getByRole('tab', { name: /Approvals/ }).click();
    await expect(portal.getByRole('heading', { name: ids.posts! })).toBeVisible();
    await portal.getByRole('button', { name: 'Approve' }).click();
    await expect(portal.getByText('Approved by client')).toBeVisible();
    await guestContext.close();

    await signIn(page, owner.email, owner.password);
    await expect
      .poll(async () => (await readRun(page)).status, { timeout: 60_000 })
      .toBe('succeeded');
    const run = await readRun(page);
    // Each step ran once: the restart did not repeat one.
    expect(run.steps.every((s) => s.attempts <= 1)).toBe(true);
    expect(run.steps.find((s) => s.step_id === 'approve_posts')!.approval).toMatchObject({
      approver: 'client',
      status: 'approved',
    });
    expect(run.steps.filter((s) => s.output_id)).toHaveLength(2);

    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const calendar = await page.request.get(
      `/api/v1/campaign-planning/calendar?from=${from}&to=${to}`,
    );
    expect(calendar.status()).toBe(200);
    const events = (await calendar.json()).data as { title: string; kind: string; date: string }[];
    // One entry per post, one a day from tomorrow: "Post 1 of 3 (LinkedIn): …".
    const posts = events.filter((e) => e.kind === 'content' && e.title.endsWith(`: ${ids.posts}`));
    expect(posts.length).toBeGreaterThan(1);
    expect(posts[0]!.title).toMatch(/^Post 1 of \d+ \(\w+\): /);
    expect(new Set(posts.map((e) => e.date)).size).toBe(posts.length);
  });

  test('a teammate approves on the run page, which follows the run to its end', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, owner.email, owner.password);
    const made = await page.request.post('/api/v1/workflows', {
      headers: sameOrigin(),
      data: { name: 'Our own content week', template_id: 'content_week' },
    });
    const workflowId = (await made.json()).data.id as string;
    await page.goto(`/workflow/${workflowId}/run`);
    await page.getByRole('button', { name: 'Start a run' }).click();
    const steps = page.getByRole('list', { name: 'Steps of the run' });
    const gate = steps.getByRole('listitem', { name: /^Approve the posts: Waiting/ });
    await expect(gate).toBeVisible({ timeout: 60_000 });
    await expect(gate.getByText('Waiting for a teammate to approve.')).toBeVisible();
    await gate.getByRole('button', { name: 'Approve' }).click();
    await expect(
      steps.getByRole('listitem', { name: 'Schedule on the calendar: Succeeded' }),
    ).toBeVisible({ timeout: 60_000 });
    await expect(steps.getByText(/Approved by /)).toBeVisible();

    await page.goto(`/workflow/${workflowId}/history`);
    await expect(page.getByText('Succeeded').first()).toBeVisible();
  });
});
