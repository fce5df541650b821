import type { ReactNode } from 'react';
import { FeatureGate, LockedState } from '@/web/app/feature-gate';
import { CompetitiveNav } from '@/web/features/competitive-intelligence/components/competitive-nav';
import { ApiError } from '@/web/lib/api-client';

const TITLE = 'Competitive Intelligence';

/** The agent's pages, once the organization has unlocked it; until then the locked state. */
export function CompetitiveGate({ children }: { children: ReactNode }) {
  return (
    <FeatureGate feature="competitive" title={TITLE} header={<CompetitiveNav />}>
      {children}
    </FeatureGate>
  );
}

/** The locked state where the API refused (metrics read before the last document was deleted). */
export function CompetitiveLocked() {
  return (
    <div className="space-y-6">
      <CompetitiveNav />
      <LockedState feature="competitive" title={TITLE} />
    </div>
  );
}

/** A 403 from the agent's API is the lock. */
export const isLocked = (error: unknown) => error instanceof ApiError && error.status === 403;
