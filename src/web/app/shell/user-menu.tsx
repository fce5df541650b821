import { ChevronDown } from 'lucide-react';
import type { Me } from '@/web/lib/me';
import { deferred } from './deferred';
import { DeferredMenu, type DeferredMenuProps } from './deferred-menu';

export const initialsOf = (user: Me['user'] | undefined) =>
  (user?.name || user?.email || '?').slice(0, 2).toUpperCase();

type UserMenuProps = { me: Me | null | undefined; onSignOut: () => void };
const userMenu = deferred<UserMenuProps & DeferredMenuProps>(() => import('./user-menu-content'));
export const preloadUserMenu = userMenu.preload;

/** The user menu (seed 000 §2.3): My Profile, Settings, Feedback, the admin review for platform admins, the theme, Sign Out. */
export function UserMenu({ me, onSignOut }: UserMenuProps) {
  return (
    <DeferredMenu
      menu={userMenu}
      props={{ me, onSignOut }}
      trigger={{
        'aria-label': 'User menu',
        className:
          'flex items-center gap-1.5 rounded-full py-1 pl-1 pr-2 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-accent',
        children: (
          <>
            <span className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
              {initialsOf(me?.user)}
            </span>
            <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
          </>
        ),
      }}
    />
  );
}
