import { useTeam } from '@/web/features/team/api/get-team';
import type { Member } from '@/web/features/campaign-planning/components/task-controls';

/** The organization's members for the assignee pickers (undefined while they load). */
export function useMembers(): Member[] | undefined {
  const team = useTeam();
  return team.data?.members.map((m) => ({
    user_id: m.user_id,
    name: m.is_you ? `${m.name || m.email} (you)` : m.name || m.email,
  }));
}
