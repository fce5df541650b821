/**
 * The Quick Wins tool on the model path, against a local OpenAI-compatible server: the
 * model is given the computed opportunities and writes the advice; whatever figures or
 * opportunities it invents, the saved output carries the computed ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickWinsReportSchema, type QuickWinsReport } from '@/shared/quick-wins';
import { verifyQuickWinFigures } from '../../agents/quick-wins';
import { loadQuickWinFacts } from '../../agents/quick-wins/facts';
import { withTenant } from '../../db/tenant';
import { createModelTestApp, type FakeModel } from '../../testing/fake-model';
import type { TestApp } from '../../testing/test-app';
import { groundedUser, runTool } from '../agent-sessions/test-helpers';
import { seedFor } from '../dashboard/testing';

const MODEL_ADVICE = 'Harbor Roasters should email its espresso subscribers before raising spend.';

describe('quick wins tool on the model path', () => {
  let t: TestApp;
  let model: FakeModel;
  let close: () => Promise<void>;
  let user: Awaited<ReturnType<typeof groundedUser>>;
  let answer: QuickWinsReport;

  beforeAll(async () => {
    ({ t, model, close } = await createModelTestApp({ answer: () => answer }));
    user = await groundedUser(t);
    await seedFor(t.ctx.db, user).interactions(11);
  });
  afterAll(() => close());

  it('saves the computed opportunities and figures with the model’s advice', async () => {
    const facts = await withTenant(t.ctx.db, user, (tx) =>
      loadQuickWinFacts(tx, { orgId: user.orgId, campaignId: null, clientId: null, message: null }),
    );
    expect(facts.opportunities.length).toBeGreaterThan(1);
    const [first, second] = facts.opportunities;
    // The model changes a figure, the effort, drops one opportunity and invents another.
    answer = {
      summary: 'Harbor Roasters can finish its campaign setup this afternoon.',
      ranking_rule: 'By gut feeling.',
      opportunities: [
        {
          ...second!,
          effort: 'high',
          figures: [{ label: 'Made up', value: 42, unit: 'count' }],
          advice: MODEL_ADVICE,
        },
        {
          ...first!,
          key: 'invented',
          title: 'Double the budget',
          advice: 'Spend more.',
        },
      ],
      assumptions: [],
    };
    const { res, output, error } = await runTool(
      t,
      user.cookie,
      { agent_type: 'quick-wins' },
      { tool: 'opportunities' },
    );
    expect(res.status).toBe(200);
    expect(error).toBeUndefined();
    expect(output).toMatchObject({
      engine: 'model',
      model: 'test-model',
      output_type: 'quick_wins',
    });
    const saved = quickWinsReportSchema.parse(output.content);
    expect(verifyQuickWinFigures(facts, saved)).toEqual([]);
    expect(saved.opportunities.map((o) => o.key)).toEqual(facts.opportunities.map((o) => o.key));
    expect(saved.opportunities.find((o) => o.key === second!.key)!.advice).toBe(MODEL_ADVICE);
    expect(saved.opportunities.find((o) => o.key === first!.key)!.advice).not.toBe('Spend more.');
    expect(saved.summary).toBe(answer.summary);
    expect(saved.ranking_rule).not.toBe('By gut feeling.');
    // The prompt carried the computed opportunities and the organization's context.
    const prompt = model.lastPrompt();
    expect(prompt).toContain(first!.key);
    expect(prompt).toContain(first!.title);
    expect(prompt).toContain('Harbor Roasters');
    expect(prompt).toContain('Small-batch coffee roaster');
  });
});
