import { useQuery } from '@tanstack/react-query';
import { APPROVAL_LABELS, APPROVAL_TONES, type Approval } from '@/shared/portal';
import { Badge } from '@/web/components/ui/badge';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

const VARIANT = {
  success: 'success',
  warning: 'warning',
  destructive: 'destructive',
  neutral: 'outline',
} as const;

/**
 * A client output's approval state on its card (requested, approved, changes requested, or
 * void once edited); nothing when it was never sent. Re-read when the output changes.
 */
export function OutputApprovalListBadge({
  outputId,
  updatedAt,
}: {
  outputId: string;
  updatedAt: string;
}) {
  const approval = useQuery({
    queryKey: [...queryKeys.approvals.forOutput(outputId), updatedAt],
    queryFn: () => api<Approval | null>(`/outputs/${encodeURIComponent(outputId)}/approval`),
    staleTime: 60_000,
    retry: false,
  });
  if (!approval.data) return null;
  const status = approval.data.status;
  return <Badge variant={VARIANT[APPROVAL_TONES[status]]}>{APPROVAL_LABELS[status]}</Badge>;
}
