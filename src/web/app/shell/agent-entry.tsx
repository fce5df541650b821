import type { AgentAccess } from '@/shared/agent-features';
import { useRunTime } from '@/web/lib/agents';
import { cn } from '@/web/lib/utils';
import { AGENT_ICONS } from './agent-icons';
import { LockedBadge } from './locked-badge';

/** One agent as the menus show it: name, estimated time, description, or what unlocks it. */
export function AgentEntryContent({
  access,
  compact = false,
}: {
  access: AgentAccess;
  compact?: boolean;
}) {
  const { agent, unlocked, requirement } = access;
  const runTime = useRunTime();
  const Icon = AGENT_ICONS[agent.id];
  return (
    <>
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-md',
          !compact && 'mt-0.5',
          unlocked ? 'bg-primary/10 text-primary' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm font-medium">
            {compact ? agent.shortName : agent.name}
          </span>
          <span className="shrink-0 text-xs text-muted-foreground">
            {runTime(agent.estimatedTime)}
          </span>
        </span>
        {!compact && (
          <span className="text-xs leading-snug text-muted-foreground">{agent.description}</span>
        )}
        {requirement && <LockedBadge requirement={requirement} />}
      </span>
    </>
  );
}
