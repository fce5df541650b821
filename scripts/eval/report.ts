/** What the eval prints: the table per agent, the most frequent findings, every finding. */
import { EVAL_AGENTS } from './agents';
import { emptyCounts } from './baseline';
import { FINDING_KINDS, type FindingKind } from './checks';
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
