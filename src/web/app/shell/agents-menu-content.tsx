import { DropdownMenu } from 'radix-ui';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { AGENT_GROUPS } from '@/shared/agents';
import { AgentEntryContent } from './agent-entry';
import type { DeferredMenuProps } from './deferred-menu';
import { openQuickStart } from '@/web/lib/app-events';
import { TOOLS_LABEL, TOOLS_NAV } from './nav-items';
import type { ShellAgents } from './use-agent-access';

const itemClass =
  'flex cursor-pointer select-none items-start gap-3 rounded-md px-2 py-2 outline-none data-[highlighted]:bg-accent data-[disabled]:cursor-not-allowed data-[disabled]:opacity-75';

/**
 * The Agents menu's Radix implementation, loaded apart from the shell (./agents-menu): the
 * agents by group, then the workspace's sections (analytics, documents, workflows).
 */
export default function AgentsMenuContent({
  agents,
  open,
  onOpenChange,
  trigger,
  triggerRef,
}: { agents: ShellAgents['agents'] } & DeferredMenuProps) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          collisionPadding={16}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-[28rem] max-w-[calc(100vw-2rem)] overflow-y-auto rounded-lg border bg-popover p-1.5 shadow-lg"
        >
          {AGENT_GROUPS.map((group, index) => {
            const entries = agents.filter(({ agent }) => agent.group === group.id);
            if (entries.length === 0) return null;
            return (
              <Fragment key={group.id}>
                {index > 0 && <DropdownMenu.Separator className="my-1 h-px bg-border" />}
                <DropdownMenu.Group aria-label={group.label}>
                  <DropdownMenu.Label className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                    {group.label}
                  </DropdownMenu.Label>
                  {entries.map((access) =>
                    !access.unlocked ? (
                      <DropdownMenu.Item key={access.agent.id} disabled className={itemClass}>
                        <AgentEntryContent access={access} />
                      </DropdownMenu.Item>
                    ) : access.agent.id === 'quick_start' ? (
                      <DropdownMenu.Item
                        key={access.agent.id}
                        className={itemClass}
                        onSelect={openQuickStart}
                      >
                        <AgentEntryContent access={access} />
                      </DropdownMenu.Item>
                    ) : (
                      <DropdownMenu.Item key={access.agent.id} asChild className={itemClass}>
                        <Link to={access.agent.path}>
                          <AgentEntryContent access={access} />
                        </Link>
                      </DropdownMenu.Item>
                    ),
                  )}
                </DropdownMenu.Group>
              </Fragment>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Group aria-label={TOOLS_LABEL}>
            <DropdownMenu.Label className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {TOOLS_LABEL}
            </DropdownMenu.Label>
            {TOOLS_NAV.map((item) => (
              <DropdownMenu.Item key={item.to} asChild className={itemClass}>
                <Link to={item.to}>
                  <item.icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="text-sm font-medium">{item.label}</span>
                </Link>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Group>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
