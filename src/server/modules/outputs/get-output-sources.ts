import type { OutputSources } from '@/shared/output-sources';
import type { Db } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { readSources } from './output-sources';
import { outputOrigin } from './refresh-output';

/** The facts, documents and other records an output was grounded in, each changed or not. */
export function getOutputSources(db: Db, scope: TenantScope, id: string): Promise<OutputSources> {
  return withTenant(db, scope, async (tx) => {
    const origin = await outputOrigin(tx, id);
    const data = await readSources(tx, id);
    return { data, stale: data.some((s) => s.changed), refreshable: origin !== null };
  });
}
