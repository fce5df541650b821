import type { OutputVersion } from '@/shared/output-versions';
import type { Db } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { selectVersion } from './output-versions';
import { findOutput } from './queries';

/** One version of an output, with its content and the sources it recorded. */
export async function getOutputVersion(
  db: Db,
  opts: { caller: TenantScope; outputId: string; version: number },
): Promise<OutputVersion> {
  return withTenant(db, opts.caller, async (tx) => {
    await findOutput(tx, opts.outputId);
    return selectVersion(tx, opts.outputId, opts.version);
  });
}
