/** What the eval prints: the table per agent, the most frequent findings, every finding. */
import { costOf, type PriceTable } from '@/shared/ai-models';
import type { LlmConfig } from '../../src/server/config';
import { EVAL_AGENTS } from './agents';
import { emptyCounts } from './baseline';
import { FINDING_KINDS, type FindingKind } from './checks';
import type { Verdict } from './judge';
import type { ContextsResult, LocatedFinding } from './run-contexts';

export type AgentRow = {
  agent: string;
  outputs: number;
  counts: Record<FindingKind, number>;
  plantedUsed: number;
  plantedApplicable: number;
  ms: number;
};

export function summarize(result: ContextsResult): AgentRow[] {
  const rows = EVAL_AGENTS.map((a): AgentRow => ({
    agent: a.agentType,
    outputs: 0,
    counts: emptyCounts(),
    plantedUsed: 0,
    plantedApplicable: 0,
    ms: 0,
  }));
  const row = (agent: string) => rows.find((r) => r.agent === agent)!;
  for (const run of result.runs) {
    const r = row(run.agent);
    r.outputs += 1;
    r.ms += run.ms;
    r.plantedUsed += run.planted.used;
    r.plantedApplicable += run.planted.applicable;
  }
  for (const f of [...result.runs.flatMap((run) => run.findings), ...result.crossFindings])
    row(f.agent).counts[f.kind] += 1;
  return rows;
}

export function tableOf(rows: AgentRow[]): string {
  const header = ['agent', 'outputs', ...FINDING_KINDS, 'planted used', 'time'];
  const body = rows.map((r) => [
    r.agent,
    String(r.outputs),
    ...FINDING_KINDS.map((k) => String(r.counts[k])),
    `${r.plantedUsed}/${r.plantedApplicable}`,
    `${(r.ms / 1000).toFixed(1)} s`,
  ]);
  const total = rows.reduce(
    (t, r) => ({
      outputs: t.outputs + r.outputs,
      used: t.used + r.plantedUsed,
      applicable: t.applicable + r.plantedApplicable,
      ms: t.ms + r.ms,
    }),
    { outputs: 0, used: 0, applicable: 0, ms: 0 },
  );
  body.push([
    'total',
    String(total.outputs),
    ...FINDING_KINDS.map((k) => String(rows.reduce((sum, r) => sum + r.counts[k], 0))),
    `${total.used}/${total.applicable}`,
    `${(total.ms / 1000).toFixed(1)} s`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), ...body.map(line)].join('\n');
}

/**
 * `--model`: per tool, how its answers fared (fitted the schema, repaired once, replaced by
 * the offline draft, failed), the tokens they used, their cost at the configured prices
 * ("—" for a model without a price) and their time, to judge a model before switching.
 */
export function modelTableOf(verdicts: Verdict[], llm: LlmConfig, prices: PriceTable): string {
  type Row = {
    runs: number;
    valid: number;
    repaired: number;
    fallback: number;
    failed: number;
    input: number;
    output: number;
    ms: number;
  };
  const rows = new Map<string, Row>();
  for (const v of verdicts) {
    const row = rows.get(v.tool) ?? {
      runs: 0,
      valid: 0,
      repaired: 0,
      fallback: 0,
      failed: 0,
      input: 0,
      output: 0,
      ms: 0,
    };
    row.runs += 1;
    if (v.outcome) row[v.outcome] += 1;
    else row.failed += 1;
    row.input += v.usage?.inputTokens ?? 0;
    row.output += v.usage?.outputTokens ?? 0;
    row.ms += v.ms;
    rows.set(v.tool, row);
  }
  const cost = (r: Pick<Row, 'input' | 'output'>) => {
    const usd = costOf(prices, {
      provider: llm.provider,
      model: llm.model,
      input_tokens: r.input,
      output_tokens: r.output,
    });
    return usd === null ? '—' : `$${usd.toFixed(4)}`;
  };
  const cells = (name: string, r: Row) => [
    name,
    String(r.runs),
    String(r.valid),
    String(r.repaired),
    String(r.fallback),
    String(r.failed),
    String(r.input),
    String(r.output),
    cost(r),
    `${(r.ms / 1000).toFixed(1)} s`,
  ];
  const all = [...rows.values()];
  const total = all.reduce(
    (t, r) => {
      for (const key of Object.keys(t) as (keyof Row)[]) t[key] += r[key];
      return t;
    },
    { runs: 0, valid: 0, repaired: 0, fallback: 0, failed: 0, input: 0, output: 0, ms: 0 },
  );
  const header = [
    'tool',
    'runs',
    'fitted',
    'repaired',
    'offline draft',
    'failed',
    'input tokens',
    'output tokens',
    'cost',
    'time',
  ];
  const body = [
    ...[...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([t, r]) => cells(t, r)),
    cells('total', total),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (c: string[]) =>
    c.map((x, i) => (i === 0 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ');
  return [line(header), ...body.map(line)].join('\n');
}

/** The `limit` most frequent rules, each with its count and one excerpt. */
export function topRules(findings: LocatedFinding[], limit: number): string {
  const byRule = new Map<string, LocatedFinding[]>();
  for (const f of findings)
    byRule.set(`${f.kind} · ${f.rule}`, [...(byRule.get(`${f.kind} · ${f.rule}`) ?? []), f]);
  return [...byRule.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(
      ([rule, list]) =>
        `${String(list.length).padStart(5)}  ${rule}\n       e.g. ${list[0]!.label}: ${list[0]!.excerpt.slice(0, 160)}`,
    )
    .join('\n');
}

export function printFindings(findings: LocatedFinding[]) {
  console.log(`\n${findings.length} findings\n`);
  for (const f of findings)
    console.log(`${f.kind.padEnd(13)} ${f.label}: ${f.rule} — ${f.excerpt}`);
}
