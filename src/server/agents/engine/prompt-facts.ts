/**
 * The facts every model prompt carries, written once here rather than in each tool's
 * `buildPrompt` (issue 28 point 2, decision 076): the user's question, the document passages
 * that answer it with their ids, the named competitors, the campaign's dates, budget and
 * channels, the figures computed in code (the offline draft's, to keep exactly), the earlier
 * outputs, and the output schema. `runToolOnModel` appends it to the tool's own prompt, and
 * checks the passages the answer cites against the ones listed here (`citedPassagesOnly`).
 */
import { z } from 'zod';
import type { OutputSource } from '@/shared/agent-runs';
import { computedFigures } from './computed-figures';
import { focusText } from './focus';
import { passagesFor } from './grounding';
import type { AgentContext, AgentTool, ContextPassage } from './types';

/** How many passages a prompt quotes: enough for the question, few enough for a small model. */
const PROMPT_PASSAGES = 8;

export type PromptFacts = {
  /** The section appended to the tool's prompt. */
  text: string;
  /** The rules appended to the tool's system prompt. */
  rules: string;
  /** The passages the prompt gave, by id: the only ones the answer may cite. */
  passages: ContextPassage[];
};

/** The question a tool's passages are chosen for: the same one `completeOutput` quotes for. */
export function questionOf(tool: Pick<AgentTool, 'label'>, ctx: AgentContext): string {
  return [tool.label, ctx.message ?? '', ctx.goal].join('. ');
}

/** The competitors named anywhere in what the run reads: the context's and the tool's records. */
export function namedCompetitors(ctx: AgentContext): string[] {
  const names = new Set(ctx.competitors.map((c) => c.trim()).filter(Boolean));
  const walk = (value: unknown, key: string, depth: number) => {
    if (depth > 4 || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) {
        const name = (item as { name?: unknown } | null)?.name;
        if (/competitor|rival/i.test(key) && typeof name === 'string' && name.trim())
          names.add(name.trim());
        walk(item, key, depth + 1);
      }
      return;
    }
    for (const [k, v] of Object.entries(value)) walk(v, k, depth + 1);
  };
  walk(ctx.facts, '', 0);
  return [...names];
}

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

function campaignLines(ctx: AgentContext): string[] {
  const c = ctx.campaign;
  if (!c) return [];
  const dates =
    c.startDate || c.endDate
      ? `runs ${c.startDate ?? 'from an open date'} to ${c.endDate ?? 'an open end'}`
      : 'no dates recorded';
  return [
    `Campaign "${c.name}" (id ${c.id}): ${dates}; budget ${c.budgetCents === null ? 'not set' : money(c.budgetCents)}; channels ${c.channels.length ? c.channels.join(', ') : 'none chosen'}.`,
    ...(c.goals.length ? [`Campaign goals: ${c.goals.join('; ')}.`] : []),
    ...(c.description ? [`Campaign note: ${c.description}`] : []),
  ];
}

/** The draft's figures and the tool's facts, capped so a prompt stays readable. */
const FACTS_JSON_CHARS = 6000;

function figureLines(ctx: AgentContext, draft: unknown): string[] {
  const lines: string[] = [];
  if (ctx.facts !== undefined && ctx.facts !== null) {
    const json = JSON.stringify(ctx.facts);
    lines.push(
      `Facts computed from the organization's data: ${json.length > FACTS_JSON_CHARS ? `${json.slice(0, FACTS_JSON_CHARS)}…` : json}`,
    );
  }
  const figures = computedFigures(draft);
  if (figures.length) lines.push('Figures of the draft computed in code:', ...figures);
  return lines;
}

function schemaOf(tool: AgentTool): string {
  try {
    return JSON.stringify(z.toJSONSchema(tool.schema, { unrepresentable: 'any' }));
  } catch {
    return 'the JSON schema of the structured output';
  }
}

export function promptFacts(tool: AgentTool, ctx: AgentContext, draft: unknown): PromptFacts {
  const focus = focusText(ctx.message);
  const passages = passagesFor(ctx, questionOf(tool, ctx), {
    limit: PROMPT_PASSAGES,
    fallback: true,
  });
  const competitors = namedCompetitors(ctx);
  const figures = figureLines(ctx, draft);
  const section = [
    '## Facts for this answer',
    focus
      ? `The user's question, to answer first: ${focus}`
      : `No question was asked: the work serves the goal "${ctx.goal}".`,
    ...(ctx.message && ctx.message.trim() !== focus ? [`The brief as given: ${ctx.message}`] : []),
    '',
    passages.length
      ? 'Passages of the documents given for this run (cite them by id):'
      : 'No documents were given for this run.',
    ...passages.map((p) => `- [${p.id}] "${p.documentTitle}": ${p.text}`),
    '',
    competitors.length
      ? `Competitors named: ${competitors.join(', ')}. Name them where they bear on the answer.`
      : 'No competitor is named: do not invent one.',
    ...campaignLines(ctx),
    ...(ctx.outputs.length
      ? [
          '',
          'Earlier outputs and the decisions they hold (stay consistent with them, or say why not):',
          ...ctx.outputs.map((o) => `- "${o.title}" (id ${o.id}): ${o.summary ?? 'no summary'}`),
        ]
      : []),
    ...(figures.length ? ['', ...figures] : []),
    '',
    `Output schema (JSON Schema): ${schemaOf(tool)}`,
  ];
  const rules = [
    'Figures computed in code are given below: state them exactly as given and never replace, round or recompute them; do not invent other figures about the organization.',
    passages.length
      ? 'To use a passage, say what it says in your words or quote it, and list it in "sources" as {"kind": "document", "id": "<passage id>", "title": "<document title>"}; cite only the passage ids given. Never write ids in the prose.'
      : 'Cite no document: none was given.',
    'Answer with JSON only, matching the output schema.',
  ].join('\n');
  return { text: section.join('\n'), rules, passages };
}

/** A passage id: a document's id, `#`, the passage's number. */
const PASSAGE_ID = /^(.+)#(\d+)$/;

/**
 * The answer with its document sources checked against what the prompt gave: a cited passage
 * that was given becomes its document's source (quoted later by `groundSources`), a passage or
 * document the run was not given is dropped, so "Grounded in" never lists one.
 */
export function citedPassagesOnly<C>(ctx: AgentContext, given: ContextPassage[], content: C): C {
  const record = content as { sources?: unknown };
  if (!record || typeof record !== 'object' || !Array.isArray(record.sources)) return content;
  const givenIds = new Set(given.map((p) => p.id));
  const documents = new Map(ctx.documents.map((d) => [d.id, d]));
  const seen = new Set<string>();
  const sources = (record.sources as OutputSource[]).flatMap((source): OutputSource[] => {
    if (source.kind !== 'document') return [source];
    const passage = source.id ? PASSAGE_ID.exec(source.id) : null;
    const documentId = passage ? passage[1]! : source.id;
    if (passage && !givenIds.has(source.id!)) return [];
    const doc = documentId ? documents.get(documentId) : undefined;
    if (!doc || seen.has(doc.id)) return [];
    seen.add(doc.id);
    return [{ ...source, id: doc.id, title: doc.title }];
  });
  return { ...content, sources };
}
