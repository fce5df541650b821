import { APPROVAL_LABELS, APPROVAL_TONES, type ApprovalStatus } from '@/shared/portal';
import { Badge } from '@/web/components/ui/badge';

const VARIANT = {
  success: 'success',
  warning: 'warning',
  destructive: 'destructive',
  neutral: 'outline',
} as const;

export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  return <Badge variant={VARIANT[APPROVAL_TONES[status]]}>{APPROVAL_LABELS[status]}</Badge>;
}
