import { UserPlus } from 'lucide-react';
import { isOwnerRole, TEAM_ROLES_BY_TYPE } from '@/shared/settings';
import { ErrorState } from '@/web/components/error-state';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { useMe } from '@/web/lib/me';
import { SettingsHeader } from '@/web/features/settings/components/settings-header';
import { useTeam } from '@/web/features/team/api/get-team';
import { INVITATION_VALID_DAYS } from '@/shared/constants';
import { InviteTeammateForm } from '@/web/features/team/components/invite-teammate-form';
import { MembersList } from '@/web/features/team/components/members-list';
import { PendingInvitations } from '@/web/features/team/components/pending-invitations';

/** /settings/team: members, their roles, and invitations. */
export default function TeamSettingsPage() {
  const me = useMe();
  const team = useTeam();
  const callerIsOwner = (me.data?.roles ?? []).some((r) => isOwnerRole(r.role_name));

  return (
    <div className="space-y-6">
      <SettingsHeader
        title="Team"
        description="Everyone in your organization works from the same business context, campaigns and outputs."
      />
      {team.isPending ? (
        <LoadingState label="Loading your team..." />
      ) : team.isError ? (
        <ErrorState
          title="Could not load your team"
          message={team.error.message}
          onRetry={() => void team.refetch()}
        />
      ) : (
        <>
          {team.data.can_manage && (
            <Card>
              <CardHeader>
                <h2 className="flex items-center gap-2 font-semibold leading-tight">
                  <UserPlus className="size-4 text-primary" aria-hidden="true" /> Invite a teammate
                </h2>
                <CardDescription>
                  They get an e-mail with a link to create their account and join{' '}
                  {me.data?.organization?.name ?? 'your organization'}.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <InviteTeammateForm
                  roles={TEAM_ROLES_BY_TYPE[team.data.organization_type]}
                  clients={team.data.clients}
                  isAgency={team.data.organization_type === 'AGENCY'}
                />
              </CardContent>
            </Card>
          )}
          <Card className="overflow-hidden">
            <CardHeader className="border-b">
              <h2 className="font-semibold leading-tight">Members ({team.data.members.length})</h2>
              <CardDescription>
                {team.data.can_manage
                  ? 'Owners and admins manage the team. Only owners give or take away the owner role.'
                  : 'Only owners and admins can invite teammates or change roles.'}
              </CardDescription>
            </CardHeader>
            <MembersList team={team.data} callerIsOwner={callerIsOwner} />
          </Card>
          <Card className="overflow-hidden">
            <CardHeader className="border-b">
              <h2 className="font-semibold leading-tight">
                Pending invitations ({team.data.invitations.length})
              </h2>
              <CardDescription>
                Each link works once, for {INVITATION_VALID_DAYS} days after it is sent; resend it
                to give another {INVITATION_VALID_DAYS}.
              </CardDescription>
            </CardHeader>
            <PendingInvitations
              invitations={team.data.invitations}
              canManage={team.data.can_manage}
            />
          </Card>
        </>
      )}
    </div>
  );
}
