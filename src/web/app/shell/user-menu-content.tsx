import {
  Check,
  LogOut,
  Monitor,
  Moon,
  Sun,
  MessageSquare,
  Settings,
  ShieldCheck,
  User,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { paths } from '@/web/config/paths';
import {
  isThemeChoice,
  setThemeChoice,
  THEME_CHOICES,
  THEME_LABELS,
  useThemeChoice,
  type ThemeChoice,
} from '@/web/lib/theme';
import type { Me } from '@/web/lib/me';
import { useActiveWhiteLabel } from '@/web/features/white-label/components/white-label-theme';
import type { DeferredMenuProps } from './deferred-menu';

const THEME_ICONS: Record<ThemeChoice, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

/** The user menu's Radix implementation, loaded apart from the shell (./user-menu). */
export default function UserMenuContent({
  me,
  onSignOut,
  open,
  onOpenChange,
  trigger,
  triggerRef,
}: { me: Me | null | undefined; onSignOut: () => void } & DeferredMenuProps) {
  const user = me?.user;
  const theme = useThemeChoice();
  // An agency's kit is one palette of its own: the choice still holds on the public pages.
  const branded = useActiveWhiteLabel() !== null;
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={16}
          className="z-50 w-64 rounded-lg border bg-popover p-1 shadow-lg"
        >
          {user && (
            <div className="px-2 py-2">
              <p className="truncate text-sm font-medium">{user.name}</p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
              {me?.organization && (
                <p className="mt-1 truncate text-xs text-muted-foreground">
                  {me.organization.name}
                </p>
              )}
            </div>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.profile}>
              <User className="size-4" aria-hidden="true" /> My Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/settings">
              <Settings className="size-4" aria-hidden="true" /> Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/feedback">
              <MessageSquare className="size-4" aria-hidden="true" /> Feedback
            </Link>
          </DropdownMenu.Item>
          {user?.isPlatformAdmin && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={paths.admin}>
                <ShieldCheck className="size-4" aria-hidden="true" /> Invitation requests
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Label className="px-2 pt-1.5 pb-1 text-xs font-medium text-muted-foreground">
            Theme
            {branded && <span className="block font-normal">Your agency's theme applies here</span>}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            aria-label="Theme"
            value={theme}
            onValueChange={(value) => {
              if (isThemeChoice(value)) setThemeChoice(value);
            }}
          >
            {THEME_CHOICES.map((value) => {
              const Icon = THEME_ICONS[value];
              return (
                <DropdownMenu.RadioItem
                  key={value}
                  value={value}
                  // Keeps the menu open: the new theme shows behind it at once.
                  onSelect={(event) => event.preventDefault()}
                  className={itemClass}
                >
                  <Icon className="size-4" aria-hidden="true" /> {THEME_LABELS[value]}
                  <DropdownMenu.ItemIndicator className="ml-auto">
                    <Check className="size-4" aria-hidden="true" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            <LogOut className="size-4" aria-hidden="true" /> Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
