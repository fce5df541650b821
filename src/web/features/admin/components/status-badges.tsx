import type { OrganizationType } from '@/shared/constants';
import { Badge } from '@/web/components/ui/badge';
import type { InvitationRequestStatus } from '../api/get-invitation-requests';
import type { Invite } from '../api/get-invites';

export function TypeBadge({ type }: { type: OrganizationType }) {
  return (
    <Badge variant={type === 'AGENCY' ? 'default' : 'secondary'}>
      {type === 'AGENCY' ? 'Agency' : 'SME'}
    </Badge>
  );
}

const REQUEST_STATUS = {
  pending: { label: 'Pending', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'destructive' },
} as const;

export function RequestStatusBadge({ status }: { status: InvitationRequestStatus }) {
  const { label, variant } = REQUEST_STATUS[status];
  return <Badge variant={variant}>{label}</Badge>;
}

const INVITE_STATUS = {
  active: { label: 'Active', variant: 'success' },
  used: { label: 'Signed up', variant: 'default' },
  revoked: { label: 'Revoked', variant: 'outline' },
} as const;

export function InviteStatusBadge({ status }: { status: Invite['status'] }) {
  const { label, variant } = INVITE_STATUS[status];
  return <Badge variant={variant}>{label}</Badge>;
}
