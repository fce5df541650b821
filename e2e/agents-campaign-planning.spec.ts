import { inviteWithCli, signUpFromInvite } from './support/accounts';
import { createCampaign } from './support/data';
import { expect, signIn, test, unique } from './support/fixtures';

/**
 * Campaign Planning: a marketer with four campaigns plans one from its page, opens the plan
 * and sees its dated tasks, then reschedules tasks on the calendar, once with the keyboard
 * (Alt+Arrow) and once by dragging, and sees the new dates on the calendar and in the plan.
 */
const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const longDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

test.describe.serial('campaign planning agent', () => {
  const owner = {
    email: unique('planning'),
    password: 'Pl4nningPass',
    organization: 'Tidal Tea Co',
  };
  const campaignName = 'Autumn Matcha Launch';
  let campaignId = '';

  test.beforeAll(() => inviteWithCli(owner.email));

  test('plan a campaign from its page and see the tasks of the plan', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpFromInvite(page, owner);

    // Locked until the organization has more than 3 campaigns.
    await page.goto('/campaign-planning');
    await expect(page.getByRole('heading', { name: 'Campaign Planning is locked' })).toBeVisible();
    await expect(
      page.getByText('This feature unlocks when you have more than 3 campaigns.'),
    ).toBeVisible();

    campaignId = await createCampaign(page, {
      name: campaignName,
      status: 'active',
      start_date: day(-3),
      end_date: day(60),
      budget_cents: 900_000,
      marketing_channels: ['Email', 'Paid social', 'Content / blog'],
      target_audience: 'busy professionals who want calm energy without coffee',
      goals: ['400 first orders of the matcha starter kit'],
    });
    for (const name of ['Holiday gift tins', 'Wholesale cafés', 'Tea club referrals'])
      await createCampaign(page, { name });

    await page.goto(`/campaign-planning/campaign/${campaignId}`);
    await expect(page.getByText(`Campaign: ${campaignName}`).first()).toBeVisible();
    await page.getByRole('button', { name: 'Plan this campaign' }).click();
    await page.waitForURL('**/campaign-planning/session/**');
    const open = page.getByRole('link', { name: 'Open the plan' });
    await expect(open).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Prepare' }).first()).toBeVisible();
    await open.click();
    await page.waitForURL('**/campaign-planning/plan/**');
    await expect(page.getByRole('heading', { name: `${campaignName} plan` })).toBeVisible();
    for (const phase of ['Prepare', 'Launch', 'Optimize', 'Measure and wrap up'])
      await expect(page.getByRole('heading', { name: phase, exact: true })).toBeVisible();
    await expect(page.getByText('Send the Email launch sequence')).toBeVisible();
    await expect(page.getByLabel('Status of “Send the Email launch sequence”')).toHaveValue('todo');
  });

  test('reschedule tasks on the calendar by keyboard and by drag', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, owner.email, owner.password);
    const tasksRes = await page.request.get(
      `/api/v1/campaign-planning/tasks?campaign_id=${campaignId}`,
    );
    const tasks = (await tasksRes.json()).data as {
      id: string;
      title: string;
      due_date: string;
      plan_id: string;
    }[];
    const first = tasks.find((t) => t.title.startsWith('Send the Email launch sequence'))!;
    expect(first).toBeTruthy();

    // Keyboard: focus the task and press Alt+→ (Alt+← on a Sunday, to stay in the week).
    await page.goto(`/campaign-planning/calendar?view=week&date=${first.due_date}`);
    const sunday = new Date(`${first.due_date}T00:00:00Z`).getUTCDay() === 0;
    const target = addDays(first.due_date, sunday ? -1 : 1);
    const chip = page.getByRole('link', { name: new RegExp(`^Task: ${first.title}`) });
    await chip.focus();
    await page.keyboard.press(sunday ? 'Alt+ArrowLeft' : 'Alt+ArrowRight');
    await expect(page.locator('#calendar-announcement')).toHaveText(
      `“${first.title}” moved to ${longDay(target)}.`,
    );
    await expect(page.locator(`td[data-day="${target}"]`).getByText(first.title)).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(`^Task: ${first.title}`) }),
    ).toBeFocused();

    // Drag: another task of the same week to the day before (or after) it.
    const other = tasks.find((t) => t.id !== first.id && t.title.startsWith('Launch'))!;
    await page.goto(`/campaign-planning/calendar?view=week&date=${other.due_date}`);
    const monday = new Date(`${other.due_date}T00:00:00Z`).getUTCDay() === 1;
    const dropDay = addDays(other.due_date, monday ? 2 : -1);
    const source = page
      .locator(`td[data-day="${other.due_date}"] [draggable="true"]`)
      .filter({ hasText: other.title });
    await source.dragTo(page.locator(`td[data-day="${dropDay}"]`));
    await expect(page.locator(`td[data-day="${dropDay}"]`).getByText(other.title)).toBeVisible();

    // The plan page shows the new due dates.
    await page.goto(`/campaign-planning/plan/${first.plan_id}`);
    await expect(page.getByLabel(`Due date of “${first.title}”`)).toHaveValue(target);
    await expect(page.getByLabel(`Due date of “${other.title}”`)).toHaveValue(dropDay);

    // The .ics export holds the moved task on its new day.
    const ics = await page.request.get('/api/v1/campaign-planning/calendar.ics');
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(await ics.text()).toContain(`DTSTART;VALUE=DATE:${target.replace(/-/g, '')}`);
  });
});
