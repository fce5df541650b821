import {
  LogOut,
  MessageSquare,
  Palette,
  Search,
  Settings,
  ShieldCheck,
  User,
  X,
} from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { AGENT_GROUPS } from '@/shared/agents';
import { LogoMark } from '@/web/components/ui/logo';
import { paths } from '@/web/config/paths';
import type { Me } from '@/web/lib/me';
import { cn } from '@/web/lib/utils';
import { AgentEntryContent } from './agent-entry';
import { useActiveClient } from '@/web/lib/active-client';
import { ClientSelector, withActiveClient } from './client-selector';
import { DataProtectedBadge } from './data-protected-badge';
import { OUTPUTS_NAV, PRIMARY_NAV, TOOLS_NAV, WHITE_LABEL_PATH } from './nav-items';
import { openCommandPalette, openQuickStart } from '@/web/lib/app-events';
import type { ShellAgents } from './use-agent-access';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-accent',
    isActive ? 'bg-accent text-accent-foreground' : 'text-foreground/90',
  );
const sectionClass =
  'px-3 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-muted-foreground';

/** The mobile menu's sheet (Radix dialog), loaded apart from the shell (./mobile-menu). */
export default function MobileMenuSheet({
  me,
  shell,
  onSignOut,
  open,
  onOpenChange,
  triggerRef,
}: {
  me: Me | null | undefined;
  shell: ShellAgents;
  onSignOut: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const activeClient = useActiveClient().clientId;
  const close = () => onOpenChange(false);
  const then = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          // The trigger is the shell's own button, not a Dialog.Trigger: focus goes back to it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-80 flex-col border-r bg-card shadow-xl outline-none"
        >
          <div className="flex h-16 items-center justify-between border-b px-4">
            <Dialog.Title className="flex items-center gap-2 font-semibold">
              <LogoMark className="size-7" /> Menu
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-9 items-center justify-center rounded-md hover:bg-accent"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-2 pb-4">
            {me?.organization && (
              <div className="flex flex-wrap items-center gap-2 px-3 pt-3 text-sm">
                <span className="truncate font-medium">{me.organization.name}</span>
                {shell.isAgency && <DataProtectedBadge />}
              </div>
            )}
            {shell.isAgency && (
              <div className="px-3 pt-3">
                <ClientSelector id="mobile-client-selector" className="w-full" />
              </div>
            )}
            <button
              type="button"
              onClick={then(openCommandPalette)}
              className="mx-1 mt-3 flex w-[calc(100%-0.5rem)] items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm text-muted-foreground"
            >
              <Search className="size-4" aria-hidden="true" /> Search
            </button>

            <ul className="mt-2 space-y-0.5">
              {PRIMARY_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={withActiveClient(item.to, activeClient)}
                    className={linkClass}
                    onClick={close}
                    end={item.to === paths.dashboard}
                  >
                    <item.icon className="size-4" aria-hidden="true" /> {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink
                  to={withActiveClient(OUTPUTS_NAV.to, activeClient)}
                  className={linkClass}
                  onClick={close}
                >
                  <OUTPUTS_NAV.icon className="size-4" aria-hidden="true" /> {OUTPUTS_NAV.label}
                </NavLink>
              </li>
              {TOOLS_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={withActiveClient(item.to, activeClient)}
                    className={linkClass}
                    onClick={close}
                  >
                    <item.icon className="size-4" aria-hidden="true" /> {item.label}
                  </NavLink>
                </li>
              ))}
              {shell.whiteLabelUnlocked && (
                <li>
                  <NavLink to={WHITE_LABEL_PATH} className={linkClass} onClick={close}>
                    <Palette className="size-4" aria-hidden="true" /> White Label
                  </NavLink>
                </li>
              )}
            </ul>

            <p className={sectionClass}>Agents</p>
            {AGENT_GROUPS.map((group) => {
              const entries = shell.agents.filter(({ agent }) => agent.group === group.id);
              if (entries.length === 0) return null;
              return (
                <div key={group.id} role="group" aria-label={group.label}>
                  <p className="px-3 pb-1 pt-2 text-xs font-medium text-muted-foreground">
                    {group.label}
                  </p>
                  <ul className="space-y-0.5">
                    {entries.map((access) => (
                      <li key={access.agent.id}>
                        {!access.unlocked ? (
                          <div
                            aria-disabled="true"
                            className="flex items-center gap-3 rounded-md px-3 py-2 opacity-75"
                          >
                            <AgentEntryContent access={access} compact />
                          </div>
                        ) : access.agent.id === 'quick_start' ? (
                          <button
                            type="button"
                            onClick={then(openQuickStart)}
                            className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left hover:bg-accent"
                          >
                            <AgentEntryContent access={access} compact />
                          </button>
                        ) : (
                          <NavLink to={access.agent.path} onClick={close} className={linkClass}>
                            <AgentEntryContent access={access} compact />
                          </NavLink>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}

            <p className={sectionClass}>Account</p>
            <ul className="space-y-0.5">
              <li>
                <NavLink to={paths.profile} className={linkClass} onClick={close}>
                  <User className="size-4" aria-hidden="true" /> My Profile
                </NavLink>
              </li>
              <li>
                <NavLink to="/settings" className={linkClass} onClick={close}>
                  <Settings className="size-4" aria-hidden="true" /> Settings
                </NavLink>
              </li>
              <li>
                <NavLink to="/feedback" className={linkClass} onClick={close}>
                  <MessageSquare className="size-4" aria-hidden="true" /> Feedback
                </NavLink>
              </li>
              {me?.user.isPlatformAdmin && (
                <li>
                  <NavLink to={paths.admin} className={linkClass} onClick={close}>
                    <ShieldCheck className="size-4" aria-hidden="true" /> Invitation requests
                  </NavLink>
                </li>
              )}
              <li>
                <button
                  type="button"
                  onClick={then(onSignOut)}
                  className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-foreground/90 hover:bg-accent"
                >
                  <LogOut className="size-4" aria-hidden="true" /> Sign Out
                </button>
              </li>
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
