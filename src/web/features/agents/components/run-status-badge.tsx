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

/**
 * A session's state. One with outputs but no recorded run (the demo's, or one whose runs were
 * cleared) has done its work: "Not run yet" above its own output would contradict the page.
 */
export function RunStatusBadge({
  status,
  hasOutputs = false,
}: {
  status: RunStatus | null;
  hasOutputs?: boolean;
}) {
  const shown = status ?? (hasOutputs ? 'succeeded' : null);
  if (!shown) return <Badge variant="outline">Not run yet</Badge>;
  const { label, variant } = LABELS[shown];
  return <Badge variant={variant}>{label}</Badge>;
}
