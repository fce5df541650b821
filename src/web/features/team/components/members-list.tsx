import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { isOwnerRole, roleClientRule, roleLabel } from '@/shared/settings';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { NativeSelect } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { useChangeMemberRole } from '../api/change-member-role';
import type { Team, TeamMember } from '../api/get-team';
import { useRemoveMember } from '../api/remove-member';
import { ConfirmDialog } from './confirm-dialog';
import { formatDate } from './format-date';

/** Which clients a member works on: theirs, or every client without a client scope. */
export const clientsLine = (clients: { name: string }[]) =>
  clients.length === 0
    ? 'All clients'
    : `${clients.length === 1 ? 'Client' : 'Clients'}: ${clients.map((c) => c.name).join(', ')}`;

const initials = (member: TeamMember) => (member.name || member.email).slice(0, 2).toUpperCase();

/**
 * The organization's members. Owners and admins change roles and remove members; only
 * owners touch the owner role (the server enforces the same rules).
 */
export function MembersList({ team, callerIsOwner }: { team: Team; callerIsOwner: boolean }) {
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const ownerCount = team.members.filter((m) => isOwnerRole(m.role_name)).length;

  const onRoleChange = async (member: TeamMember, roleName: string) => {
    try {
      await changeRole.mutateAsync({ userId: member.user_id, roleName });
      toast.success(`${member.name || member.email} is now ${roleLabel(roleName)}`);
    } catch (e) {
      toast.error('Could not change the role', {
        description: e instanceof ApiError ? e.message : 'Please try again.',
      });
    }
  };

  const onRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.user_id);
      toast.success(`${removing.name || removing.email} was removed from the team`);
      setRemoving(null);
    } catch (e) {
      toast.error('Could not remove the member', {
        description: e instanceof ApiError ? e.message : 'Please try again.',
      });
    }
  };

  return (
    <>
      <ul className="divide-y" aria-label="Members">
        {team.members.map((member) => {
          const memberIsOwner = isOwnerRole(member.role_name);
          // The last owner keeps the role: there is nothing to change.
          const lastOwner = memberIsOwner && ownerCount <= 1;
          const canEdit = team.can_manage && (callerIsOwner || !memberIsOwner) && !lastOwner;
          // A client portal role belongs to exactly one client, chosen when inviting: it is
          // offered only to a member who already has exactly one client.
          const roles = (
            callerIsOwner
              ? team.assignable_roles
              : team.assignable_roles.filter((r) => !isOwnerRole(r))
          ).filter((r) => roleClientRule(r) !== 'one' || member.clients.length === 1);
          const options = roles.includes(member.role_name) ? roles : [member.role_name, ...roles];
          const label = member.name || member.email;
          return (
            <li
              key={member.user_id}
              className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6"
            >
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
                >
                  {initials(member)}
                </span>
                <div className="min-w-0">
                  <p className="flex items-center gap-2 truncate text-sm font-medium">
                    <span className="truncate">{label}</span>
                    {member.is_you && <Badge variant="secondary">You</Badge>}
                  </p>
                  <p className="truncate text-xs text-muted-foreground" title={member.email}>
                    {member.email} · Joined {formatDate(member.joined_at)}
                  </p>
                  {team.organization_type === 'AGENCY' && (
                    <p className="truncate text-xs text-muted-foreground">
                      {clientsLine(member.clients)}
                    </p>
                  )}
                </div>
              </div>
              <div className="flex items-center gap-2 pl-12 sm:pl-0">
                {canEdit ? (
                  <NativeSelect
                    aria-label={`Role of ${label}`}
                    className="h-9 w-full sm:w-48"
                    value={member.role_name}
                    disabled={changeRole.isPending}
                    onChange={(e) => void onRoleChange(member, e.target.value)}
                  >
                    {options.map((r) => (
                      <option key={r} value={r}>
                        {roleLabel(r)}
                      </option>
                    ))}
                  </NativeSelect>
                ) : (
                  <Badge variant={memberIsOwner ? 'default' : 'outline'}>
                    {roleLabel(member.role_name)}
                  </Badge>
                )}
                {canEdit && !member.is_you && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9 shrink-0 text-muted-foreground hover:text-destructive"
                    aria-label={`Remove ${label}`}
                    onClick={() => setRemoving(member)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name || removing?.email || 'member'}?`}
        description={
          <>
            {removing?.email} will leave your organization, lose access to its campaigns and
            outputs, and be signed out everywhere. Their API keys stop working. You can invite them
            again later.
          </>
        }
        confirmLabel="Remove member"
        pending={remove.isPending}
        onConfirm={() => void onRemove()}
      />
    </>
  );
}
