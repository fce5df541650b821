import { ChevronDown } from 'lucide-react';
import { useLocation } from 'react-router';
import { cn } from '@/web/lib/utils';
import { deferred } from './deferred';
import { DeferredMenu, type DeferredMenuProps } from './deferred-menu';
import { navLinkClass } from './nav-link-class';
import type { ShellAgents } from './use-agent-access';

type AgentsMenuProps = { agents: ShellAgents['agents'] };
const agentsMenu = deferred<AgentsMenuProps & DeferredMenuProps>(
  () => import('./agents-menu-content'),
);
export const preloadAgentsMenu = agentsMenu.preload;

/** The Agents dropdown (seed 000 §2.3): Foundation, Planning & Creation, Intelligence. */
export function AgentsMenu({ agents }: AgentsMenuProps) {
  const { pathname } = useLocation();
  const active = agents.some(
    ({ agent }) => pathname === agent.path || pathname.startsWith(`${agent.path}/`),
  );
  return (
    <DeferredMenu
      menu={agentsMenu}
      props={{ agents }}
      trigger={{
        className: cn(navLinkClass(active), 'gap-1 data-[state=open]:bg-accent'),
        children: (
          <>
            Agents <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
          </>
        ),
      }}
    />
  );
}
