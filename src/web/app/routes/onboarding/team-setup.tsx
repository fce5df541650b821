import { Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { TEAM_ROLES_BY_TYPE } from '@/shared/settings';
import { ErrorState } from '@/web/components/error-state';
import { AuthShell } from '@/web/components/layouts/public-layout';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { LoadingState } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { useTeam } from '@/web/features/team/api/get-team';
import { InviteTeammateForm } from '@/web/features/team/components/invite-teammate-form';
import { PendingInvitations } from '@/web/features/team/components/pending-invitations';

/** /onboarding/team-setup: an optional step to invite teammates before starting. */
export default function TeamSetupPage() {
  const navigate = useNavigate();
  const team = useTeam();
  const invited = team.data?.invitations ?? [];

  return (
    <AuthShell
      title="Invite your team"
      description="Stratagent works best when your marketing team shares one business context, campaigns and outputs. You can also do this later in Settings → Team."
    >
      <title>Invite your team — Stratagent</title>
      <div className="grid gap-5">
        <p className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-primary">
          <Users className="size-4" aria-hidden="true" /> Optional step 1 of 2
        </p>
        {team.isPending ? (
          <LoadingState label="Loading your team..." />
        ) : team.isError ? (
          <ErrorState
            title="Could not load your team"
            message={team.error.message}
            onRetry={() => void team.refetch()}
          />
        ) : team.data.can_manage ? (
          <>
            <InviteTeammateForm roles={TEAM_ROLES_BY_TYPE[team.data.organization_type]} />
            {invited.length > 0 && (
              <section aria-label="Invited so far" className="overflow-hidden rounded-lg border">
                <h2 className="border-b bg-muted/50 px-4 py-2 text-sm font-semibold">
                  Invited so far ({invited.length})
                </h2>
                <PendingInvitations invitations={invited} canManage />
              </section>
            )}
          </>
        ) : (
          <Alert>
            Only owners and admins can invite teammates. Ask one of them to invite the people you
            work with.
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-between">
          <Button variant="ghost" onClick={() => navigate(paths.dashboard)}>
            Skip
          </Button>
          <Button onClick={() => navigate('/onboarding/preferences')}>Continue</Button>
        </div>
      </div>
    </AuthShell>
  );
}
