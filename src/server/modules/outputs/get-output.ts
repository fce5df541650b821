import type { AgentOutput } from '@/shared/agent-runs';
import type { Db } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { findOutput } from './queries';

export function getOutput(db: Db, scope: TenantScope, id: string): Promise<AgentOutput> {
  return withTenant(db, scope, (tx) => findOutput(tx, id));
}
