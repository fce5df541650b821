import { Lock, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/features/auth/hooks/use-permission';
import { CompetitiveNav } from '@/web/features/competitive-intelligence/components/competitive-nav';
import { unlocksOf, useDashboardMetrics } from '@/web/features/dashboard/api/get-dashboard-metrics';
import { ApiError } from '@/web/lib/api-client';

/** Competitive intelligence unlocks with more than this many documents (seed 000 §4). */
const DOCUMENTS_NEEDED = 6;

/**
 * The agent's pages, once the organization has unlocked it; until then its requirement and
 * the way to meet it (the API refuses the agent's data with the same message).
 */
export function CompetitiveGate({ children }: { children: ReactNode }) {
  const metrics = useDashboardMetrics();
  if (metrics.isPending) return <LoadingState label="Loading Competitive Intelligence..." />;
  if (metrics.isError)
    return <ErrorState message={metrics.error.message} onRetry={() => void metrics.refetch()} />;
  if (!unlocksOf(metrics.data).competitive.unlocked)
    return <LockedState documents={metrics.data.document_count} />;
  return <>{children}</>;
}

export function LockedState({ documents }: { documents?: number }) {
  const canWrite = usePermission('content:write');
  const missing = documents === undefined ? null : Math.max(1, DOCUMENTS_NEEDED - documents);
  return (
    <div className="space-y-6">
      <CompetitiveNav />
      <EmptyState icon={Lock} title="Competitive Intelligence is locked">
        <p>{lockedFeatureMessage('competitive')}</p>
        {missing !== null && (
          <p className="mt-1">
            You have {documents} document{documents === 1 ? '' : 's'}: {missing} more to go.
          </p>
        )}
        {canWrite && (
          <Button asChild className="mt-4">
            <Link to="/documents/upload">
              <Upload aria-hidden="true" /> Upload documents
            </Link>
          </Button>
        )}
      </EmptyState>
    </div>
  );
}

/** A 403 from the agent's API is the lock (metrics read before the last document was deleted). */
export const isLocked = (error: unknown) => error instanceof ApiError && error.status === 403;
