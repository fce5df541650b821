import { loadDemo, type DemoAccount } from './support/accounts';
import { expect, signIn, test } from './support/fixtures';

/**
 * Quick Wins: the demo SME (more than 10 AI interactions, so unlocked) opens its ranked
 * opportunities, accepts one, ticks its checklist with the keyboard, completes it, and sees
 * the quick-win achievement unlock and the result page measure it (honestly "not enough
 * data yet" on the day it was completed, with the demo's earlier win measured before/after).
 */
test.describe.serial('quick wins agent', () => {
  let owner: DemoAccount;

  test.beforeAll(() => {
    owner = loadDemo().find((a) => a.type === 'SME')!;
  });

  test('a quick win accepted, implemented and measured; the achievement unlocks', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, owner.email, owner.password);

    // The overview: the top opportunities, the demo's win in progress and the one done.
    await page.goto('/quick-wins');
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Wins' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top 3 opportunities' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Create your first customer persona' }),
    ).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Quick Wins Agent' })
      .getByRole('link', { name: 'Opportunities' })
      .click();
    await expect(page).toHaveURL(/\/quick-wins\/opportunities$/);
    const accept = page.getByRole('button', { name: /^Accept: / }).first();
    await expect(accept).toBeVisible();
    const title = ((await accept.getAttribute('aria-label')) ?? '').replace(/^Accept: /, '');
    expect(title).not.toBe('');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Why:')).toBeVisible();
    await expect(card.getByText('Expected impact:')).toBeVisible();
    await accept.click();
    await expect(card.getByText('In progress')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Quick Wins Agent' })
      .getByRole('link', { name: 'Implementation' })
      .click();
    const checklist = page.getByRole('article', { name: title });
    await expect(checklist).toBeVisible();
    const complete = checklist.getByRole('button', { name: `Complete: ${title}` });
    await expect(complete).toBeDisabled();
    const boxes = checklist.getByRole('checkbox');
    const count = await boxes.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const box = boxes.nth(i);
      await expect(box).toBeEnabled();
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await expect(checklist.getByText(`${count} of ${count} done`)).toBeVisible();
    await expect(complete).toBeEnabled();
    await complete.click();
    const done = page.getByRole('status').filter({ hasText: `Completed: ${title}` });
    await expect(done).toBeVisible();
    await expect(done).toContainText('Achievement unlocked: Quick Winner (+30 XP)');

    // Results: today's win has no day after it yet; the demo's earlier one is measured.
    await done.getByRole('link', { name: 'Results page' }).click();
    await expect(page).toHaveURL(/\/quick-wins\/results$/);
    const fresh = page.getByRole('article', { name: title });
    await expect(fresh.getByText('Not enough data yet', { exact: true })).toBeVisible();
    const measured = page.getByRole('article', { name: 'Create your first customer persona' });
    await expect(measured.getByRole('table')).toBeVisible();
    await expect(measured.getByRole('row', { name: /ROAS/ })).toBeVisible();

    // The achievement is on the profile too.
    const progress = await page.request.get('/api/v1/progress');
    const achievements = (await progress.json()).data.achievements as {
      id: string;
      unlockedAt: string | null;
    }[];
    expect(achievements.find((a) => a.id === 'quick_win_completed')?.unlockedAt).toBeTruthy();
  });
});
