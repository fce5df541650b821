import { Mail, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { INVITATION_VALID_DAYS } from '@/shared/constants';
import { roleLabel } from '@/shared/settings';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ApiError } from '@/web/lib/api-client';
import type { TeamInvitation } from '../api/get-team';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { ConfirmDialog } from './confirm-dialog';
import { formatDate } from './format-date';

/** Until when the link works; an expired one is said so, with what to do. */
function InvitationValidity({ expiresAt, expired }: { expiresAt: string; expired: boolean }) {
  if (!expired)
    return (
      <p className="text-xs text-muted-foreground">The link works until {formatDate(expiresAt)}</p>
    );
  return (
    <p className="text-xs font-medium text-destructive">
      The link expired on {formatDate(expiresAt)}: resend it to give another {INVITATION_VALID_DAYS}{' '}
      days
    </p>
  );
}

/** Invitations not accepted yet; owners and admins resend or revoke them. */
export function PendingInvitations({
  invitations,
  canManage,
}: {
  invitations: TeamInvitation[];
  canManage: boolean;
}) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);

  if (invitations.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <Mail className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">No pending invitations</p>
        <p className="text-sm text-muted-foreground">
          Invitations appear here until the teammate creates their account.
        </p>
      </div>
    );
  }

  const onResend = async (invitation: TeamInvitation) => {
    try {
      const result = await resend.mutateAsync(invitation.id);
      if (result.emailSent) toast.success(`Invitation sent again to ${invitation.email}`);
      else
        toast.error('The e-mail could not be sent', {
          description: 'The invitation still stands. Try again later.',
        });
    } catch (e) {
      toast.error('Could not resend the invitation', {
        description: e instanceof ApiError ? e.message : 'Please try again.',
      });
    }
  };

  const onRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success(`Invitation for ${revoking.email} revoked`);
      setRevoking(null);
    } catch (e) {
      toast.error('Could not revoke the invitation', {
        description: e instanceof ApiError ? e.message : 'Please try again.',
      });
    }
  };

  return (
    <>
      <ul className="@container divide-y" aria-label="Pending invitations">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-col gap-3 px-4 py-4 @lg:flex-row @lg:items-center @xl:px-6"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" title={invitation.email}>
                {invitation.email}
              </p>
              <p className="text-xs text-muted-foreground">
                Invited {formatDate(invitation.created_at)}
                {invitation.invited_by_name && <> by {invitation.invited_by_name}</>}
              </p>
              <InvitationValidity expiresAt={invitation.expires_at} expired={invitation.expired} />
              {invitation.clients.length > 0 && (
                <p className="truncate text-xs text-muted-foreground">
                  {invitation.clients.length === 1 ? 'Client' : 'Clients'}:{' '}
                  {invitation.clients.map((c) => c.name).join(', ')}
                </p>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="outline">{roleLabel(invitation.role_name)}</Badge>
              {canManage && (
                <>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void onResend(invitation)}
                    loading={resend.isPending && resend.variables === invitation.id}
                    aria-label={`Resend the invitation to ${invitation.email}`}
                  >
                    <RotateCw aria-hidden="true" /> Resend
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-muted-foreground hover:text-destructive"
                    onClick={() => setRevoking(invitation)}
                    aria-label={`Revoke the invitation to ${invitation.email}`}
                  >
                    <X aria-hidden="true" /> Revoke
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this invitation?"
        description={
          <>{revoking?.email} will no longer be able to sign up with the link they received.</>
        }
        confirmLabel="Revoke invitation"
        pending={revoke.isPending}
        onConfirm={() => void onRevoke()}
      />
    </>
  );
}
