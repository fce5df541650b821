/**
 * What the offline engine writes for the strategy frameworks, the marketing plan and the
 * persona agent, read over businesses of several industries and countries (issue 27): clean
 * English (Harper finds nothing), no six-word run said twice, no description pasted whole,
 * the company's name never lower-cased, and the user's focus question answered in the
 * summary. Unit level: the offline generators over contexts built as a run builds them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STRATEGY_FRAMEWORK_IDS } from '@/shared/agent-runs';
import { MARKETING_MODES } from '@/shared/marketing-plan';
import { pastedFields, repeatedSequences } from '@/shared/text-quality';
import { groundContext } from '../../agents/engine/load-context';
import { grammarFindingsEach } from '../../agents/engine/grammar';
import type { AgentContext } from '../../agents/engine/types';
import { keyTerms } from '../../agents/knowledge/phrases';
import { offlineMarketingPlan } from '../../agents/marketing-strategy/offline';
import { offlinePersona, type PersonaFacts } from '../../agents/persona/offline';
import { OFFLINE_STRATEGY } from '../../agents/strategy/offline';
import { offlinePersonaAnswer } from './persona-interview';

import { CASES } from './offline-text.fixtures';

function contextFor(c: (typeof CASES)[number], message: string | null = c.focus): AgentContext {
  return groundContext({
    business: c.business,
    campaign: null,
    documents: [],
    outputs: [],
    message,
  });
}

/** The prose of an output: every string but its sources and enum values. */
function prose(value: unknown, key = ''): string[] {
  if (key === 'sources') return [];
  if (typeof value === 'string') return /^[a-z_0-9]+$/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((v) => prose(v));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => prose(v, k));
  return [];
}

async function expectCleanText(
  content: unknown,
  c: (typeof CASES)[number],
  where: string,
): Promise<string> {
  const parts = prose(content);
  const text = parts.join('\n\n');
  // Each string on its own: the same sentence recurs across frameworks, and is linted once.
  expect((await grammarFindingsEach(parts, c.own)).flat(), `${where}: grammar`).toEqual([]);
  expect(repeatedSequences(text), `${where}: repeated runs`).toEqual([]);
  expect(
    pastedFields(text, {
      description: c.business.description,
      uniqueValue: c.business.details?.['uniqueValue'] as string | undefined,
    }),
    `${where}: pasted fields`,
  ).toEqual([]);
  const company = c.business.company_name!;
  const wrongCase = text.match(new RegExp(company.replace(/&/g, '\\&'), 'gi')) ?? [];
  expect(
    wrongCase.filter((m) => m !== company),
    `${where}: company name cased`,
  ).toEqual([]);
  expect(text, `${where}: punctuation`).not.toMatch(/\.\.(?!\.)|\.\s+and\b|\s[,.]/);
  return text;
}

/** The focus is answered in the summary: its key terms appear there. */
function expectFocusAnswered(summary: string, focus: string | null, where: string) {
  if (!focus) return;
  const said = summary.toLowerCase();
  const missing = keyTerms(focus).filter((t) => !said.includes(t.slice(0, 5)));
  expect(missing, `${where}: focus terms missing from "${summary}"`).toEqual([]);
}

// Harper takes seconds to start on a busy machine: once, before the timed tests.
beforeAll(() => grammarFindingsEach(['Ready.']), 120_000);

describe.each(CASES)('offline text for $label', (c) => {
  it('strategy frameworks read cleanly and answer the focus', async () => {
    const ctx = contextFor(c);
    for (const id of STRATEGY_FRAMEWORK_IDS) {
      const content = OFFLINE_STRATEGY[id](ctx);
      await expectCleanText(content, c, id);
      expectFocusAnswered(content.summary, c.focus, id);
    }
  });

  it('marketing plans read cleanly and answer the brief', async () => {
    for (const mode of MARKETING_MODES) {
      const plan = offlineMarketingPlan(contextFor(c), mode);
      await expectCleanText(plan, c, `plan ${mode}`);
      expectFocusAnswered(plan.summary, c.focus, `plan ${mode}`);
    }
  });

  it('a persona reads cleanly, and its interview answers each question differently', async () => {
    const ctx = contextFor(c, 'Focus on people who already buy from a competitor');
    const persona = offlinePersona(ctx);
    await expectCleanText(persona, c, 'persona');
    expect(persona.summary).toContain('who already buy from a competitor');
    const questions = [
      'Why did you cancel?',
      'Is £14 too much?',
      'Where do you hear about new brands?',
      'What would make you switch?',
    ];
    const answers = questions.map((q) =>
      offlinePersonaAnswer(persona, q, contextFor(c, q)).join(''),
    );
    expect(new Set(answers).size).toBe(questions.length);
    for (const [i, answer] of answers.entries())
      await expectCleanText(answer, c, `interview: ${questions[i]}`);
  });
});

describe('persona names', () => {
  it('vary for a segment that already has a persona in the organization', () => {
    const c = CASES[0]!;
    const first = offlinePersona(contextFor(c, null));
    const facts: PersonaFacts = { existing: [{ name: first.name, segment: first.segment }] };
    const second = offlinePersona({ ...contextFor(c, null), facts });
    expect(second.segment).toBe(first.segment);
    expect(second.name).not.toBe(first.name);
    const other = CASES[1]!;
    expect(offlinePersona(contextFor(other, null)).name).not.toBe(first.name);
  });
});
