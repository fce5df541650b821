import type { BenchmarkComparison } from '@/shared/competitive-intelligence';
import type { Db } from '../../db/client';
import { computeBenchmarks } from './compute-benchmarks';
import { inCompetitiveTx, type CompetitiveCaller } from './queries';

/** The benchmarks page: every campaign of the organization against its industry's ranges. */
export function getBenchmarks(
  db: Db,
  opts: { caller: CompetitiveCaller },
): Promise<BenchmarkComparison> {
  const { caller } = opts;
  return inCompetitiveTx(db, caller, (tx) => computeBenchmarks(tx, caller.orgId));
}
