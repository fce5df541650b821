import type { RunStatus } from '@/shared/agent-runs';
import { Badge } from '@/web/components/ui/badge';

const LABELS: Record<
  RunStatus,
  { label: string; variant: 'default' | 'secondary' | 'success' | 'destructive' | 'outline' }
> = {
  queued: { label: 'Queued', variant: 'secondary' },
  running: { label: 'Running', variant: 'default' },
  succeeded: { label: 'Completed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  cancelled: { label: 'Cancelled', variant: 'outline' },
};

export function RunStatusBadge({ status }: { status: RunStatus | null }) {
  if (!status) return <Badge variant="outline">Not run yet</Badge>;
  const { label, variant } = LABELS[status];
  return <Badge variant={variant}>{label}</Badge>;
}
