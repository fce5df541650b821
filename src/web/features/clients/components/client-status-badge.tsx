import { clientStatusTone } from '@/shared/clients';
import { Badge } from '@/web/components/ui/badge';

export const CLIENT_STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  paused: 'Paused',
  churned: 'Churned',
};

const VARIANT = {
  success: 'success',
  warning: 'warning',
  destructive: 'destructive',
  neutral: 'secondary',
} as const;

/** A client's status in the seed's colours (seed 000 §4): active, paused, churned, otherwise neutral. */
export function ClientStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={VARIANT[clientStatusTone(status)]} data-tone={clientStatusTone(status)}>
      {CLIENT_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
