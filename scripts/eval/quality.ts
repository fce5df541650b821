/**
 * Runs every check of ./checks.ts, and Harper's grammar lints, on one output of the eval:
 * what one output shows a reader, before the checks across an organization's outputs.
 */
import { pastedFields } from '@/shared/text-quality';
import { grammarFindings } from '../../src/server/agents/engine/grammar';
import {
  plantedFindings,
  readableStrings,
  repetitionFindings,
  sourceFindings,
  type Finding,
  type ListedSource,
  type PlantedFact,
  type PlantedResult,
  type SourceMaterial,
} from './checks';

export type OutputCheck = {
  content: unknown;
  /** Context fields that must be used, not pasted whole. */
  fields: Record<string, string | null | undefined>;
  /** Names and terms of the organization that Harper does not know. */
  ownWords: string[];
  material: SourceMaterial;
  planted: PlantedFact[];
};

/**
 * Harper takes a tenth of a millisecond a character: an output whose text an earlier run of
 * the same organization already gave (a tool that ignores the campaign) is linted once.
 */
const linted = new Map<string, ReturnType<typeof grammarFindings>>();
function lintOnce(text: string, ownWords: string[]) {
  const key = `${ownWords.join('|')}\n${text}`;
  let findings = linted.get(key);
  if (!findings) {
    findings = grammarFindings(text, ownWords);
    linted.set(key, findings);
  }
  return findings;
}

export async function checkOutput(
  check: OutputCheck,
): Promise<{ findings: Finding[]; planted: PlantedResult[] }> {
  const strings = readableStrings(check.content);
  const text = strings.join('\n\n');
  const record = (check.content ?? {}) as { summary?: unknown; sources?: unknown };
  const summary = typeof record.summary === 'string' ? record.summary : '';
  const opening = `${summary}\n${text.slice(0, 600)}`;
  const grammar = (await lintOnce(text, check.ownWords)).map((g): Finding => ({
    kind: 'grammar',
    rule: `${g.kind}: ${g.message.replace(/“[^”]*”|"[^"]*"|`[^`]*`/g, '…')}`,
    excerpt: g.excerpt,
  }));
  const pasted = pastedFields(text, check.fields).map((field): Finding => ({
    kind: 'pasted',
    rule: `context field pasted whole: ${field}`,
    excerpt: check.fields[field] ?? '',
  }));
  const sources = Array.isArray(record.sources) ? (record.sources as ListedSource[]) : [];
  const planted = plantedFindings(text, opening, check.planted);
  return {
    findings: [
      ...grammar,
      ...repetitionFindings(text),
      ...pasted,
      ...sourceFindings(text, sources, check.material),
      ...planted.flatMap((p) => (p.finding ? [p.finding] : [])),
    ],
    planted,
  };
}
