import type { BrandComparison } from '@/shared/brand-comparison';
import type { Db } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { compareBrands } from './compare-brands';

/** The organization's (or one of its clients') brand beside its recorded competitors. */
export async function getBrandComparison(
  db: Db,
  opts: { caller: TenantScope & { orgId: string }; clientId: string | null },
): Promise<BrandComparison> {
  const { comparison } = await withTenant(db, opts.caller, (tx) =>
    compareBrands(tx, { orgId: opts.caller.orgId, clientId: opts.clientId }),
  );
  return comparison;
}
