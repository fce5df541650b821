import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import { setThemeChoice, useThemeChoice, type ThemeChoice } from '@/web/lib/theme';

export const THEME_OPTIONS: { value: ThemeChoice; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

/**
 * Light, Dark or System as a segmented control of native radio buttons: one tab stop, the
 * arrow keys move the choice, and no script is needed to draw it (public pages are rendered
 * at build, and their markup is the same whatever the visitor chose). One per page: the
 * radio buttons' group is named "theme".
 */
export function ThemePicker({ className }: { className?: string }) {
  const choice = useThemeChoice();
  return (
    <fieldset className={cn('flex items-center gap-2', className)}>
      <legend className="sr-only">Theme</legend>
      <span aria-hidden="true">Theme</span>
      <div className="inline-flex rounded-full border bg-background p-0.5">
        {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-1 rounded-full px-2 py-1 text-xs text-muted-foreground hover:text-foreground has-[:checked]:bg-accent has-[:checked]:text-accent-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={choice === value}
              onChange={() => setThemeChoice(value)}
              className="sr-only"
            />
            <Icon className="size-3.5" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
