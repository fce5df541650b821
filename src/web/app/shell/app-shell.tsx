import { ChevronDown, LogOut, MessageSquare, ShieldCheck, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/web/components/ui/logo';
import { paths } from '@/web/config/paths';
import { useMe } from '@/web/features/auth/api/get-me';
import { useSignOut } from '@/web/features/auth/api/sign-out';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

/** The signed-in frame: a sticky header with the organization and the user menu. */
export function AppShell({ children }: { children: ReactNode }) {
  const me = useMe();
  const signOut = useSignOut();
  const user = me.data?.user;
  const initials = (user?.name || user?.email || '?').slice(0, 2).toUpperCase();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-4">
            <Logo to={paths.dashboard} />
            {me.data?.organization && (
              <span className="hidden truncate rounded-md bg-muted px-2 py-1 text-sm text-muted-foreground sm:inline">
                {me.data.organization.name}
              </span>
            )}
          </div>
          <nav aria-label="Main" className="flex items-center gap-1">
            <Link to={paths.dashboard} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-accent">
              Dashboard
            </Link>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger
                aria-label="User menu"
                className="flex items-center gap-1.5 rounded-full py-1 pl-1 pr-2 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                  {initials}
                </span>
                <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-lg border bg-popover p-1 shadow-lg">
                  {user && (
                    <div className="px-2 py-2">
                      <p className="truncate text-sm font-medium">{user.name}</p>
                      <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                    </div>
                  )}
                  <DropdownMenu.Separator className="my-1 h-px bg-border" />
                  <DropdownMenu.Item asChild className={itemClass}>
                    <Link to={paths.profile}>
                      <User className="size-4" aria-hidden="true" /> My Profile
                    </Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Item asChild className={itemClass}>
                    <a href={`mailto:founders@stratagent.app?subject=${encodeURIComponent('Stratagent feedback')}`}>
                      <MessageSquare className="size-4" aria-hidden="true" /> Feedback
                    </a>
                  </DropdownMenu.Item>
                  {user?.isPlatformAdmin && (
                    <DropdownMenu.Item asChild className={itemClass}>
                      <Link to={paths.admin}>
                        <ShieldCheck className="size-4" aria-hidden="true" /> Invitation requests
                      </Link>
                    </DropdownMenu.Item>
                  )}
                  <DropdownMenu.Separator className="my-1 h-px bg-border" />
                  <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
                    <LogOut className="size-4" aria-hidden="true" /> Sign Out
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}
