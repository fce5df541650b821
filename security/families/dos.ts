import type { Org } from '../lib/fixture';
import { newResult, type FamilyResult } from '../lib/report';
import type { ServerProcess } from '../lib/server';

export async function runDos(server: ServerProcess, org: Org): Promise<FamilyResult> {
  void server;
  void org;
  return newResult('dos');
}
