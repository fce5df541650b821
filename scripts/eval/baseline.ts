/**
 * The findings ratchet (decision 066): scripts/eval/baseline.json holds, per agent and kind
 * of finding, how many findings the offline outputs may have. The eval fails when a count
 * rises above it and says where a count fell below, so the baseline is lowered as the texts
 * are fixed and never raised by accident.
 */
import fs from 'node:fs';
import { FINDING_KINDS, type FindingKind } from './checks';

export type Counts = Record<string, Record<FindingKind, number>>;

export const emptyCounts = (): Record<FindingKind, number> =>
  Object.fromEntries(FINDING_KINDS.map((k) => [k, 0])) as Record<FindingKind, number>;

export function readBaseline(file: string): Counts {
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Counts;
}

export function writeBaseline(file: string, counts: Counts) {
  const sorted = Object.fromEntries(
    Object.keys(counts)
      .sort()
      .map((agent) => [agent, counts[agent]]),
  );
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

export type Drift = { agent: string; kind: FindingKind; count: number; allowed: number };

/**
 * How far above a count the eval lets a run go: 3 % of a non-zero baseline (rounded up),
 * nothing above zero. The contexts' campaigns and metrics are dated from today while their
 * planted dates are fixed, so a few findings can come or go from one day to the next with
 * no change in the code; a kind that reached zero stays at zero.
 */
export const slackFor = (baseline: number) => (baseline > 0 ? Math.ceil(baseline * 0.03) : 0);

/** Counts above their baseline and its slack (failures) and below it (it can be lowered). */
export function compareToBaseline(counts: Counts, baseline: Counts) {
  const over: Drift[] = [];
  const under: Drift[] = [];
  const agents = new Set([...Object.keys(counts), ...Object.keys(baseline)]);
  for (const agent of [...agents].sort()) {
    for (const kind of FINDING_KINDS) {
      const count = counts[agent]?.[kind] ?? 0;
      const base = baseline[agent]?.[kind] ?? 0;
      const allowed = base + slackFor(base);
      if (count > allowed) over.push({ agent, kind, count, allowed });
      else if (count < base) under.push({ agent, kind, count, allowed: base });
    }
  }
  return { over, under };
}
