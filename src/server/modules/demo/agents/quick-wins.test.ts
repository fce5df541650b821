import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickWin, QuickWinWithResult } from '@/shared/quick-wins';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { runCliCommand } from '../../cli/commands';
import type { DemoAccount } from '../load-demo';

describe('quick wins demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the demo SME one quick win in progress and one done, measured', async () => {
    const { accounts } = (await runCliCommand(t.ctx, { name: 'demo' })) as {
      accounts: DemoAccount[];
    };
    const sme = accounts.find((a) => a.type === 'SME')!;
    const { cookie } = await t.signIn(sme.email, sme.password);
    const list = await t.request('/api/v1/quick-wins', { cookie });
    expect(list.status, list.text).toBe(200);
    const wins = list.json.data as QuickWin[];
    expect(wins.map((q) => q.status).sort()).toEqual(['accepted', 'done']);
    const accepted = wins.find((q) => q.status === 'accepted')!;
    expect(accepted.campaign_name).toBeTruthy();
    expect(accepted.checklist[0]!.done).toBe(true);
    expect(accepted.baseline?.recorded_days).toBeGreaterThan(0);

    // The one in progress is still detected, and listed as in progress.
    const opportunities = await t.request('/api/v1/quick-wins/opportunities', { cookie });
    expect(
      opportunities.json.data.opportunities.find((o: { key: string }) => o.key === accepted.key),
    ).toMatchObject({ status: 'accepted', quick_win_id: accepted.id });

    const results = await t.request('/api/v1/quick-wins/results', { cookie });
    const [done] = results.json.data as QuickWinWithResult[];
    expect(done!.quick_win.title).toBe('Create your first customer persona');
    expect(done!.result).toMatchObject({ status: 'ready', days: 13 });
    expect(done!.result.after!.recorded_days).toBe(12);
    expect(done!.result.before!.recorded_days).toBe(13);
    expect(done!.result.changes.find((c) => c.metric === 'roas')!.before).toBeGreaterThan(0);
  });
});
