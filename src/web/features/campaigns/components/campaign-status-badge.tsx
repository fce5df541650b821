import type { CampaignStatus } from '@/shared/campaigns';
import { Badge } from '@/web/components/ui/badge';
import { STATUS_BADGE_VARIANT, STATUS_LABELS } from '../lib/status';

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge variant={STATUS_BADGE_VARIANT[status]}>{STATUS_LABELS[status] ?? status}</Badge>;
}
