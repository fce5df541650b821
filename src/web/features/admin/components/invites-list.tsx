import { UserPlus } from 'lucide-react';
import { ErrorState } from '@/web/components/error-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { useInvites } from '../api/get-invites';
import { DateText } from './date-text';
import { InviteStatusBadge, TypeBadge } from './status-badges';

/** The whitelist: who may sign up, and who already has. */
export function InvitesList() {
  const invites = useInvites();
  if (invites.isPending) return <LoadingState label="Loading invites..." />;
  if (invites.isError) {
    return (
      <ErrorState
        title="Could not load the invites"
        message={invites.error.message}
        onRetry={() => void invites.refetch()}
      />
    );
  }
  if (invites.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <UserPlus className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">No invites yet</p>
        <p className="text-sm text-muted-foreground">
          Approved requests and direct invitations appear here.
        </p>
      </div>
    );
  }
  return (
    <ul className="divide-y" aria-label="Invites">
      {invites.data.map((invite) => (
        <li
          key={invite.id}
          className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6"
        >
          <div className="min-w-0">
            <p className="truncate text-sm font-medium" title={invite.email}>
              {invite.email}
            </p>
            <p className="text-xs text-muted-foreground">
              {invite.status === 'used' && invite.used_at ? (
                <>
                  Signed up <DateText iso={invite.used_at} />
                </>
              ) : (
                <>
                  Invited <DateText iso={invite.created_at} />
                </>
              )}
              {invite.invited_by_email && <> · by {invite.invited_by_email}</>}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <TypeBadge type={invite.organization_type} />
            <InviteStatusBadge status={invite.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
